import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, documents } from '../../client/src/index.js';
import { SANDBOX_TOKENS, SPEC_ONLY } from '../../src/sandbox/index.js';
import { startStack, type Stack } from '../helpers/stack.js';

/**
 * What the gateway keeps per account beyond the upstream's own reads: each episode's share link
 * (src/modules/episodes/share-links.ts) and the listeners blocked through it, with the unblock
 * mutation where the upstream's schema has one (src/modules/comments/known-blocks.ts).
 */
let stack: Stack;
let specOnly: Stack;
beforeAll(async () => {
  [stack, specOnly] = await Promise.all([startStack(), startStack({ variant: SPEC_ONLY })]);
}, 90_000);
afterAll(async () => {
  await Promise.all([stack?.close(), specOnly?.close()]);
});
beforeEach(() => stack.sandbox.hooks.reset());

const api = (token: string = stack.sandbox.token, on: Stack = stack) => createClient({ url: `${on.gatewayUrl}/graphql`, token });
const published = (on: Stack, stationId: number) => [...on.sandbox.store.episodes.values()].filter((e) => e.stationId === stationId && e.isPublished);

describe('Episode.shareUrl', () => {
  it('keeps the link the last update answered with, for the account that made it, across requests', async () => {
    const episode = published(stack, 5001)[0];
    const before = await api().request(documents.Episode, { id: episode.episodeId });
    expect(before.data?.episode?.shareUrl).toBeNull();
    const updated = await api().request(documents.UpdateEpisode, { id: episode.episodeId, input: { title: `${episode.title} (kept link)` } });
    const link = updated.data?.updateEpisode?.shareUrl;
    expect(link).toMatch(/^https?:\/\//);
    // A later read, with no update in it, has the link.
    const after = await api().request(documents.Episode, { id: episode.episodeId });
    expect(after.data?.episode?.shareUrl).toBe(link);
    // No upstream call reads it: the store holds it.
    // Another account does not see this account's link.
    const other = await api(SANDBOX_TOKENS.other).request(documents.Episode, { id: episode.episodeId });
    expect(other.data?.episode?.shareUrl ?? null).toBeNull();
  });
});

describe('Episode.stationId', () => {
  it("names an episode's show: a draft made elsewhere (the upstream's show URI), and a published one (its overview)", async () => {
    const draft = [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5003 && !e.isPublished && e.publishOn === null)!;
    const read = await api().request(documents.EpisodeLocation, { id: draft.episodeId });
    expect(read.errors).toEqual([]);
    expect(read.data?.episode?.stationId).toBe(5003);

    const episode = published(stack, 5001)[1];
    expect((await api().request(documents.EpisodeLocation, { id: episode.episodeId })).data?.episode?.stationId).toBe(5001);
  });
});

describe('blocking and unblocking a commenter', () => {
  it('lists a blocked author for the account that blocked, and lifts the block where the upstream can', async () => {
    const show = stack.sandbox.store.shows.get(5001)!;
    const first = await api().request(documents.CommentsForReview, { stationId: 5001 });
    expect(first.data?.show?.canUnblockCommenters).toBe(true);
    expect(first.data?.show?.knownBlockedCommenters).toEqual([]);
    const blocked = await api().request(documents.BlockCommenter, { stationId: 5001, username: 'listener-x' });
    expect(blocked.data?.blockCommenter?.success).toBe(true);
    expect(show.blockedUsers.has('listener-x')).toBe(true);
    expect((await api().request(documents.CommentsForReview, { stationId: 5001 })).data?.show?.knownBlockedCommenters).toEqual(['listener-x']);

    const lifted = await api().request(documents.UnblockCommenter, { stationId: 5001, username: 'listener-x' });
    expect(lifted.errors).toEqual([]);
    expect(lifted.data?.unblockCommenter?.success).toBe(true);
    expect(show.blockedUsers.has('listener-x')).toBe(false);
    expect((await api().request(documents.CommentsForReview, { stationId: 5001 })).data?.show?.knownBlockedCommenters).toEqual([]);
  });

  it('says unblocking is unavailable on an upstream without such a mutation, before any upstream call', async () => {
    const read = await api(specOnly.sandbox.token, specOnly).request(documents.CommentsForReview, { stationId: 5001 });
    expect(read.data?.show?.canUnblockCommenters).toBe(false);
    specOnly.sandbox.hooks.clearLog();
    const r = await api(specOnly.sandbox.token, specOnly).request(documents.UnblockCommenter, { showUri: read.data!.show!.uri!, username: 'listener-x' });
    expect(r.errors.map((e) => e.code)).toEqual(['UPSTREAM_UNSUPPORTED']);
    expect(specOnly.sandbox.hooks.calls({ upstream: 'graph' })).toEqual([]);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CommentRecord } from '../../src/sandbox/data/model.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { FIXED_NOW, codeOf, commentUriOf, data, episodeUriOf, episodesOf, graph, showOf, showUriOf } from './graph-helpers.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ hooks: true, now: () => FIXED_NOW });
});
beforeEach(() => sandbox.hooks.reset());
afterAll(() => sandbox.close());

const mutate = (field: string, args: string, vars: Record<string, unknown>, token?: string) =>
  graph(sandbox, `mutation(${args}) { ${field} { success } }`, vars, { token });

const comment = (state: 'published' | 'needs review', stationId = 5001): CommentRecord =>
  [...sandbox.store.comments.values()].find(
    (c) => c.state === state && c.parentCommentId === null && sandbox.store.episodes.get(c.episodeId)!.stationId === stationId,
  )!;

const publish = (uri: string) => mutate('publishCommentByCommentUri(commentUri: $c)', '$c: String!', { c: uri });
const del = (uri: string, filter: string) => mutate('deleteCommentByCommentUri(commentUri: $c, filter: $f)', '$c: String!, $f: String!', { c: uri, f: filter });
const reply = (uri: string, text: string) =>
  mutate('createCommentReplyByCommentUri(parentCommentUri: $c, replyStr: $r)', '$c: String!, $r: String!', { c: uri, r: text });
const pin = (uri: string) => mutate('pinComment(commentUri: $c)', '$c: String!', { c: uri });

describe('comment moderation (spec 3, 4.3)', () => {
  it('publishes a comment that needs review and sets its approval date; refuses to publish it twice', async () => {
    const c = comment('needs review');
    expect((await publish(commentUriOf(c))).body).toEqual({ data: { publishCommentByCommentUri: { success: true } } });
    expect(sandbox.store.comments.get(c.commentId)).toMatchObject({ state: 'published', approvalDate: FIXED_NOW });
    const again = await publish(commentUriOf(c));
    expect(again.body.data.publishCommentByCommentUri).toBeNull();
    expect(codeOf(again.body)).toBe('CONFLICT');
  });

  it('deletes only when the filter matches the comment state', async () => {
    const held = comment('needs review');
    const wrong = await del(commentUriOf(held), 'DELETE_COMMENT_FILTER_PUBLISHED');
    expect(codeOf(wrong.body)).toBe('CONFLICT');
    expect(sandbox.store.comments.has(held.commentId)).toBe(true);
    expect(codeOf((await del(commentUriOf(held), 'DELETE_EVERYTHING')).body)).toBe('BAD_USER_INPUT');
    expect((await del(commentUriOf(held), 'DELETE_COMMENT_FILTER_NEEDS_REVIEW')).body.data.deleteCommentByCommentUri.success).toBe(true);
    expect(sandbox.store.comments.has(held.commentId)).toBe(false);
  });

  it('deleting a published comment removes its replies too', async () => {
    const replyRecord = [...sandbox.store.comments.values()].find((c) => c.parentCommentId !== null)!;
    const parent = sandbox.store.comments.get(replyRecord.parentCommentId!)!;
    expect((await del(commentUriOf(parent), 'DELETE_COMMENT_FILTER_PUBLISHED')).body.data.deleteCommentByCommentUri.success).toBe(true);
    expect(sandbox.store.comments.has(parent.commentId)).toBe(false);
    expect(sandbox.store.comments.has(replyRecord.commentId)).toBe(false);
  });

  it('replies as the creator to a published comment and marks it read', async () => {
    const c = comment('published');
    c.isRead = false;
    expect((await reply(commentUriOf(c), '  Thanks for listening!  ')).body.data.createCommentReplyByCommentUri.success).toBe(true);
    const replies = [...sandbox.store.comments.values()].filter((r) => r.parentCommentId === c.commentId);
    expect(replies.at(-1)).toMatchObject({ username: null, commentStr: 'Thanks for listening!', state: 'published', createDate: FIXED_NOW });
    expect(c.isRead).toBe(true);
    const episode = sandbox.store.episodes.get(c.episodeId)!;
    const d = await data(
      sandbox,
      `query($u: String!) { getCommentsForEpisode(episodeUri: $u, primaryFilters: ["LIST_COMMENT_PRIMARY_FILTER_PUBLISHED"], commentTypesFilters: ["LIST_COMMENT_TYPE_FILTER_ROOT"], secondaryFilters: [], repliesFilter: [], pageSize: 50) { comments { commentUri hasParentEntityReplied numberOfReplies } } }`,
      { u: episodeUriOf(episode) },
    );
    expect(d.getCommentsForEpisode.comments.find((x: any) => x.commentUri === commentUriOf(c)).hasParentEntityReplied).toBe(true);
  });

  it('refuses a reply to a comment that needs review, to a reply, or with an empty text', async () => {
    expect(codeOf((await reply(commentUriOf(comment('needs review')), 'Hi')).body)).toBe('CONFLICT');
    const existing = [...sandbox.store.comments.values()].find((c) => c.parentCommentId !== null)!;
    expect(codeOf((await reply(commentUriOf(existing), 'Hi')).body)).toBe('BAD_USER_INPUT');
    expect(codeOf((await reply(commentUriOf(comment('published')), '   ')).body)).toBe('BAD_USER_INPUT');
  });

  it('marks a comment as read', async () => {
    const c = comment('needs review');
    c.isRead = false;
    expect((await mutate('markCommentAsRead(commentUri: $c)', '$c: String!', { c: commentUriOf(c) })).body.data.markCommentAsRead.success).toBe(true);
    expect(c.isRead).toBe(true);
  });

  it('pins only published comments, one per episode, and unpins', async () => {
    expect(codeOf((await pin(commentUriOf(comment('needs review')))).body)).toBe('CONFLICT');
    const episodeId = [...sandbox.store.comments.values()].find(
      (c) => c.parentCommentId === null && c.state === 'published' && [...sandbox.store.comments.values()].filter((x) => x.episodeId === c.episodeId && !x.parentCommentId && x.state === 'published').length >= 2,
    )!.episodeId;
    const [a, b] = [...sandbox.store.comments.values()].filter((c) => c.episodeId === episodeId && !c.parentCommentId && c.state === 'published');
    await pin(commentUriOf(a));
    expect(a.isPinned).toBe(true);
    await pin(commentUriOf(b));
    expect([a.isPinned, b.isPinned]).toEqual([false, true]);
    await mutate('unPinComment(commentUri: $c)', '$c: String!', { c: commentUriOf(b) });
    expect(b.isPinned).toBe(false);
  });

  it("answers FORBIDDEN for another account's comment, NOT_FOUND for an unknown one, BAD_USER_INPUT for a malformed URI", async () => {
    expect(codeOf((await publish(commentUriOf(comment('needs review', 5101)))).body)).toBe('FORBIDDEN');
    expect(codeOf((await publish('platform:comment:c999999')).body)).toBe('NOT_FOUND');
    expect(codeOf((await publish('c000001')).body)).toBe('BAD_USER_INPUT');
  });
});

describe('show comment settings (spec 4.3)', () => {
  const SETTINGS = `query($uri: ShowUri!) { showByShowUri(getShowByShowUriRequest: { showUri: $uri }) { isCommentsEnabled moderationPolicy } }`;
  const policy = (vars: Record<string, unknown>) =>
    mutate('updateModerationPolicy(showUri: $s, moderationSignal: $m, moderationPolicy: $p)', '$s: String!, $m: String!, $p: String!', vars);

  it('switches comments off and on', async () => {
    const s = showUriOf(showOf(sandbox));
    await mutate('updateIsCommentsEnabledForShowByShowUri(isEnabled: $e, showUri: $s)', '$e: Boolean!, $s: String!', { e: false, s });
    expect((await data(sandbox, SETTINGS, { uri: s })).showByShowUri.isCommentsEnabled).toBe(false);
    await mutate('updateIsCommentsEnabledForShowByShowUri(isEnabled: $e, showUri: $s)', '$e: Boolean!, $s: String!', { e: true, s });
    expect(showOf(sandbox).isCommentsEnabled).toBe(true);
  });

  it('sets the moderation policy for SENSITIVITY_OVERALL and refuses other signals or policies', async () => {
    const s = showUriOf(showOf(sandbox));
    expect((await policy({ s, m: 'SENSITIVITY_OVERALL', p: 'MAXIMUM_FILTERING' })).body.data.updateModerationPolicy.success).toBe(true);
    expect((await data(sandbox, SETTINGS, { uri: s })).showByShowUri.moderationPolicy).toBe('MAXIMUM_FILTERING');
    expect(codeOf((await policy({ s, m: 'SPAM', p: 'NO_FILTERING' })).body)).toBe('BAD_USER_INPUT');
    expect(codeOf((await policy({ s, m: 'SENSITIVITY_OVERALL', p: 'LOW' })).body)).toBe('BAD_USER_INPUT');
    expect(showOf(sandbox).moderationPolicy).toBe('MAXIMUM_FILTERING');
  });

  it('blocks a user for the whole show, only on own shows', async () => {
    const args = '$u: String!, $s: String!';
    await mutate('blockUserForShow(username: $u, showUri: $s)', args, { u: 'user-mara', s: showUriOf(showOf(sandbox)) });
    expect(showOf(sandbox).blockedUsers.has('user-mara')).toBe(true);
    const foreign = await mutate('blockUserForShow(username: $u, showUri: $s)', args, { u: 'user-mara', s: showUriOf(showOf(sandbox, 5101)) });
    expect(codeOf(foreign.body)).toBe('FORBIDDEN');
    expect(showOf(sandbox, 5101).blockedUsers.size).toBe(0);
  });
});

describe('polls (spec 4.3)', () => {
  const CREATE = `mutation($u: String!, $q: String!, $o: [PollOption!]!, $t: String!, $open: Int!, $close: Int!) {
    createPollForEpisode(episodeUri: $u, question: $q, options: $o, type: $t, openingDate: $open, closingDate: $close) { episodeUri question type openingDate closingDate options { description voteCount } }
  }`;
  const GET = `query($u: String!) { getPollForEpisode(episodeUri: $u) { question options { description } } }`;
  const open = Math.floor(FIXED_NOW / 1000);
  const opts = (n: number) => Array.from({ length: n }, (_, i) => ({ description: `Option ${i + 1}` }));
  const valid = () => ({ u: episodeUriOf(episodesOf(sandbox).published[2]), q: 'Which topic next?', o: opts(3), t: 'SINGLE_CHOICE', open, close: open + 86_400 });

  it('creates a poll, replaces it with the same mutation, reads and deletes it', async () => {
    const vars = valid();
    const created = await data(sandbox, CREATE, vars);
    expect(created.createPollForEpisode).toMatchObject({ episodeUri: vars.u, question: 'Which topic next?', type: 'SINGLE_CHOICE', openingDate: open });
    await data(sandbox, CREATE, { ...vars, q: 'Replaced?', o: opts(2), t: 'MULTIPLE_CHOICE' });
    expect((await data(sandbox, GET, { u: vars.u })).getPollForEpisode).toEqual({ question: 'Replaced?', options: opts(2) });
    expect((await data(sandbox, `mutation($u: String!) { deletePollForEpisode(episodeUri: $u) { success } }`, { u: vars.u })).deletePollForEpisode.success).toBe(true);
    expect((await data(sandbox, GET, { u: vars.u })).getPollForEpisode).toBeNull();
  });

  it('accepts the limits: a 140-character question and 7 options', async () => {
    const res = await graph(sandbox, CREATE, { ...valid(), q: 'x'.repeat(140), o: opts(7) });
    expect(res.body.errors).toBeUndefined();
  });

  it.each([
    ['a question over 140 characters', { q: 'x'.repeat(141) }],
    ['an empty question', { q: '  ' }],
    ['one option', { o: opts(1) }],
    ['eight options', { o: opts(8) }],
    ['an empty option', { o: [{ description: 'Yes' }, { description: '' }] }],
    ['an unknown type', { t: 'RANKED' }],
    ['closing before opening', { close: open - 1 }],
  ])('refuses %s with BAD_USER_INPUT and leaves the store alone', async (_name, change) => {
    const vars = { ...valid(), ...change };
    const episodeId = episodesOf(sandbox).published[2].episodeId;
    const before = JSON.stringify(sandbox.store.polls.get(episodeId) ?? null);
    const res = await graph(sandbox, CREATE, vars);
    expect(res.body.data.createPollForEpisode).toBeNull();
    expect(codeOf(res.body)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(sandbox.store.polls.get(episodeId) ?? null)).toBe(before);
  });
});

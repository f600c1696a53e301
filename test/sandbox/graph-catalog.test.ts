import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { FIXED_NOW, codeOf, data, episodeUriOf, episodesOf, graph, showOf, showUriOf } from './graph-helpers.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ hooks: true, now: () => FIXED_NOW });
});
afterAll(() => sandbox.close());

const EPISODE = `query($u: EpisodeUri!) {
  episodeByUri(getEpisodeRequest: { episodeUri: $u }) {
    uri title description episodeType isExplicit isDraft publishedOn { seconds } showUri
  }
}`;

const LIST = `query($uri: ShowUri!, $req: ListEpisodesV2Request!) {
  showByShowUri(getShowByShowUriRequest: { showUri: $uri }) {
    episodesV2(listEpisodesV2Request: $req) { totalCount nextPageToken items { uri isDraft publishedOn { seconds } } }
  }
}`;

async function listAll(uri: string, req: Record<string, unknown>, pageSize: number) {
  const items: { uri: string; isDraft: boolean; publishedOn: { seconds: number } | null }[] = [];
  let pageToken: string | null = null;
  let pages = 0;
  let totalCount = 0;
  do {
    const d = await data(sandbox, LIST, { uri, req: { ...req, pagination: { pageSize, pageToken } } });
    const page = d.showByShowUri.episodesV2;
    items.push(...page.items);
    totalCount = page.totalCount;
    pageToken = page.nextPageToken;
    pages++;
  } while (pageToken !== null && pages < 50);
  return { items, totalCount, pages };
}

describe('episodes, drafts included', () => {
  it('serves a draft with its title, description, type and explicit flag, publishedOn null', async () => {
    const draft = episodesOf(sandbox).drafts[0];
    const d = await data(sandbox, EPISODE, { u: episodeUriOf(draft) });
    expect(d.episodeByUri).toEqual({
      uri: episodeUriOf(draft),
      title: draft.title,
      description: draft.description,
      episodeType: draft.podcastEpisodeType,
      isExplicit: draft.podcastEpisodeIsExplicit,
      isDraft: true,
      publishedOn: null,
      showUri: showUriOf(showOf(sandbox)),
    });
  });

  it('serves published and scheduled episodes with their publication time', async () => {
    const { published, scheduled } = episodesOf(sandbox);
    for (const episode of [published[3], scheduled[0]]) {
      const d = await data(sandbox, EPISODE, { u: episodeUriOf(episode) });
      expect(d.episodeByUri).toMatchObject({ isDraft: false, publishedOn: { seconds: episode.publishOn } });
    }
  });

  it('sees a title changed in the shared store (REST writes are visible here)', async () => {
    const draft = episodesOf(sandbox).drafts[1];
    const before = draft.title;
    draft.title = 'Renamed through REST';
    try {
      expect((await data(sandbox, EPISODE, { u: episodeUriOf(draft) })).episodeByUri.title).toBe('Renamed through REST');
    } finally {
      draft.title = before;
    }
  });
});

describe('episodesV2', () => {
  const uri = () => showUriOf(showOf(sandbox));

  it('lists published episodes only by default, newest first, paging to the end', async () => {
    const { published } = episodesOf(sandbox);
    const { items, totalCount, pages } = await listAll(uri(), {}, 7);
    expect(totalCount).toBe(published.length);
    expect(items).toHaveLength(published.length);
    expect(pages).toBe(Math.ceil(published.length / 7));
    expect(new Set(items.map((i) => i.uri))).toEqual(new Set(published.map(episodeUriOf)));
    const seconds = items.map((i) => i.publishedOn!.seconds);
    expect(seconds).toEqual([...seconds].sort((a, b) => b - a));
  });

  it('sorts oldest first with sortOrder ASC', async () => {
    const { items } = await listAll(uri(), { sort: { sortBy: 'PUBLISHED_ON', sortOrder: 'ASC' } }, 100);
    const seconds = items.map((i) => i.publishedOn!.seconds);
    expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
  });

  it('includes scheduled episodes and drafts with ALL_EPISODES', async () => {
    const { all, drafts } = episodesOf(sandbox);
    const { items, totalCount } = await listAll(uri(), { filter: 'ALL_EPISODES' }, 10);
    expect(totalCount).toBe(all.length);
    expect(items.filter((i) => i.isDraft).map((i) => i.uri).sort()).toEqual(drafts.map(episodeUriOf).sort());
  });

  it('returns nextPageToken null on the last page and refuses a forged token', async () => {
    const d = await data(sandbox, LIST, { uri: uri(), req: { pagination: { pageSize: 100 } } });
    expect(d.showByShowUri.episodesV2.nextPageToken).toBeNull();
    const bad = await graph(sandbox, LIST, { uri: uri(), req: { pagination: { pageSize: 5, pageToken: 'bm90LWEtdG9rZW4' } } });
    expect(codeOf(bad.body)).toBe('BAD_USER_INPUT');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentRecord } from '../../src/sandbox/data/model.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { FIXED_NOW, commentUriOf, data, episodeUriOf, graph, showOf, showUriOf } from './graph-helpers.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ hooks: true, now: () => FIXED_NOW });
});
afterAll(() => sandbox.close());

const PUBLISHED = 'LIST_COMMENT_PRIMARY_FILTER_PUBLISHED';
const NEEDS_REVIEW = 'LIST_COMMENT_PRIMARY_FILTER_NEEDS_REVIEW';
const ROOT = 'LIST_COMMENT_TYPE_FILTER_ROOT';
const REPLY = 'LIST_COMMENT_TYPE_FILTER_REPLY';

const EPISODE_COMMENTS = `query($u: String!, $p: [String!]!, $t: [String!]!, $r: [String!]!, $size: Int!, $token: String) {
  getCommentsForEpisode(episodeUri: $u, primaryFilters: $p, commentTypesFilters: $t, secondaryFilters: [], repliesFilter: $r, pageSize: $size, pageToken: $token) {
    nextPageToken
    comments {
      commentUri parentCommentUri parentEntityUri entityUri createDate commentStr language initialModerationState approvalDate
      numberOfReplies hasParentEntityReacted hasParentEntityReplied hasParentEntityPinned isAnySensitivityPolicyInitiallyViolated containsBlockedWords surfaceType
      authorMetadata { oneOfAuthorMetadata { __typename ... on UserIdString { userId } ... on ParentEntityUriString { parentEntityUri } } }
      oneOfAuthorDisplayMetadata { __typename ... on UserAuthorDisplayMetadata { username userFullName } ... on ShowAuthorDisplayMetadata { showUri showFullName } }
    }
  }
}`;

const SHOW_COMMENTS = `query($uri: ShowUri!, $req: ListShowCommentsRequest!) {
  showByShowUri(getShowByShowUriRequest: { showUri: $uri }) {
    name
    showComments(listShowCommentsRequest: $req) {
      nextPageToken
      decoratedCommentOrReply {
        episodeUri
        episode { title publishedOn { seconds } }
        oneOfCommentOrReply { __typename ... on DecoratedComment { commentUri createDate } ... on DecoratedReply { commentUri parentCommentUri createDate } }
      }
    }
  }
}`;

const commentsOf = (episodeId: number) => [...sandbox.store.comments.values()].filter((c) => c.episodeId === episodeId);

/** The seeded episode of show 5001 with the most root comments, in both moderation states. */
function busiestEpisode() {
  const byEpisode = new Map<number, CommentRecord[]>();
  for (const c of sandbox.store.comments.values()) {
    const episode = sandbox.store.episodes.get(c.episodeId)!;
    if (episode.stationId !== 5001 || c.parentCommentId) continue;
    byEpisode.set(c.episodeId, [...(byEpisode.get(c.episodeId) ?? []), c]);
  }
  const [episodeId] = [...byEpisode.entries()]
    .filter(([, cs]) => cs.some((c) => c.state === 'needs review') && cs.some((c) => c.state === 'published'))
    .sort((a, b) => b[1].length - a[1].length)[0];
  return sandbox.store.episodes.get(episodeId)!;
}

async function pageThrough(vars: Record<string, unknown>, size: number) {
  const comments: any[] = [];
  let token: string | null = null;
  let pages = 0;
  do {
    const d = await data(sandbox, EPISODE_COMMENTS, { ...vars, size, token });
    comments.push(...d.getCommentsForEpisode.comments);
    token = d.getCommentsForEpisode.nextPageToken;
    pages++;
  } while (token !== null && pages < 100);
  return { comments, pages };
}

describe('getCommentsForEpisode (spec 4.4)', () => {
  it('pages through every root comment in both states, most recent first, ending with a null token', async () => {
    const episode = busiestEpisode();
    const roots = commentsOf(episode.episodeId).filter((c) => !c.parentCommentId);
    expect(roots.length).toBeGreaterThanOrEqual(3);
    const { comments, pages } = await pageThrough({ u: episodeUriOf(episode), p: [PUBLISHED, NEEDS_REVIEW], t: [ROOT], r: [] }, 2);
    expect(pages).toBe(Math.ceil(roots.length / 2));
    expect(comments.map((c) => c.commentUri).sort()).toEqual(roots.map(commentUriOf).sort());
    const dates = comments.map((c) => c.createDate);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('selects root comments by moderation state with primaryFilters', async () => {
    const episode = busiestEpisode();
    const held = commentsOf(episode.episodeId).filter((c) => !c.parentCommentId && c.state === 'needs review');
    const { comments } = await pageThrough({ u: episodeUriOf(episode), p: [NEEDS_REVIEW], t: [ROOT], r: [] }, 15);
    expect(comments.map((c) => c.commentUri).sort()).toEqual(held.map(commentUriOf).sort());
    expect(comments.every((c) => c.approvalDate === null)).toBe(true);
  });

  it('lists replies with REPLY and repliesFilter, naming the comment they answer', async () => {
    const reply = [...sandbox.store.comments.values()].find((c) => c.parentCommentId !== null)!;
    const episode = sandbox.store.episodes.get(reply.episodeId)!;
    const { comments } = await pageThrough({ u: episodeUriOf(episode), p: [PUBLISHED], t: [REPLY], r: [PUBLISHED] }, 15);
    expect(comments.map((c) => c.commentUri)).toContain(commentUriOf(reply));
    const listed = comments.find((c) => c.commentUri === commentUriOf(reply));
    expect(listed.parentCommentUri).toBe(`platform:comment:${reply.parentCommentId}`);
    expect(listed.oneOfAuthorDisplayMetadata.__typename).toBe('ShowAuthorDisplayMetadata');
    expect(listed.authorMetadata.oneOfAuthorMetadata).toEqual({ __typename: 'ParentEntityUriString', parentEntityUri: showUriOf(showOf(sandbox, episode.stationId)) });
  });

  it('decorates a listener comment with its author, episode, show and reply state', async () => {
    const reply = [...sandbox.store.comments.values()].find((c) => c.parentCommentId !== null)!;
    const parent = sandbox.store.comments.get(reply.parentCommentId!)!;
    const episode = sandbox.store.episodes.get(parent.episodeId)!;
    const { comments } = await pageThrough({ u: episodeUriOf(episode), p: [PUBLISHED], t: [ROOT], r: [] }, 15);
    const c = comments.find((x) => x.commentUri === commentUriOf(parent));
    expect(c).toMatchObject({
      parentCommentUri: null,
      parentEntityUri: showUriOf(showOf(sandbox, episode.stationId)),
      entityUri: episodeUriOf(episode),
      createDate: parent.createDate,
      commentStr: parent.commentStr,
      initialModerationState: 'published',
      approvalDate: parent.approvalDate,
      numberOfReplies: 1,
      hasParentEntityReplied: true,
      hasParentEntityPinned: false,
      authorMetadata: { oneOfAuthorMetadata: { __typename: 'UserIdString', userId: parent.username } },
      oneOfAuthorDisplayMetadata: { __typename: 'UserAuthorDisplayMetadata', username: parent.username, userFullName: parent.userFullName },
    });
  });

  it('accepts NEEDS_REVIEW here (unlike showComments)', async () => {
    const res = await graph(sandbox, EPISODE_COMMENTS, { u: episodeUriOf(busiestEpisode()), p: [NEEDS_REVIEW], t: [ROOT], r: [], size: 15 });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.getCommentsForEpisode.comments.length).toBeGreaterThan(0);
  });

  it('refuses an unknown filter value', async () => {
    const res = await graph(sandbox, EPISODE_COMMENTS, { u: episodeUriOf(busiestEpisode()), p: ['PUBLISHED'], t: [ROOT], r: [], size: 15 });
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('Show.showComments (spec 4.4)', () => {
  const uri = () => showUriOf(showOf(sandbox));

  it('fails the field with a data-fetching exception when NEEDS_REVIEW is among primaryFilters', async () => {
    const res = await graph(sandbox, SHOW_COMMENTS, {
      uri: uri(),
      req: { commentFilters: { primaryFilters: [PUBLISHED, NEEDS_REVIEW] }, sortOrder: 'LIST_COMMENT_SORT_ORDER_MOST_RECENT', pagingInfo: { pageSize: 20, pageToken: '' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.showByShowUri).toEqual({ name: showOf(sandbox).podcastName, showComments: null });
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].path).toEqual(['showByShowUri', 'showComments']);
    expect(res.body.errors[0].message).toMatch(/^Exception while fetching data \(\/showByShowUri\/showComments\)/);
    expect(res.body.errors[0].extensions.classification).toBe('DataFetchingException');
  });

  it('pages through every published comment and reply of the show, most recent first', async () => {
    const episodes = new Set([...sandbox.store.episodes.values()].filter((e) => e.stationId === 5001).map((e) => e.episodeId));
    const expected = [...sandbox.store.comments.values()].filter((c) => episodes.has(c.episodeId) && c.state === 'published');
    const items: any[] = [];
    let pageToken = '';
    let pages = 0;
    for (;;) {
      const d = await data(sandbox, SHOW_COMMENTS, {
        uri: uri(),
        req: { commentFilters: { primaryFilters: [PUBLISHED], typeFilters: [ROOT, REPLY], secondaryFilters: [] }, sortOrder: 'LIST_COMMENT_SORT_ORDER_MOST_RECENT', pagingInfo: { pageSize: 20, pageToken } },
      });
      items.push(...d.showByShowUri.showComments.decoratedCommentOrReply);
      pages++;
      if (d.showByShowUri.showComments.nextPageToken === null) break;
      pageToken = d.showByShowUri.showComments.nextPageToken;
    }
    expect(expected.length).toBeGreaterThan(20);
    expect(pages).toBe(Math.ceil(expected.length / 20));
    expect(items.map((i) => i.oneOfCommentOrReply.commentUri).sort()).toEqual(expected.map(commentUriOf).sort());
    const dates = items.map((i) => i.oneOfCommentOrReply.createDate);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const reply = items.find((i) => i.oneOfCommentOrReply.__typename === 'DecoratedReply');
    expect(reply.oneOfCommentOrReply.parentCommentUri).toMatch(/^platform:comment:/);
    const first = items[0];
    const episode = [...sandbox.store.episodes.values()].find((e) => episodeUriOf(e) === first.episodeUri)!;
    expect(first.episode).toEqual({ title: episode.title, publishedOn: { seconds: episode.publishOn } });
  });
});

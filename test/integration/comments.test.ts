import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import { untyped } from '../helpers/untyped.js';
import type { CommentRecord } from '../../src/sandbox/data/model.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';

/** Comments as Relay connections over the upstream's page tokens, and the moderation mutations. */

const GRAPH = 'POST /v2/graph-pq';

const ShowComments = graphql(`
  query CommentsOfShow($stationId: Int!, $first: Int, $after: String, $last: Int, $before: String, $statuses: [CommentStatus!]) {
    show(stationId: $stationId) {
      comments(first: $first, after: $after, last: $last, before: $before, statuses: $statuses) {
        edges {
          cursor
          node {
            uri
            status
            kind
            text
            createdAt
            episodeUri
          }
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
      }
    }
  }
`);

const EpisodeComments = graphql(`
  query CommentsOfEpisode($uri: EpisodeUri!, $first: Int, $after: String, $kinds: [CommentKind!], $statuses: [CommentStatus!]) {
    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {
      comments(first: $first, after: $after, kinds: $kinds, statuses: $statuses) {
        edges {
          node {
            uri
            kind
            status
            parentCommentUri
            author {
              __typename
              ... on CommentListener {
                username
                displayName
              }
              ... on CommentShowAuthor {
                showName
              }
            }
            episode {
              id
              title
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

const Publish = graphql(`
  mutation CommentsPublish($uri: String!) {
    publishComment(commentUri: $uri) {
      commentUri
      success
    }
  }
`);

const Delete = graphql(`
  mutation CommentsDelete($uri: String!, $status: CommentStatus) {
    deleteComment(commentUri: $uri, status: $status) {
      success
    }
  }
`);

const Reply = graphql(`
  mutation CommentsReply($uri: String!, $text: String!) {
    replyToComment(commentUri: $uri, text: $text) {
      commentUri
      success
    }
  }
`);

const MarkRead = graphql(`
  mutation CommentsMarkRead($uri: String!) {
    markCommentRead(commentUri: $uri) {
      success
    }
  }
`);

const Pin = graphql(`
  mutation CommentsPin($uri: String!) {
    pinComment(commentUri: $uri) {
      success
    }
  }
`);

const Unpin = graphql(`
  mutation CommentsUnpin($uri: String!) {
    unpinComment(commentUri: $uri) {
      success
    }
  }
`);

const Block = graphql(`
  mutation CommentsBlock($stationId: Int!, $username: String!) {
    blockCommenter(stationId: $stationId, username: $username) {
      success
      show {
        stationId
      }
    }
  }
`);

/** Untyped: reading the setting back (`Show.isCommentsEnabled`) is a default-sandbox extra; 4.3 has only the mutation. */
const EnableComments = untyped(`
  mutation CommentsEnable($showUri: String!, $enabled: Boolean!) {
    setCommentsEnabled(showUri: $showUri, enabled: $enabled) {
      success
      show {
        stationId
        isCommentsEnabled
      }
    }
  }
`);

/** Untyped: `Show.moderationPolicy` is a default-sandbox extra; 4.3 has only the mutation. */
const Policy = untyped(`
  mutation CommentsPolicy($stationId: Int!, $policy: ModerationPolicy!) {
    setModerationPolicy(stationId: $stationId, policy: $policy) {
      success
      show {
        moderationPolicy
      }
    }
  }
`);

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

const store = () => stack.sandbox.store;
const graphCalls = () => stack.sandbox.hooks.count(GRAPH);
const commentUri = (c: CommentRecord) => `platform:comment:${c.commentId}`;
const newestFirst = (a: CommentRecord, b: CommentRecord) => b.createDate - a.createDate || (a.commentId < b.commentId ? 1 : -1);

function commentsOfShow(stationId: number, state: CommentRecord['state']): CommentRecord[] {
  return [...store().comments.values()]
    .filter((c) => store().episodes.get(c.episodeId)!.stationId === stationId && c.state === state)
    .sort(newestFirst);
}

function commentWhere(pred: (c: CommentRecord) => boolean): CommentRecord {
  const found = [...store().comments.values()].find((c) => pred(c) && store().episodes.get(c.episodeId)!.stationId === 5001);
  if (!found) throw new Error('seed has no such comment');
  return found;
}

type Page = NonNullable<Awaited<ReturnType<typeof showPage>>>;
async function showPage(variables: { first?: number; after?: string; last?: number; before?: string; statuses?: ('PUBLISHED' | 'NEEDS_REVIEW')[] }) {
  const { data, errors } = await stack.query(ShowComments, { stationId: 5001, ...variables });
  expect(errors).toBeUndefined();
  return data!.show!.comments!;
}

describe('show comments connection', () => {
  it('pages to the end and back across upstream pages, newest first, with correct page info', async () => {
    const expected = commentsOfShow(5001, 'published').map(commentUri);
    expect(expected.length).toBeGreaterThan(40); // several upstream pages of 20

    const forward: string[] = [];
    let page: Page = await showPage({ first: 7 });
    expect(page.pageInfo.hasPreviousPage).toBe(false);
    forward.push(...page.edges.map((e) => e.node.uri));
    while (page.pageInfo.hasNextPage) {
      page = await showPage({ first: 7, after: page.pageInfo.endCursor! });
      expect(page.pageInfo.hasPreviousPage).toBe(true);
      forward.push(...page.edges.map((e) => e.node.uri));
    }
    expect(forward).toEqual(expected);

    const backward: string[] = [];
    page = await showPage({ last: 9, before: page.pageInfo.endCursor! });
    backward.unshift(...page.edges.map((e) => e.node.uri), expected.at(-1)!);
    while (page.pageInfo.hasPreviousPage) {
      page = await showPage({ last: 9, before: page.pageInfo.startCursor! });
      backward.unshift(...page.edges.map((e) => e.node.uri));
    }
    expect(backward).toEqual(expected);
  });

  it('`last` alone gives the oldest comments', async () => {
    const expected = commentsOfShow(5001, 'published').map(commentUri);
    const page = await showPage({ last: 3 });
    expect(page.edges.map((e) => e.node.uri)).toEqual(expected.slice(-3));
    expect(page.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it('serves NEEDS_REVIEW episode by episode, never sending it to the show-wide list (which fails upstream)', async () => {
    const expected = commentsOfShow(5001, 'needs review').map(commentUri);
    const first = await showPage({ first: 10, statuses: ['NEEDS_REVIEW'] });
    const second = await showPage({ first: 100, after: first.pageInfo.endCursor!, statuses: ['NEEDS_REVIEW'] });
    expect([...first.edges, ...second.edges].map((e) => e.node.uri)).toEqual(expected);
    expect(first.edges.every((e) => e.node.status === 'NEEDS_REVIEW')).toBe(true);
    expect(second.pageInfo.hasNextPage).toBe(false);
    for (const call of stack.sandbox.hooks.calls({ upstream: 'graph' })) {
      const body = call.body as { query: string; variables: unknown };
      if (body.query.includes('showComments')) expect(JSON.stringify(body.variables)).not.toContain('NEEDS_REVIEW');
      expect(call.status).toBe(200);
    }
  });

  it('refuses bad paging arguments before any upstream call', async () => {
    const published = await showPage({ first: 1 });
    stack.sandbox.hooks.clearLog();
    const cases = [
      { first: 101 },
      { first: 2, last: 2 },
      { first: 2, before: published.pageInfo.endCursor! },
      { first: 2, after: 'not-a-cursor' },
      // A cursor of the published list does not page the needs-review list.
      { first: 2, after: published.pageInfo.endCursor!, statuses: ['NEEDS_REVIEW' as const] },
    ];
    for (const variables of cases) {
      const { errors } = await stack.query(ShowComments, { stationId: 5001, ...variables }, { expectErrors: true });
      expect(errorCodes(errors)).toEqual(['BAD_USER_INPUT']);
    }
    expect(graphCalls()).toBe(0);
  });
});

describe('episode comments connection', () => {
  it('lists roots and replies with authors and the merged episode; filters are enums', async () => {
    const episode = [...store().episodes.values()].find((e) => [...store().comments.values()].some((c) => c.episodeId === e.episodeId && c.parentCommentId))!;
    const uri = `platform:episode:${episode.platformEpisodeId}`;
    const { data, errors } = await stack.query(EpisodeComments, { uri, first: 50 });
    expect(errors).toBeUndefined();
    const expected = [...store().comments.values()].filter((c) => c.episodeId === episode.episodeId && c.state === 'published').sort(newestFirst);
    const edges = data!.episodeByUri!.comments!.edges;
    expect(edges.map((e) => e.node.uri)).toEqual(expected.map(commentUri));
    for (const { node } of edges) {
      const record = store().comments.get(node.uri.split(':')[2])!;
      expect(node.kind).toBe(record.parentCommentId ? 'REPLY' : 'ROOT');
      expect(node.status).toBe('PUBLISHED');
      expect(node.episode).toEqual({ id: episode.episodeId, title: episode.title });
      if (record.username) expect(node.author).toEqual({ __typename: 'CommentListener', username: record.username, displayName: record.userFullName });
      else expect(node.author).toMatchObject({ __typename: 'CommentShowAuthor' });
    }
    const roots = await stack.query(EpisodeComments, { uri, first: 50, kinds: ['ROOT'] });
    expect(roots.data!.episodeByUri!.comments!.edges.map((e) => e.node.uri)).toEqual(expected.filter((c) => !c.parentCommentId).map(commentUri));
  });
});

describe('comment mutations', () => {
  it('publishComment approves a held comment the gateway listed: its review queue read, then publish and mark read in one request', async () => {
    const held = commentWhere((c) => c.state === 'needs review' && !c.isRead);
    const episodeUri = `platform:episode:${store().episodes.get(held.episodeId)!.platformEpisodeId}`;
    await stack.query(EpisodeComments, { uri: episodeUri, first: 50, statuses: ['NEEDS_REVIEW'] });
    stack.sandbox.hooks.clearLog();
    const { data, errors } = await stack.query(Publish, { uri: commentUri(held) });
    expect(errors).toBeUndefined();
    expect(data!.publishComment).toEqual({ commentUri: commentUri(held), success: true });
    expect(store().comments.get(held.commentId)).toMatchObject({ state: 'published', isRead: true });
    // The episode's two lists (needs review, published) in one request, then the pair of mutations in one.
    const queries = stack.sandbox.hooks.calls({ route: GRAPH }).map((c) => (c.body as { query: string }).query);
    expect(queries).toHaveLength(2);
    expect(queries[1]).toMatch(/publishCommentByCommentUri[\s\S]*markCommentAsRead/);

    // Published now: CONFLICT from the gateway, which sends no mutation.
    stack.sandbox.hooks.clearLog();
    const again = await stack.query(Publish, { uri: commentUri(held) }, { expectErrors: true });
    expect(errorCodes(again.errors)).toEqual(['CONFLICT']);
    expect(stack.sandbox.hooks.calls({ route: GRAPH }).map((c) => (c.body as { query: string }).query).join()).not.toContain('publishCommentByCommentUri');
  });

  it('publishComment on a comment the gateway never listed: one request, the upstream decides (its CONFLICT, with its code’s fixed message: issue 19)', async () => {
    // Station 5003: no test of this file lists its comments.
    const published = [...store().comments.values()].find((c) => c.state === 'published' && store().episodes.get(c.episodeId)!.stationId === 5003)!;
    const { errors } = await stack.query(Publish, { uri: commentUri(published) }, { expectErrors: true });
    expect(errors![0]).toMatchObject({ message: 'The GraphQL API reported a conflict with the current state.', extensions: { code: 'CONFLICT' } });
    expect(graphCalls()).toBe(1);
  });

  it('deleteComment uses the filter of the given status, or finds it (published first)', async () => {
    const published = commentWhere((c) => c.state === 'published' && !c.parentCommentId);
    await stack.query(Delete, { uri: commentUri(published), status: 'PUBLISHED' });
    expect(store().comments.has(published.commentId)).toBe(false);
    expect(graphCalls()).toBe(1);

    stack.sandbox.hooks.clearLog();
    const held = commentWhere((c) => c.state === 'needs review');
    const { data, errors } = await stack.query(Delete, { uri: commentUri(held) });
    expect(errors).toBeUndefined();
    expect(data!.deleteComment!.success).toBe(true);
    expect(store().comments.has(held.commentId)).toBe(false);
    const filters = stack.sandbox.hooks.calls({ upstream: 'graph' }).map((c) => JSON.stringify((c.body as { variables: unknown }).variables).match(/DELETE_COMMENT_FILTER_\w+/)![0]);
    expect(filters).toEqual(['DELETE_COMMENT_FILTER_PUBLISHED', 'DELETE_COMMENT_FILTER_NEEDS_REVIEW']);
  });

  it('replyToComment posts as the show and marks the comment read; a blank reply never reaches the upstream', async () => {
    const parent = commentWhere((c) => c.state === 'published' && !c.parentCommentId);
    const { data, errors } = await stack.query(Reply, { uri: commentUri(parent), text: '  Thanks for listening!  ' });
    expect(errors).toBeUndefined();
    expect(data!.replyToComment!.success).toBe(true);
    const reply = [...store().comments.values()].find((c) => c.parentCommentId === parent.commentId && c.commentStr === 'Thanks for listening!');
    expect(reply).toMatchObject({ username: null, state: 'published' });
    expect(store().comments.get(parent.commentId)!.isRead).toBe(true);

    stack.sandbox.hooks.clearLog();
    const blank = await stack.query(Reply, { uri: commentUri(parent), text: '   ' }, { expectErrors: true });
    expect(errorCodes(blank.errors)).toEqual(['BAD_USER_INPUT']);
    expect(graphCalls()).toBe(0);
  });

  it('markCommentRead, pinComment and unpinComment change the comment', async () => {
    const comment = commentWhere((c) => c.state === 'published' && !c.parentCommentId && !c.isRead);
    const uri = commentUri(comment);
    expect((await stack.query(MarkRead, { uri })).data!.markCommentRead!.success).toBe(true);
    expect(store().comments.get(comment.commentId)!.isRead).toBe(true);
    expect((await stack.query(Pin, { uri })).data!.pinComment!.success).toBe(true);
    expect(store().comments.get(comment.commentId)!.isPinned).toBe(true);
    expect((await stack.query(Unpin, { uri })).data!.unpinComment!.success).toBe(true);
    expect(store().comments.get(comment.commentId)!.isPinned).toBe(false);
  });

  it('refuses a malformed comment URI before any upstream call', async () => {
    const { errors } = await stack.query(Pin, { uri: 'platform:episode:abc' }, { expectErrors: true });
    expect(errorCodes(errors)).toEqual(['BAD_USER_INPUT']);
    expect(graphCalls()).toBe(0);
  });

  it('blockCommenter blocks a listener show-wide (show by station ID)', async () => {
    const { data, errors } = await stack.query(Block, { stationId: 5001, username: 'user-mara' });
    expect(errors).toBeUndefined();
    expect(data!.blockCommenter).toEqual({ success: true, show: { stationId: 5001 } });
    expect(store().shows.get(5001)!.blockedUsers.has('user-mara')).toBe(true);
  });

  it('setCommentsEnabled switches comments off (show by URI) and the payload reads the new state', async () => {
    const showUri = `platform:show:${store().shows.get(5002)!.platformShowId}`;
    const { data, errors } = await stack.query(EnableComments, { showUri, enabled: false });
    expect(errors).toBeUndefined();
    expect(data!.setCommentsEnabled).toEqual({ success: true, show: { stationId: 5002, isCommentsEnabled: false } });
    expect(store().shows.get(5002)!.isCommentsEnabled).toBe(false);
  });

  it('setModerationPolicy takes the policy as an enum', async () => {
    const { data, errors } = await stack.query(Policy, { stationId: 5003, policy: 'MAXIMUM_FILTERING' });
    expect(errors).toBeUndefined();
    expect(data!.setModerationPolicy).toEqual({ success: true, show: { moderationPolicy: 'MAXIMUM_FILTERING' } });
    expect(store().shows.get(5003)!.moderationPolicy).toBe('MAXIMUM_FILTERING');
    const sent = stack.sandbox.hooks.calls({ upstream: 'graph' }).find((c) => (c.body as { query: string }).query.includes('updateModerationPolicy'));
    expect(JSON.stringify((sent!.body as { variables: unknown }).variables)).toContain('SENSITIVITY_OVERALL');
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import type { CommentRecord, EpisodeRecord } from '../../src/sandbox/data/model.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';

/**
 * The gateway against a GraphQL upstream written by someone else from the same spec: only what
 * document 2 states (no poll query, no draft flags, no page tokens, no ALL_EPISODES, no
 * totalCount; every part of the episode list request it shows required), other names for every type the spec does not name, Boolean mutation results,
 * Long values as strings, upstream fields and types named like the gateway's own, and
 * graphql-java/DGS errors (no `extensions.code`). The gateway must start from it, serve what
 * it can, and fail only the fields that need what is missing, with a coded error.
 */

const GRAPH = 'POST /v2/graph-pq';
const UPDATE = 'POST /v3/episodes/{episodeId}/update';
const LEGACY_IDS = 'GET /v3/shows/{platformShowId}/legacyIds';
const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({
    variant: { graph: { reduced: true, strictInputs: true, operationNameRequired: true, renamed: true, booleanMutations: true, longAsString: true, collidingNames: true, errors: 'dgs' } },
  });
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

const nowSeconds = () => Math.floor(Date.now() / 1000);
const episodes = (filter: (e: EpisodeRecord) => boolean, stationId = 5001) =>
  [...stack.sandbox.store.episodes.values()].filter((e) => e.stationId === stationId && filter(e));
const published = () => episodes((e) => e.isPublished)[0];
const draft = () => episodes((e) => !e.isPublished && e.publishOn === null)[0];
const uriOf = (e: EpisodeRecord) => `platform:episode:${e.platformEpisodeId}`;
const showUri = (stationId: number) => `platform:show:${stack.sandbox.store.shows.get(stationId)!.platformShowId}`;
const comments = (filter: (c: CommentRecord) => boolean) => [...stack.sandbox.store.comments.values()].filter(filter);

/** An untyped query, for fields only this upstream has. */
async function post(query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.sandbox.token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: Record<string, any> | null; errors?: Array<{ message: string; path?: unknown[]; extensions?: Record<string, unknown> }> };
}

const VariantEpisode = graphql(`
  query VariantEpisode($id: Int, $uri: String) {
    episode(id: $id, uri: $uri) {
      id
      title
      state
      isPublished
      episodeType
      isExplicit
    }
  }
`);

const VariantEpisodeUri = graphql(`
  query VariantEpisodeUri($id: Int!) {
    episode(id: $id) {
      id
      uri
      title
    }
  }
`);

const VariantShow = graphql(`
  query VariantShow($stationId: Int!) {
    show(stationId: $stationId) {
      stationId
      name
      description
      language
      imageUrl
      category {
        primary
        secondary
      }
      uri
    }
  }
`);

const VariantUpdate = graphql(`
  mutation VariantUpdate($id: Int!, $input: UpdateEpisodeInput!) {
    updateEpisode(id: $id, input: $input) {
      descriptionMatches
      episode {
        id
        title
        description
        state
      }
    }
  }
`);

const VariantShowsForUser = graphql(`
  query VariantShowsForUser {
    showsForUser {
      shows {
        uri
        name
        stationId
        description
        category {
          primary
        }
      }
    }
  }
`);

const VariantEpisodeByUri = graphql(`
  query VariantEpisodeByUri($uri: EpisodeUri!) {
    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {
      uri
      id
      title
      state
      episodeType
      publishedOn {
        seconds
      }
      analyticsStarts {
        startsCount
      }
    }
  }
`);

const VariantShowComments = graphql(`
  query VariantShowComments($stationId: Int!, $first: Int, $statuses: [CommentStatus!]) {
    show(stationId: $stationId) {
      comments(first: $first, statuses: $statuses) {
        edges {
          node {
            uri
            status
            createdAt
            episodeUri
          }
        }
        pageInfo {
          hasNextPage
        }
      }
    }
  }
`);

const VariantEpisodeComments = graphql(`
  query VariantEpisodeComments($uri: EpisodeUri!) {
    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {
      comments(first: 50, statuses: [PUBLISHED, NEEDS_REVIEW]) {
        edges {
          node {
            uri
            status
            createdAt
            approvedAt
          }
        }
      }
    }
  }
`);

const VariantReplies = graphql(`
  query VariantReplies($stationId: Int!, $kinds: [CommentKind!]) {
    show(stationId: $stationId) {
      comments(first: 100, kinds: $kinds) {
        edges {
          node {
            uri
            kind
            text
          }
        }
      }
    }
  }
`);

const VariantEpisodeReplies = graphql(`
  query VariantEpisodeReplies($uri: EpisodeUri!, $kinds: [CommentKind!]) {
    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {
      comments(first: 100, kinds: $kinds) {
        edges {
          node {
            uri
            kind
          }
        }
      }
    }
  }
`);

const VariantPoll = graphql(`
  query VariantPoll($uri: EpisodeUri!) {
    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {
      title
      poll {
        question
      }
    }
  }
`);

const VariantSavePoll = graphql(`
  mutation VariantSavePoll($uri: String!, $input: PollInput!) {
    savePoll(episodeUri: $uri, input: $input) {
      __typename
      ... on PollSaved {
        poll {
          question
          type
          options {
            text
            votes
          }
          opensAt
          closesAt
        }
      }
    }
  }
`);

const VariantDeletePoll = graphql(`
  mutation VariantDeletePoll($uri: String!) {
    deletePoll(episodeUri: $uri) {
      deleted
    }
  }
`);

const VariantPublishComment = graphql(`
  mutation VariantPublishComment($uri: String!) {
    publishComment(commentUri: $uri) {
      success
    }
  }
`);

const VariantDeleteComment = graphql(`
  mutation VariantDeleteComment($uri: String!) {
    deleteComment(commentUri: $uri) {
      success
    }
  }
`);

const VariantForeignShow = graphql(`
  query VariantForeignShow($uri: ShowUri!) {
    showByShowUri(getShowByShowUriRequest: { showUri: $uri }) {
      name
    }
  }
`);

describe('start and schema', () => {
  it('starts from the live upstream and shows its types under their own names, renaming only clashes', async () => {
    expect(stack.gateway.schemas.source()).toBe('live');
    const schema = stack.gateway.schemas.current();
    // Wrapper types keep the upstream's names, whatever they are.
    // (Root fields nullable, so a failing one does not null the whole response: nullable-roots.ts.)
    expect(String(schema.getQueryType()!.getFields().showsForUser.type)).toBe('UserShowList');
    // An upstream type named like one of the gateway's is renamed; the gateway's keeps its shape.
    expect(Object.keys((schema.getType('UpstreamComment') as any).getFields())).toEqual(['uri', 'text']);
    expect(Object.keys((schema.getType('Comment') as any).getFields())).toContain('author');
    expect((schema.getType('EpisodeState') as any).getValues().map((v: { name: string }) => v.name)).toEqual(['DRAFT', 'SCHEDULED', 'PUBLISHED']);
    // Upstream fields named like the gateway's are the gateway's.
    const show = (schema.getType('Show') as any).getFields();
    expect(String(show.category.type)).toBe('ShowCategory');
    expect(String(show.latestComment.type)).toBe('UpstreamComment');
    expect(String((schema.getType('Episode') as any).getFields().id.type)).toBe('Int');
  });
});

describe('first slice', () => {
  it('reads a show from REST and its URI, with no GraphQL call', async () => {
    const record = stack.sandbox.store.shows.get(5001)!;
    const { data, errors } = await stack.query(VariantShow, { stationId: 5001 });
    expect(errors).toBeUndefined();
    expect(data?.show).toEqual({
      stationId: 5001,
      name: record.podcastName,
      description: record.podcastDescription,
      language: 'en',
      imageUrl: record.podcastImage,
      category: { primary: 'Arts', secondary: 'Books' },
      uri: showUri(5001),
    });
    expect(stack.sandbox.hooks.count(GRAPH)).toBe(0);
  });

  it('reads an episode by ID, and finds its URI among the published episodes the upstream lists', async () => {
    const ep = published();
    const { data, errors } = await stack.query(VariantEpisodeUri, { id: ep.episodeId });
    expect(errors).toBeUndefined();
    expect(data?.episode).toEqual({ id: ep.episodeId, uri: uriOf(ep), title: ep.title });
    // The index request carries no filter value the upstream lacks.
    const index = stack.sandbox.hooks.calls({ route: GRAPH }).map((c) => JSON.stringify(c.body));
    expect(index.join()).not.toContain('ALL_EPISODES');
    expect(stack.sandbox.hooks.calls({ route: GRAPH }).every((c) => c.status === 200)).toBe(true);
  });

  it('updates an episode and keeps what it does not mention', async () => {
    const ep = published();
    const { data, errors } = await stack.query(VariantUpdate, { id: ep.episodeId, input: { title: 'Renamed upstream' } });
    expect(errors).toBeUndefined();
    expect(data?.updateEpisode).toMatchObject({ descriptionMatches: true, episode: { id: ep.episodeId, title: 'Renamed upstream', state: 'PUBLISHED' } });
    expect(stack.sandbox.hooks.calls({ route: UPDATE })[0].body).toMatchObject({ userId: 1001, title: 'Renamed upstream', isPublished: true });
  });

  it('reads a draft by URI from the GraphQL side with what the upstream has: the REST refusal makes it a draft', async () => {
    const ep = draft();
    const { data, errors } = await stack.query(VariantEpisode, { uri: uriOf(ep) });
    expect(errors).toBeUndefined();
    expect(data?.episode).toEqual({ id: ep.episodeId, title: ep.title, state: 'DRAFT', isPublished: false, episodeType: null, isExplicit: null });
  });

  it('a draft by numeric ID, which this upstream cannot map to a URI, is a coded refusal with no write', async () => {
    // Not the draft read by URI above: the ID directory knows that one's URI.
    const ep = episodes((e) => !e.isPublished && e.publishOn === null)[1];
    const read = await stack.query(VariantEpisode, { id: ep.episodeId }, { expectErrors: true });
    expect(errorCodes(read.errors)).toEqual(['FORBIDDEN']);
    expect(read.errors![0].message).toMatch(/draft/);
    expect(read.errors![0].extensions?.askBy).toBe('uri');
    // The list shows published episodes only, so it is not even asked: the overview alone.
    expect(stack.sandbox.hooks.calls().map((c) => c.route)).toEqual([OVERVIEW]);
    const write = await stack.query(VariantUpdate, { id: ep.episodeId, input: { title: 'x' } }, { expectErrors: true });
    expect(errorCodes(write.errors)).toEqual(['FORBIDDEN']);
    expect(stack.sandbox.hooks.count(UPDATE)).toBe(0);
  });

  it('a draft once asked by URI is found by numeric ID too (the ID directory knows the pair)', async () => {
    const ep = draft();
    await stack.query(VariantEpisode, { uri: uriOf(ep) });
    const { data, errors } = await stack.query(VariantEpisode, { id: ep.episodeId });
    expect(errors).toBeUndefined();
    expect(data?.episode).toMatchObject({ id: ep.episodeId, title: ep.title, state: 'DRAFT' });
  });
});

describe('stitched roots and merged fields', () => {
  it('showsForUser: renamed wrapper, REST fields merged, the REST description rather than the upstream field of that name', async () => {
    const { data, errors } = await stack.query(VariantShowsForUser);
    expect(errors).toBeUndefined();
    const shows = data!.showsForUser!.shows;
    expect(shows.map((s) => s.stationId)).toEqual([5001, 5002, 5003]);
    expect(shows[0]).toEqual({
      uri: showUri(5001),
      name: 'The Night Shift',
      stationId: 5001,
      description: stack.sandbox.store.shows.get(5001)!.podcastDescription,
      category: { primary: 'Arts' },
    });
    expect(stack.sandbox.hooks.count(GRAPH)).toBe(1);
    // One conversion per show the ID directory did not know yet.
    expect(stack.sandbox.hooks.count(LEGACY_IDS)).toBeLessThanOrEqual(3);
  });

  it("the upstream's own fields under clashing names stay reachable under their renamed types", async () => {
    const result = await post('{ showsForUser { shows { stationId latestComment { __typename text } } } }');
    expect(result.errors).toBeUndefined();
    expect(result.data!.showsForUser.shows[0].latestComment).toMatchObject({ __typename: 'UpstreamComment', text: expect.any(String) });
  });

  it('episodeByUri: Long values as strings pass through, gateway fields answer id and state', async () => {
    const ep = published();
    const { data, errors } = await stack.query(VariantEpisodeByUri, { uri: uriOf(ep) });
    expect(errors).toBeUndefined();
    expect(data?.episodeByUri).toMatchObject({ uri: uriOf(ep), id: ep.episodeId, title: ep.title, state: 'PUBLISHED', episodeType: ep.podcastEpisodeType.toUpperCase() });
    expect(Number(data!.episodeByUri!.publishedOn!.seconds)).toBe(ep.publishOn);
    expect(data!.episodeByUri!.analyticsStarts).not.toBeNull();
  });

  it('an upstream permission error without extensions.code keeps its meaning (DGS errorType)', async () => {
    const { data, errors } = await stack.query(VariantForeignShow, { uri: showUri(5101) }, { expectErrors: true });
    expect(data?.showByShowUri ?? null).toBeNull();
    expect(errorCodes(errors)).toEqual(['FORBIDDEN']);
  });
});

describe('comments and polls on an upstream without the optional parts', () => {
  it('lists show comments from the first upstream page when the upstream offers no page token', async () => {
    const { data, errors } = await stack.query(VariantShowComments, { stationId: 5001, first: 50 });
    expect(errors).toBeUndefined();
    const edges = data!.show!.comments!.edges;
    expect(edges.length).toBeGreaterThan(0);
    expect(edges.length).toBeLessThanOrEqual(20);
    expect(data!.show!.comments!.pageInfo.hasNextPage).toBe(false);
    // Long createDate as a string still gives an instant.
    for (const { node } of edges) expect(node.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('gathers comments that need review episode by episode with the filter values the upstream has', async () => {
    const pending = comments((c) => c.state === 'needs review' && stack.sandbox.store.episodes.get(c.episodeId)!.stationId === 5003);
    expect(pending.length).toBeGreaterThan(0);
    const { data, errors } = await stack.query(VariantShowComments, { stationId: 5003, first: 100, statuses: ['NEEDS_REVIEW'] });
    expect(errors).toBeUndefined();
    expect(data!.show!.comments!.edges.map((e) => e.node.uri).sort()).toEqual(pending.map((c) => `platform:comment:${c.commentId}`).sort());
  });

  it("reads an episode's comments in both states, times from Long strings", async () => {
    const ep = episodes((e) => e.isPublished).find((e) => comments((c) => c.episodeId === e.episodeId).length > 1)!;
    const { data, errors } = await stack.query(VariantEpisodeComments, { uri: uriOf(ep) });
    expect(errors).toBeUndefined();
    const nodes = data!.episodeByUri!.comments!.edges.map((e) => e.node);
    expect(nodes.length).toBe(comments((c) => c.episodeId === ep.episodeId).length);
    for (const node of nodes) {
      expect(node.createdAt).not.toBeNull();
      expect(node.status === 'PUBLISHED').toBe(node.approvedAt !== null);
    }
  });

  it("lists an episode's replies as replies when the list asks for replies only, though the upstream marks none", async () => {
    const reply = comments((c) => c.parentCommentId !== null && c.state === 'published')[0];
    const ep = stack.sandbox.store.episodes.get(reply.episodeId)!;
    const { data, errors } = await stack.query(VariantEpisodeReplies, { uri: uriOf(ep), kinds: ['REPLY'] });
    expect(errors).toBeUndefined();
    const nodes = data!.episodeByUri!.comments!.edges.map((e) => e.node);
    expect(nodes.map((n) => n.uri)).toContain(`platform:comment:${reply.commentId}`);
    expect(new Set(nodes.map((n) => n.kind))).toEqual(new Set(['REPLY']));
  });

  it('a poll read without an upstream poll query is a clear coded error on that field only', async () => {
    const ep = published();
    const { data, errors } = await stack.query(VariantPoll, { uri: uriOf(ep) }, { expectErrors: true });
    expect(data?.episodeByUri).toEqual({ title: ep.title, poll: null });
    expect(errors?.map((e) => [e.path, e.extensions?.code])).toEqual([[['episodeByUri', 'poll'], 'UPSTREAM_UNSUPPORTED']]);
    expect(errors![0].message).toMatch(/getPollForEpisode/);
  });

  it('saves a poll through the upstream mutation, whatever its result type is called, and deletes it (Boolean result)', async () => {
    const ep = published();
    const opensAt = new Date(Date.now() + 86_400_000);
    const closesAt = new Date(Date.now() + 7 * 86_400_000);
    const input = { question: 'Next topic?', options: ['Gardens', 'Coffee'], type: 'SINGLE_CHOICE' as const, opensAt: opensAt.toISOString(), closesAt: closesAt.toISOString() };
    const saved = await stack.query(VariantSavePoll, { uri: uriOf(ep), input });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.savePoll).toEqual({
      __typename: 'PollSaved',
      poll: {
        question: 'Next topic?',
        type: 'SINGLE_CHOICE',
        options: [
          { text: 'Gardens', votes: 0 },
          { text: 'Coffee', votes: 0 },
        ],
        opensAt: new Date(Math.floor(opensAt.getTime() / 1000) * 1000).toISOString(),
        closesAt: new Date(Math.floor(closesAt.getTime() / 1000) * 1000).toISOString(),
      },
    });
    expect(stack.sandbox.store.polls.get(ep.episodeId)?.question).toBe('Next topic?');
    const deleted = await stack.query(VariantDeletePoll, { uri: uriOf(ep) });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data?.deletePoll!.deleted).toBe(true);
    expect(stack.sandbox.store.polls.has(ep.episodeId)).toBe(false);
  });

  it('comment mutations that return a bare Boolean: publish, and delete of a comment under review without its status', async () => {
    const [first, second] = comments((c) => c.state === 'needs review' && c.parentCommentId === null);
    const published = await stack.query(VariantPublishComment, { uri: `platform:comment:${first.commentId}` });
    expect(published.errors).toBeUndefined();
    expect(published.data?.publishComment!.success).toBe(true);
    expect(stack.sandbox.store.comments.get(first.commentId)?.state).toBe('published');

    // The PUBLISHED filter is refused (DGS FAILED_PRECONDITION), then NEEDS_REVIEW deletes it.
    const deleted = await stack.query(VariantDeleteComment, { uri: `platform:comment:${second.commentId}` });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data?.deleteComment!.success).toBe(true);
    expect(stack.sandbox.store.comments.has(second.commentId)).toBe(false);
  });
});

describe('scheduled episodes on a reduced upstream', () => {
  it('a scheduled episode reads as SCHEDULED from REST, whatever the upstream lists', async () => {
    const ep = episodes((e) => !e.isPublished && e.publishOn !== null && e.publishOn > nowSeconds())[0];
    const { data, errors } = await stack.query(VariantEpisode, { id: ep.episodeId });
    expect(errors).toBeUndefined();
    expect(data?.episode).toMatchObject({ id: ep.episodeId, state: 'SCHEDULED', isPublished: false });
  });
});

describe('an upstream with every optional part, under other type names, answering refusals with false', () => {
  let renamed: Stack;
  beforeAll(async () => {
    renamed = await startStack({ variant: { graph: { renamed: true, collidingNames: true, booleanMutations: true, refuseWithFalse: true } } });
  });
  afterAll(() => renamed?.close());
  beforeEach(() => renamed.sandbox.hooks.reset());
  const store = () => renamed.sandbox.store;

  it('reads a poll through the poll query, whatever its type is called', async () => {
    const [episodeId, poll] = [...store().polls.entries()].find(([id]) => store().episodes.get(id)!.stationId === 5001)!;
    const ep = store().episodes.get(episodeId)!;
    const { data, errors } = await renamed.query(VariantPoll, { uri: uriOf(ep) });
    expect(errors).toBeUndefined();
    expect(data?.episodeByUri).toEqual({ title: ep.title, poll: { question: poll.question } });
  });

  it('lists show-wide replies whatever the reply member of the union is called', async () => {
    const onShow = (c: CommentRecord) => store().episodes.get(c.episodeId)!.stationId === 5002 && c.state === 'published';
    const expected = [...store().comments.values()].filter(onShow);
    expect(expected.some((c) => c.parentCommentId !== null)).toBe(true);
    const { data, errors } = await renamed.query(VariantReplies, { stationId: 5002 });
    expect(errors).toBeUndefined();
    const nodes = data!.show!.comments!.edges.map((e) => e.node);
    expect(nodes.map((n) => n.uri).sort()).toEqual(expected.map((c) => `platform:comment:${c.commentId}`).sort());
    const replies = new Set(expected.filter((c) => c.parentCommentId !== null).map((c) => `platform:comment:${c.commentId}`));
    for (const node of nodes) expect(node.kind).toBe(replies.has(node.uri) ? 'REPLY' : 'ROOT');
    for (const node of nodes) expect(node.text).toEqual(expect.any(String));
  });

  it('reads a draft by numeric ID with the input type names the upstream declares', async () => {
    const ep = [...store().episodes.values()].find((e) => e.stationId === 5001 && !e.isPublished && e.publishOn === null)!;
    const { data, errors } = await renamed.query(VariantEpisode, { id: ep.episodeId });
    expect(errors).toBeUndefined();
    expect(data?.episode).toEqual({
      id: ep.episodeId,
      title: ep.title,
      state: 'DRAFT',
      isPublished: false,
      episodeType: ep.podcastEpisodeType.toUpperCase(),
      isExplicit: ep.podcastEpisodeIsExplicit,
    });
    for (const call of renamed.sandbox.hooks.calls({ route: GRAPH })) expect(JSON.stringify((call.body as { query: string }).query)).not.toMatch(/GetEpisodeRequest|GetShowByShowUriRequest/);
  });

  it("takes a draft's kind from an upstream enum that clashes with the gateway's EpisodeType", async () => {
    const ep = [...store().episodes.values()].find((e) => e.stationId === 5002 && !e.isPublished && e.publishOn === null)!;
    const { data, errors } = await renamed.query(VariantEpisodeByUri, { uri: uriOf(ep) });
    expect(errors).toBeUndefined();
    expect(data?.episodeByUri).toMatchObject({ id: ep.episodeId, state: 'DRAFT', episodeType: ep.podcastEpisodeType.toUpperCase() });
    // The draft is read by the gateway's own operation: the upstream's enum, which no public
    // field returns, stays out of the public graph, and the gateway's EpisodeType is its own.
    const schema = renamed.gateway.schemas.current();
    expect(schema.getType('UpstreamEpisodeType')).toBeUndefined();
    expect(String((schema.getType('EpisodeType') as any)?.getValues().map((v: { name: string }) => v.name))).toBe('FULL,TRAILER,BONUS');
  });

  it('gathers comments under review with ALL_EPISODES from the renamed filter enum', async () => {
    const { errors } = await renamed.query(VariantShowComments, { stationId: 5002, first: 10, statuses: ['NEEDS_REVIEW'] });
    expect(errors).toBeUndefined();
    const listing = renamed.sandbox.hooks.calls({ route: GRAPH }).find((c) => JSON.stringify(c.body).includes('episodesV2'));
    expect(JSON.stringify((listing!.body as { variables: unknown }).variables)).toContain('ALL_EPISODES');
  });

  it('deletes a comment under review without its status when the PUBLISHED filter is answered with false', async () => {
    const pending = [...store().comments.values()].find((c) => c.state === 'needs review' && c.parentCommentId === null)!;
    const { data, errors } = await renamed.query(VariantDeleteComment, { uri: `platform:comment:${pending.commentId}` });
    expect(errors).toBeUndefined();
    expect(data?.deleteComment!.success).toBe(true);
    expect(store().comments.has(pending.commentId)).toBe(false);
    expect(renamed.sandbox.hooks.count(GRAPH)).toBe(2);
  });

  it('reports false when the upstream answers a refusal with false', async () => {
    const done = [...store().comments.values()].find((c) => c.state === 'published' && c.parentCommentId === null)!;
    const { data, errors } = await renamed.query(VariantPublishComment, { uri: `platform:comment:${done.commentId}` });
    expect(errors).toBeUndefined();
    expect(data?.publishComment!.success).toBe(false);
  });
});

describe('an upstream where getCommentsForEpisode is not a field (a persisted-query alias only)', () => {
  let aliasOnly: Stack;
  beforeAll(async () => {
    aliasOnly = await startStack({ variant: { graph: { reduced: true, withoutEpisodeComments: true } } });
  });
  afterAll(() => aliasOnly?.close());

  it("starts; an episode's comments fail with a clear coded error, its other fields are served", async () => {
    const ep = [...aliasOnly.sandbox.store.episodes.values()].find((e) => e.stationId === 5001 && e.isPublished)!;
    const { data, errors } = await aliasOnly.query(VariantEpisodeComments, { uri: uriOf(ep) }, { expectErrors: true });
    expect(data?.episodeByUri).toEqual({ comments: null }); // `comments` is nullable: the error nulls it alone
    expect(errors?.map((e) => [e.path, e.extensions?.code])).toEqual([[['episodeByUri', 'comments'], 'UPSTREAM_UNSUPPORTED']]);
    expect(errors![0].message).toMatch(/getCommentsForEpisode/);
    expect(aliasOnly.sandbox.hooks.calls({ route: GRAPH }).map((c) => c.status)).toEqual([200]);
  });

  it('show-wide published comments still work; gathering those under review is a coded error', async () => {
    const published = await aliasOnly.query(VariantShowComments, { stationId: 5001, first: 5 });
    expect(published.errors).toBeUndefined();
    expect(published.data!.show!.comments!.edges.length).toBe(5);
    const review = await aliasOnly.query(VariantShowComments, { stationId: 5001, first: 5, statuses: ['NEEDS_REVIEW'] }, { expectErrors: true });
    expect(errorCodes(review.errors)).toEqual(['UPSTREAM_UNSUPPORTED']);
  });
});

describe("an upstream whose Episode type no public root reaches", () => {
  let bare: Stack;
  beforeAll(async () => {
    bare = await startStack({ variant: { graph: { dropFields: { Query: ['episodeByUri', 'showsForUser'], Show: ['episodesV2'] } } } });
  });
  afterAll(() => bare?.close());

  it('starts and serves the REST-backed episode and show fields', async () => {
    expect(bare.gateway.schemas.source()).toBe('live');
    const ep = [...bare.sandbox.store.episodes.values()].find((e) => e.stationId === 5001 && e.isPublished)!;
    const episode = await bare.query(VariantEpisode, { id: ep.episodeId });
    expect(episode.errors).toBeUndefined();
    expect(episode.data?.episode).toMatchObject({ id: ep.episodeId, title: ep.title, state: 'PUBLISHED' });
    const show = await bare.query(VariantShow, { stationId: 5001 });
    expect(show.errors).toBeUndefined();
    expect(show.data?.show).toMatchObject({ stationId: 5001, name: 'The Night Shift', uri: `platform:show:${bare.sandbox.store.shows.get(5001)!.platformShowId}` });
    expect(bare.sandbox.hooks.count(GRAPH)).toBe(0);
  });
});

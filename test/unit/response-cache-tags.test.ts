import { buildSchema, getOperationAST, Kind, parse, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { collectEntities, Entities, type Operation } from '../../src/gateway/response-cache/entities.js';
import { createCacheStore } from '../../src/gateway/response-cache/store.js';
import { answerTags, changedTags, TAG, withOtherForms } from '../../src/gateway/response-cache/tags.js';
import { mutationTargets } from '../../src/gateway/response-cache/targets.js';
import { createIdDirectory } from '../../src/id-directory.js';
import { createMemoryStore } from '../../src/store/index.js';

/** The tags of answers and mutations, on a small schema shaped like the gateway's. */

const schema = buildSchema(`
  type Query {
    episode(id: Int, uri: String): Episode
    show(stationId: Int, uri: String): Show
    showsForUser: ShowList
    episodeByUri(getEpisodeRequest: EpisodeLookup!): Episode
    node(id: ID!): Node
  }
  input EpisodeLookup { episodeUri: String! }
  interface Node { name: String }
  type ShowList { shows: [Show!]! }
  type Show implements Node { stationId: Int uri: String name: String episodes: [Episode!]! comments: CommentConnection }
  type Episode implements Node { id: Int uri: String title: String name: String }
  type CommentConnection { total: Int }
  type UploadJob { id: ID! episodeId: Int stationId: Int }
  input EpisodeInput { title: String stationId: Int }
  type Payload { episode: Episode }
  type Mutation {
    updateEpisode(id: Int!, input: EpisodeInput!): Payload
    updateShowMetadata(uri: String, stationId: Int): Payload
    createEpisode(input: EpisodeInput!): Payload
    pinComment(commentUri: String!): Boolean
    updateShowSlug(slug: String!): Boolean
    finishDirectUpload(jobId: ID!): UploadJob
    submitAnalyticsInsightFeedback(jobId: ID, rating: Int): Boolean
  }
`);

const E1 = 'platform:episode:abc';
const S1 = 'platform:show:xyz';

function op(source: string, variables: Record<string, unknown> = {}): { op: Operation; operation: OperationDefinitionNode } {
  const document = parse(source);
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
  return { op: { schema, fragments, variables }, operation: getOperationAST(document)! };
}

function answer(source: string, data: unknown, variables: Record<string, unknown> = {}): Entities {
  const { op: o, operation } = op(source, variables);
  const out = new Entities();
  collectEntities(o, operation.selectionSet, schema.getQueryType()!, data, out);
  return out;
}

describe('answer tags', () => {
  it('names an episode fetched by id even when no key is selected', () => {
    const e = answer('query($id: Int!) { episode(id: $id) { title } }', { episode: { title: 'T' } }, { id: 5 });
    expect(answerTags(e)).toEqual([TAG.all, TAG.episodeId(5)]);
  });

  it('reads key fields under their aliases, through fragments', () => {
    const e = answer('{ showsForUser { shows { ...S } } } fragment S on Show { key: uri episodes { ... on Episode { n: id } } }', {
      showsForUser: { shows: [{ key: S1, episodes: [{ n: 7 }, { n: 8 }] }] },
    });
    expect(new Set(answerTags(e))).toEqual(new Set([TAG.all, TAG.showUri(S1), TAG.episodeId(7), TAG.episodeId(8)]));
  });

  it('marks episodes and shows held without any key, and comments', () => {
    const e = answer('{ showsForUser { shows { name comments { total } episodes { title } } } }', {
      showsForUser: { shows: [{ name: 'A', comments: { total: 1 }, episodes: [{ title: 'x' }] }] },
    });
    expect(new Set(answerTags(e))).toEqual(new Set([TAG.all, TAG.anyShow, TAG.anyEpisode, TAG.comments]));
  });

  it('takes named keys inside input objects', () => {
    const e = answer('{ episodeByUri(getEpisodeRequest: { episodeUri: "platform:episode:abc" }) { title } }', { episodeByUri: { title: 'x' } });
    expect(answerTags(e)).toEqual([TAG.all, TAG.episodeUri(E1)]);
  });

  it('ignores malformed URIs and ids (no tag from them)', () => {
    const e = answer('{ a: episode(uri: "nope") { title } b: episode(id: -3) { title } }', { a: { title: 'x' }, b: { title: 'y' } });
    expect(answerTags(e)).toEqual([TAG.all, TAG.anyEpisode]);
  });

  it('applies a fragment on an abstract type to the object its __typename names only', () => {
    const e = answer('{ node(id: "1") { __typename ... on Show { uri } ... on Episode { uri } } }', { node: { __typename: 'Show', uri: S1 } });
    expect(answerTags(e)).toEqual([TAG.all, TAG.showUri(S1)]);
  });
});

describe('mutation targets', () => {
  const targets = (source: string, data: unknown, variables: Record<string, unknown> = {}) => {
    const { op: o, operation } = op(source, variables);
    return mutationTargets(o, operation, data);
  };

  it('reads a plain id as an episode on a mutation named for episodes, and the answer too', () => {
    const { entities } = targets('mutation($id: Int!) { updateEpisode(id: $id, input: { title: "x" }) { episode { uri } } }', { updateEpisode: { episode: { uri: E1 } } }, { id: 5 });
    expect(new Set(changedTags(entities))).toEqual(new Set([TAG.episodeId(5), TAG.episodeUri(E1), TAG.anyEpisode]));
  });

  it('reads a plain uri as a show on a mutation named for shows, and stationId inside an input', () => {
    expect(changedTags(targets(`mutation { updateShowMetadata(uri: "${S1}") { episode { title } } }`, null).entities)).toEqual([TAG.showUri(S1), TAG.anyShow]);
    expect(changedTags(targets('mutation { createEpisode(input: { stationId: 5001 }) { episode { title } } }', null).entities)).toEqual([TAG.stationId(5001), TAG.anyShow]);
  });

  it('a comment mutation changes the comments; one naming nothing changes everything', () => {
    expect(changedTags(targets('mutation { pinComment(commentUri: "platform:comment:1") }', { pinComment: true }).entities)).toEqual([TAG.comments]);
    expect(changedTags(targets('mutation { updateShowSlug(slug: "s") }', { updateShowSlug: true }).entities)).toEqual([TAG.all]);
  });

  it('names the upload job of a step that names only its job', () => {
    expect(targets('mutation { finishDirectUpload(jobId: "j1") { id } }', { finishDirectUpload: { id: 'j1' } }).jobIds).toContain('j1');
  });

  it('an insight mutation changes nothing cached, and its jobId is no upload job', () => {
    const feedback = targets('mutation { submitAnalyticsInsightFeedback(jobId: "i1", rating: 1) }', { submitAnalyticsInsightFeedback: true });
    expect(feedback.changes).toBe(false);
    expect(feedback.jobIds).toEqual([]);
    // With another mutation beside it, that one's targets stand.
    const both = targets('mutation { submitAnalyticsInsightFeedback(jobId: "i1", rating: 1) updateShowSlug(slug: "s") }', { submitAnalyticsInsightFeedback: true, updateShowSlug: true });
    expect(both.changes).toBe(true);
    expect(changedTags(both.entities)).toEqual([TAG.all]);
  });
});

describe('the other key form', () => {
  it('adds the URI of an ID, the ID of a URI and, for a mutation, the episode’s show in both forms', async () => {
    const directory = createIdDirectory(createMemoryStore());
    await directory.learnEpisodes([[5, E1]]);
    await directory.learnShows([[5001, S1]]);
    await directory.learnEpisodeStations([[5, 5001]]);
    const read = new Entities();
    read.addEpisodeUri(E1);
    await withOtherForms(read, directory, { stationsOfEpisodes: false });
    expect(answerTags(read)).toEqual([TAG.all, TAG.episodeId(5), TAG.episodeUri(E1)]);
    const write = new Entities();
    write.addEpisodeId(5);
    await withOtherForms(write, directory, { stationsOfEpisodes: true });
    expect(new Set(changedTags(write))).toEqual(new Set([TAG.episodeId(5), TAG.episodeUri(E1), TAG.stationId(5001), TAG.showUri(S1), TAG.anyEpisode, TAG.anyShow]));
  });

  it('tags an answer by type too when the directory does not know a key’s other form: a mutation by that form still reaches it', async () => {
    const directory = createIdDirectory(createMemoryStore());
    const read = new Entities();
    read.addEpisodeUri(E1);
    read.addShowUri(S1);
    await withOtherForms(read, directory, { stationsOfEpisodes: false });
    const tags = answerTags(read);
    expect(tags).toEqual(expect.arrayContaining([TAG.episodeUri(E1), TAG.showUri(S1), TAG.anyEpisode, TAG.anyShow]));
    // A mutation by numeric ID, whose URI the directory does not know either, meets it at the type tag.
    const write = new Entities();
    write.addEpisodeId(5);
    await withOtherForms(write, directory, { stationsOfEpisodes: true });
    expect(changedTags(write).some((tag) => tags.includes(tag) && tag !== TAG.all)).toBe(true);
  });
});

describe('bounded tags', () => {
  it('tags an answer holding more keys of one kind than the bound by its type alone, which any mutation of that kind reaches', () => {
    const read = new Entities();
    for (let id = 1; id <= 65; id++) read.addEpisodeId(id);
    read.addShowUri(S1);
    expect(read.exceeds(64)).toBe(true);
    read.coarsen(64);
    const tags = answerTags(read);
    expect(tags).toEqual(expect.arrayContaining([TAG.all, TAG.anyEpisode, TAG.showUri(S1)]));
    expect(tags.filter((tag) => tag.startsWith('e:'))).toEqual([]);
    expect(tags).not.toContain(TAG.anyShow);
    const write = new Entities();
    write.addEpisodeId(7);
    expect(changedTags(write)).toContain(TAG.anyEpisode);
  });

  it('keeps every key up to the bound', () => {
    const read = new Entities();
    for (let id = 1; id <= 64; id++) read.addEpisodeId(id);
    read.coarsen(64);
    expect(read.episodeIds.size).toBe(64);
    expect(read.keylessEpisode).toBe(false);
  });
});

describe('the in-process store', () => {
  it('drops the least recently used answers past its byte bound, never an invalidation record', async () => {
    const store = createCacheStore({ shared: createMemoryStore(), maxTtlMs: 60_000, maxBytes: 1_000 });
    for (let i = 0; i < 20; i++) await store.setAnswer(`k${i}`, 'x'.repeat(100), 60_000);
    expect(await store.getAnswer('k0')).toBeNull();
    expect(await store.getAnswer('k19')).not.toBeNull();
    await store.markChanged(['a', 'b'], 1234);
    expect(await store.changedAt(['a', 'b', 'c'])).toEqual([1234, 1234, null]);
  });
});

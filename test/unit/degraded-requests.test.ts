import { buildSchema, parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { withoutUnstatedTypeNames } from '../../src/stitching/degraded.js';

/** Requests made on the committed snapshot name no input or fragment type the spec does not state. */
describe('requests while degraded', () => {
  const schema = buildSchema(`
    scalar EpisodeUri
    input EpisodeLookup { episodeUri: EpisodeUri! }
    input Paging { pageSize: Int pageToken: String }
    type DecoratedComment { commentUri: String! }
    type CommentReply { commentUri: String! }
    union Item = DecoratedComment | CommentReply
    type Episode { uri: EpisodeUri! items(paging: Paging): [Item!]! }
    type Query { episodeByUri(getEpisodeRequest: EpisodeLookup!): Episode }
  `);

  it('writes input-object variables inline, drops absent ones and fragments on unstated types, keeps scalar variables', () => {
    const request = {
      document: parse(`query Q($e: EpisodeLookup!, $p: Paging, $q: Paging, $u: EpisodeUri!) {
        a: episodeByUri(getEpisodeRequest: $e) { items(paging: $p) { ... on DecoratedComment { commentUri } ... on CommentReply { commentUri } } }
        b: episodeByUri(getEpisodeRequest: { episodeUri: $u }) { items(paging: $q) { __typename } }
      }`),
      variables: { e: { episodeUri: 'platform:episode:x' }, p: { pageSize: 15 }, u: 'platform:episode:y' },
    };
    const out = withoutUnstatedTypeNames(request, schema);
    const text = print(out.document);
    expect(text).toContain('query Q($u: EpisodeUri!)');
    expect(text).toContain('a: episodeByUri(getEpisodeRequest: {episodeUri: "platform:episode:x"})');
    expect(text).toContain('items(paging: {pageSize: 15})');
    expect(text).toContain('b: episodeByUri(getEpisodeRequest: {episodeUri: $u}) {\n    items {');
    expect(text).toContain('... on DecoratedComment');
    expect(text).not.toMatch(/EpisodeLookup|Paging|CommentReply/);
    expect(out.variables).toEqual({ u: 'platform:episode:y' });
  });
});

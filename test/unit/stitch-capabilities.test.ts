import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSelection, fitInput } from '../../src/graph/capabilities.js';
import { checkPoll } from '../../src/modules/polls/validate.js';

/** Building upstream operations from what the introspected upstream offers. */

const upstream = buildSchema(`
  type Query { comment: Comment }
  type Comment { uri: String! text: String author: Author }
  union Author = Listener | Show
  type Listener { username: String! }
  type Show { showUri: String! }
  input Req { filters: Filters pageSize: Int }
  input Filters { primary: [String!] }
`);

describe('buildSelection', () => {
  it('keeps only fields and fragment types the upstream has, with __typename on abstract types', () => {
    const selection = buildSelection(upstream, 'Comment', [
      'uri',
      'text',
      'language',
      { author: [{ '... on Listener': ['username', 'displayName'], '... on Show': ['showUri'], '... on Missing': ['x'] }] },
      { missing: ['a'] },
    ]);
    expect(selection).toBe('uri text author { __typename ... on Listener { username } ... on Show { showUri } }');
    expect(() => parse(`{ comment { ${selection} } }`)).not.toThrow();
  });

  it('is empty when nothing wanted exists', () => {
    expect(buildSelection(upstream, 'Comment', ['nope'])).toBe('');
    expect(buildSelection(upstream, 'Nothing', ['uri'])).toBe('');
  });
});

describe('fitInput', () => {
  it('drops input fields the upstream does not declare, recursively', () => {
    expect(fitInput(upstream, 'Req', { filters: { primary: ['A'], secondary: [] }, pageSize: 5, pageToken: '' })).toEqual({ filters: { primary: ['A'] }, pageSize: 5 });
  });
});

describe('checkPoll', () => {
  const valid = { question: ' Q? ', options: [' a ', 'b'], type: 'SINGLE_CHOICE' as const, opensAt: new Date('2027-01-01T00:00:00Z'), closesAt: new Date('2027-01-02T00:00:00.999Z') };

  it('gives the upstream arguments: trimmed texts and whole Unix seconds', () => {
    expect(checkPoll(valid)).toEqual({ ok: true, question: 'Q?', options: [{ description: 'a' }, { description: 'b' }], opening: 1798761600, closing: 1798848000 });
  });

  it('reports every broken rule at once', () => {
    const result = checkPoll({ ...valid, question: 'x'.repeat(141), options: ['only'], closesAt: valid.opensAt });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.map((p) => p.field)).toEqual(['QUESTION', 'OPTIONS', 'CLOSES_AT']);
  });
});

describe('an upstream without the per-episode comment query', () => {
  it('gives a clear error for the fields that need it, and keeps the rest', async () => {
    const { commentDocuments } = await import('../../src/modules/comments/upstream.js');
    const { readFile } = await import('node:fs/promises');
    const { SNAPSHOT_PATH } = await import('../../src/stitching/load.js');
    // The spec snapshot serves an episode's comments as `Episode.comments(...)`: take it away.
    const sdl = (await readFile(SNAPSHOT_PATH, 'utf8')).replace(/\n\s*"""\s*This episode's comments[\s\S]*?\): EpisodeCommentPage/, '');
    expect(sdl).not.toMatch(/\): EpisodeCommentPage/);
    const docs = commentDocuments(buildSchema(sdl));
    expect(docs.episodeComments).toBeInstanceOf(Error);
    expect((docs.episodeComments as Error).message).toMatch(/does not offer an episode's comments \(operation getCommentsForEpisode\)/);
    expect((docs.episodeComments as { extensions?: Record<string, unknown> }).extensions?.code).toBe('UPSTREAM_UNSUPPORTED');
    expect(docs.showComments).not.toBeInstanceOf(Error);
  });
});

import { buildSchema, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { pollPlace } from '../../src/modules/polls/upstream.js';

/** Finding where an upstream keeps an episode's poll: by shape, the spec's path first (graph/episode-data.ts). */

const base = `
  scalar EpisodeUri
  input Lookup { episodeUri: EpisodeUri! }
  type Choice { description: String! }
  type PollRecord { question: String! options: [Choice!]! }
`;

describe('finding the poll by its shape', () => {
  it("prefers the field under episodeByUri (the spec's path) to a root field named after the operation", () => {
    const schema = buildSchema(`${base}
      type Episode { uri: EpisodeUri! poll: PollRecord }
      type Query { episodeByUri(getEpisodeRequest: Lookup!): Episode getPollForEpisode(episodeUri: String!): PollRecord }`);
    const place = pollPlace(schema)!;
    expect(place.path).toBe('Episode.poll');
    expect(print(place.document('Q', [], 'question'))).toContain('episodeByUri(getEpisodeRequest: $episode) {\n    value: poll {');
    expect(place.variables('platform:episode:x', {})).toEqual({ episode: { episodeUri: 'platform:episode:x' } });
  });

  it('finds a root field by name, or by shape alone when it is the only one', () => {
    const named = buildSchema(`${base} type Episode { uri: EpisodeUri! } type Query { episodeByUri(getEpisodeRequest: Lookup!): Episode getPollForEpisode(episodeUri: String!): PollRecord }`);
    expect(pollPlace(named)!.path).toBe('Query.getPollForEpisode');
    const other = buildSchema(`${base} type Episode { uri: EpisodeUri! } type Query { episodeByUri(getEpisodeRequest: Lookup!): Episode episodePoll(episodeUri: String!): PollRecord }`);
    expect(pollPlace(other)!.path).toBe('Query.episodePoll');
  });

  it('finds a nested field under another name, by its return type', () => {
    const schema = buildSchema(`${base} type Episode { uri: EpisodeUri! currentPoll: PollRecord } type Query { episodeByUri(getEpisodeRequest: Lookup!): Episode }`);
    expect(pollPlace(schema)!.path).toBe('Episode.currentPoll');
  });

  it('takes no field of another shape under the expected name, guesses between two, or needs an argument it cannot give', () => {
    const wrongShape = buildSchema(`${base} type Episode { uri: EpisodeUri! poll: Boolean } type Query { episodeByUri(getEpisodeRequest: Lookup!): Episode }`);
    expect(pollPlace(wrongShape)).toBeNull();
    const two = buildSchema(`${base} type Episode { uri: EpisodeUri! a: PollRecord b: PollRecord } type Query { episodeByUri(getEpisodeRequest: Lookup!): Episode }`);
    expect(pollPlace(two)).toBeNull();
    const needsArg = buildSchema(`${base} type Episode { uri: EpisodeUri! poll(locale: String!): PollRecord } type Query { episodeByUri(getEpisodeRequest: Lookup!): Episode }`);
    expect(pollPlace(needsArg)).toBeNull();
  });
});

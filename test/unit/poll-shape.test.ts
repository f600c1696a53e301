import { buildSchema, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { pollSelection, voteCountField } from '../../src/modules/polls/shape.js';

/** Document 2 names no vote count: an option's one integer field is it, whatever its name. */

function option(fields: string): GraphQLObjectType {
  const schema = buildSchema(`scalar Long scalar Int64 type Query { o: Option } type Option { description: String! ${fields} }`);
  return schema.getType('Option') as GraphQLObjectType;
}

describe('the vote count of a poll option, by shape', () => {
  it('is the one integer field, whatever it is called', () => {
    expect(voteCountField(option('voteCount: Int'))).toBe('voteCount');
    expect(voteCountField(option('tally: Int!'))).toBe('tally');
    expect(voteCountField(option('responses: Long label: String'))).toBe('responses');
    expect(voteCountField(option('n: Int64 percent: Float'))).toBe('n');
  });

  it('is the one named for votes among several integer fields, else none', () => {
    expect(voteCountField(option('position: Int votes: Int'))).toBe('votes');
    expect(voteCountField(option('position: Int rank: Int'))).toBeNull();
  });

  it('is never a list, a float, a string or a field that needs arguments', () => {
    expect(voteCountField(option('history: [Int!]'))).toBeNull();
    expect(voteCountField(option('share: Float label: String'))).toBeNull();
    expect(voteCountField(option('count(since: Int!): Int'))).toBeNull();
    expect(voteCountField(option(''))).toBeNull();
  });

  it('is selected under a fixed response key', () => {
    const schema = buildSchema(`type Query { p: PollRecord } type PollRecord { question: String options: [Choice] } type Choice { description: String tally: Int }`);
    expect(pollSelection(schema, 'PollRecord')).toContainEqual({ options: ['description', 'votes: tally'] });
  });
});

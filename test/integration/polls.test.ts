import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import type { EpisodeRecord } from '../../src/sandbox/data/model.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';

/** Polls: DateTime in the graph, Unix seconds upstream; rules checked before any upstream call. */

const EpisodePoll = graphql(`
  query PollsOfEpisode($uri: EpisodeUri!) {
    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {
      poll {
        episodeUri
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
`);

const SavePoll = graphql(`
  mutation PollsSave($uri: String, $id: Int, $input: PollInput!) {
    savePoll(episodeUri: $uri, episodeId: $id, input: $input) {
      __typename
      ... on PollSaved {
        poll {
          question
          type
          options {
            text
          }
          opensAt
          closesAt
        }
        episode {
          id
          title
        }
      }
      ... on PollValidationError {
        message
        problems {
          field
          message
        }
      }
    }
  }
`);

const DeletePoll = graphql(`
  mutation PollsDelete($uri: String!) {
    deletePoll(episodeUri: $uri) {
      deleted
      episode {
        id
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
const uriOf = (e: EpisodeRecord) => `platform:episode:${e.platformEpisodeId}`;
const withPoll = () => store().episodes.get([...store().polls.keys()][0])!;
const withoutPoll = () => [...store().episodes.values()].find((e) => e.stationId === 5001 && e.isPublished && !store().polls.has(e.episodeId))!;
const upstreamCalls = () => stack.sandbox.hooks.calls().length;

const valid = {
  question: 'Which guest next?',
  options: ['Ada', 'Grace', 'Linus'],
  type: 'SINGLE_CHOICE' as const,
  opensAt: '2027-03-01T10:00:00+01:00',
  closesAt: '2027-03-15T09:00:00Z',
};

describe('polls', () => {
  it('reads an episode poll with its dates as DateTime', async () => {
    const episode = withPoll();
    const record = store().polls.get(episode.episodeId)!;
    const { data, errors } = await stack.query(EpisodePoll, { uri: uriOf(episode) });
    expect(errors).toBeUndefined();
    expect(data!.episodeByUri!.poll).toEqual({
      episodeUri: uriOf(episode),
      question: record.question,
      type: record.type,
      options: record.options.map((o) => ({ text: o.description, votes: o.voteCount })),
      opensAt: new Date(record.openingDate * 1000).toISOString(),
      closesAt: new Date(record.closingDate * 1000).toISOString(),
    });
  });

  it('creates a poll, sending Unix seconds upstream', async () => {
    const episode = withoutPoll();
    const { data, errors } = await stack.query(SavePoll, { uri: uriOf(episode), input: valid });
    expect(errors).toBeUndefined();
    expect(data!.savePoll).toEqual({
      __typename: 'PollSaved',
      poll: {
        question: valid.question,
        type: 'SINGLE_CHOICE',
        options: valid.options.map((text) => ({ text })),
        opensAt: '2027-03-01T09:00:00.000Z',
        closesAt: '2027-03-15T09:00:00.000Z',
      },
      episode: { id: episode.episodeId, title: episode.title },
    });
    expect(store().polls.get(episode.episodeId)).toMatchObject({
      question: valid.question,
      openingDate: Date.UTC(2027, 2, 1, 9) / 1000,
      closingDate: Date.UTC(2027, 2, 15, 9) / 1000,
    });
  });

  it('replaces the poll of an episode given by numeric ID', async () => {
    const episode = withPoll();
    const input = { ...valid, question: 'Replaced?', options: ['Yes', 'No'], type: 'MULTIPLE_CHOICE' as const };
    const { data, errors } = await stack.query(SavePoll, { id: episode.episodeId, input });
    expect(errors).toBeUndefined();
    expect(data!.savePoll).toMatchObject({ __typename: 'PollSaved', episode: { id: episode.episodeId } });
    expect(store().polls.get(episode.episodeId)).toMatchObject({ question: 'Replaced?', type: 'MULTIPLE_CHOICE', options: [{ description: 'Yes' }, { description: 'No' }] });
  });

  it.each([
    ['a question over 140 characters', { question: 'x'.repeat(141) }, ['QUESTION']],
    ['a blank question', { question: '   ' }, ['QUESTION']],
    ['one option', { options: ['Only'] }, ['OPTIONS']],
    ['eight options', { options: ['1', '2', '3', '4', '5', '6', '7', '8'] }, ['OPTIONS']],
    ['a blank option', { options: ['Yes', ' '] }, ['OPTIONS']],
    ['closing before opening', { closesAt: '2027-02-01T00:00:00Z' }, ['CLOSES_AT']],
    ['a date past 2038 (32-bit seconds upstream)', { closesAt: '2040-01-01T00:00:00Z' }, ['CLOSES_AT']],
  ])('refuses %s as a typed result, with no upstream call', async (_name, change, fields) => {
    const episode = withoutPoll();
    const { data, errors } = await stack.query(SavePoll, { uri: uriOf(episode), input: { ...valid, ...change } });
    expect(errors).toBeUndefined();
    expect(data!.savePoll!.__typename).toBe('PollValidationError');
    expect(data!.savePoll!.__typename === 'PollValidationError' && data!.savePoll!.problems.map((p) => p.field)).toEqual(fields);
    expect(upstreamCalls()).toBe(0);
    expect(store().polls.has(episode.episodeId)).toBe(false);
  });

  it('accepts a 140-character question (counted in characters, not UTF-16 units)', async () => {
    const episode = withoutPoll();
    const question = '🎙'.repeat(140);
    const { data } = await stack.query(SavePoll, { uri: uriOf(episode), input: { ...valid, question } });
    expect(data!.savePoll!.__typename).toBe('PollSaved');
    expect(store().polls.get(episode.episodeId)!.question).toBe(question);
  });

  it('deletes a poll; deleting again is NOT_FOUND', async () => {
    const episode = withPoll();
    const { data, errors } = await stack.query(DeletePoll, { uri: uriOf(episode) });
    expect(errors).toBeUndefined();
    expect(data!.deletePoll).toEqual({ deleted: true, episode: { id: episode.episodeId } });
    expect(store().polls.has(episode.episodeId)).toBe(false);
    const again = await stack.query(DeletePoll, { uri: uriOf(episode) }, { expectErrors: true });
    expect(errorCodes(again.errors)).toEqual(['NOT_FOUND']);
  });

  it('refuses a malformed episode URI before any upstream call', async () => {
    const { errors } = await stack.query(DeletePoll, { uri: 'platform:show:abc' }, { expectErrors: true });
    expect(errorCodes(errors)).toEqual(['BAD_USER_INPUT']);
    expect(upstreamCalls()).toBe(0);
  });
});

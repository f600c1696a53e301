import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';

const METADATA = 'GET /v3/stations/{stationId}/metadata';
const LEGACY_IDS = 'GET /v3/shows/{platformShowId}/legacyIds';

const ShowByStationId = graphql(`
  query ShowByStationId($stationId: Int!) {
    show(stationId: $stationId) {
      stationId
      name
      description
      authorName
      authorEmail
      imageUrl
      image400Url
      category {
        primary
        secondary
      }
      language
      rssFeedUrl
      flags {
        isDistributedOnPlatform
        hasPublishedEpisode
        distributionEligibilityForPaywalls
      }
    }
  }
`);

const ShowByUri = graphql(`
  query ShowByUri($uri: String!) {
    show(uri: $uri) {
      stationId
      name
    }
  }
`);

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

describe('show(stationId:)', () => {
  it('returns the REST metadata (4.8), typed, in exactly one REST call', async () => {
    const record = stack.sandbox.store.shows.get(5001)!;
    const { data, errors } = await stack.query(ShowByStationId, { stationId: 5001 });
    expect(errors).toBeUndefined();
    expect(data?.show).toMatchObject({
      stationId: 5001,
      name: record.podcastName,
      description: record.podcastDescription,
      authorName: record.podcastAuthorName,
      authorEmail: record.podcastAuthorEmail,
      imageUrl: record.podcastImage,
      category: { primary: record.podcastCategory.split('|')[0], secondary: record.podcastCategory.split('|')[1] },
      language: record.podcastLanguage,
      flags: { isDistributedOnPlatform: true, hasPublishedEpisode: true, distributionEligibilityForPaywalls: 'eligible' },
    });
    expect(data?.show?.rssFeedUrl).toMatch(/^https:\/\//);
    expect(stack.sandbox.hooks.calls().map((c) => c.route)).toEqual([METADATA]);
    expect(stack.sandbox.hooks.calls()[0].headers.authorization).toBe(`Bearer ${stack.sandbox.token}`);
  });

  it('accepts the platform URI instead, converting it once (4.12)', async () => {
    const record = stack.sandbox.store.shows.get(5002)!;
    const { data, errors } = await stack.query(ShowByUri, { uri: `platform:show:${record.platformShowId}` });
    expect(errors).toBeUndefined();
    expect(data?.show).toEqual({ stationId: 5002, name: record.podcastName });
    expect(stack.sandbox.hooks.count(LEGACY_IDS)).toBe(1);
    expect(stack.sandbox.hooks.count(METADATA)).toBe(1);
  });

  it('answers NOT_FOUND for an unknown show', async () => {
    const { data, errors } = await stack.query(ShowByStationId, { stationId: 999 }, { expectErrors: true });
    expect(data?.show).toBeNull();
    expect(errorCodes(errors)).toEqual(['NOT_FOUND']);
  });

  it('needs exactly one key', async () => {
    const Both = graphql(`
      query ShowWithBothKeys {
        show(stationId: 5001, uri: "platform:show:x") {
          stationId
        }
      }
    `);
    const { errors } = await stack.query(Both, {}, { expectErrors: true });
    expect(errorCodes(errors)).toEqual(['BAD_USER_INPUT']);
    expect(stack.sandbox.hooks.calls()).toHaveLength(0);
  });
});

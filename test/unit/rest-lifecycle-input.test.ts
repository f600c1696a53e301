import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { requireForDraft } from '../../src/modules/episodes/current.js';
import { createUpdateBody, hasMetadata, resolveHourOffset, validateCreateInput } from '../../src/modules/episodes/create-input.js';
import { hourOffsetForZone, toHourOffset } from '../../src/modules/episodes/hour-offset.js';
import type { EpisodeOverview } from '../../src/modules/episodes/mappers.js';
import { checkShowLimits } from '../../src/modules/show-settings/limits.js';
import { sponsoredPublishOn } from '../../src/modules/sponsored/publish-on.js';

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof GraphQLError ? [error.extensions.code, error.extensions.field] : ['THREW', String(error)];
  }
  return null;
};

describe('hourOffset of 4.19 (hours behind UTC: -9 is nine hours ahead)', () => {
  it('converts minutes east of UTC, rounding halves toward UTC', () => {
    expect(toHourOffset(9 * 60)).toBe(-9);
    expect(toHourOffset(-5 * 60)).toBe(5);
    expect(toHourOffset(0)).toBe(0);
    expect(toHourOffset(5 * 60 + 30)).toBe(-5);
    expect(toHourOffset(5 * 60 + 45)).toBe(-6);
    expect(toHourOffset(-(3 * 60 + 30))).toBe(3);
    expect(Object.is(toHourOffset(0), -0)).toBe(false);
  });

  it('follows daylight saving of an IANA zone', () => {
    expect(hourOffsetForZone('Europe/Berlin', new Date('2026-01-15T12:00:00Z'))).toBe(-1);
    expect(hourOffsetForZone('Europe/Berlin', new Date('2026-07-15T12:00:00Z'))).toBe(-2);
    expect(hourOffsetForZone('America/Los_Angeles', new Date('2026-01-15T12:00:00Z'))).toBe(8);
    expect(hourOffsetForZone('Pacific/Kiritimati', new Date('2026-01-15T12:00:00Z'))).toBe(-14);
    expect(hourOffsetForZone('Not/A_Zone')).toBeNull();
  });

  it('takes an explicit offset in the upstream convention, in range', () => {
    expect(resolveHourOffset({ hourOffset: -9 })).toBe(-9);
    expect(code(() => resolveHourOffset({ hourOffset: 13 }))).toEqual(['BAD_USER_INPUT', 'input.hourOffset']);
    expect(code(() => resolveHourOffset({ hourOffset: -15 }))).toEqual(['BAD_USER_INPUT', 'input.hourOffset']);
    expect(code(() => resolveHourOffset({ timeZone: 'Nowhere' }))).toEqual(['BAD_USER_INPUT', 'input.timeZone']);
  });
});

describe('createEpisode input', () => {
  const now = new Date('2030-01-01T00:00:00Z');
  it('knows when metadata is asked for', () => {
    expect(hasMetadata({ stationId: 1, hourOffset: 0 })).toBe(false);
    expect(hasMetadata({ stationId: 1, hourOffset: 0, publish: false })).toBe(false);
    expect(hasMetadata({ stationId: 1, hourOffset: 0, isExplicit: false })).toBe(true);
    expect(hasMetadata({ stationId: 1, hourOffset: 0, title: null })).toBe(false);
  });

  it('refuses contradictions before any call', () => {
    expect(code(() => validateCreateInput({ stationId: 1, showUri: 'platform:show:a', hourOffset: 0 }, null, now))).toEqual(['BAD_USER_INPUT', 'input.stationId']);
    expect(code(() => validateCreateInput({ stationId: 1 }, null, now))).toEqual(['BAD_USER_INPUT', 'input.timeZone']);
    expect(code(() => validateCreateInput({ stationId: 1, hourOffset: 0, publishOn: new Date('2029-12-31T00:00:00Z') }, null, now))).toEqual(['BAD_USER_INPUT', 'input.publishOn']);
    expect(code(() => validateCreateInput({ stationId: 1, hourOffset: 0 }, '', now))).toEqual(['BAD_USER_INPUT', 'idempotencyKey']);
    expect(code(() => validateCreateInput({ stationId: 1, hourOffset: 0 }, 'k'.repeat(201), now))).toEqual(['BAD_USER_INPUT', 'idempotencyKey']);
    expect(code(() => validateCreateInput({ stationId: 1, timeZone: 'UTC', title: 'ok' }, 'key', now))).toBeNull();
  });

  it('builds the update body of an empty record with Unix seconds and the .000Z form', () => {
    const publishOn = new Date('2030-02-03T04:05:06.789Z');
    expect(createUpdateBody({ stationId: 1, hourOffset: 0, title: 'T', publishOn }, 7)).toEqual({
      userId: 7,
      title: 'T',
      description: '',
      episodeType: 'full',
      isPublished: false,
      podcastEpisodeIsExplicit: false,
      publishOn: Date.parse('2030-02-03T04:05:06Z') / 1000,
      wizardDraftedToPublishOn: '2030-02-03T04:05:06.000Z',
    });
  });
});

describe('current values of a draft read from the GraphQL side', () => {
  const overview: EpisodeOverview = { title: 'T', description: null, isPublished: false, publishOn: null, userId: 1, episodeType: 'FULL', isExplicit: null };
  it('asks the caller for a value the GraphQL side does not offer, naming the field', () => {
    expect(code(() => requireForDraft({ overview, source: 'graph' }, { isExplicit: true }, 5))).toEqual(['BAD_USER_INPUT', 'input.description']);
    expect(code(() => requireForDraft({ overview, source: 'graph' }, { description: '', isExplicit: true }, 5))).toBeNull();
    expect(code(() => requireForDraft({ overview, source: 'rest' }, {}, 5))).toBeNull();
  });
});

describe('publishOn sent with the sponsored flag (4.17)', () => {
  const now = new Date('2030-01-01T00:00:00Z');
  const base: EpisodeOverview = { title: 't', description: 'd', isPublished: false, publishOn: null, userId: 1, episodeType: 'FULL', isExplicit: false };
  it('is the scheduled time, the published time, or now for a draft', async () => {
    const at = new Date('2030-03-01T00:00:00Z');
    const never = async () => {
      throw new Error('not asked');
    };
    expect(await sponsoredPublishOn({ ...base, publishOn: at }, never, now)).toEqual(at);
    expect(await sponsoredPublishOn({ ...base, isPublished: true }, async () => at, now)).toEqual(at);
    expect(await sponsoredPublishOn({ ...base, isPublished: true }, never, now)).toEqual(now);
    expect(await sponsoredPublishOn(base, never, now)).toEqual(now);
  });
});

describe('show limits (4.20, section 8)', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(code(() => checkShowLimits({ name: '🎙'.repeat(100) }))).toBeNull();
    expect(code(() => checkShowLimits({ name: '🎙'.repeat(101) }))).toEqual(['BAD_USER_INPUT', 'input.name']);
    expect(code(() => checkShowLimits({ description: 'x'.repeat(601) }))).toEqual(['BAD_USER_INPUT', 'input.description']);
    expect(code(() => checkShowLimits({ authorName: 'x'.repeat(81) }))).toEqual(['BAD_USER_INPUT', 'input.authorName']);
  });
});

import { describe, expect, it } from 'vitest';
import { toTerms } from '../../src/modules/account/mappers.js';
import { toDraftOverview } from '../../src/modules/episodes/drafts.js';
import { splitBatch } from '../../src/modules/forms/split.js';
import { toMonetizationLifecycle } from '../../src/modules/monetization/mappers.js';
import { isAllowedCategory, toCategoryOptions } from '../../src/modules/show-settings/category.js';
import { toDistribution } from '../../src/modules/show-settings/mappers.js';

describe('category options, whatever their shape (not shown in the spec)', () => {
  const expected = [
    { name: 'Arts', subcategories: ['Books', 'Design'] },
    { name: 'News', subcategories: ['Politics'] },
  ];
  it.each([
    ['a wrapped list of {name, subcategories}', { categories: [{ name: 'Arts', subcategories: ['Books', 'Design'] }, { name: 'News', subcategories: ['Politics'] }] }],
    ['a bare list of pipe-joined pairs', ['Arts|Books', 'Arts|Design', 'News|Politics']],
    ['a map of name to subcategories', { Arts: ['Books', 'Design'], News: ['Politics'] }],
    ['objects with label and children objects', { options: [{ label: 'Arts', children: [{ label: 'Books' }, { label: 'Design' }] }, { label: 'News', children: [{ value: 'Politics' }] }] }],
  ])('reads %s', (_name, raw) => {
    expect(toCategoryOptions(raw)).toEqual(expected);
  });

  it('skips what it cannot read and never throws', () => {
    expect(toCategoryOptions(null)).toEqual([]);
    expect(toCategoryOptions(42)).toEqual([]);
    expect(toCategoryOptions({ categories: [7, null, { nothing: true }] })).toEqual([]);
  });

  it('allows only listed pairs; a main category without subcategories only with an empty one', () => {
    const options = [{ name: 'Arts', subcategories: ['Books'] }, { name: 'Comedy', subcategories: [] }];
    expect(isAllowedCategory(options, { primary: 'Arts', secondary: 'Books' })).toBe(true);
    expect(isAllowedCategory(options, { primary: 'Arts', secondary: 'Knitting' })).toBe(false);
    expect(isAllowedCategory(options, { primary: 'Sports', secondary: 'Books' })).toBe(false);
    expect(isAllowedCategory(options, { primary: 'Comedy', secondary: '' })).toBe(true);
  });
});

describe('splitting a batch answer per key (4.6, 4.7)', () => {
  const keys = ['platform:episode:a', 'platform:episode:b'];
  it('matches items by their key field, in the order asked, null for a missing one', () => {
    const raw = { episodes: [{ episodeUri: 'platform:episode:b', x: 2 }] };
    expect(splitBatch(raw, keys, ['episodeUri'])).toEqual([null, { episodeUri: 'platform:episode:b', x: 2 }]);
  });
  it('reads a map keyed by the keys', () => {
    expect(splitBatch({ 'platform:episode:a': 1, 'platform:episode:b': 2 }, keys, ['episodeUri'])).toEqual([1, 2]);
  });
  it('pairs an unkeyed list of the same length by position', () => {
    expect(splitBatch([{ v: 1 }, { v: 2 }], keys, ['episodeUri'])).toEqual([{ v: 1 }, { v: 2 }]);
  });
  it('matches echoes of the request item ({query: {url}})', () => {
    expect(splitBatch({ results: [{ query: { url: 'u2' }, p: 2 }, { query: { url: 'u1' }, p: 1 }] }, ['u1', 'u2'], ['url', 'query'])).toEqual([
      { query: { url: 'u1' }, p: 1 },
      { query: { url: 'u2' }, p: 2 },
    ]);
  });
  it('gives a single key the whole answer, and several keys null when nothing is recognisable', () => {
    expect(splitBatch({ anything: true }, ['only'], ['url'])).toEqual([{ anything: true }]);
    expect(splitBatch({ anything: true }, ['a', 'b'], ['url'])).toEqual([null, null]);
    expect(splitBatch(null, ['a'], ['url'])).toEqual([null]);
  });
});

describe('records of 2.5 and 2.6, tolerant of missing and mistyped fields', () => {
  it('maps the distribution record, its URL map and platform names', () => {
    expect(
      toDistribution({
        canEnableRss: true,
        externalUrls: { platform: 'https://p.test/s', apple: 'https://a.test/s', broken: 3 },
        platformDistributionStatus: 'DISTRIBUTED',
        platformShowUri: 'platform:show:x',
        platforms: ['platform', { name: 'apple' }, 5],
        vanitySlug: 'slug',
        isEnterprisePodcast: 'no',
      }),
    ).toEqual({
      canEnableRss: true,
      externalUrls: [
        { platform: 'platform', url: 'https://p.test/s' },
        { platform: 'apple', url: 'https://a.test/s' },
      ],
      platformDistributionStatus: 'DISTRIBUTED',
      platformShowUri: 'platform:show:x',
      platforms: ['platform', 'apple'],
      vanitySlug: 'slug',
      isEnterprisePodcast: null,
    });
    expect(toDistribution(null)).toBeNull();
    expect(toDistribution({})).toMatchObject({ externalUrls: null, platforms: null });
  });

  it('types the partner programme of the monetisation sync and keeps the rest as sent', () => {
    const raw = { products: { PLATFORM_PARTNER_PROGRAM: { lifecycleState: 'ELIGIBLE', pendingRequirements: [{ kind: 'x' }, null] }, OTHER: { a: 1 } } };
    expect(toMonetizationLifecycle(raw)).toEqual({ partnerProgram: { lifecycleState: 'ELIGIBLE', pendingRequirements: [{ kind: 'x' }] }, products: raw.products });
    expect(toMonetizationLifecycle(null)).toEqual({ partnerProgram: null, products: null });
    expect(toMonetizationLifecycle({ products: {} })).toEqual({ partnerProgram: null, products: {} });
  });

  it('maps terms and contactability', () => {
    expect(toTerms({ termsOfServiceVersion: 3, agreedToMinimumRequiredTermsOfService: 'yes' as never, countryRule: 'EU' })).toEqual({
      termsOfServiceVersion: 3,
      agreedToMinimumRequiredTermsOfService: null,
      contactabilityStatus: null,
      countryRule: 'EU',
    });
    expect(toTerms(null)).toBeNull();
  });
});

describe('a GraphQL-side episode in the overview shape', () => {
  const now = new Date('2030-01-01T00:00:00Z');
  it('is a draft unless the GraphQL side clearly says otherwise', () => {
    expect(toDraftOverview({ title: 't', description: 'd', episodeType: 'bonus', isExplicit: true, isDraft: true }, 1001, now)).toEqual({
      title: 't',
      description: 'd',
      isPublished: false,
      publishOn: null,
      userId: 1001,
      episodeType: 'BONUS',
      isExplicit: true,
    });
    expect(toDraftOverview({}, null, now)).toMatchObject({ isPublished: false, publishOn: null, title: null, isExplicit: null });
  });
  it('reads a published time, and a future one as scheduled', () => {
    const past = Date.parse('2029-06-01T00:00:00Z') / 1000;
    const future = Date.parse('2030-06-01T00:00:00Z') / 1000;
    expect(toDraftOverview({ isDraft: false, publishedOn: { seconds: past } }, 1, now)).toMatchObject({ isPublished: true, publishOn: new Date(past * 1000) });
    expect(toDraftOverview({ isDraft: false, publishedOn: { seconds: future } }, 1, now)).toMatchObject({ isPublished: false, publishOn: new Date(future * 1000) });
  });
});

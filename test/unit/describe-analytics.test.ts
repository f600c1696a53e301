import { buildSchema, isEnumType, isInputObjectType, isObjectType, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { describeAnalytics, typeAt } from '../../src/stitching/describe-analytics.js';

/**
 * The description transform on upstream shapes the spec allows: types it does not name under
 * other names, values missing or added, descriptions of the upstream's own.
 */

const OTHER_NAMES = buildSchema(`
  type Query { showByShowUri(getShowByShowUriRequest: ShowKey!): Show }
  input ShowKey { showUri: String! }
  type Show {
    uri: String!
    analytics(getShowAnalyticsRequest: ShowStatsInput!): ShowStats
  }
  "Metrics."
  enum ShowMetric {
    "Plays, as we count them."
    SHOW_PLAYS
    "Our own words."
    SHOW_PLAYS_AND_DOWNLOADS
    "A metric the spec does not list."
    SHOW_SUBSCRIBERS
  }
  enum Agg { AGGREGATION_TYPE_TOTAL AGGREGATION_TYPE_DAILY }
  enum Win { WINDOW_LAST_SEVEN_DAYS WINDOW_CUSTOM }
  input ShowStatsInput {
    showAnalyticsMetricType: ShowMetric!
    aggregationType: Agg!
    window: Win!
    includePeriodComparison: Boolean
  }
  type ShowStats { startDate: String analyticsValue: ShowStatsValue }
  type ShowStatsValue { periodOverPeriodPercentageDiff: Float }
`);

const enumValue = (schema: GraphQLSchema, type: string, value: string) => {
  const t = schema.getType(type);
  if (!isEnumType(t)) throw new Error(`${type} is not an enum`);
  return t.getValue(value)?.description;
};

describe('describeAnalytics', () => {
  const described = describeAnalytics(OTHER_NAMES);

  it('finds types the spec does not name by their place, and describes their values', () => {
    expect(typeAt(OTHER_NAMES, 'Show.analytics(getShowAnalyticsRequest).showAnalyticsMetricType')?.name).toBe('ShowMetric');
    expect(enumValue(described, 'Agg', 'AGGREGATION_TYPE_TOTAL')).toMatch(/unique listeners of a window/);
    expect(enumValue(described, 'Win', 'WINDOW_CUSTOM')).toMatch(/customDateRange/);
  });

  it("puts the spec's words first and keeps the upstream's own after them", () => {
    const plays = enumValue(described, 'ShowMetric', 'SHOW_PLAYS')!;
    expect(plays).toMatch(/^Plays on the parent platform only: despite its name, not all platforms/);
    expect(plays).toMatch(/30 seconds/);
    expect(plays.endsWith('\n\nPlays, as we count them.')).toBe(true);
    const type = described.getType('ShowMetric')!;
    expect(type.description).toMatch(/headline measure[\s\S]*\n\nMetrics\.$/);
  });

  it('leaves a value the spec does not explain as the upstream described it, and a missing value is no error', () => {
    expect(enumValue(described, 'ShowMetric', 'SHOW_SUBSCRIBERS')).toBe('A metric the spec does not list.');
    expect(enumValue(described, 'Win', 'WINDOW_LAST_SEVEN_DAYS')).toBeUndefined();
    // Values the spec explains but this upstream lacks (WINDOW_UNSPECIFIED...) are not added.
    const windows = described.getType('Win');
    expect(isEnumType(windows) ? windows.getValues().map((v) => v.name) : null).toEqual(['WINDOW_LAST_SEVEN_DAYS', 'WINDOW_CUSTOM']);
  });

  it('describes input and output fields found by place', () => {
    const input = described.getType('ShowStatsInput');
    const output = described.getType('ShowStatsValue');
    if (!isInputObjectType(input) || !isObjectType(output)) throw new Error('types lost');
    expect(input.getFields().includePeriodComparison.description).toMatch(/0\.366 means \+36\.6 %/);
    expect(output.getFields().periodOverPeriodPercentageDiff.description).toMatch(/fraction/);
    const show = described.getType('Show');
    if (!isObjectType(show)) throw new Error('Show lost');
    expect(show.getFields().analytics.args[0].description).toMatch(/AGGREGATION_TYPE_TOTAL/);
  });

  it('describes every type the places of one entry reach, when show and episode analytics use types of their own', () => {
    const split = buildSchema(`
      type Query { show: Show }
      type Show { analytics(getShowAnalyticsRequest: ShowIn!): String }
      type Episode { analytics(getEpisodePlayCountRequest: EpisodeIn!): String }
      enum ShowAgg { AGGREGATION_TYPE_TOTAL }
      enum EpisodeAgg { AGGREGATION_TYPE_TOTAL }
      input ShowIn { aggregationType: ShowAgg! }
      input EpisodeIn { aggregationType: EpisodeAgg! }
    `);
    const splitDescribed = describeAnalytics(split);
    expect(enumValue(splitDescribed, 'ShowAgg', 'AGGREGATION_TYPE_TOTAL')).toMatch(/unique listeners of a window/);
    expect(enumValue(splitDescribed, 'EpisodeAgg', 'AGGREGATION_TYPE_TOTAL')).toMatch(/unique listeners of a window/);
  });

  it('returns an upstream without analytics as it is', () => {
    const plain = buildSchema('type Query { hello: String }');
    expect(describeAnalytics(plain)).toBe(plain);
  });
});

import { analyticsFieldNames } from '../../modules/analytics/index.js';

/**
 * TTLs per type: an answer lives as long as its shortest-lived part. `RESPONSE_CACHE_TTL_MS`
 * is the longest (show and episode metadata, and everything not listed here: it changes only
 * through mutations, which invalidate it); the parts below change without any mutation of the
 * gateway's, so they keep theirs shorter whatever the global TTL. Keys are schema coordinates
 * (`Type.field`, read from the operation) and type names (any object of that type in the answer).
 */
export const TTL_CAPS_MS = {
  /** Plays, starts and insights move with listening, never through the gateway. */
  analytics: 60_000,
  /** Listeners comment and vote all the time; the gateway's own comment and poll mutations invalidate at once. */
  comments: 15_000,
  polls: 15_000,
} as const;

const ANALYTICS = [
  // The upstream's analytics fields, by the names document 2 gives them. Their types are the
  // upstream's to name: the coordinates reach them whatever they are called.
  'Episode.analytics',
  'Episode.analyticsBatch',
  'Episode.analyticsStarts',
  'Show.analytics',
  'Show.analyticsInsight',
  'Show.coreFanInsight',
  'Show.coreFanMetricSummary',
  'Show.coreFanTimeSeries',
  // The gateway's convenience fields (modules/analytics/fields.ts) and its figures' types
  // (schema/gateway/analytics.graphql).
  ...Object.entries(analyticsFieldNames).flatMap(([type, fields]) => [...fields].map((field) => `${type}.${field}`)),
  'AnalyticsTotal',
  'AnalyticsSeries',
  'AnalyticsPoint',
  'UniqueListeners',
  'CompletionRate',
  'AudienceTiers',
];
const COMMENTS = ['Episode.comments', 'Show.comments', 'CommentConnection', 'Comment'];
const POLLS = ['Episode.poll', 'EpisodePoll'];
/** Never cached: an upload or insight job changes by the second, and it is read to follow it. */
const UNCACHED = ['Query.uploadJob', 'UploadJob', 'Query.analyticsInsightJob', 'AnalyticsInsightJob'];

export function ttlPerSchemaCoordinate(globalTtlMs: number): Record<string, number> {
  const table: Record<string, number> = {};
  const cap = (coordinates: string[], capMs: number) => {
    for (const c of coordinates) table[c] = Math.min(globalTtlMs, capMs);
  };
  cap(ANALYTICS, TTL_CAPS_MS.analytics);
  cap(COMMENTS, TTL_CAPS_MS.comments);
  cap(POLLS, TTL_CAPS_MS.polls);
  for (const c of UNCACHED) table[c] = 0;
  return table;
}

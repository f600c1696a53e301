import type { AnalyticsGlossaryQuery, AnalyticsInterval, AnalyticsPeriod, AnalyticsSeriesFieldsFragment } from '@podcast-graph/client';

export interface Point {
  /** First day of the point. */
  date: string;
  /** Last day of the point (the same as `date` for a day). */
  endDate: string;
  value: number;
}

export interface Drawable {
  points: Point[];
  /** The sum of the points: the measure adds up over days, so it is the period's total. */
  total: number;
}

/** A convenience series (`playsAndDownloadsSeries`) in date order; points the host gave no figure for are left out. */
export function toDrawable(series: AnalyticsSeriesFieldsFragment | null | undefined): Drawable | null {
  if (!series) return null;
  const points = series.points
    .filter((p): p is typeof p & { date: string; value: number } => !!p.date && p.value !== null)
    .map((p) => ({ date: p.date, endDate: p.endDate ?? p.date, value: p.value }))
    .sort((a, b) => a.date.localeCompare(b.date));
  return { points, total: points.reduce((sum, p) => sum + p.value, 0) };
}

/** The periods the chart offers (the gateway's AnalyticsPeriod), with the page's words for them. */
export const PERIODS = [
  ['LAST_SEVEN_DAYS', 'Last 7 days'],
  ['LAST_THIRTY_DAYS', 'Last 30 days'],
  ['LAST_NINETY_DAYS', 'Last 90 days'],
  ['YEAR_TO_DATE', 'Year to date'],
  ['ALL_TIME', 'All time'],
] as const satisfies ReadonlyArray<readonly [AnalyticsPeriod, string]>;

export type Period = (typeof PERIODS)[number][0];

export const INTERVALS = [
  ['DAY', 'Day'],
  ['WEEK', 'Week'],
  ['MONTH', 'Month'],
] as const satisfies ReadonlyArray<readonly [AnalyticsInterval, string]>;

/** A term of the analytics vocabulary as the page shows it. */
export interface TermText {
  term: string;
  label: string;
  /** The definition; null when the glossary does not have the term. */
  description: string | null;
}

export type Glossary = ReadonlyMap<string, { label: string; description: string }>;

/** The glossary's answer by term (`Show.playsAndDownloads`...). */
export function glossaryOf(data: AnalyticsGlossaryQuery | null | undefined): Glossary {
  return new Map((data?.analyticsGlossary ?? []).map((t) => [t.term, { label: t.label, description: t.description }]));
}

/**
 * A term's label and definition from the glossary: the gateway's words, the same its schema's
 * descriptions carry (a production gateway allows no introspection). A term the glossary lacks
 * (an older gateway, a failed request) is shown by its field name, without a definition.
 */
export function termText(glossary: Glossary, term: string): TermText {
  const found = glossary.get(term);
  if (found) return { term, label: found.label, description: forReaders(found.description) };
  return { term, label: term.slice(term.lastIndexOf('.') + 1), description: null };
}

/**
 * A definition as a creator reads it: the schema's descriptions end some fields with the error
 * codes a program may meet ("Errors: BAD_USER_INPUT..."), which say nothing about the number.
 */
function forReaders(description: string): string {
  const words = description.replace(/(^|\n)Errors:[\s\S]*$/, '').trim();
  return words || description;
}

/** A change in percent with its sign: "+36.6", "-5.0". */
export function signedPercent(percent: number): string {
  return `${percent > 0 ? '+' : ''}${percent.toFixed(1)}`;
}

/**
 * What each figure on the panel means, in a creator's words. The glossary's definitions are the
 * schema's, written for developers (metric enum names, the spec's sections); the labels stay the
 * glossary's, so the panel and the API name a figure alike.
 */
export const PLAIN_DEFINITIONS: Readonly<Record<string, string>> = {
  playsAndDownloads: 'How often episodes were played in a listening app or downloaded, on every platform. Each play or download counts, so one person can count several times.',
  uniqueListeners: 'How many different people listened. Someone who listened several times counts once.',
  completionRate: 'How much of an episode listeners heard, on average: 100 % means everyone listened to the end.',
  change: 'The difference from the period of the same length just before this one.',
};

/** The period of equal length just before `start`..`end` (YYYY-MM-DD, both included); null when the dates do not parse. */
export function previousPeriod(start: string, end: string): { start: string; end: string; days: number } | null {
  const s = Date.parse(`${start}T00:00:00Z`);
  const e = Date.parse(`${end}T00:00:00Z`);
  if (Number.isNaN(s) || Number.isNaN(e) || e < s) return null;
  const days = Math.round((e - s) / 86_400_000) + 1;
  const prevEnd = s - 86_400_000;
  const prevStart = prevEnd - (days - 1) * 86_400_000;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { start: iso(prevStart), end: iso(prevEnd), days };
}

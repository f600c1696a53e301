import { badInput } from '../context.js';

/** Days are integers: Unix day numbers (days since 1970-01-01, UTC). */
export type Day = number;
/** An inclusive range of days. */
export interface DayRange {
  start: Day;
  end: Day;
}

const DAY_MS = 86_400_000;
export const MAX_RANGE_DAYS = 3 * 366;

export const dayOfMs = (ms: number): Day => Math.floor(ms / DAY_MS);
export const dayOfSeconds = (s: number): Day => Math.floor(s / 86_400);
export const rangeLength = (r: DayRange): number => r.end - r.start + 1;

export function formatDay(day: Day): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Parses a strict `YYYY-MM-DD` calendar date; anything else is the caller's mistake. */
export function parseDay(text: unknown, field: string): Day {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    throw badInput(`${field} must be a date of the form YYYY-MM-DD`);
  }
  const ms = Date.parse(`${text}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text) {
    throw badInput(`${field} is not a calendar date: ${text}`);
  }
  return dayOfMs(ms);
}

export function parseRange(startDate: unknown, endDate: unknown): DayRange {
  const range = { start: parseDay(startDate, 'startDate'), end: parseDay(endDate, 'endDate') };
  if (range.start > range.end) throw badInput('startDate must not be after endDate');
  if (rangeLength(range) > MAX_RANGE_DAYS) throw badInput(`date range must not exceed ${MAX_RANGE_DAYS} days`);
  return range;
}

/** What a window is relative to: today, and the day the show or episode started. */
export interface WindowAnchor {
  today: Day;
  /** Publication day of the episode, or creation day of the show; null for drafts. */
  origin: Day | null;
}

const LAST_N: Record<string, number> = {
  WINDOW_LAST_SEVEN_DAYS: 7,
  WINDOW_LAST_THIRTY_DAYS: 30,
  WINDOW_LAST_SIXTY_DAYS: 60,
  WINDOW_LAST_NINETY_DAYS: 90,
};
const FIRST_N: Record<string, number> = {
  WINDOW_FIRST_SEVEN_DAYS: 7,
  WINDOW_FIRST_THIRTY_DAYS: 30,
  WINDOW_FIRST_SIXTY_DAYS: 60,
};

/** The date range of an AnalyticsWindow (spec 2.4), relative to the current day. */
export function resolveWindow(
  window: string,
  anchor: WindowAnchor,
  custom: { startDate: string; endDate: string } | null | undefined,
): DayRange {
  const { today } = anchor;
  // A draft has no origin: its publish-relative windows collapse onto today (all zero).
  const origin = anchor.origin ?? today;
  if (window in LAST_N) return { start: today - LAST_N[window] + 1, end: today };
  if (window in FIRST_N) return { start: origin, end: origin + FIRST_N[window] - 1 };
  switch (window) {
    case 'WINDOW_CUSTOM':
      if (!custom) throw badInput('customDateRange is required with WINDOW_CUSTOM');
      return parseRange(custom.startDate, custom.endDate);
    case 'WINDOW_YEAR_TO_DATE':
      return { start: dayOfMs(Date.UTC(new Date(today * DAY_MS).getUTCFullYear(), 0, 1)), end: today };
    case 'WINDOW_ALL_TIME':
    case 'WINDOW_SINCE_PUBLISHED':
    case 'WINDOW_UNSPECIFIED':
      return { start: Math.min(origin, today), end: today };
    default:
      throw badInput(`Unsupported window ${window}`);
  }
}

/** The range of equal length just before `r`, for period-over-period comparison. */
export function previousRange(r: DayRange): DayRange {
  const n = rangeLength(r);
  return { start: r.start - n, end: r.start - 1 };
}

/** Buckets of an aggregation: single days, 7-day weeks from the start, or calendar months. */
export function buckets(range: DayRange, aggregation: string): DayRange[] {
  const out: DayRange[] = [];
  if (aggregation === 'AGGREGATION_TYPE_DAILY') {
    for (let d = range.start; d <= range.end; d++) out.push({ start: d, end: d });
  } else if (aggregation === 'AGGREGATION_TYPE_WEEKLY') {
    for (let d = range.start; d <= range.end; d += 7) out.push({ start: d, end: Math.min(d + 6, range.end) });
  } else {
    let d = range.start;
    while (d <= range.end) {
      const date = new Date(d * DAY_MS);
      const nextMonth = dayOfMs(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
      out.push({ start: d, end: Math.min(nextMonth - 1, range.end) });
      d = nextMonth;
    }
  }
  return out;
}

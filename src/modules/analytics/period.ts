import { badUserInput } from '../../errors.js';
import { dateRange } from './dates.js';

/** The gateway's periods (schema/gateway/analytics.graphql), each an AnalyticsWindow of document 2 (2.4). */
export type AnalyticsPeriod =
  | 'LAST_SEVEN_DAYS'
  | 'LAST_THIRTY_DAYS'
  | 'LAST_SIXTY_DAYS'
  | 'LAST_NINETY_DAYS'
  | 'YEAR_TO_DATE'
  | 'ALL_TIME'
  | 'FIRST_SEVEN_DAYS'
  | 'FIRST_THIRTY_DAYS'
  | 'FIRST_SIXTY_DAYS'
  | 'SINCE_PUBLISHED'
  | 'CUSTOM';

export interface PeriodArgs {
  period?: AnalyticsPeriod | null;
  range?: { from: string; to: string } | null;
}

export interface Window {
  /** The upstream's AnalyticsWindow value. */
  window: string;
  customDateRange: { startDate: string; endDate: string } | null;
}

/** The upstream window of a field's arguments; a CUSTOM period without a valid range (or a range without CUSTOM) is the field's BAD_USER_INPUT. */
export function windowOf(args: PeriodArgs): Window {
  const period = args.period ?? 'LAST_THIRTY_DAYS';
  if (period === 'CUSTOM') {
    if (!args.range) throw badUserInput('The CUSTOM period needs `range` (from and to, YYYY-MM-DD).', 'range');
    return { window: 'WINDOW_CUSTOM', customDateRange: dateRange(args.range.from, args.range.to, { from: 'range.from', to: 'range.to' }) };
  }
  if (args.range) throw badUserInput('`range` is only for the CUSTOM period.', 'range');
  return { window: `WINDOW_${period}`, customDateRange: null };
}

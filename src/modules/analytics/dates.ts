import { badUserInput } from '../../errors.js';

/**
 * Dates of document 2's analytics inputs: strings of the form `YYYY-MM-DD` (2.6), not window
 * enums. Checked here, so a bad date is the field's BAD_USER_INPUT, with the argument named,
 * before any upstream call, instead of whatever the upstream answers.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date when it is a calendar date `YYYY-MM-DD`; else the field's error. */
export function calendarDate(value: unknown, argument: string): string {
  const match = typeof value === 'string' ? DAY.exec(value) : null;
  if (!match) throw badUserInput(`\`${argument}\` must be a date of the form YYYY-MM-DD (got ${JSON.stringify(value)}).`, argument);
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    throw badUserInput(`\`${argument}\` is not a calendar date: ${value as string}.`, argument);
  }
  return value as string;
}

/** Two checked dates, the first not after the second (ISO dates compare as strings). */
export function dateRange(from: unknown, to: unknown, names: { from: string; to: string }): { startDate: string; endDate: string } {
  const startDate = calendarDate(from, names.from);
  const endDate = calendarDate(to, names.to);
  if (startDate > endDate) throw badUserInput(`\`${names.from}\` (${startDate}) is after \`${names.to}\` (${endDate}).`, names.from);
  return { startDate, endDate };
}

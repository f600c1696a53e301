import { GraphQLScalarType, Kind, valueFromASTUntyped, type ValueNode } from 'graphql';
import { badUserInput } from './errors.js';

/**
 * The graph speaks one language for instants: ISO 8601 with an offset or `Z`, in and out
 * (docs/architecture.md#protect-callers-from-upstream-traps). Resolvers get a `Date`; each upstream gets what it wants through
 * `toUnixSeconds` / `toUpstreamIso`, never the client's raw string.
 */

// Date, time to the minute at least, and a mandatory zone: a zoneless time means nothing to a scheduler.
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-](\d{2}):?(\d{2}))$/i;

/** Parses an ISO 8601 date-time with offset; `null` when the text is not one or names no real instant. */
export function parseIsoDateTime(text: string): Date | null {
  const m = ISO_DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [, year, month, day, hour, minute, second = '0', , zone, offH, offM] = m;
  const y = Number(year);
  const mo = Number(month);
  const d = Number(day);
  if (mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo)) return null;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  if (zone.toUpperCase() !== 'Z' && (Number(offH) > 23 || Number(offM) > 59)) return null;
  const date = new Date(text.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function parseDateTimeInput(value: unknown): Date {
  const date = typeof value === 'string' ? parseIsoDateTime(value) : null;
  if (!date) {
    const got = typeof value === 'string' ? JSON.stringify(value.slice(0, 60)) : typeof value;
    throw badUserInput(`DateTime must be an ISO 8601 date-time with a time zone, such as 2026-05-01T09:00:00Z (got ${got}).`);
  }
  return date;
}

export const DateTimeScalar = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  description: 'An instant as ISO 8601 with a time zone, e.g. `2026-05-01T09:00:00Z` or `2026-05-01T11:00:00+02:00`. Returned in UTC with milliseconds.',
  serialize(value) {
    if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
    if (typeof value === 'string') {
      const date = parseIsoDateTime(value);
      if (date) return date.toISOString();
    }
    throw new TypeError(`DateTime cannot represent ${typeof value === 'string' ? JSON.stringify(value) : typeof value}.`);
  },
  parseValue: parseDateTimeInput,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw badUserInput('DateTime must be given as a string, such as "2026-05-01T09:00:00Z".');
    return parseDateTimeInput(ast.value);
  },
});

export const JSONScalar = new GraphQLScalarType<unknown, unknown>({
  name: 'JSON',
  description: 'Any JSON value. Used only where the upstream does not document a shape; do not rely on its keys.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast: ValueNode, variables) => valueFromASTUntyped(ast, variables ?? undefined),
});

export const scalarResolvers = { DateTime: DateTimeScalar, JSON: JSONScalar };

/** Integer Unix seconds: what `publishOn` must be upstream (an ISO string lands in 1970, spec 4.3). */
export function toUnixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** `YYYY-MM-DDTHH:MM:SS.000Z`, the form `wizardDraftedToPublishOn` wants, at the same second as `toUnixSeconds`. */
export function toUpstreamIso(date: Date): string {
  return new Date(toUnixSeconds(date) * 1000).toISOString();
}

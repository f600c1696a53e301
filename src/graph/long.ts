/**
 * A `Long` from the upstream GraphQL interface as a number. The spec types fields as `Long`
 * (Unix milliseconds, `publishedOn.seconds`, counts) without saying how they travel; 64-bit
 * integers are often serialised as JSON strings, so both forms are read. Anything else is null.
 */
export function longValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^-?\d{1,16}$/.test(value.trim())) return Number(value.trim());
  return null;
}

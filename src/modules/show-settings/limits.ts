import { badUserInput } from '../../errors.js';

/** Limits of 4.20 and section 8, in characters (Unicode code points). */
export const SHOW_LIMITS = {
  name: 100,
  description: 600,
  authorName: 80,
} as const;

export function characterCount(text: string): number {
  return [...text].length;
}

/**
 * Throws BAD_USER_INPUT naming the first field over its limit, before any upstream call.
 * `field` is the GraphQL input path, so a form can show the message next to the field.
 */
export function checkShowLimits(input: { name?: string | null; description?: string | null; authorName?: string | null }): void {
  const checks: Array<[keyof typeof SHOW_LIMITS, string | null | undefined]> = [
    ['name', input.name],
    ['description', input.description],
    ['authorName', input.authorName],
  ];
  for (const [field, value] of checks) {
    if (value == null) continue;
    const count = characterCount(value);
    const limit = SHOW_LIMITS[field];
    if (count > limit) {
      throw badUserInput(`Show ${field} is ${count} characters long; at most ${limit} are allowed.`, `input.${field}`);
    }
  }
  if (input.name != null && input.name.trim() === '') throw badUserInput('Show name must not be empty.', 'input.name');
}

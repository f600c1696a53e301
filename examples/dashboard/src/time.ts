/**
 * Times as the page shows them: always with their zone ("Dec 1, 2026, 9:00 AM EST"), in the
 * browser's own time zone, which the editor names. A `datetime-local` field holds a wall-clock
 * time in that zone; turning it into an instant goes through the browser's own rules, so a time
 * chosen across a daylight-saving change lands on the instant the creator meant.
 */

/** The browser's time zone, e.g. `America/New_York`. */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The zone's short name at `at` (EST in winter, EDT in summer for New York). */
export function zoneAbbreviation(at: Date = new Date()): string {
  return new Intl.DateTimeFormat(undefined, { timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/** Date and time with the zone's short name ("Mar 20, 2027, 9:00 AM EDT"); `dateStyle` cannot be combined with a zone name. */
export function formatDateTime(at: Date): string {
  return at.toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
}

/** A `datetime-local` value (`2026-12-01T09:00`) for an instant, in the browser's zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The instant a `datetime-local` value names in the browser's zone, or null when it names none. */
export function fromLocalInput(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const at = new Date(y, mo - 1, d, h, mi);
  // A wall-clock time the zone skips (the hour clocks spring forward) names no instant.
  if (at.getHours() !== h || at.getMinutes() !== mi) return null;
  return at;
}

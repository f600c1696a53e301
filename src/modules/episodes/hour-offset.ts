/**
 * The `hourOffset` of 4.19 counts hours the other way round from the usual UTC offset:
 * "-9 denotes a zone nine hours ahead of UTC" (like JavaScript's `getTimezoneOffset()`, in
 * hours). Tokyo (UTC+09:00) is therefore -9 and New York in winter (UTC-05:00) is 5.
 */

/** Upstream range: UTC+14 (Kiribati) is -14, UTC-12 is 12. */
export const MIN_HOUR_OFFSET = -14;
export const MAX_HOUR_OFFSET = 12;

/** Minutes east of UTC for `timeZone` at `at`, or null when the zone is unknown. */
export function utcOffsetMinutes(timeZone: string, at: Date): number | null {
  let name: string | undefined;
  try {
    name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
  } catch {
    return null; // RangeError: not an IANA zone
  }
  if (!name) return null;
  if (name === 'GMT') return 0;
  const m = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  if (!m) return null;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === '+' ? minutes : -minutes;
}

/**
 * The upstream `hourOffset` for an IANA zone at an instant (daylight saving applies). The
 * upstream takes whole hours; zones with a half or quarter hour are rounded to the nearest
 * hour, halves toward UTC (Asia/Kolkata, UTC+05:30, gives -5; Asia/Kathmandu, UTC+05:45, -6).
 */
export function hourOffsetForZone(timeZone: string, at: Date = new Date()): number | null {
  const minutes = utcOffsetMinutes(timeZone, at);
  if (minutes === null) return null;
  return toHourOffset(minutes);
}

/** Minutes east of UTC to the upstream's hours-behind convention, rounded half toward UTC. */
export function toHourOffset(minutesEast: number): number {
  const hoursBehind = -minutesEast / 60;
  // Math.round rounds -5.5 to -5 and 3.5 to 4; round halves toward zero on both sides instead.
  const rounded = Math.sign(hoursBehind) * Math.round(Math.abs(hoursBehind) - 1e-9);
  return rounded === 0 ? 0 : rounded;
}

export function isValidHourOffset(value: number): boolean {
  return Number.isInteger(value) && value >= MIN_HOUR_OFFSET && value <= MAX_HOUR_OFFSET;
}

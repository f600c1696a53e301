/**
 * A client-chosen upload job ID (a UUID v4), so the page can subscribe to the job's progress
 * before the bytes go. crypto.randomUUID exists only in secure contexts (https, localhost);
 * getRandomValues everywhere.
 */
export function newJobId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

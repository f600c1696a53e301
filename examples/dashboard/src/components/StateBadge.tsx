import { formatDateTime } from '../time.js';

const WORDS: Record<string, string> = { DRAFT: 'Draft', SCHEDULED: 'Scheduled', PUBLISHED: 'Published' };

/** An episode's state (table 3.1 of the spec): draft, scheduled with its publish time, or published. */
export function StateBadge({ state, publishOn }: { state: string | null | undefined; publishOn?: string | null }) {
  const label = state ?? 'UNKNOWN';
  const title = state === 'SCHEDULED' && publishOn ? `Goes live ${formatDateTime(new Date(publishOn))}` : undefined;
  return (
    <span class={`badge badge-${label.toLowerCase()}`} title={title} data-state={label}>
      {WORDS[label] ?? 'Unknown state'}
    </span>
  );
}

/** When an episode goes live or went live, in the reader's words and time zone (named); null when unknown. */
export function whenText(state: string | null | undefined, publishOn: string | null | undefined): string | null {
  if (!publishOn) return null;
  const at = new Date(publishOn);
  if (Number.isNaN(at.getTime())) return null;
  if (state === 'SCHEDULED') return `goes live ${formatDateTime(at)}`;
  if (state === 'PUBLISHED') return at.toLocaleDateString(undefined, { dateStyle: 'medium' });
  return null;
}

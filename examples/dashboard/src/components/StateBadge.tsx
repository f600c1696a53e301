/** An episode's state (table 3.1 of the spec): draft, scheduled with its publish time, or published. */
export function StateBadge({ state, publishOn }: { state: string | null | undefined; publishOn?: string | null }) {
  const label = state ?? 'UNKNOWN';
  const title = state === 'SCHEDULED' && publishOn ? `Goes live ${new Date(publishOn).toLocaleString()}` : undefined;
  return (
    <span class={`badge badge-${label.toLowerCase()}`} title={title} data-state={label}>
      {label.charAt(0) + label.slice(1).toLowerCase()}
    </span>
  );
}

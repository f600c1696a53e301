/**
 * The host rewrites a description when it stores it (spec 2.3): `<br>` becomes `<br />`, and
 * links gain `rel="ugc noopener noreferrer"` and `target="_blank"`. Comparing a stored text
 * with a posted one therefore needs both normalised the same way.
 */
export function normalizeDescription(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '<br />')
    .replace(/<a\b[^>]*>/gi, (tag) =>
      tag
        .replace(/\s+(?:rel|target)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, '')
        .replace(/\s+>$/, '>'),
    )
    .trim();
}

/** Whether a stored description is the posted one, up to the host's rewriting. */
export function descriptionsMatch(stored: string, posted: string): boolean {
  return normalizeDescription(stored) === normalizeDescription(posted);
}

/**
 * Server-side rewriting of episode descriptions (spec 2.3): `<br>` is stored as `<br />`, and every
 * anchor gains `rel="ugc noopener noreferrer"` and `target="_blank"` (replacing any it carried).
 * Idempotent, so the seeded (already rewritten) descriptions survive a round trip unchanged.
 */
export function rewriteDescription(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '<br />')
    .replace(/<a\b([^>]*)>/gi, (_match, attrs: string) => {
      const kept = attrs
        .replace(/\s+(?:rel|target)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, '')
        .replace(/\s*\/\s*$/, '');
      return `<a${kept} rel="ugc noopener noreferrer" target="_blank">`;
    });
}

/**
 * How a Show or an Episode reaches every gateway resolver: one object holding the keys known
 * so far, whichever side made it.
 * - A gateway field makes it from REST (`{ stationId, metadata }`, `{ id, overview }`, with
 *   `uri` when known); stitching merges the upstream fields the client asked for into that same
 *   object (merged types, stitching/merged.ts).
 * - An upstream field makes it from the upstream's answer, which always carries `uri` (every
 *   gateway field on these types asks for it) and the draft fields (graph/drafts.ts).
 * Resolvers read keys through these functions and never ask which side made the object.
 */
export type Ref = Readonly<Record<string, unknown>>;

export function refOf(parent: unknown): Ref {
  return parent && typeof parent === 'object' ? (parent as Ref) : {};
}

/** The upstream `uri` of a Show or Episode, when it has one already. */
export function uriOf(parent: unknown): string | undefined {
  const uri = refOf(parent).uri;
  return typeof uri === 'string' ? uri : undefined;
}

/** A numeric REST key (`stationId`, `id`) of a Show or Episode, when present. */
export function refNumber(parent: unknown, key: 'stationId' | 'id'): number | undefined {
  const value = refOf(parent)[key];
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

import { isExternalObject } from '@graphql-tools/delegate';

/**
 * A merged object (Show, Episode) reaches gateway resolvers in one of two shapes:
 * - an upstream result (stitching's "external object", keyed by response keys), which always
 *   carries `uri` because every gateway field on these types asks for it (`selectionSet`);
 * - a local ref made by a REST-backed resolver: a plain object with its REST key
 *   (`stationId` for Show, `id` for Episode), maybe `uri`, and whatever REST data it holds.
 * When the gateway completes a local ref with upstream fields, the upstream result carries the
 * ref under this symbol so REST resolvers still find their key without converting it again.
 */
export const LOCAL_REF = Symbol.for('podcast-gateway.localRef');

export type LocalRef = Record<string, unknown>;

export function localRefOf(parent: unknown): LocalRef | undefined {
  if (!parent || typeof parent !== 'object') return undefined;
  const attached = (parent as Record<symbol, unknown>)[LOCAL_REF] as LocalRef | undefined;
  if (attached) return attached;
  return isExternalObject(parent) ? undefined : (parent as LocalRef);
}

/** The upstream `uri` of a merged object, when it has one already. */
export function uriOf(parent: unknown): string | undefined {
  if (!parent || typeof parent !== 'object') return undefined;
  if (isExternalObject(parent)) {
    const uri = (parent as Record<string, unknown>).uri;
    if (typeof uri === 'string') return uri;
  }
  const ref = localRefOf(parent);
  return typeof ref?.uri === 'string' ? ref.uri : undefined;
}

/** A numeric key (`stationId`, `id`) of a local ref, when present. */
export function refNumber(parent: unknown, key: string): number | undefined {
  const value = localRefOf(parent)?.[key];
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

export { isExternalObject };

import type { GatewayContext } from '../../context.js';
import { badUserInput } from '../../errors.js';
import { checkedStationId, requireUri } from '../ids/index.js';

/**
 * A show named by `stationId` or `uri` for a write or a create: a URI is converted with the
 * caller's own token (4.12, once per request) even when the ID directory knows it, so a refusal
 * reads the same whoever taught the directory the pair.
 */
export async function stationIdArg(
  ctx: GatewayContext,
  stationId: number | null | undefined,
  uri: string | null | undefined,
  names: { stationId: string; uri: string } = { stationId: 'stationId', uri: 'uri' },
): Promise<number> {
  if ((stationId == null) === (uri == null)) throw badUserInput(`Give exactly one of \`${names.stationId}\` and \`${names.uri}\`.`);
  if (stationId != null) {
    if (stationId <= 0) throw badUserInput(`\`${names.stationId}\` must be a positive station ID.`, names.stationId);
    return stationId;
  }
  requireUri('show', uri!, names.uri);
  return checkedStationId(ctx, uri!);
}

/** A positive integer ID argument (user or station), checked before any upstream call. */
export function positiveId(value: number, name: string): number {
  if (!Number.isInteger(value) || value <= 0) throw badUserInput(`\`${name}\` must be a positive ID.`, name);
  return value;
}

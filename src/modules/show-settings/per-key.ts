import type DataLoader from 'dataloader';
import type { GatewayContext } from '../../context.js';
import { defineLoader } from '../../loaders.js';
import type { RestCaller } from '../../rest/types.js';

/**
 * A per-request loader over a single-resource REST read, so a resource asked for several
 * times in one request (aliases, fragments, repeated objects) costs one call, and different
 * resources of one tick are fetched in parallel.
 */
export function perKeyLoader<K extends number | string, V>(
  name: string,
  fetch: (rest: RestCaller, key: K) => Promise<V>,
): (ctx: GatewayContext) => DataLoader<K, V> {
  return defineLoader<GatewayContext, K, V>(name, (ctx, keys) =>
    Promise.all(keys.map((key) => fetch(ctx.rest, key).catch((error: Error) => error))),
  );
}

import type { GatewayContext } from '../../context.js';
import { badUserInput } from '../../errors.js';
import { checkedEpisodeId, requireUri } from '../ids/index.js';

/**
 * An episode named by `id` or `uri` for a write: a URI is converted with the caller's own token
 * (4.1, once per request) even when the ID directory knows it, so a refused write reads the same
 * whoever taught the directory the pair.
 */
export async function episodeIdArg(ctx: GatewayContext, id: number | null | undefined, uri: string | null | undefined): Promise<number> {
  if ((id == null) === (uri == null)) throw badUserInput('Give exactly one of `id` and `uri`.');
  if (id != null) {
    if (id <= 0) throw badUserInput('`id` must be a positive episode ID.', 'id');
    return id;
  }
  requireUri('episode', uri!, 'uri');
  return checkedEpisodeId(ctx, uri!);
}

import type { GatewayContext } from '../../context.js';
import { badUserInput } from '../../errors.js';
import { episodeIdLoader, requireUri } from '../ids/index.js';

/** An episode named by `id` or `uri` (one 4.1 conversion per request for a URI). */
export async function episodeIdArg(ctx: GatewayContext, id: number | null | undefined, uri: string | null | undefined): Promise<number> {
  if ((id == null) === (uri == null)) throw badUserInput('Give exactly one of `id` and `uri`.');
  if (id != null) {
    if (id <= 0) throw badUserInput('`id` must be a positive episode ID.', 'id');
    return id;
  }
  requireUri('episode', uri!, 'uri');
  return episodeIdLoader(ctx).load(uri!);
}

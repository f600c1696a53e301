import { parse } from 'graphql';
import { defineLoader, type HasLoaders } from '../loaders.js';
import { queryUpstream, valueOrError, type GraphCaller } from './runtime.js';

const CALLER_SHOWS = parse('query GatewayCallerShows { showsForUser { shows { uri } } }');

/** The URIs of the caller's shows (`showsForUser`, document 2, 2.3), once per request. */
const callerShowsLoader = defineLoader<GraphCaller & HasLoaders, 'me', string[]>('graph.callerShows', async (ctx, keys) => {
  try {
    const result = await queryUpstream(ctx, CALLER_SHOWS);
    const shows = valueOrError<{ shows?: Array<{ uri?: unknown }> | null }>(result, 'showsForUser')?.shows ?? [];
    const uris = shows.map((s) => s?.uri).filter((u): u is string => typeof u === 'string');
    return keys.map(() => uris);
  } catch (error) {
    return keys.map(() => error as Error);
  }
});

export function callerShowUris(ctx: GraphCaller & HasLoaders): Promise<string[]> {
  return callerShowsLoader(ctx).load('me');
}

import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { badUserInput, ErrorCode, UpstreamError } from '../../errors.js';
import { withEpisodeUri } from '../ids/index.js';
import { callerUserId, graphEpisodeLoader } from './drafts.js';
import { episodeOverviewLoader } from './endpoints.js';
import type { EpisodeOverview } from './mappers.js';

/** An episode's current values and where they came from. */
export interface CurrentEpisode {
  overview: EpisodeOverview;
  /** `rest`: the overview (4.2); `graph`: a draft read from the GraphQL interface. */
  source: 'rest' | 'graph';
}

function isForbidden(error: unknown): boolean {
  const code = error instanceof UpstreamError ? error.code : (error as { extensions?: { code?: unknown } })?.extensions?.code;
  return code === ErrorCode.FORBIDDEN;
}

function isNotFound(error: unknown): boolean {
  const code = error instanceof UpstreamError ? error.code : (error as { extensions?: { code?: unknown } })?.extensions?.code;
  return code === ErrorCode.NOT_FOUND;
}

/**
 * The current values of an episode: the REST overview, or, when REST answers 403 (a draft,
 * 4.2), the GraphQL interface's draft data. When the GraphQL side does not know the episode
 * among the caller's shows either, the REST refusal stands (another account's episode).
 * Both reads are per-request loaders, so many fields asking cost one read.
 */
export async function readEpisode(ctx: GatewayContext, id: number, info?: GraphQLResolveInfo): Promise<CurrentEpisode> {
  try {
    return { overview: await episodeOverviewLoader(ctx).load(id), source: 'rest' };
  } catch (error) {
    if (!isForbidden(error)) throw error;
    let overview: EpisodeOverview;
    try {
      // The URI first, told that REST refused the ID: the search then looks among drafts only.
      // A refusal of a URI the ID directory gave is answered by the caller's own search.
      overview = await withEpisodeUri(ctx, { id, refused: true }, () => graphEpisodeLoader(ctx).load(id));
    } catch (draftError) {
      if (isNotFound(draftError)) throw error;
      throw draftError;
    }
    // The GraphQL side shows it published or scheduled: REST's 403 was not the draft one (4.2),
    // so the refusal stands rather than an update built on a guess.
    if (overview.isPublished || overview.publishOn) throw error;
    return { overview, source: 'graph' };
  }
}

/**
 * `readEpisode` for a write: the update (4.3) must re-send the account's `userId`, which the
 * overview carries only when the host includes it (2.2: "may omit fields"). When it is
 * missing, the caller's user ID comes from their shows instead (GraphQL show list, then 4.12),
 * rather than refusing an update that can be made safely.
 */
export async function readEpisodeForUpdate(ctx: GatewayContext, id: number, info: GraphQLResolveInfo): Promise<CurrentEpisode> {
  const current = await readEpisode(ctx, id, info);
  if (current.overview.userId !== null) return current;
  const userId = await callerUserId(ctx).catch(() => null);
  return userId === null ? current : { ...current, overview: { ...current.overview, userId } };
}

/** Drops what this request read about an episode, so the next read sees a write. */
export function forgetEpisode(ctx: GatewayContext, id: number): void {
  episodeOverviewLoader(ctx).clear(id);
  graphEpisodeLoader(ctx).clear(id);
}

/** Input fields of an update and the overview field each one replaces. */
const REPLACED_BY: Array<[input: string, field: keyof EpisodeOverview]> = [
  ['title', 'title'],
  ['description', 'description'],
  ['episodeType', 'episodeType'],
  ['isExplicit', 'isExplicit'],
];

/**
 * A draft read from the GraphQL side may lack a value the update must re-send (the upstream
 * schema has no such field). Rather than guess and overwrite it, ask the caller for it:
 * through `input.<field>` of updateEpisode, which `via` names when another mutation asks.
 */
export function requireForDraft(current: CurrentEpisode, input: Record<string, unknown>, episodeId: number, via?: string): void {
  if (current.source !== 'graph') return;
  for (const [name, field] of REPLACED_BY) {
    if (current.overview[field] === null && input[name] === undefined) {
      const how = via ? `set it with updateEpisode(input.${name}) before ${via}` : `give input.${name} so it is not overwritten`;
      throw badUserInput(`Episode ${episodeId} is a draft and its current ${name} is not available from the host; ${how}.`, `input.${name}`);
    }
  }
}

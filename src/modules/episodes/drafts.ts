import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { defineLoader } from '../../loaders.js';
import { forgetDraft, readDraft, type UpstreamDraft } from '../../graph/drafts.js';
import { longValue } from '../../graph/long.js';
import { callerShowUris } from '../../graph/shows.js';
import { episodeUriLoader, episodeUriOf, legacyIdsLoader, withEpisodeUri } from '../ids/index.js';
import { noteDraftRead } from './known-drafts.js';
import { toEpisodeType, type EpisodeOverview } from './mappers.js';

/**
 * Draft episodes in the REST overview's shape, so reads and the update path treat both alike.
 * The values come from the one draft reader (graph/drafts.ts); a field the upstream lacks stays
 * null, and the update then asks the caller for it (see `requireForDraft`).
 */

/** A GraphQL-side episode in the REST overview's shape (table 3.1 read back into its two fields). */
export function toDraftOverview(raw: UpstreamDraft, userId: number | null, now: Date = new Date()): EpisodeOverview {
  const seconds = longValue(raw.publishedOn?.seconds);
  const publishedAt = seconds !== null && seconds > 0 ? new Date(seconds * 1000) : null;
  // The REST side refused it, so it is a draft unless the GraphQL side clearly says otherwise.
  // `isDraft` is not in the spec; without it, the refusal alone decides.
  const notDraft = raw.isDraft === false && publishedAt !== null;
  return {
    title: typeof raw.title === 'string' ? raw.title : null,
    description: typeof raw.description === 'string' ? raw.description : null,
    isPublished: notDraft && publishedAt!.getTime() <= now.getTime(),
    publishOn: notDraft ? publishedAt : null,
    userId,
    episodeType: toEpisodeType(raw.episodeType),
    isExplicit: typeof raw.isExplicit === 'boolean' ? raw.isExplicit : null,
  };
}

/** True for the error the REST overview gives a draft (also another account's episode). */
export function isRefusedByRest(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === ErrorCode.FORBIDDEN;
}

/**
 * The overview of an episode REST refused, read from the GraphQL interface by its URI (one
 * more upstream read, shared by every draft of the tick). Rejects with
 * `refusal` (the REST error) when the GraphQL interface cannot show it either, so another
 * account's episode stays FORBIDDEN.
 */
export async function draftOverview(parent: { id?: number; uri?: string }, ctx: GatewayContext, info: GraphQLResolveInfo, refusal: unknown): Promise<EpisodeOverview> {
  let raw: UpstreamDraft | null;
  try {
    // A URI the ID directory gave that does not lead to the caller's draft: the caller's own
    // search answers, as it would have without the directory (its `askBy`, if it gives one).
    raw = parent.uri
      ? await readDraft(ctx, parent.uri)
      : parent.id !== undefined
        ? await withEpisodeUri(ctx, { id: parent.id, refused: true }, async (uri) => (await readDraft(ctx, uri)) ?? Promise.reject(refusal))
        : await readDraft(ctx, await episodeUriOf(parent, ctx, info, { refused: true }));
  } catch (error) {
    // The ID search's own refusal, which tells the caller to ask by `uri` when it could not decide.
    if ((error as { extensions?: { askBy?: unknown } } | null)?.extensions?.askBy) throw error;
    raw = null;
  }
  // Shown by the GraphQL side, but not as a draft: REST's 403 was not the draft one (4.2), so it stands.
  if (!raw || raw.isDraft === false) throw refusal;
  // The upstream's list will never show it: noted for the account's known-drafts list.
  if (parent.id !== undefined) await noteDraftRead(ctx, parent.id, raw.showUri);
  return toDraftOverview(raw, null);
}

/** The caller's user ID when the upstream Episode has no `showUri`: any of their shows tells it (4.12). */
const callerUserIdLoader = defineLoader<GatewayContext, 'me', number | null>('episodes.callerUserId', async (ctx, keys) => {
  try {
    const [uri] = await callerShowUris(ctx);
    const userId = uri ? (await legacyIdsLoader(ctx).load(uri)).userId : null;
    return keys.map(() => userId);
  } catch (error) {
    return keys.map(() => error as Error);
  }
});

/** The caller's account user ID, once per request. */
export function callerUserId(ctx: GatewayContext): Promise<number | null> {
  return callerUserIdLoader(ctx).load('me');
}

/** A draft by numeric ID with the account's user ID, which an update must re-send (2.3). */
async function readDraftForUpdate(ctx: GatewayContext, id: number): Promise<EpisodeOverview> {
  // Callers that know what the overview said load the URI first with that hint (readEpisode,
  // the sponsored write): this load then shares their answer.
  const uri = await episodeUriLoader(ctx).load(id);
  // Read afresh: this path runs again right after a write (forgetEpisode), and must see it.
  forgetDraft(ctx, uri);
  const raw = await readDraft(ctx, uri);
  if (!raw) throw gatewayError(ErrorCode.NOT_FOUND, `Episode ${id} does not exist.`);
  const showUri = typeof raw.showUri === 'string' ? raw.showUri : null;
  const userId = showUri ? (await legacyIdsLoader(ctx).load(showUri)).userId : await callerUserId(ctx);
  return toDraftOverview(raw, userId);
}

/**
 * The publish time the GraphQL side shows for an episode (a published one's, which the REST
 * overview does not carry, 2.2), or null. No user ID is looked up: a reader of the time alone
 * needs none, and finding it costs a round trip (4.12).
 */
export async function graphPublishTime(ctx: GatewayContext, uri: string): Promise<Date | null> {
  const raw = await readDraft(ctx, uri);
  return raw ? toDraftOverview(raw, null).publishOn : null;
}

/** Draft values by numeric episode ID, with the user ID, once per request (the update path). */
export const graphEpisodeLoader = defineLoader<GatewayContext, number, EpisodeOverview>('episodes.graphSide', (ctx, ids) =>
  Promise.all(ids.map((id) => readDraftForUpdate(ctx, id).catch((error: Error) => error))),
);

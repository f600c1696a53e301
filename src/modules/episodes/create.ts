import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError, toGraphQLError, UpstreamError } from '../../errors.js';
import type { CreateEpisodeInput, MutationResolvers } from '../../generated/resolvers.js';
import { learnEpisodeStation, legacyIdsLoader, showUriOf } from '../ids/index.js';
import { stationIdArg } from '../show-settings/args.js';
import { forgetEpisode } from './current.js';
import { createUpdateBody, hasMetadata, resolveHourOffset, validateCreateInput } from './create-input.js';
import { descriptionsMatch } from './description.js';
import { episodeOverviewLoader, postEpisodeUpdate, type EpisodeUpdateBody, type EpisodeUpdateResult } from './endpoints.js';
import { fingerprintOf, idempotencyStoreKey, runIdempotent } from './idempotency.js';
import { noteUnpublished } from './known-drafts.js';
import { postCreateEpisode } from './lifecycle-endpoints.js';
import { rememberShareUrl } from './share-links.js';
import { toEpisodeType, type EpisodeOverview } from './mappers.js';
import type { EpisodeParent } from '../refs.js';

/** What the idempotency record keeps: enough to answer a replay like the first call. */
interface CreatedRecord {
  episodeId: number;
  stationId: number;
  hourOffset: number;
  descriptionMatches?: boolean | null;
  shareUrl?: string | null;
}

interface CreatePayload {
  episode: EpisodeParent;
  created: boolean;
  stationId: number;
  hourOffset: number;
  descriptionMatches: boolean | null;
  shareUrl: string | null;
}

/** The account's user ID, which 4.3 requires: the show's owner (4.15 for its URI, then 4.12). */
async function userIdForStation(ctx: GatewayContext, stationId: number): Promise<number> {
  const ids = await legacyIdsLoader(ctx).load(await showUriOf({ stationId }, ctx));
  if (ids.userId === null) throw gatewayError(ErrorCode.UPSTREAM_ERROR, 'The REST API did not report the show owner\'s user ID (4.12).');
  return ids.userId;
}

/** The create succeeded and a later step failed: say what exists, keep the failure's code. */
function afterCreateFailure(error: unknown, episodeId: number, idempotent: boolean): GraphQLError {
  const mapped = toGraphQLError(error);
  const retry = idempotent ? 'Retry with the same idempotencyKey to finish it' : `Finish it with updateEpisode(id: ${episodeId})`;
  return new GraphQLError(`Episode ${episodeId} was created, but setting its metadata failed: ${mapped.message} ${retry}.`, {
    extensions: { ...mapped.extensions, createdEpisodeId: episodeId },
    originalError: error instanceof UpstreamError ? error : undefined,
  });
}

/** What the host now stores, as far as this call knows it, for a new draft REST will not show. */
function postedOverview(body: EpisodeUpdateBody | null, result: EpisodeUpdateResult | null): EpisodeOverview {
  return {
    title: typeof result?.title === 'string' ? result.title : (body?.title ?? ''),
    description: typeof result?.description === 'string' ? result.description : (body?.description ?? ''),
    isPublished: body?.isPublished ?? false,
    publishOn: body?.publishOn ? new Date(body.publishOn * 1000) : null,
    userId: body?.userId ?? null,
    episodeType: body ? toEpisodeType(body.episodeType) : null,
    isExplicit: body?.podcastEpisodeIsExplicit ?? null,
  };
}

/**
 * Steps after the create: the metadata update (4.3) when asked, then the read-back. A draft
 * cannot be read back through REST (4.2); its values are then those just written.
 */
async function finish(
  ctx: GatewayContext,
  input: CreateEpisodeInput,
  created: CreatedRecord,
  how: { replay: boolean; resume: boolean },
  idempotent: boolean,
): Promise<CreatePayload> {
  const { episodeId } = created;
  const base = { created: !how.replay, stationId: created.stationId, hourOffset: created.hourOffset };
  if (how.replay && !how.resume) {
    // Read again with this caller's token before answering (idempotency.ts): a refusal other
    // than a draft's 403 (4.2) is the answer; the fields then read the episode as it is now.
    // Its show is known (4.19 said it), which finds its URI; its title may have changed since.
    let episode: EpisodeParent = { id: episodeId, created: { stationId: created.stationId, title: null } };
    try {
      episode = { ...episode, overview: await episodeOverviewLoader(ctx).load(episodeId) };
    } catch (error) {
      if (!(error instanceof UpstreamError && error.code === ErrorCode.FORBIDDEN)) throw toGraphQLError(error);
    }
    return { ...base, episode, descriptionMatches: created.descriptionMatches ?? null, shareUrl: created.shareUrl ?? null };
  }
  let body: EpisodeUpdateBody | null = null;
  let result: EpisodeUpdateResult | null = null;
  if (hasMetadata(input)) {
    try {
      body = createUpdateBody(input, await userIdForStation(ctx, created.stationId));
      result = await postEpisodeUpdate(ctx.rest, episodeId, body);
    } catch (error) {
      throw afterCreateFailure(error, episodeId, idempotent);
    }
  }
  forgetEpisode(ctx, episodeId);
  let episode: EpisodeParent = { id: episodeId };
  try {
    const overview = await episodeOverviewLoader(ctx).load(episodeId);
    episode = { id: episodeId, overview, created: { stationId: created.stationId, title: overview.title, refused: false } };
  } catch (error) {
    // 403: a draft (4.2). Anything else: the episode exists; its fields will say what fails.
    if (error instanceof UpstreamError && error.code === ErrorCode.FORBIDDEN) {
      const overview = postedOverview(body, result);
      episode = { id: episodeId, overview, created: { stationId: created.stationId, title: overview.title, refused: true } };
    }
  }
  const stored = typeof result?.description === 'string' ? result.description : (episode.overview?.description ?? null);
  await rememberShareUrl(ctx, episodeId, typeof result?.shareUrl === 'string' ? result.shareUrl : null);
  return {
    ...base,
    episode,
    descriptionMatches: input.description != null && stored !== null ? descriptionsMatch(stored, input.description) : null,
    shareUrl: typeof result?.shareUrl === 'string' ? result.shareUrl : null,
  };
}

export const createEpisode: MutationResolvers['createEpisode'] = async (_root, { input, idempotencyKey }, ctx) => {
  validateCreateInput(input, idempotencyKey);
  const stationId = await stationIdArg(ctx, input.stationId, input.showUri, { stationId: 'input.stationId', uri: 'input.showUri' });
  const hourOffset = resolveHourOffset(input);
  // The metadata update needs the show owner's user ID (4.3, 4.12): read beside the create, not
  // after it (a round trip less; the create's failure leaves one read made for nothing).
  if (hasMetadata(input)) userIdForStation(ctx, stationId).catch(() => undefined);
  const create = async (): Promise<CreatedRecord> => {
    const created = await postCreateEpisode(ctx.rest, stationId, hourOffset);
    // 4.19 answers the numeric ID only; the show it is in lets the ID directory find its URI
    // with one list request and one conversion when a warm directory knows the show's others.
    await learnEpisodeStation(ctx, created.episodeId, created.stationId);
    // A new episode is a draft, which the upstream's list never shows (known-drafts.ts).
    await noteUnpublished(ctx, created.stationId, created.episodeId);
    return { ...created, hourOffset };
  };

  if (idempotencyKey == null) return finish(ctx, input, await create(), { replay: false, resume: false }, false);

  const { stationId: _s, showUri: _u, ...rest } = input;
  const { result } = await runIdempotent<CreatedRecord, CreatePayload>({
    store: ctx.store,
    // Scoped to the show and to the caller's token: a replay never answers another caller.
    key: idempotencyStoreKey('createEpisode', stationId, ctx.token, idempotencyKey),
    fingerprint: fingerprintOf({ stationId, ...rest }),
    // A duplicate waits for the first call's create, update and read-back.
    waitMs: ctx.config.upstreamTimeoutMs * 4,
    create,
    finish: (created, how) => finish(ctx, input, created, how, true),
    remember: (created, payload) => ({ ...created, descriptionMatches: payload.descriptionMatches, shareUrl: payload.shareUrl }),
  });
  return result;
};

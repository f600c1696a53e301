import { GraphQLError } from 'graphql';
import type { Account, CommentRecord, EpisodeRecord, ShowRecord, Store } from '../data/model.js';
import type { SandboxBehaviour } from '../http.js';

/** What every resolver of the GraphQL simulator receives. */
export interface GraphContext {
  account: Account;
  store: Store;
  /** Unix milliseconds; the handler context's clock, so tests can move time. */
  now(): number;
  /** The slow parts' knobs (insights take time to generate). */
  behaviour: Pick<SandboxBehaviour, 'insightStates' | 'insightStepMs' | 'insightStepOnRead'>;
}

/**
 * A field error shaped like the upstream's: a plain message plus `extensions.code` where a
 * code is natural. Messages never mention internals.
 */
export function graphError(code: string, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export const badInput = (message: string): GraphQLError => graphError('BAD_USER_INPUT', message);
export const permissionDenied = (): GraphQLError => graphError('FORBIDDEN', 'Permission denied');
export const notFound = (what: string): GraphQLError => graphError('NOT_FOUND', `${what} not found`);

// ---- URIs (spec 2.2) ----

const URI_RE = /^platform:(show|episode|comment):([A-Za-z0-9_-]+)$/;
type UriKind = 'show' | 'episode' | 'comment';

/** The ID part of `platform:<kind>:<id>`; a malformed URI is the caller's mistake. */
export function parseUri(kind: UriKind, uri: unknown): string {
  const m = typeof uri === 'string' ? URI_RE.exec(uri) : null;
  if (!m || m[1] !== kind) throw badInput(`Invalid ${kind} URI: expected platform:${kind}:<id>`);
  return m[2];
}

export const showUri = (show: ShowRecord): string => `platform:show:${show.platformShowId}`;
export const episodeUri = (episode: EpisodeRecord): string => `platform:episode:${episode.platformEpisodeId}`;
export const commentUri = (comment: CommentRecord): string => `platform:comment:${comment.commentId}`;

// ---- lookups with ownership ----

export function findShowByPlatformId(store: Store, platformShowId: string): ShowRecord | undefined {
  for (const show of store.shows.values()) if (show.platformShowId === platformShowId) return show;
  return undefined;
}

export function findEpisodeByPlatformId(store: Store, platformEpisodeId: string): EpisodeRecord | undefined {
  for (const episode of store.episodes.values()) if (episode.platformEpisodeId === platformEpisodeId) return episode;
  return undefined;
}

function assertOwner(ctx: GraphContext, show: ShowRecord | undefined): void {
  if (!show || show.userId !== ctx.account.userId) throw permissionDenied();
}

/** Show of a URI: `null` when unknown, an error when it belongs to another account. */
export function showForUri(ctx: GraphContext, uri: unknown): ShowRecord | null {
  const show = findShowByPlatformId(ctx.store, parseUri('show', uri));
  if (!show) return null;
  assertOwner(ctx, show);
  return show;
}

/** Episode of a URI: `null` when unknown, an error when it belongs to another account. */
export function episodeForUri(ctx: GraphContext, uri: unknown): EpisodeRecord | null {
  const episode = findEpisodeByPlatformId(ctx.store, parseUri('episode', uri));
  if (!episode) return null;
  assertOwner(ctx, ctx.store.shows.get(episode.stationId));
  return episode;
}

/** Like `showForUri`/`episodeForUri`, for mutations: an unknown target is an error. */
export function requireShow(ctx: GraphContext, uri: unknown): ShowRecord {
  const show = showForUri(ctx, uri);
  if (!show) throw notFound('Show');
  return show;
}

export function requireEpisode(ctx: GraphContext, uri: unknown): EpisodeRecord {
  const episode = episodeForUri(ctx, uri);
  if (!episode) throw notFound('Episode');
  return episode;
}

export function requireComment(ctx: GraphContext, uri: unknown): CommentRecord {
  const comment = ctx.store.comments.get(parseUri('comment', uri));
  if (!comment) throw notFound('Comment');
  const episode = ctx.store.episodes.get(comment.episodeId);
  assertOwner(ctx, episode && ctx.store.shows.get(episode.stationId));
  return comment;
}

export function showOfEpisode(store: Store, episode: EpisodeRecord): ShowRecord {
  const show = store.shows.get(episode.stationId);
  if (!show) throw graphError('INTERNAL', 'Internal error');
  return show;
}

export function episodesOfShow(store: Store, show: ShowRecord): EpisodeRecord[] {
  return [...store.episodes.values()].filter((e) => e.stationId === show.stationId);
}

// ---- episode state (REST spec 3.1, with 3.2's "stored as isPublished true, scheduled") ----

export type EpisodeState = 'draft' | 'scheduled' | 'published';

export function episodeState(episode: EpisodeRecord, nowMs: number): EpisodeState {
  if (episode.isPublished) {
    return episode.publishOn !== null && episode.publishOn * 1000 > nowMs ? 'scheduled' : 'published';
  }
  return episode.publishOn === null ? 'draft' : 'scheduled';
}

/** Unix seconds of the (planned) publication; null for drafts. */
export function publishedOnSeconds(episode: EpisodeRecord, nowMs: number): number | null {
  if (episodeState(episode, nowMs) === 'draft') return null;
  return episode.publishOn ?? episode.createdAt;
}

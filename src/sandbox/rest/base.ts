import type { Account, EpisodeRecord, ShowRecord } from '../data/model.js';
import type { SandboxHandlerContext, SandboxRequest, SandboxResponse } from '../http.js';
import type { Signer } from '../storage/signing.js';

/** What every REST endpoint function receives: the request, the caller and the world. */
export interface RestContext extends SandboxHandlerContext {
  signer: Signer;
}

export interface RestCall {
  req: SandboxRequest;
  account: Account;
  viaConnector: boolean;
  params: Record<string, string>;
  ctx: RestContext;
  /** Spec violations noticed while answering; they land in the request log. */
  problems: string[];
}

export type RestHandle = (call: RestCall) => SandboxResponse | Promise<SandboxResponse>;

/** Thrown by endpoint code; the dispatcher turns it into a small JSON error body. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new RestError(400, 'bad_request', message);
export const forbidden = (message = 'You do not have access to this resource') => new RestError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new RestError(404, 'not_found', message);

export function ok(body: unknown): SandboxResponse {
  return { status: 200, body };
}

/** Parses a numeric path parameter; anything else is an unknown ID (404). */
export function intParam(call: RestCall, name: string): number {
  const raw = call.params[name];
  if (!/^\d{1,15}$/.test(raw ?? '')) throw notFound(`Unknown ${name}`);
  return Number(raw);
}

export function showOf(call: RestCall, stationId: number): ShowRecord {
  const show = call.ctx.store.shows.get(stationId);
  if (!show) throw notFound('Unknown station');
  if (show.userId !== call.account.userId) throw forbidden();
  return show;
}

export function ownedShow(call: RestCall, param = 'stationId'): ShowRecord {
  return showOf(call, intParam(call, param));
}

export function episodeOf(call: RestCall, episodeId: number): EpisodeRecord {
  const episode = call.ctx.store.episodes.get(episodeId);
  if (!episode) throw notFound('Unknown episode');
  const show = call.ctx.store.shows.get(episode.stationId);
  if (!show || show.userId !== call.account.userId) throw forbidden();
  return episode;
}

export function ownedEpisode(call: RestCall, param = 'episodeId'): EpisodeRecord {
  return episodeOf(call, intParam(call, param));
}

/** The body as an object; anything else (array, string, absent when required) is a 400. */
export function bodyObject(call: RestCall, { optional = false } = {}): Record<string, unknown> {
  const body = call.req.body;
  if (body === undefined && optional) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('Request body must be a JSON object');
  return body as Record<string, unknown>;
}

export const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

export function nowSeconds(call: RestCall): number {
  return Math.floor(call.ctx.now() / 1000);
}

export function toIso(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}

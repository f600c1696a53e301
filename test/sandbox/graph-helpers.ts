import { request } from 'undici';
import type { CommentRecord, EpisodeRecord, ShowRecord } from '../../src/sandbox/data/model.js';
import type { Sandbox } from '../../src/sandbox/index.js';

/** A fixed clock: the seeded world and every analytics window hang off it. */
export const FIXED_NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
export const TODAY = '2026-11-22';

export interface GraphResult {
  status: number;
  body: any;
}

/** One POST to `{graph_url}/v2/graph-pq`, as the official client sends it (spec 2.1). */
export async function graph(
  sandbox: Sandbox,
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string | null; operationName?: string } = {},
): Promise<GraphResult> {
  const token = options.token === undefined ? sandbox.token : options.token;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  const res = await request(`${sandbox.graphUrl}/v2/graph-pq`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ operationName: options.operationName ?? null, variables, query }),
  });
  const text = await res.body.text();
  return { status: res.statusCode, body: text ? JSON.parse(text) : undefined };
}

/** Like `graph`, but fails loudly on any GraphQL error and returns `data`. */
export async function data(sandbox: Sandbox, query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const res = await graph(sandbox, query, variables);
  if (res.status !== 200 || res.body.errors) throw new Error(`GraphQL failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export const showUriOf = (show: ShowRecord) => `platform:show:${show.platformShowId}`;
export const episodeUriOf = (episode: EpisodeRecord) => `platform:episode:${episode.platformEpisodeId}`;
export const commentUriOf = (comment: CommentRecord) => `platform:comment:${comment.commentId}`;

export function showOf(sandbox: Sandbox, stationId = 5001): ShowRecord {
  const show = sandbox.store.shows.get(stationId);
  if (!show) throw new Error(`no show ${stationId}`);
  return show;
}

/** Seeded episodes of one show by state (fixed clock: scheduled ones are in the future). */
export function episodesOf(sandbox: Sandbox, stationId = 5001) {
  const episodes = [...sandbox.store.episodes.values()].filter((e) => e.stationId === stationId);
  return {
    all: episodes,
    published: episodes.filter((e) => e.isPublished && (e.publishOn ?? 0) * 1000 <= FIXED_NOW),
    scheduled: episodes.filter((e) => e.publishOn !== null && e.publishOn * 1000 > FIXED_NOW),
    drafts: episodes.filter((e) => !e.isPublished && e.publishOn === null),
  };
}

/** The first error's `extensions.code`, for terse assertions. */
export const codeOf = (body: any): unknown => body?.errors?.[0]?.extensions?.code;

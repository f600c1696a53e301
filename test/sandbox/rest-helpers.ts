import { request } from 'undici';
import type { Sandbox } from '../../src/sandbox/index.js';

export const APP_ORIGIN = 'https://creators.example.test';

export interface CallOptions {
  /** Bearer token; `null` sends none. @default sandbox.token */
  token?: string | null;
  body?: unknown;
  query?: Record<string, string | string[]>;
  /** Leave out `isMumsCompatible=true`. */
  noMums?: boolean;
  /** Leave out Origin and Referer on POST/PUT. */
  noOrigin?: boolean;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  body: any;
  headers: Record<string, string | string[] | undefined>;
}

/** One REST call the way section 4.0 says a client sends it, with switches to break each rule. */
export async function rest(sandbox: Sandbox, method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
  const url = new URL(path, sandbox.restUrl);
  if (!options.noMums) url.searchParams.set('isMumsCompatible', 'true');
  for (const [key, value] of Object.entries(options.query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(key, v);
  }
  const token = options.token === undefined ? sandbox.token : options.token;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  const writes = method === 'POST' || method === 'PUT';
  if (writes) {
    headers['content-type'] = 'application/json';
    if (!options.noOrigin) {
      headers.origin = APP_ORIGIN;
      headers.referer = `${APP_ORIGIN}/`;
    }
  }
  const res = await request(url, {
    method: method as 'GET',
    headers,
    body: writes && options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await res.body.text();
  return { status: res.statusCode, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

/** Seeded episodes of the creator's first show by state. */
export function seeded(sandbox: Sandbox, stationId = 5001) {
  const episodes = [...sandbox.store.episodes.values()].filter((e) => e.stationId === stationId);
  return {
    published: episodes.filter((e) => e.isPublished),
    scheduled: episodes.filter((e) => !e.isPublished && e.publishOn !== null),
    drafts: episodes.filter((e) => !e.isPublished && e.publishOn === null),
  };
}

/** The other account's first episode (ownership checks). */
export function foreignEpisode(sandbox: Sandbox) {
  return [...sandbox.store.episodes.values()].find((e) => e.stationId === 5101)!;
}

import { meros } from 'meros/browser';
import { readEventStream } from './sse.js';

/**
 * Incremental delivery (`@defer`, `@stream`): reads the parts of a `multipart/mixed` answer
 * (with `meros`, the parser Relay's and urql's transports use) or of an event stream, and merges
 * each into one result as the incremental-delivery proposal lays them out: the first part's
 * `data`, then `incremental` entries with `data` at a `path` (a deferred fragment) or `items`
 * appended to the list at `path` (a stream). `onPart` sees the merged result after every part.
 */

export interface WirePayload {
  data?: unknown;
  errors?: unknown[];
  extensions?: Record<string, unknown>;
  hasNext?: boolean;
  incremental?: Array<{ data?: unknown; items?: unknown[]; path?: Array<string | number>; errors?: unknown[]; label?: string }>;
}

export interface Merged {
  data: unknown;
  errors: unknown[];
  extensions?: Record<string, unknown>;
  hasNext: boolean;
}

/** Whether a response carries parts (multipart/mixed or an event stream) rather than one JSON body. */
export function isIncremental(response: Response): boolean {
  return /^(multipart\/mixed|text\/event-stream)/i.test(response.headers.get('content-type') ?? '');
}

/** Reads every part of an incremental response; `onPart` gets the result merged so far. Resolves with the final one. */
export async function readIncremental(response: Response, onPart: (merged: Merged) => void): Promise<Merged> {
  const merged: Merged = { data: null, errors: [], hasNext: true };
  const apply = (payload: WirePayload) => {
    if ('data' in payload && payload.data !== undefined) merged.data = payload.data;
    if (Array.isArray(payload.errors)) merged.errors.push(...payload.errors);
    if (payload.extensions) merged.extensions = { ...merged.extensions, ...payload.extensions };
    for (const entry of payload.incremental ?? []) {
      if (Array.isArray(entry.errors)) merged.errors.push(...entry.errors);
      const path = entry.path ?? [];
      if (entry.items !== undefined) {
        // A stream's path ends with the index of the first item sent.
        const list = at(merged.data, path.slice(0, -1));
        if (Array.isArray(list)) list.push(...entry.items);
      } else if (entry.data != null && typeof entry.data === 'object') {
        const target = at(merged.data, path);
        if (target && typeof target === 'object') deepMerge(target as Record<string, unknown>, entry.data as Record<string, unknown>);
      }
    }
    merged.hasNext = payload.hasNext === true;
    // A copy: a UI that keeps the last one sees a new object per part.
    onPart({ ...merged, data: structuredClone(merged.data), errors: [...merged.errors] });
  };

  if (/^text\/event-stream/i.test(response.headers.get('content-type') ?? '')) {
    if (!response.body) return { ...merged, hasNext: false };
    await readEventStream(response.body, (event, data) => {
      if ((event === 'next' || event === 'message') && data) apply(JSON.parse(data) as WirePayload);
    });
  } else {
    const parts = await meros<WirePayload>(response);
    if (parts instanceof Response) {
      apply((await parts.json()) as WirePayload);
    } else {
      for await (const part of parts) {
        if (part.json) apply(part.body);
      }
    }
  }
  merged.hasNext = false;
  return merged;
}

function at(root: unknown, path: ReadonlyArray<string | number>): unknown {
  let node = root;
  for (const key of path) {
    if (node == null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

function deepMerge(target: Record<string, unknown>, source: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (existing && value && typeof existing === 'object' && typeof value === 'object' && !Array.isArray(existing) && !Array.isArray(value)) {
      deepMerge(existing as Record<string, unknown>, value as Record<string, unknown>);
    } else {
      target[key] = value;
    }
  }
}

import type { RestRequest } from './types.js';

/**
 * Fills `{name}` placeholders of a route template. Values are percent-encoded as path segments,
 * except `:`, which stays literal: it is legal in a path segment and the upstream's
 * `platform:episode:<id>` paths (4.1) are written with it.
 * Throws a plain Error (the client turns it into a coded error) for a missing parameter or a
 * dot segment, which could otherwise walk the path up (`/v3/shows/../legacyIds`).
 */
export function fillRoute(route: string, params: RestRequest['params'] = {}): string {
  return route.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || String(value) === '') throw new RouteParamError(name, 'is missing');
    const text = String(value);
    if (text === '.' || text === '..') throw new RouteParamError(name, 'is not a valid path segment');
    return encodeURIComponent(text).replace(/%3A/gi, ':');
  });
}

export class RouteParamError extends Error {
  constructor(readonly param: string, reason: string) {
    super(`Route parameter '${param}' ${reason}.`);
    this.name = 'RouteParamError';
  }
}

/**
 * Builds the query string, always with `isMumsCompatible=true` (spec 4.0: every endpoint
 * requires it). Array values repeat the parameter (`episodeUri[]=a&episodeUri[]=b`, 4.7);
 * `[]` in names and `:` in values stay readable, as the spec writes them.
 */
export function buildQuery(query: RestRequest['query'] = {}): string {
  const parts: string[] = [];
  const add = (key: string, value: string | number | boolean) => {
    const k = encodeURIComponent(key).replace(/%5B%5D$/i, '[]');
    const v = encodeURIComponent(String(value)).replace(/%3A/gi, ':');
    parts.push(`${k}=${v}`);
  };
  for (const [key, value] of Object.entries(query)) {
    if (key === 'isMumsCompatible' || value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else add(key, value as string | number | boolean);
  }
  add('isMumsCompatible', true);
  return parts.join('&');
}

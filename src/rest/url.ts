import type { RestRequest } from './types.js';

/**
 * Fills `{name}` placeholders of a route template. Values are percent-encoded as path segments,
 * except `:`, which stays literal: it is legal in a path segment and the upstream's
 * `platform:episode:<id>` paths (4.1) are written with it.
 * Throws a plain Error (the client turns it into a coded error) for a missing parameter or a
 * dot segment, which could otherwise walk the path up (`/v3/shows/../legacyIds`).
 */
export function fillRoute(route: string, params: RestRequest['params'] = {}): string {
  const parts = compiled(route);
  let out = parts[0];
  for (let i = 1; i < parts.length; i += 2) out += segment(parts[i], params[parts[i]]) + parts[i + 1];
  return out;
}

// Templates are few and fixed: split each once into [literal, name, literal, name, ..., literal].
const templates = new Map<string, string[]>();
function compiled(route: string): string[] {
  let parts = templates.get(route);
  if (!parts) {
    parts = route.split(/\{(\w+)\}/);
    templates.set(route, parts);
  }
  return parts;
}

const PLAIN = /^[A-Za-z0-9_~-]+$/;

function segment(name: string, value: string | number | undefined): string {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  if (value === undefined || value === null || String(value) === '') throw new RouteParamError(name, 'is missing');
  const text = String(value);
  if (PLAIN.test(text)) return text;
  if (text === '.' || text === '..') throw new RouteParamError(name, 'is not a valid path segment');
  return encodeURIComponent(text).replace(/%3A/gi, ':');
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
  // Plain concatenation: this runs once per upstream call.
  let out = '';
  for (const key in query) {
    const value = query[key];
    if (key === 'isMumsCompatible' || value === undefined || value === null) continue;
    const k = PLAIN.test(key) ? key : encodeURIComponent(key).replace(/%5B%5D$/i, '[]');
    if (Array.isArray(value)) for (const item of value) out += `${k}=${queryValue(item)}&`;
    else out += `${k}=${queryValue(value as string | number | boolean)}&`;
  }
  return `${out}isMumsCompatible=true`;
}

function queryValue(value: string | number | boolean): string {
  const text = String(value);
  return PLAIN.test(text) ? text : encodeURIComponent(text).replace(/%3A/gi, ':');
}

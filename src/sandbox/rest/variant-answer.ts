import type { SandboxResponse } from '../http.js';
import { EXTRA_FIELDS, type RestVariant } from '../variant.js';

/** How a variant reshapes a REST answer of the sandbox (the variants themselves: ../variant.ts). */

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict', 413: 'Payload Too Large', 429: 'Too Many Requests', 500: 'Internal Server Error' };

const SLUG_ROUTE = 'POST /v3/settings';
const OVERVIEW_ROUTE = 'GET /v3/episodes/{episodeId}/overview';

/** A REST answer as the variant gives it. `route` is the matched template, e.g. `GET /v3/region`. */
export function applyRestVariant(variant: RestVariant | undefined, route: string, response: SandboxResponse): SandboxResponse {
  if (!variant) return response;
  let res: SandboxResponse = { ...response };
  if (route === SLUG_ROUTE && res.status === 409 && variant.slugTaken && variant.slugTaken !== 409) {
    res =
      variant.slugTaken === 200
        ? { status: 200, body: { success: false, error: { code: 'VANITY_SLUG_UNAVAILABLE', message: 'This URL is not available' } } }
        : { status: 400, body: { errorCode: 'VANITY_SLUG_UNAVAILABLE' } };
  }
  if (res.status === 401 && variant.unauthorizedStatus === 403) res = { ...res, status: 403 };
  if (res.status >= 400) return errorBody(variant, res);
  if (res.status >= 200 && res.status < 300 && variant.plainTextSuccess?.includes(route)) {
    return { ...res, body: undefined, raw: { contentType: 'text/plain; charset=utf-8', text: 'OK' } };
  }
  if (res.status >= 200 && res.status < 300 && res.body !== undefined) {
    let body: unknown = res.body;
    const omit = variant.omitFields?.[route];
    if (omit && isRecord(body)) body = Object.fromEntries(Object.entries(body).filter(([k]) => !omit.includes(k)));
    if (route === OVERVIEW_ROUTE && variant.scheduledAsPublished && isRecord(body) && typeof body.publishOn === 'string') {
      body = { ...body, isPublished: true };
    }
    if (route === OVERVIEW_ROUTE && variant.publishOnFormat && isRecord(body) && typeof body.publishOn === 'string') {
      body = { ...body, publishOn: formatInstant(body.publishOn, variant.publishOnFormat) };
    }
    const reshape = variant.reshape?.[route];
    if (reshape) body = reshape(body);
    if (variant.extraFields) body = withExtraFields(body);
    res = { ...res, body };
  }
  return res;
}

function errorBody(variant: RestVariant, res: SandboxResponse): SandboxResponse {
  const title = STATUS_TEXT[res.status] ?? 'Error';
  const detail = isRecord(res.body) && typeof res.body.message === 'string' ? res.body.message : title;
  switch (variant.errorBody) {
    case 'nested':
      return { ...res, body: { errors: [{ status: String(res.status), title, detail }] } };
    case 'text':
      return { ...res, body: undefined, raw: { contentType: 'text/plain; charset=utf-8', text: `${res.status} ${title}` } };
    case 'html':
      return { ...res, body: undefined, raw: { contentType: 'text/html; charset=utf-8', text: `<html><head><title>${title}</title></head><body><h1>${res.status} ${title}</h1></body></html>` } };
    case 'empty':
      return { ...res, body: undefined };
    default:
      return res;
  }
}

/** `2026-05-01T09:00:00.000Z` in another ISO 8601 form denoting the same instant. */
function formatInstant(iso: string, format: 'seconds' | 'offset'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (format === 'seconds') return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  // The same instant written in UTC+02:00.
  const shifted = new Date(date.getTime() + 2 * 3600_000).toISOString().replace(/\.\d{3}Z$/, '');
  return `${shifted}+02:00`;
}

function withExtraFields(body: unknown): unknown {
  if (Array.isArray(body)) return body.map((item) => (isRecord(item) ? { ...item, ...EXTRA_FIELDS } : item));
  if (!isRecord(body)) return body;
  const out: Record<string, unknown> = { ...EXTRA_FIELDS, ...body };
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) out[key] = value.map((item) => (isRecord(item) ? { ...EXTRA_FIELDS, ...item } : item));
  }
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

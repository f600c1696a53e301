import { badInput } from './context.js';

/**
 * Opaque page tokens: base64url of `<scope>:<offset>`. The scope stops a token of one list
 * being replayed against another; clients must treat the token as opaque.
 */
export function encodePageToken(scope: string, offset: number): string {
  return Buffer.from(`${scope}:${offset}`, 'utf8').toString('base64url');
}

/** Offset of a token; `null`, `undefined` and `""` mean the first page. */
export function decodePageToken(scope: string, token: string | null | undefined): number {
  if (token === null || token === undefined || token === '') return 0;
  const text = Buffer.from(token, 'base64url').toString('utf8');
  const sep = text.lastIndexOf(':');
  const offset = Number(text.slice(sep + 1));
  if (sep < 0 || text.slice(0, sep) !== scope || !Number.isInteger(offset) || offset < 0) {
    throw badInput('Invalid page token');
  }
  return offset;
}

export function checkPageSize(pageSize: number | null | undefined, fallback: number, max = 100): number {
  if (pageSize === null || pageSize === undefined) return fallback;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > max) {
    throw badInput(`pageSize must be between 1 and ${max}`);
  }
  return pageSize;
}

/** One page of `items` from a token, with the token of the next page or null at the end. */
export function paginate<T>(items: T[], scope: string, pageSize: number, token: string | null | undefined) {
  const offset = decodePageToken(scope, token);
  const page = items.slice(offset, offset + pageSize);
  const next = offset + pageSize < items.length ? encodePageToken(scope, offset + pageSize) : null;
  return { page, nextPageToken: next };
}

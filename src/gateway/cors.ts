import type { Plugin } from 'graphql-yoga';

/**
 * CORS from an allow-list (`CORS_ORIGINS`). A request whose `Origin` is listed gets that origin
 * back with credentials; any other origin (`null` included) gets no CORS header at all, so the
 * browser refuses the answer. Yoga's own list handling answers an unlisted origin with
 * `access-control-allow-origin: null` and credentials when two or more origins are listed, which
 * a sandboxed iframe or a `file:` page (both send `Origin: null`) would be granted: the list is
 * checked here and yoga is given one origin or none.
 */
export interface CorsOptions {
  /** Request headers a browser may send (the preflight's answer). */
  allowedHeaders: readonly string[];
}

type CorsFactory = (request: Request) => { origin: string; credentials: true; allowedHeaders: string[] } | false;

/** Yoga's `cors` option for `origins`; `false` (no CORS headers) when none are listed. */
export function corsFor(origins: readonly string[], options: CorsOptions): CorsFactory | false {
  if (origins.length === 0) return false;
  const listed = new Set(origins);
  const allowedHeaders = [...options.allowedHeaders];
  return (request) => {
    const origin = request.headers.get('origin');
    // `null` is what opaque origins send: never a listed one, even if someone wrote it in the list.
    if (origin === null || origin === 'null' || !listed.has(origin)) return false;
    return { origin, credentials: true, allowedHeaders };
  };
}

/**
 * `Vary: Origin` on every answer yoga writes while origins are listed: whether an answer carries
 * a grant depends on the request's `Origin`, so a shared cache must not give one origin's answer
 * to another.
 */
export function useVaryOrigin(): Plugin {
  return {
    onResponse({ response }) {
      const vary = response.headers.get('vary');
      if (!vary) response.headers.set('vary', 'Origin');
      else if (!/(^|,)\s*origin\s*(,|$)/i.test(vary)) response.headers.set('vary', `${vary}, Origin`);
    },
  };
}

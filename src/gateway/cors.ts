import { getCORSHeadersByRequestAndOptions } from '@whatwg-node/server';

/**
 * CORS from an allow-list (`CORS_ORIGINS`). A request whose `Origin` is listed gets that origin
 * back with credentials; any other origin (`null` included) gets no CORS header at all, so the
 * browser refuses the answer. Yoga's own list handling answers an unlisted origin with
 * `access-control-allow-origin: null` and credentials when two or more origins are listed, which
 * a sandboxed iframe or a `file:` page (both send `Origin: null`) would be granted: the list is
 * checked here and whatwg-node's CORS headers are made for one origin or none.
 */
export interface CorsOptions {
  /** Request headers a browser may send (the preflight's answer). */
  allowedHeaders: readonly string[];
}

/**
 * What the HTTP layer does to every answer while origins are listed (gateway/http-entry.ts): the
 * grant, as whatwg-node makes it (a preflight's allowed headers included), for a listed Origin,
 * and `Vary: Origin` on every answer, so a shared cache does not give one origin's answer to
 * another. Null when no origin is listed: answers carry no CORS header at all.
 */
export function corsFor(origins: readonly string[], options: CorsOptions): ((request: Request, response: Response) => void) | null {
  if (origins.length === 0) return null;
  const listed = new Set(origins);
  const allowedHeaders = [...options.allowedHeaders];
  return (request, response) => {
    const origin = request.headers.get('origin');
    // `null` is what opaque origins send: never a listed one, even if someone wrote it in the list.
    if (origin !== null && origin !== 'null' && listed.has(origin)) {
      const grant = getCORSHeadersByRequestAndOptions(request, { origin, credentials: true, allowedHeaders });
      if (grant) for (const name in grant) response.headers.set(name, grant[name]);
    }
    const vary = response.headers.get('vary');
    if (!vary) response.headers.set('vary', 'Origin');
    else if (!/(^|,)\s*origin\s*(,|$)/i.test(vary)) response.headers.set('vary', `${vary}, Origin`);
  };
}

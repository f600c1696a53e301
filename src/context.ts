import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import type { GatewayConfig } from './config.js';
import { createLoaderRegistry, type LoaderRegistry } from './loaders.js';
import type { Logger } from './logger.js';
import type { RestClient } from './rest/client.js';
import type { RestCaller } from './rest/types.js';
import type { KeyValueStore } from './store/index.js';

/**
 * What every resolver receives, made once per GraphQL request. Nothing in it is shared
 * between callers: the token, the loaders (and so their caches) and the abort signal all
 * belong to one request.
 */
export interface GatewayContext {
  /** The caller's bearer token, forwarded to the REST and GraphQL upstreams (never to storage). */
  token: string | null;
  /** Echoed in the `x-request-id` response header and on every log line of the request. */
  requestId: string;
  /** Aborted when the client goes away, so upstream work stops with it. */
  signal: AbortSignal;
  config: Readonly<GatewayConfig>;
  logger: Logger;
  /** The REST client bound to this request's token and signal. */
  rest: RestCaller;
  /** Per-request DataLoaders (see `defineLoader`). */
  loaders: LoaderRegistry;
  /** Shared key-value store (Redis when `REDIS_URL` is set): idempotency keys. */
  store: KeyValueStore;
}

/** Long-lived things a context is made from. */
export interface ContextServices {
  config: Readonly<GatewayConfig>;
  logger: Logger;
  rest: RestClient;
  store: KeyValueStore;
}

export function createContext(services: ContextServices, request: Request, requestId: string): GatewayContext {
  const token = bearerToken(request.headers.get('authorization'));
  const signal = followSignal(request.signal);
  return {
    token,
    requestId,
    signal,
    config: services.config,
    logger: services.logger.child({ requestId }),
    rest: services.rest.bind(token, signal),
    loaders: createLoaderRegistry(),
    store: services.store,
  };
}

// RFC 6750 token68 characters; anything else is not a bearer token we would forward.
const BEARER = /^Bearer\s+([A-Za-z0-9\-._~+/]+=*)\s*$/i;

/** The token of an `Authorization: Bearer <token>` header, or null (absent, other scheme, malformed). */
export function bearerToken(header: string | null | undefined): string | null {
  if (!header) return null;
  const match = BEARER.exec(header.trim());
  return match ? match[1] : null;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The caller's `x-request-id` when it is a sane one (it is logged), else a fresh UUID. */
export function requestIdFor(request: Request): string {
  const given = request.headers.get('x-request-id');
  return given && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * A native AbortSignal that follows the request's. The server adapter may hand out a signal
 * look-alike that `AbortSignal.any` rejects; this one works everywhere. A native one (the fast
 * path's) is used as it is.
 */
function followSignal(source: AbortSignal | undefined): AbortSignal {
  // Every upstream call of the request listens on it: a fan-out of dozens of calls is normal,
  // not a leak.
  if (source && Object.getPrototypeOf(source) === AbortSignal.prototype) {
    setMaxListeners(0, source);
    return source;
  }
  const controller = new AbortController();
  setMaxListeners(0, controller.signal);
  if (!source) return controller.signal;
  if (source.aborted) controller.abort(source.reason);
  else source.addEventListener('abort', () => controller.abort(source.reason), { once: true });
  return controller.signal;
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Fault, HooksControl, Upstream } from '../hooks.js';
import { readBody, sendJson } from '../server.js';

/**
 * The hooks over HTTP, for out-of-process tests (docker, two processes), under `/__sandbox/` on
 * the REST port. Only when hooks are enabled; otherwise the paths fall through to a 404.
 *   GET  /__sandbox/log?upstream=&route=   -> {calls}
 *   GET  /__sandbox/count?route=           -> {count}
 *   POST /__sandbox/reset | /__sandbox/clear-log
 *   POST /__sandbox/fault {route, status?, body?, latencyMs?, reset?, hang?, afterBodyBytes?, times?}
 */
export function createHooksEndpoint(hooks: HooksControl) {
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    if (!hooks.enabled || !url.pathname.startsWith('/__sandbox/')) return false;
    const action = `${req.method} ${url.pathname.replace(/\/$/, '')}`;
    const raw = await readBody(req);
    switch (action) {
      case 'GET /__sandbox/log': {
        const upstream = (url.searchParams.get('upstream') ?? undefined) as Upstream | undefined;
        sendJson(res, 200, { calls: hooks.calls({ upstream, route: url.searchParams.get('route') ?? undefined }) });
        return true;
      }
      case 'GET /__sandbox/count':
        sendJson(res, 200, { count: hooks.count(url.searchParams.get('route') ?? '') });
        return true;
      case 'POST /__sandbox/reset':
        hooks.reset();
        sendJson(res, 200, { ok: true });
        return true;
      case 'POST /__sandbox/clear-log':
        hooks.clearLog();
        sendJson(res, 200, { ok: true });
        return true;
      case 'POST /__sandbox/fault': {
        let body: ({ route?: unknown } & Fault) | null = null;
        try {
          body = JSON.parse(raw?.toString('utf8') || 'null');
        } catch {
          body = null;
        }
        if (!body || typeof body.route !== 'string') {
          sendJson(res, 400, { error: 'bad_request', message: 'body must be {route, ...fault}' });
          return true;
        }
        const { route, ...fault } = body;
        hooks.fault(route, fault);
        sendJson(res, 200, { ok: true });
        return true;
      }
      default:
        sendJson(res, 404, { error: 'not_found', message: 'Unknown sandbox hook' });
        return true;
    }
  };
}

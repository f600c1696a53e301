import type { SandboxRequest, SandboxResponse } from '../http.js';
import type { JsonEndpoint } from '../server.js';
import { RestError, type RestContext, type RestHandle } from './base.js';
import { createRouter } from './router.js';
import { applyRestVariant } from './variant-answer.js';
import { REST_ROUTES } from './routes.js';

/**
 * The REST simulator: route, then the common rules of 4.0 in the order a real gateway checks
 * them (token 401, `isMumsCompatible` 400, Origin/Referer on POST/PUT 403), then the endpoint.
 */
export function createRestApi(ctx: RestContext) {
  const router = createRouter(REST_ROUTES);

  async function run(route: string, handle: RestHandle, params: Record<string, string>, req: SandboxRequest, problems: string[]): Promise<SandboxResponse> {
    // A variant reshapes what the spec leaves open (error bodies, optional fields); none: as is.
    return applyRestVariant(ctx.variant?.rest, route, await answer(handle, params, req, problems));
  }

  async function answer(handle: RestHandle, params: Record<string, string>, req: SandboxRequest, problems: string[]): Promise<SandboxResponse> {
    const refusal = checkCommonRules(req, problems);
    if (refusal) return refusal;
    try {
      return await handle({ req, account: req.account!, viaConnector: req.viaConnector === true, params, ctx, problems });
    } catch (err) {
      if (err instanceof RestError) return { status: err.status, body: { error: err.error, message: err.message } };
      throw err;
    }
  }

  return {
    routes: router.routes,
    resolve(method: string, path: string): JsonEndpoint | null {
      const match = router.match(method, path);
      if (!match) return null;
      return { route: match.route, run: (req, problems) => run(match.route, match.handle, match.params, req, problems) };
    },
  };
}

function checkCommonRules(req: SandboxRequest, problems: string[]): SandboxResponse | null {
  if (!req.account) {
    problems.push(req.headers.authorization ? 'unknown-token' : 'missing-token');
    return { status: 401, body: { error: 'unauthorized', message: 'Missing or invalid bearer token' } };
  }
  if (!String(req.headers.accept ?? '').includes('application/json')) problems.push('missing-accept');
  if (req.query.get('isMumsCompatible') !== 'true') {
    problems.push('missing-isMumsCompatible');
    return { status: 400, body: { error: 'bad_request', message: 'isMumsCompatible=true is required' } };
  }
  if (req.method === 'POST' || req.method === 'PUT') {
    if (req.body !== undefined && !String(req.headers['content-type'] ?? '').includes('application/json')) problems.push('missing-content-type');
    const missing = [!req.headers.origin && 'missing-origin', !req.headers.referer && 'missing-referer'].filter((p): p is string => Boolean(p));
    if (missing.length > 0) {
      problems.push(...missing);
      return { status: 403, body: { error: 'forbidden', message: 'Origin and Referer are required' } };
    }
  }
  return null;
}

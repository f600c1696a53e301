import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Route } from './routes.js';

/**
 * Serves the creator dashboard (examples/dashboard, built by `npm run dashboard:build`) at
 * `/app`: static files from the build's output directory and `/app/config.json`, what the page
 * needs to know about this gateway. No GraphQL runs here; the page talks to `/graphql` through
 * the client package like any other frontend, so every one of its operations passes the one
 * plugin chain.
 */

/** The build output, found the same way from src/gateway (tsx) and dist/gateway (node). */
export const DASHBOARD_BUILD_DIR = fileURLToPath(new URL('../../examples/dashboard/dist', import.meta.url));

/** What `/app/config.json` tells the page. */
export interface DashboardPageConfig {
  /** The sandbox's token, prefilled in the page's token field; null outside sandbox mode (the user pastes one). */
  sandboxToken: string | null;
  /** How the page's client must send documents: `hash-only` when the gateway runs only persisted documents. */
  persisted: 'off' | 'hash' | 'hash-only';
}

/**
 * How the page's client sends documents under the gateway's PERSISTED_DOCUMENTS: by hash with
 * the text when asked (automatic persisted queries) under `allow`, by hash alone under `only`.
 */
export function pagePersistedMode(mode: 'off' | 'allow' | 'only'): DashboardPageConfig['persisted'] {
  return mode === 'only' ? 'hash-only' : mode === 'allow' ? 'hash' : 'off';
}

export interface DashboardOptions {
  page: DashboardPageConfig;
  /** Built files. @default DASHBOARD_BUILD_DIR */
  root?: string;
  /** Where the dashboard is served. @default '/app' */
  path?: string;
}

/**
 * The page runs only its own scripts and styles and talks only to this origin: no inline code,
 * no CDN, no framing. `connect-src 'self'` covers the GraphQL requests, uploads and the event
 * stream of a subscription.
 */
export const DASHBOARD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const SECURITY_HEADERS = {
  'content-security-policy': DASHBOARD_CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** The route of `/app` and everything below it (gateway/routes.ts, a tree). */
export function dashboardRoute(options: DashboardOptions): Route {
  const base = options.path ?? '/app';
  const root = options.root ?? DASHBOARD_BUILD_DIR;
  // The real directory a served file must stay inside (symlinks included); resolved once it
  // exists, so a build made after the start is served without a restart.
  let realRoot: string | null = null;
  const rootOnce = async () => (realRoot ??= await realpath(root).catch(() => null));

  return (request, url, { Response }) => {
    const { pathname } = url;
    const respond = (status: number, body: BodyInit | null, headers: Record<string, string>) =>
      new Response(request.method === 'HEAD' ? null : body, { status, headers: { ...SECURITY_HEADERS, ...headers } });
    const text = (status: number, message: string, extra: Record<string, string> = {}) =>
      respond(status, message, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...extra });

    if (request.method !== 'GET' && request.method !== 'HEAD') return text(405, 'Method not allowed.', { allow: 'GET, HEAD' });
    // Relative asset URLs and the page's own links assume the trailing slash.
    if (pathname === base) return respond(308, null, { location: `${base}/${url.search}`, 'cache-control': 'no-store' });
    if (pathname === `${base}/config.json`) {
      return respond(200, JSON.stringify(options.page), { 'content-type': CONTENT_TYPES['.json'], 'cache-control': 'no-store' });
    }

    const segments = safeSegments(pathname.slice(base.length + 1));
    if (segments === null) return text(404, 'Not found.');
    return rootOnce().then(async (realBase) => {
      if (realBase === null) return text(503, 'The dashboard is not built: run `npm run dashboard:build`.');
      const file = await servableFile(realBase, segments.length === 0 ? ['index.html'] : segments);
      if (file === null) return text(404, 'Not found.');
      const body = await readFile(file);
      const hashed = segments[0] === 'assets';
      return respond(200, body, {
        'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'content-length': String(body.byteLength),
        // Vite names assets by their content hash: a new build has new names. The page itself
        // is asked again every time, so it always points at the current build.
        'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    });
  };
}

/**
 * The decoded path segments below the base, or null when any could climb out of the build
 * directory or name something hidden: `..` (also percent-encoded: the URL parser resolves only
 * the plain and `%2e` forms), an encoded separator, a NUL, a dotfile.
 */
export function safeSegments(rest: string): string[] | null {
  if (rest === '') return [];
  const segments: string[] = [];
  for (const raw of rest.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' || segment.startsWith('.') || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

/** The real path of a regular file inside `realBase`, or null (missing, a directory, or a link leading outside). */
async function servableFile(realBase: string, segments: string[]): Promise<string | null> {
  try {
    const real = await realpath(join(realBase, ...segments));
    if (!real.startsWith(realBase + sep)) return null;
    return (await stat(real)).isFile() ? real : null;
  } catch {
    return null;
  }
}

import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { DASHBOARD_CSP, dashboardRoute, pagePersistedMode, safeSegments, type DashboardPageConfig } from '../../src/gateway/dashboard.js';
import { pathnameOf, routeFinder } from '../../src/gateway/routes.js';

/**
 * The /app route on its own (a route table with only this tree, called in process): what it serves
 * from a build directory made here, and what it refuses. The dashboard's real build is served
 * and driven by test/e2e/dashboard.test.ts.
 */
const PAGE: DashboardPageConfig = { sandboxToken: 'sbx-test', persisted: 'off' };
let dir: string;
let root: string;

function appFor(rootDir: string) {
  const find = routeFinder({ graphqlEndpoint: '/graphql', paths: {}, trees: { '/app': dashboardRoute({ root: rootDir, page: PAGE }) } });
  return {
    async fetch(url: string, init?: RequestInit): Promise<Response> {
      const request = new Request(url, init);
      const route = find(pathnameOf(request.url));
      if (route === 'graphql') throw new Error('no GraphQL here');
      return route(request, new URL(request.url), { Response });
    },
  };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'dashboard-static-'));
  root = join(dir, 'dist');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>dash</title>');
  writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(root, 'assets', 'index-abc123.css'), 'body{}');
  writeFileSync(join(root, '.env'), 'SECRET=1');
  // Beside the build, where a climbing path would land.
  writeFileSync(join(dir, 'secret.txt'), 'outside the build');
  symlinkSync(join(dir, 'secret.txt'), join(root, 'assets', 'link.txt'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the /app route', () => {
  it('serves the page with a strict CSP, and assets with their types and long caching', async () => {
    const app = appFor(root);
    const page = await app.fetch('http://gw/app/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(DASHBOARD_CSP);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>dash</title>');
    // The policy allows nothing from another origin and nothing inline.
    expect(DASHBOARD_CSP).toMatch(/default-src 'none'/);
    expect(DASHBOARD_CSP).toMatch(/script-src 'self'(;|$)/);
    expect(DASHBOARD_CSP).not.toMatch(/unsafe-inline|unsafe-eval|\*/);

    const js = await app.fetch('http://gw/app/assets/index-abc123.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await js.text()).toBe('console.log(1)');
    const css = await app.fetch('http://gw/app/assets/index-abc123.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('redirects /app to /app/ and answers HEAD without a body', async () => {
    const app = appFor(root);
    const bare = await app.fetch('http://gw/app?x=1', { redirect: 'manual' });
    expect(bare.status).toBe(308);
    expect(bare.headers.get('location')).toBe('/app/?x=1');
    const head = await app.fetch('http://gw/app/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('serves the page config: the sandbox token and the persisted mode, never cached', async () => {
    const res = await appFor(root).fetch('http://gw/app/config.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual(PAGE);
  });

  it('refuses paths that climb out of the build, hidden files and links leading outside', async () => {
    const app = appFor(root);
    const refused = [
      '/app/..%2fsecret.txt',
      '/app/assets/..%2f..%2fsecret.txt',
      '/app/assets%2f..%2f..%2fsecret.txt',
      '/app/%2e%2e%2fsecret.txt',
      '/app/..%5csecret.txt',
      '/app/index.html%00.js',
      '/app/.env',
      '/app/%2eenv',
      '/app/assets/link.txt',
      '/app/assets',
      '/app/assets/',
      '/app//index.html',
      '/app/%E0%A4%A',
      '/app/missing.js',
    ];
    for (const path of refused) {
      const res = await app.fetch(`http://gw${path}`);
      const body = await res.text();
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(body).not.toContain('outside the build');
      expect(body).not.toContain('SECRET');
    }
    // Plain `..` segments are resolved by the URL parser before any plugin: they leave /app.
    const climbed = await app.fetch('http://gw/app/../secret.txt');
    expect(await climbed.text()).not.toContain('outside the build');
  });

  it('answers only GET and HEAD', async () => {
    const res = await appFor(root).fetch('http://gw/app/', { method: 'POST', body: '{}' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('says how to build the dashboard when the build is missing, and serves it once built', async () => {
    const later = join(dir, 'later');
    const app = appFor(later);
    const missing = await app.fetch('http://gw/app/');
    expect(missing.status).toBe(503);
    expect(await missing.text()).toContain('npm run dashboard:build');
    mkdirSync(later);
    writeFileSync(join(later, 'index.html'), '<title>built later</title>');
    const built = await app.fetch('http://gw/app/');
    expect(built.status).toBe(200);
    expect(await built.text()).toContain('built later');
  });

  it('leaves every other path to the gateway', async () => {
    const res = await appFor(root).fetch('http://gw/application');
    expect(res.headers.get('content-security-policy')).toBeNull();
  });
});

describe('safeSegments', () => {
  it('decodes segments and refuses any that could name something outside', () => {
    expect(safeSegments('')).toEqual([]);
    expect(safeSegments('assets/a%20b.js')).toEqual(['assets', 'a b.js']);
    for (const bad of ['..', 'a/..', '.x', 'a//b', 'a%2fb', 'a%5cb', 'a%00', '%zz']) expect(safeSegments(bad)).toBeNull();
  });
});

describe('pagePersistedMode', () => {
  it('tells the page to send hashes with the text on request under allow, hashes alone under only', () => {
    expect(pagePersistedMode('off')).toBe('off');
    expect(pagePersistedMode('allow')).toBe('hash');
    expect(pagePersistedMode('only')).toBe('hash-only');
  });
});

describe('DASHBOARD', () => {
  it('is on in sandbox mode and off with real upstreams, unless set', () => {
    const upstreams = { UPSTREAM_REST_URL: 'https://api.example.com', UPSTREAM_GRAPH_URL: 'https://graph.example.com' };
    expect(loadConfig({}).dashboard).toBe(true);
    expect(loadConfig(upstreams).dashboard).toBe(false);
    expect(loadConfig({ ...upstreams, DASHBOARD: 'true' }).dashboard).toBe(true);
    expect(loadConfig({ DASHBOARD: 'off' }).dashboard).toBe(false);
    expect(() => loadConfig({ DASHBOARD: 'maybe' })).toThrow(/DASHBOARD must be true or false/);
  });
});

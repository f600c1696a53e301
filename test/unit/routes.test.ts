import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { healthRoute, pathnameOf, routeFinder, type Route } from '../../src/gateway/routes.js';

/**
 * The HTTP layer's route table (src/gateway/routes.ts): every path finds its one destination by
 * a lookup, and the path it looks up is the one `URL` would parse.
 */
const named = (name: string): Route => Object.assign(((_request, _url, { Response }) => new Response(name)) as Route, { routeName: name });
const readyz = named('readyz');
const app = named('app');
const find = routeFinder({ graphqlEndpoint: '/graphql', paths: { '/healthz': healthRoute, '/readyz': readyz }, trees: { '/app': app } });

async function answerOf(path: string): Promise<{ status: number; body: string } | 'graphql'> {
  const route = find(path);
  if (route === 'graphql') return 'graphql';
  const response = await route(new Request(`http://gw${path}`), new URL(`http://gw${path}`), { Response });
  return { status: response.status, body: await response.text() };
}

describe('the route table', () => {
  it('sends the GraphQL endpoint, with or without its trailing slash, to yoga', () => {
    expect(find('/graphql')).toBe('graphql');
    expect(find('/graphql/')).toBe('graphql');
    expect(find('/graphqlx')).not.toBe('graphql');
    expect(find('/graphql/x')).not.toBe('graphql');
  });

  it('finds an endpoint by its exact path, a tree by its base and anything below it', async () => {
    expect(find('/readyz')).toBe(readyz);
    expect(find('/healthz')).toBe(healthRoute);
    expect(find('/app')).toBe(app);
    expect(find('/app/')).toBe(app);
    expect(find('/app/assets/x.js')).toBe(app);
    expect(await answerOf('/healthz')).toEqual({ status: 200, body: '' });
  });

  it('answers 404 for every other path, a tree base with a suffix and an endpoint with a slash included', async () => {
    for (const path of ['/', '/apps', '/application/x', '/readyz/', '/healthz/x', '/metrics', '/x/healthz', '/GRAPHQL']) {
      expect(await answerOf(path)).toEqual({ status: 404, body: '' });
    }
  });
});

describe('pathnameOf', () => {
  it('is the path URL parses, for URLs as the entry and in-process callers make them', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9._~%!$&'()*+,;=:@-]{0,8}$/);
    fc.assert(
      fc.property(
        fc.constantFrom('http://gw', 'http://127.0.0.1:4000', 'https://[::1]:8443', 'http://user@host'),
        fc.array(segment, { maxLength: 4 }),
        fc.option(fc.stringMatching(/^[A-Za-z0-9=&/?:%-]{0,10}$/)),
        fc.option(fc.stringMatching(/^[A-Za-z0-9/?#-]{0,6}$/)),
        (origin, segments, query, fragment) => {
          const url = `${origin}/${segments.join('/')}${query === null ? '' : `?${query}`}${fragment === null ? '' : `#${fragment}`}`;
          const parsed = new URL(url).pathname;
          // URL resolves dot segments; the entry's paths keep them, and the table has none.
          fc.pre(!segments.some((s) => s === '.' || s === '..' || /^%2e/i.test(s) || /^\.%2e|^%2e\./i.test(s)));
          expect(pathnameOf(url)).toBe(parsed);
        },
      ),
    );
  });

  it('is / for a URL with no path', () => {
    expect(pathnameOf('http://gw')).toBe('/');
    expect(pathnameOf('http://gw?x=/graphql')).toBe('/');
  });
});

/**
 * What the HTTP layer (gateway/http-entry.ts) answers without GraphQL: a route per path, found
 * from the request's path alone. The GraphQL endpoint goes to gateway/graphql-http.ts; any path
 * that is neither is 404. So a GraphQL request passes no endpoint's check of its path, and an
 * endpoint's request passes none of GraphQL's steps (docs/limits.md, "One pipeline").
 */

/** The fetch API the answers are made with (whatwg-node's, which its writer writes fastest). */
export interface FetchApi {
  Response: typeof Response;
}

/** One endpoint's answer. `url` is the request's, parsed. */
export type Route = (request: Request, url: URL, fetchAPI: FetchApi) => Response | Promise<Response>;

export interface RouteTable {
  /** Where GraphQL is served (also with a trailing slash). */
  graphqlEndpoint: string;
  /** Routes by their exact path. */
  paths: Readonly<Record<string, Route>>;
  /** Routes that serve a path and everything below it (`/app`, `/app/...`). */
  trees?: Readonly<Record<string, Route>>;
}

/** What the layer does with a path: yoga's GraphQL endpoint, an endpoint's route, or 404. */
export type Destination = 'graphql' | Route;

/** The destination of each path, found by a lookup, not by asking each endpoint in turn. */
export function routeFinder(table: RouteTable): (pathname: string) => Destination {
  const paths = new Map(Object.entries(table.paths));
  const trees = Object.entries(table.trees ?? {});
  const graphql = table.graphqlEndpoint;
  return (pathname) => {
    if (pathname === graphql || pathname === `${graphql}/`) return 'graphql';
    const route = paths.get(pathname);
    if (route) return route;
    for (const [base, tree] of trees) if (pathname === base || pathname.startsWith(`${base}/`)) return tree;
    return notFound;
  };
}

/** `/healthz`: the process answers (liveness); nothing is checked (`/readyz` does that). */
export const healthRoute: Route = (_request, _url, { Response }) => new Response(null, { status: 200 });

const notFound: Route = (_request, _url, { Response }) => new Response('', { status: 404 });

/**
 * The path of a request's absolute URL, without parsing it whole: what the route lookup needs on
 * every request. Percent-escapes are left as they are, as `URL` leaves them.
 */
export function pathnameOf(url: string): string {
  const scheme = url.indexOf('//');
  // The authority ends at the first '/', '?' or '#' after the scheme; the path runs to '?' or '#'.
  let start = url.length;
  let end = url.length;
  for (let i = scheme < 0 ? 0 : scheme + 2; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c === 47 /* / */ && start === url.length) start = i;
    else if (c === 63 /* ? */ || c === 35 /* # */) {
      end = i;
      break;
    }
  }
  return start >= end ? '/' : url.slice(start, end);
}

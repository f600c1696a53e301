/**
 * A tiny router over route templates written exactly as the spec paths (`{name}` placeholders,
 * also inside a segment: `platform:episode:{platformEpisodeId}`). The template, prefixed with the
 * method, is the route name the request log and fault injection use.
 */

export interface RouteDef<H> {
  method: string;
  path: string;
  handle: H;
}

export interface RouteMatch<H> {
  route: string;
  params: Record<string, string>;
  handle: H;
}

interface Compiled<H> {
  def: RouteDef<H>;
  pattern: RegExp;
  names: string[];
}

/** Trailing slashes are optional: the spec writes some paths with one and some without. */
function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function compile<H>(def: RouteDef<H>): Compiled<H> {
  const names: string[] = [];
  const source = trimSlash(def.path)
    .split(/(\{[A-Za-z]+\})/)
    .map((part) => {
      const placeholder = /^\{([A-Za-z]+)\}$/.exec(part);
      if (!placeholder) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(placeholder[1]);
      return '([^/]+)';
    })
    .join('');
  return { def, pattern: new RegExp(`^${source}$`), names };
}

function decodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** Routes are tried in order: list literal paths before templates that would also match them. */
export function createRouter<H>(defs: RouteDef<H>[]) {
  const compiled = defs.map(compile);
  return {
    routes: defs.map((d) => `${d.method} ${d.path}`),
    match(method: string, rawPath: string): RouteMatch<H> | null {
      const path = trimSlash(decodePath(rawPath));
      for (const { def, pattern, names } of compiled) {
        if (def.method !== method) continue;
        const m = pattern.exec(path);
        if (!m) continue;
        const params: Record<string, string> = {};
        names.forEach((name, i) => (params[name] = m[i + 1]));
        return { route: `${def.method} ${def.path}`, params, handle: def.handle };
      }
      return null;
    },
  };
}

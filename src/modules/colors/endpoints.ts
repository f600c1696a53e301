import type { RestCaller } from '../../rest/types.js';

/** 4.6 Cover art colors: one palette per image URL; the palette shape is not shown (2.8). */
export function multiGetColor(rest: RestCaller, urls: readonly string[]): Promise<unknown> {
  return rest.request({ method: 'POST', route: '/MultiGetColor', body: { color_queries: urls.map((url) => ({ url })) } });
}

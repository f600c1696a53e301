/**
 * Node's header object behind the two methods the gateway's plugins and context call on a
 * request's headers (`get`, `has`): what the measurement probes hand them in place of
 * whatwg-node's `Headers` (docs/performance.md, "What yoga's HTTP layer costs").
 */
export class LightHeaders {
  constructor(headers) {
    this.headers = headers;
  }
  get(name) {
    const value = this.headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  }
  has(name) {
    return this.headers[name.toLowerCase()] !== undefined;
  }
}

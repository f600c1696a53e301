/** What a resolver asks of the REST API; the client adds the 4.0 rules (headers, isMumsCompatible). */
export interface RestRequest {
  method: 'GET' | 'POST' | 'PUT';
  /**
   * Route template with `{name}` placeholders, e.g. `/v3/episodes/{episodeId}/overview`.
   * The template (not the filled path) names the route in errors, logs and metrics.
   */
  route: string;
  params?: Record<string, string | number>;
  /** Query parameters; an array value repeats the parameter (`episodeUri[]=a&episodeUri[]=b`). */
  query?: Record<string, string | number | boolean | ReadonlyArray<string | number>>;
  /** JSON body for POST and PUT. POSTs always send a body (`{}` when none is given). */
  body?: unknown;
  /** Extra headers, e.g. `host-client-type` for 4.27. */
  headers?: Record<string, string>;
}

/** A REST client bound to one GraphQL request: its caller's token and its abort signal. */
export interface RestCaller {
  /** Resolves with the parsed JSON body, or `null` for an empty body (204 or zero length). */
  request<T = unknown>(req: RestRequest): Promise<T>;
}

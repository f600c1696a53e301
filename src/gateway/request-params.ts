import { createGraphQLError } from '@graphql-tools/utils';
import type { GraphQLParams } from 'graphql-yoga';
import { lengthRefusal } from './body-limit.js';
import { csrfRefusal } from './request-guards.js';

/** One operation's parameters, or a batch's. */
export type RequestParams = GraphQLParams | GraphQLParams[];

export interface ParamsReaderOptions {
  /** LIMIT_BODY_BYTES: a longer body is left to yoga's parsers, whose body limit refuses it. */
  bodyBytes: number;
  /** LIMIT_BATCH: the most operations one request may carry; null, batching is off. */
  batch: number | null;
}

/**
 * The GraphQL parameters of the two forms clients send almost always, read by the HTTP layer
 * itself: a JSON POST with its Content-Length, and a GET that passes the CSRF check. yoga's
 * `parseRequest` runs ten `onRequestParse` hooks for them (its five parsers, the method check,
 * CSRF, the body limit, the uploads' parser, the batch limit), of which, for these two forms,
 * only the parser does anything (docs/performance.md, "The request parsers in the layer").
 *
 * Every other request answers null and goes to yoga's parsers: other media types (multipart
 * uploads, forms, `application/graphql`), a body without a Content-Length or past the limit,
 * other methods, a GET that the CSRF check or yoga's GET parser would refuse. A JSON body is read
 * once, so its refusals (not JSON, not an object, a batch too long) are made here, with yoga's
 * texts, codes and statuses: `test/integration/http-layer-writer.test.ts` holds both to the same
 * answers.
 */
export function paramsReader(options: ParamsReaderOptions): (request: Request) => RequestParams | Promise<RequestParams> | null {
  const { bodyBytes } = options;
  const batchLimit = options.batch ?? 0;
  return (request) => {
    const { method, headers } = request;
    if (method !== 'GET' && method !== 'POST') return null;
    // The body limit's and the CSRF check's refusals are yoga's parsers' to make, by the same
    // definitions (gateway/body-limit.ts, gateway/request-guards.ts).
    const length = headers.get('content-length');
    if (length !== null && lengthRefusal(length, bodyBytes) !== null) return null;
    if (csrfRefusal(request) !== null) return null;
    if (method === 'GET') return getParams(request.url);
    // A body without a length is counted as it is read, by the body limit.
    if (length === null || !isJson(headers.get('content-type'))) return null;
    // whatwg-node's `text()` of a Buffer or string body answers synchronously (a fake promise).
    return request.text().then((text) => bodyParams(text, batchLimit));
  };
}

/** yoga's JSON parser's match: the first of a list of media types, with or without parameters. */
function isJson(contentType: string | null): boolean {
  if (!contentType) return false;
  // The first of a list, without splitting the whole header into an array on every request.
  const comma = contentType.indexOf(',');
  const type = comma < 0 ? contentType : contentType.slice(0, comma);
  if (!type) return false;
  return type === 'application/json' || type.startsWith('application/json;') || type === 'application/graphql+json' || type.startsWith('application/graphql+json;');
}

/** yoga's GET parser, or null where it would throw (yoga's parsers then answer, as they do). */
function getParams(url: string): GraphQLParams | null {
  // Everything after the first `?`; with none, the whole URL, as yoga reads it.
  const search = new URLSearchParams(url.substring(url.indexOf('?') + 1));
  const variables = search.get('variables') || undefined;
  const extensions = search.get('extensions') || undefined;
  try {
    return {
      operationName: search.get('operationName') || undefined,
      query: search.get('query') || undefined,
      variables: variables ? JSON.parse(variables) : undefined,
      extensions: extensions ? JSON.parse(extensions) : undefined,
    };
  } catch {
    return null;
  }
}

/** yoga's JSON parser and batch limit, with their refusals. */
function bodyParams(text: string, batchLimit: number): RequestParams {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    // whatwg-node's `json()` names the text in a syntax error's message, and yoga hands the
    // error's name and message back to the client that sent that text.
    const message = error instanceof SyntaxError ? `${error.message}, "${text}" is not valid JSON` : (error as Error).message;
    throw createGraphQLError('POST body sent invalid JSON.', {
      extensions: { http: { spec: true, status: 400 }, code: 'BAD_REQUEST', originalError: { name: (error as Error).name, message } },
    });
  }
  if (body == null || typeof body !== 'object') {
    throw createGraphQLError(`POST body is expected to be object but received ${body == null ? body : typeof body}`, { extensions: { http: { status: 400 }, code: 'BAD_REQUEST' } });
  }
  if (Array.isArray(body)) {
    if (!batchLimit) throw createGraphQLError('Batching is not supported.', { extensions: { http: { status: 400 }, code: 'BAD_REQUEST' } });
    if (body.length > batchLimit) throw createGraphQLError(`Batching is limited to ${batchLimit} operations per request.`, { extensions: { http: { status: 413 }, code: 'BAD_REQUEST' } });
  }
  return body as RequestParams;
}

import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { bearerToken } from '../identity.js';
import { ErrorCode } from '../errors.js';

/**
 * Headers that prove a request was not a browser's "simple" cross-site request (a browser sends a
 * custom header only after a CORS preflight): yoga's own, the one Apollo's clients and the GraphQL
 * multipart request convention use, and the typed client's.
 */
export const CSRF_HEADERS = ['x-graphql-csrf', 'x-graphql-yoga-csrf', 'apollo-require-preflight', 'x-apollo-operation-name', 'graphql-preflight'];

/**
 * CSRF prevention (yoga's plugin): a request a browser may send cross-site without a preflight
 * (GET, a form post, `multipart/form-data`, `text/plain`) must carry one of `CSRF_HEADERS`. JSON
 * POSTs are always preflighted. The refusal is coded (403 `CSRF_PREVENTED`).
 *
 * A GET with an `Authorization: Bearer` header needs none (urql sends its queries as GET): a page
 * attaches that header only from code, which a browser lets cross origins only after a CORS
 * preflight, and a browser never adds a bearer token by itself; no cookie authenticates here, and
 * GET runs only queries (docs/security.md, "CSRF").
 */
export function useCsrfPrevention(): Plugin {
  return {
    onRequestParse({ request }) {
      const refusal = csrfRefusal(request);
      if (refusal) throw refusal;
    },
  };
}

const csrfCheck = useCSRFPrevention({ requestHeaders: CSRF_HEADERS }) as { onRequestParse(payload: { request: Request }): void };

/**
 * The CSRF check's verdict on a request: null when it passes, else the coded refusal. The one
 * definition both the plugin above and the HTTP layer's own reading of a request
 * (gateway/request-params.ts) ask.
 */
export function csrfRefusal(request: Request): GraphQLError | null {
  if (request.method === 'GET' && bearerToken(request.headers.get('authorization')) !== null) return null;
  try {
    csrfCheck.onRequestParse({ request });
    return null;
  } catch {
    return new GraphQLError(`This request needs a preflight-forcing header (one of ${CSRF_HEADERS.join(', ')}), as browsers send only after a CORS check.`, {
      extensions: { code: ErrorCode.CSRF_PREVENTED, http: { status: 403 } },
    });
  }
}

/** Refuses `variables` larger than `maxChars` of JSON (the body limit alone would allow a megabyte of them). */
export function useVariablesLimit(maxChars: number): Plugin {
  return {
    onParams({ params, setResult }) {
      const variables = params.variables;
      if (!variables || typeof variables !== 'object') return;
      let size: number;
      try {
        size = JSON.stringify(variables).length;
      } catch {
        // Nested deeper than the stack allows (JSON.parse takes any depth, JSON.stringify does not).
        return setResult({ errors: [new GraphQLError('The variables are nested too deeply.', { extensions: { code: ErrorCode.BAD_REQUEST, http: { status: 400 } } })] });
      }
      if (size > maxChars) {
        setResult({
          errors: [
            new GraphQLError(`The variables are ${size} characters of JSON; the limit is ${maxChars}.`, {
              extensions: { code: ErrorCode.REQUEST_TOO_LARGE, limit: 'variablesBytes', max: maxChars, http: { status: 413 } },
            }),
          ],
        });
      }
    },
  };
}

/**
 * Introspection off: graphql-js's own rule on every validation. (Yoga's disable-introspection
 * plugin decides per request in `onRequestParse`, an HTTP-level hook, so a request that skips
 * yoga's HTTP layer would have been answered: the hostile-input suite caught that.)
 */
export function useNoIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

const SERVABLE = /^(application\/(json|graphql-response\+json|\*)|text\/event-stream|multipart\/mixed|\*\/\*)$/i;

/**
 * Refuses, before anything runs, a GraphQL request whose `Accept` names no type the gateway can
 * answer in: yoga would execute the operation (upstream calls, a mutation's effects) and only
 * then answer 406. The HTTP layer asks it first (gateway/graphql-http.ts); null lets it through.
 * The verdict is kept per Accept header (clients send a handful of distinct ones; at most 256 are
 * kept), so a request reads it rather than parsing the header again.
 */
export function acceptGuard(): (request: Request, fetchAPI: { Response: typeof Response }) => Response | null {
  const verdicts = new Map<string, boolean>();
  const servable = (accept: string): boolean => {
    const known = verdicts.get(accept);
    if (known !== undefined) return known;
    const types = accept.split(',').map((part) => part.split(';')[0].trim());
    // A browser's GraphiQL visit asks for text/html: the layer serves the page, or the writer answers.
    const verdict = types.some((type) => type === '' || SERVABLE.test(type) || /^text\/html$/i.test(type));
    if (verdicts.size >= 256) verdicts.clear();
    verdicts.set(accept, verdict);
    return verdict;
  };
  return (request, fetchAPI) => {
    if (request.method !== 'POST' && request.method !== 'GET') return null;
    const accept = request.headers.get('accept');
    if (!accept || servable(accept)) return null;
    return new fetchAPI.Response(
      JSON.stringify({ errors: [{ message: 'The Accept header names no type the gateway answers in (application/json, application/graphql-response+json, text/event-stream, multipart/mixed).', extensions: { code: ErrorCode.BAD_REQUEST } }] }),
      { status: 406, headers: { 'content-type': 'application/json; charset=utf-8' } },
    );
  };
}

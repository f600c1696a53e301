import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
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
 */
export function useCsrfPrevention(): Plugin {
  const inner = useCSRFPrevention({ requestHeaders: CSRF_HEADERS }) as Plugin;
  return {
    onRequestParse(payload) {
      try {
        return inner.onRequestParse?.(payload);
      } catch {
        throw new GraphQLError(`This request needs a preflight-forcing header (one of ${CSRF_HEADERS.join(', ')}), as browsers send only after a CORS check.`, {
          extensions: { code: ErrorCode.CSRF_PREVENTED, http: { status: 403 } },
        });
      }
    },
  };
}

/** Refuses `variables` larger than `maxChars` of JSON (the body limit alone would allow a megabyte of them). */
export function useVariablesLimit(maxChars: number): Plugin {
  return {
    onParams({ params, setResult }) {
      const variables = params.variables;
      if (!variables || typeof variables !== 'object') return;
      const size = JSON.stringify(variables).length;
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

import type { ExecutionResult, GraphQLError } from 'graphql';
import { ErrorCode } from '../errors.js';

/** Every `extensions.code` a client may see (error-codes.ts keeps answers to this set). */
export const CLOSED_CODES: ReadonlySet<string> = new Set<string>(Object.values(ErrorCode));

/**
 * Codes the client caused (its token, its input, its rate, its document), not a failure of the
 * gateway or an upstream: a trace does not mark them as errors, the request log does not log
 * them as upstream failures.
 */
export const CLIENT_CAUSED_CODES: ReadonlySet<string> = new Set<string>([
  ErrorCode.UNAUTHENTICATED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
  ErrorCode.CONFLICT,
  ErrorCode.BAD_USER_INPUT,
  ErrorCode.BAD_REQUEST,
  ErrorCode.REQUEST_TOO_LARGE,
  ErrorCode.GRAPHQL_PARSE_FAILED,
  ErrorCode.GRAPHQL_VALIDATION_FAILED,
  ErrorCode.OPERATION_LIMIT_EXCEEDED,
  ErrorCode.CSRF_PREVENTED,
  ErrorCode.RATE_LIMITED,
  ErrorCode.UPSTREAM_BUDGET_EXCEEDED,
  ErrorCode.PERSISTED_QUERY_NOT_FOUND,
  ErrorCode.PERSISTED_QUERY_ONLY,
]);

/** An error's closed-set code; anything else counts as INTERNAL_SERVER_ERROR, as clients see it. */
export function closedCodeOf(error: GraphQLError): string {
  const raw = error.extensions?.code;
  return typeof raw === 'string' && CLOSED_CODES.has(raw) ? raw : ErrorCode.INTERNAL_SERVER_ERROR;
}

/** The distinct closed-set codes of an answer's errors, in order of first appearance. */
export function distinctCodesOf(errors: ReadonlyArray<GraphQLError>): string[] {
  const codes: string[] = [];
  for (const error of errors) {
    const code = closedCodeOf(error);
    if (!codes.includes(code)) codes.push(code);
  }
  return codes;
}

/** Whether an answer with errors still holds something: a root field that is not null. */
export function hasData(data: ExecutionResult['data']): boolean {
  if (data == null) return false;
  for (const key in data) if (data[key] != null) return true;
  return false;
}

import { GraphQLError } from 'graphql';
import { ErrorCode, toGraphQLError, UpstreamError } from '../errors.js';
import type { Logger } from '../logger.js';

/**
 * Yoga's `maskError`: every error a client sees goes through `toGraphQLError`, so it carries
 * a code from the closed set and nothing else (no stack, no URL, no token). The original goes
 * to the log: unexpected ones in full at error level, upstream failures as one warn line.
 */
export function createMaskError(logger: Logger) {
  return (error: unknown): Error => {
    const mapped = toGraphQLError(error);
    const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
    const code = mapped.extensions.code;
    const path = error instanceof GraphQLError ? error.path?.join('.') : undefined;
    if (code === ErrorCode.INTERNAL_SERVER_ERROR) {
      logger.error('unexpected error', { path, error: original });
    } else if (original instanceof UpstreamError && (code === ErrorCode.UPSTREAM_ERROR || code === ErrorCode.UPSTREAM_TIMEOUT)) {
      logger.warn('upstream failure', { path, code, upstream: original.upstream, route: original.route, status: original.status, cause: (original as { cause?: unknown }).cause });
    }
    return mapped;
  };
}

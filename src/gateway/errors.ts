import { GraphQLError } from 'graphql';
import { ErrorCode, toGraphQLError } from '../errors.js';

/**
 * Yoga's `maskError`: every error a client sees goes through `toGraphQLError`, so it carries
 * a code from the closed set and nothing else (no stack, no URL, no token). It logs nothing:
 * yoga gives it no request, so its lines could not say which request failed. The request log
 * (request-log.ts) reads the masked errors of each answer instead, and finds the original of an
 * unexpected one in `originalError`, which GraphQL's serialisation never sends to a client.
 */
export function createMaskError() {
  return (error: unknown): Error => {
    const mapped = toGraphQLError(error);
    if (mapped.extensions.code !== ErrorCode.INTERNAL_SERVER_ERROR || mapped.originalError) return mapped;
    const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
    return new GraphQLError(mapped.message, {
      nodes: mapped.nodes,
      path: mapped.path ?? (error instanceof GraphQLError ? error.path : undefined),
      extensions: mapped.extensions,
      originalError: original instanceof Error ? original : new Error(String(original)),
    });
  };
}

import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';

/**
 * A document for fields only some upstreams have (the default sandbox's extras: `ALL_EPISODES`,
 * `Show.isCommentsEnabled`, page tokens...). Typed documents (`graphql()` from
 * src/generated/client) are checked against the gateway schema printed over the spec snapshot,
 * which holds none of those; a test of an optional capability sends this instead, to the
 * variant that has it. Its data is untyped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function untyped<T = any, V extends Record<string, unknown> = Record<string, unknown>>(source: string): TypedDocumentNode<T, V> {
  return parse(source) as TypedDocumentNode<T, V>;
}

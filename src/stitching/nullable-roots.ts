import { isNonNullType, type GraphQLSchema } from 'graphql';
import { MapperKind, mapSchema, type FieldMapper } from '@graphql-tools/utils';

/**
 * The upstream's root fields as the public graph shows them: nullable. Each one is an upstream
 * call that can fail (5xx, timeout, refusal); declared non-null, as the upstream declares
 * `showsForUser`, its failure would null the whole `data` and take every sibling field with it
 * (REST fields included). Nullable, a failure is `null` plus a coded error at that field alone
 * (docs/architecture.md#errors-are-data). Only the public type changes: the request sent upstream is the same.
 */
export function withNullableRoots(schema: GraphQLSchema): GraphQLSchema {
  const relax: FieldMapper = (config) => (isNonNullType(config.type) ? { ...config, type: config.type.ofType } : config);
  return mapSchema(schema, { [MapperKind.QUERY_ROOT_FIELD]: relax, [MapperKind.MUTATION_ROOT_FIELD]: relax });
}

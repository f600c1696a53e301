import {
  astFromValue,
  getNamedType,
  isEnumType,
  isInputObjectType,
  Kind,
  typeFromAST,
  visit,
  type ArgumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type ObjectFieldNode,
  type OperationDefinitionNode,
  type ValueNode,
} from 'graphql';
import type { ExecutionRequest } from '@graphql-tools/utils';

/**
 * Requests made while the gateway serves from the committed snapshot (schema/upstream.graphql),
 * freed of the type names document 2 does not state. The snapshot is the spec's schema, but a
 * GraphQL schema needs a name for every type, and the spec names few of the input and wrapper
 * types: `episodeByUri(getEpisodeRequest:)` has an argument name, not a type name. Variables
 * declared with the snapshot's names (`$v: EpisodeLookup!`) fail validation on an upstream that
 * chose other names, so every call would fail while degraded. So, on the way out:
 * - variables of input object and enum types are written inline as literals (a literal needs no
 *   type name); an absent one drops its argument or field;
 * - inline fragments on object types the spec does not name (the reply member of the show-wide
 *   comment union) are dropped: the fields they held are simply not read.
 * Live, the schema is the upstream's own, with its own names: nothing is rewritten.
 */

/** Object types document 2 names, which may appear as fragment conditions (union members, 2.3, 2.8). */
const SPEC_NAMED_OBJECTS = new Set([
  'Query',
  'Mutation',
  'Show',
  'Episode',
  'DecoratedComment',
  'UserAuthorDisplayMetadata',
  'ShowAuthorDisplayMetadata',
  'UserIdString',
  'ParentEntityUriString',
  'SingleValueLong',
  'AudienceValue',
  'TimeSeriesValue',
  'CountValueLong',
  'RatioValueFloat',
  'PercentageValueFloat',
  'ConsumptionValue',
  'AverageConsumptionTimeValue',
  'SegmentedAudienceValue',
  'DiscoveryFunnelValue',
  'BenchmarkTimeSeriesValue',
  'ShowSponsorshipAnalytics',
  'ListSponsorshipsResponse',
]);

export function withoutUnstatedTypeNames(request: ExecutionRequest, schema: GraphQLSchema): ExecutionRequest {
  const operation = request.document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const variables = { ...((request.variables ?? {}) as Record<string, unknown>) };
  const inline = new Map<string, GraphQLInputType>();
  for (const def of operation?.variableDefinitions ?? []) {
    const type = typeFromAST(schema, def.type) as GraphQLInputType | undefined;
    const named = type && getNamedType(type);
    if (type && (isInputObjectType(named) || isEnumType(named))) inline.set(def.variable.name.value, type);
  }
  const absent = (node: { value: ValueNode }) => node.value.kind === Kind.VARIABLE && inline.has(node.value.name.value) && variables[node.value.name.value] === undefined;
  const document = visit(request.document, {
    VariableDefinition: (node) => (inline.has(node.variable.name.value) ? null : undefined),
    Argument: (node: ArgumentNode) => (absent(node) ? null : undefined),
    ObjectField: (node: ObjectFieldNode) => (absent(node) ? null : undefined),
    Variable: (node) => {
      const type = inline.get(node.name.value);
      return type ? (astFromValue(variables[node.name.value], type) ?? { kind: Kind.NULL }) : undefined;
    },
    InlineFragment: (node) => (node.typeCondition && !SPEC_NAMED_OBJECTS.has(node.typeCondition.name.value) && isObjectTypeIn(schema, node.typeCondition.name.value) ? null : undefined),
  });
  for (const name of inline.keys()) delete variables[name];
  return { ...request, document, variables };
}

function isObjectTypeIn(schema: GraphQLSchema, name: string): boolean {
  const type = schema.getType(name);
  return !!type && 'getFields' in type && !isInputObjectType(type);
}

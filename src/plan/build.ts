import {
  getNamedType,
  isLeafType,
  isObjectType,
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValueNode,
} from 'graphql';
import { selectionOf, selectionUnder, type SelectedField, type Selection, type SelectionScope } from '../selection.js';
import { ROOT_SOURCES, type RootSource } from './sources.js';

/**
 * A plan: the operation's root fields, each with the source that loads it, where its key comes
 * from, and the projection of the loaded values onto the response. Built once per normal form of
 * a document (fragments inlined, conditions decided: gateway/conditions.ts) and per shape of its
 * variables (which of them are null, so which key each root field was given).
 */

/** One response key under an object: `__typename`, or a field read off its parent by name. */
export interface Projection {
  readonly responseKey: string;
  readonly fieldName: string;
  readonly type: GraphQLOutputType;
  /** For an object-valued field: what is read off the object. */
  readonly children: readonly Projection[] | null;
}

/** Where a root field's key comes from: a coerced variable, or a literal of the document. */
export type KeySource = { readonly variable: string } | { readonly value: unknown };

export interface RootStep {
  readonly responseKey: string;
  /** Null for the root's own `__typename`. */
  readonly source: RootSource | null;
  readonly key: KeySource | null;
  readonly type: GraphQLOutputType;
  /** The fields of the object the source loads (by name). */
  readonly fields: ReadonlySet<string>;
  readonly projection: readonly Projection[];
}

export interface Plan {
  readonly planned: true;
  readonly roots: readonly RootStep[];
  readonly bound: number;
  readonly rounds: number;
  readonly targets: readonly string[];
}

export interface NotPlanned {
  readonly planned: false;
  readonly reason: string;
}

export interface PlanInputs {
  readonly schema: GraphQLSchema;
  readonly operation: OperationDefinitionNode;
  readonly fragments: Readonly<Record<string, FragmentDefinitionNode>>;
  /** Variables whose coerced value is null or absent. */
  readonly nullVariables: ReadonlySet<string>;
  /** The upstream GraphQL schema the stitched one was built over. */
  readonly upstreamSchema: GraphQLSchema;
  /** Types with resolvers of the gateway's own: an object of one is not read by property. */
  readonly resolvedTypes: ReadonlySet<string>;
}

class Unplannable extends Error {}

export function buildPlan(inputs: PlanInputs): Plan | NotPlanned {
  try {
    return plan(inputs);
  } catch (error) {
    if (error instanceof Unplannable) return { planned: false, reason: error.message };
    throw error;
  }
}

function plan(inputs: PlanInputs): Plan {
  const { schema, operation } = inputs;
  const queryType = schema.getQueryType();
  if (operation.operation !== 'query' || !queryType) throw new Unplannable(`a ${operation.operation}`);
  // Conditions are decided in the normal form: no directive is read with variables here.
  const scope: SelectionScope = { schema, fragments: inputs.fragments, variableValues: {} };
  const roots: RootStep[] = [];
  let bound = 0;
  let rounds = 0;
  const targets = new Set<string>();
  for (const selected of selectionOf(operation.selectionSet, queryType.name, scope).fields.values()) {
    if (selected.name === '__typename') {
      roots.push({ responseKey: selected.responseKey, source: null, key: null, type: queryType, fields: new Set(), projection: [] });
      continue;
    }
    const definition = queryType.getFields()[selected.name];
    const branches = ROOT_SOURCES[selected.name];
    if (!definition || !branches) throw new Unplannable(`Query.${selected.name}`);
    const given = givenArguments(selected.nodes[0], inputs.nullVariables);
    const source = branches.find((b) => given.has(b.keyArg) && !given.has(b.otherArg) && [...given.keys()].every((a) => a === b.keyArg));
    if (!source) throw new Unplannable(`Query.${selected.name} with arguments ${[...given.keys()].join(', ') || 'none'}`);
    const objectType = getNamedType(definition.type);
    if (!isObjectType(objectType) || objectType.name !== source.typeName) throw new Unplannable(`Query.${selected.name}'s type`);
    const selection = selectionUnder(selected, objectType.name, scope);
    const fields = fieldsOf(selection, source, inputs);
    if (source.needsOwnField && [...fields].every((field) => field === source.keyField)) throw new Unplannable(`Query.${selected.name} without a REST field`);
    const projection = [...selection.fields.values()].map((field) => projectionOf(field, objectType.getFields()[field.name], scope, inputs));
    const calls = source.calls(fields);
    bound += calls.routes.length;
    rounds = Math.max(rounds, calls.rounds);
    targets.add(source.typeName);
    roots.push({ responseKey: selected.responseKey, source, key: given.get(source.keyArg)!, type: definition.type, fields, projection });
  }
  return { planned: true, roots, bound, rounds, targets: [...targets] };
}

/** The arguments a root field node was given a value for (a null literal or a null variable is none). */
function givenArguments(node: FieldNode, nullVariables: ReadonlySet<string>): Map<string, KeySource> {
  const given = new Map<string, KeySource>();
  for (const argument of node.arguments ?? []) {
    const value = argument.value;
    if (value.kind === Kind.NULL) continue;
    if (value.kind === Kind.VARIABLE) {
      if (!nullVariables.has(value.name.value)) given.set(argument.name.value, { variable: value.name.value });
      continue;
    }
    given.set(argument.name.value, { value: literalOf(value) });
  }
  return given;
}

/** The key arguments are `Int` and `String`: a literal of either reads as graphql-js coerces it. */
function literalOf(value: ValueNode): unknown {
  if (value.kind === Kind.INT) return Number.parseInt(value.value, 10);
  if (value.kind === Kind.STRING) return value.value;
  throw new Unplannable(`a ${value.kind} key`);
}

/** The fields of the object the source answers, checked: anything else leaves the document to the reference execution. */
function fieldsOf(selection: Selection, source: RootSource, inputs: PlanInputs): Set<string> {
  const upstreamType = inputs.upstreamSchema.getType(source.typeName);
  const upstreamFields = upstreamType && 'getFields' in upstreamType ? upstreamType.getFields() : {};
  const fields = new Set<string>();
  for (const field of selection.fields.values()) {
    if (field.name === '__typename') {
      // Loaded, not projected: the projection reads only the selected fields.
      if (source.typenameLoads) fields.add(source.typenameLoads);
      continue;
    }
    if (!source.fields.has(field.name)) throw new Unplannable(`${source.typeName}.${field.name}`);
    if (source.localOnly.has(field.name) && field.name in upstreamFields) throw new Unplannable(`${source.typeName}.${field.name} (an upstream field)`);
    if (field.nodes.some((node) => node.arguments?.length)) throw new Unplannable(`${source.typeName}.${field.name} with arguments`);
    fields.add(field.name);
  }
  return fields;
}

/** How a selected field is projected: a leaf as graphql-js serializes it; an object of the gateway's own, read by property. */
function projectionOf(field: SelectedField, definition: GraphQLField<unknown, unknown> | undefined, scope: SelectionScope, inputs: PlanInputs): Projection {
  if (field.name === '__typename') return { responseKey: field.responseKey, fieldName: '__typename', type: null as never, children: null };
  if (!definition) throw new Unplannable(`field ${field.name}`);
  const named = getNamedType(definition.type);
  if (isLeafType(named)) return { responseKey: field.responseKey, fieldName: field.name, type: definition.type, children: null };
  if (!isObjectType(named) || inputs.resolvedTypes.has(named.name) || inputs.upstreamSchema.getType(named.name)) throw new Unplannable(`${named.name} under ${field.name}`);
  const children = [...selectionUnder(field, named.name, scope).fields.values()].map((child) => {
    if (child.nodes.some((node) => node.arguments?.length)) throw new Unplannable(`${named.name}.${child.name} with arguments`);
    return projectionOf(child, named.getFields()[child.name], scope, inputs);
  });
  return { responseKey: field.responseKey, fieldName: field.name, type: definition.type, children };
}

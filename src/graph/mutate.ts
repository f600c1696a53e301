import { getNamedType, getNullableType, isListType, isNonNullType, isObjectType, parse, type DocumentNode, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { buildSelection, missingUpstream, upstreamField, type SelectionSpec } from './capabilities.js';
import { asGatewayError, queryUpstream, type GraphCaller } from './runtime.js';

/** One upstream mutation field with its arguments. */
export interface UpstreamMutation {
  field: string;
  args: Record<string, unknown>;
  /** What to read back when the field returns an object. @default its verdict (`verdictSelection`) */
  select?: SelectionSpec;
}

export interface MutationOutcome {
  /** The upstream's answer for the field (its return shape is "not shown" in the spec). */
  value: unknown;
  /**
   * The upstream's own verdict when it gives one (a Boolean return value, or an object's one
   * Boolean field), else true: no error means accepted.
   */
  success: boolean;
}

const documents = new WeakMap<GraphQLSchema, Map<string, DocumentNode | Error>>();

/**
 * Runs upstream mutation fields in one operation (so they run in order, as the creator app's
 * pairs do: publish then mark read). Fields and arguments are checked against the upstream
 * schema first; a missing one fails before any call. Returns one outcome per field, or throws
 * the first field's upstream error with its message and code; a later field's error is
 * returned as an outcome with `success: false`.
 */
export async function mutateUpstream(ctx: GraphCaller, mutations: UpstreamMutation[]): Promise<MutationOutcome[]> {
  const doc = documentFor(ctx.upstream.schema, mutations);
  const variables: Record<string, unknown> = {};
  mutations.forEach((m, i) => Object.entries(m.args).forEach(([name, value]) => (variables[`m${i}_${name}`] = value)));
  const result = await queryUpstream(ctx, doc, variables, 'mutation');
  return mutations.map((_, i) => {
    const key = `m${i}`;
    const value = (result.data as Record<string, unknown> | null | undefined)?.[key];
    const error = result.errors?.find((e) => !e.path || e.path[0] === key);
    if (error && (value === null || value === undefined)) {
      if (i === 0) throw asGatewayError(error);
      return { value: null, success: false };
    }
    return { value: value ?? null, success: successOf(value) };
  });
}

function documentFor(schema: GraphQLSchema, mutations: UpstreamMutation[]): DocumentNode {
  let bySignature = documents.get(schema);
  if (!bySignature) documents.set(schema, (bySignature = new Map()));
  const signature = mutations.map((m) => `${m.field}(${Object.keys(m.args).sort().join(',')})${JSON.stringify(m.select ?? null)}`).join(' ');
  let doc = bySignature.get(signature);
  if (!doc) {
    doc = build(schema, mutations);
    bySignature.set(signature, doc);
  }
  if (doc instanceof Error) throw doc;
  return doc;
}

function build(schema: GraphQLSchema, mutations: UpstreamMutation[]): DocumentNode | Error {
  const definitions: string[] = [];
  const fields: string[] = [];
  for (const [i, m] of mutations.entries()) {
    const field = upstreamField(schema, 'Mutation', m.field);
    if (!field) return missingUpstream(`the mutation ${m.field}`);
    const args: string[] = [];
    for (const name of Object.keys(m.args)) {
      const arg = field.args.find((a) => a.name === name);
      if (!arg) return missingUpstream(`the argument ${name} of ${m.field}`);
      definitions.push(`$m${i}_${name}: ${arg.type}`);
      args.push(`${name}: $m${i}_${name}`);
    }
    const returns = getNamedType(field.type);
    const selection = isObjectType(returns) ? buildSelection(schema, returns.name, m.select ?? verdictSelection(returns)) || '__typename' : '';
    fields.push(`m${i}: ${m.field}${args.length ? `(${args.join(', ')})` : ''}${selection ? ` { ${selection} }` : ''}`);
  }
  return parse(`mutation GatewayMutation${definitions.length ? `(${definitions.join(', ')})` : ''} { ${fields.join(' ')} }`);
}

/**
 * The verdict of a mutation result object, read under the response key `success`: the return
 * shape is not shown (document 2, 4.5), so the field is found by its type, whatever it is
 * called: the object's one Boolean field (without required arguments), or among several the one
 * named for success. None: no verdict is read, and no error means accepted.
 */
function verdictSelection(type: GraphQLObjectType): SelectionSpec {
  const booleans = Object.values(type.getFields()).filter(
    (f) => !isListType(getNullableType(f.type)) && getNamedType(f.type).name === 'Boolean' && !f.args.some((a) => isNonNullType(a.type)),
  );
  const verdict = booleans.length === 1 ? booleans[0] : booleans.filter((f) => /^(success|succeeded|successful|ok)$/i.test(f.name)).at(0);
  return verdict ? [`success: ${verdict.name}`] : [];
}

/** The return shape of these mutations is not shown (document 2, 4.5): a Boolean, an object with a verdict (read as `success`), or anything. */
export function successOf(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value && typeof value === 'object' && typeof (value as { success?: unknown }).success === 'boolean') return (value as { success: boolean }).success;
  return true;
}

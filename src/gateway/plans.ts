import { getOperationAST, getVariableValues, Kind, type DocumentNode, type ExecutionArgs, type FragmentDefinitionNode, type GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import type { GatewayContext, RequestPlan } from '../context.js';
import { hasConditions, resolveConditions } from './conditions.js';
import { operationCost, type CostModel } from './cost.js';
import { usesIncrementalDelivery } from './incremental-delivery.js';
import { inlineFragments } from './inline-fragments.js';
import { buildPlan, type NotPlanned, type Plan } from '../plan/build.js';
import { runPlan, type ExecuteFn } from '../plan/execute.js';

export interface PlanOptions {
  /** PLANNED_EXECUTION: off, every operation runs the reference way (the normal form still runs). */
  enabled: boolean;
  cost: CostModel;
  /** Types with resolvers of the gateway's own (`resolvedTypesOf`). */
  resolvedTypes: ReadonlySet<string>;
  /** How each query ran (metrics: `gateway_executions_total`). */
  observe?: (path: 'planned' | 'handed_over' | 'reference') => void;
  /** Documents whose plans are kept, least recently used first out. @default 1000 */
  maxDocuments?: number;
}

interface Planned {
  readonly outcome: Plan | NotPlanned;
  readonly summary: RequestPlan;
}

interface Entry {
  readonly schema: GraphQLSchema;
  /** By operation name and the set of null variables. */
  readonly byShape: Map<string, Planned>;
}

/** Shapes kept per document (each is one set of null variables). */
const MAX_SHAPES = 16;

/**
 * The normal form, the plan and the planned executor, in the one plugin chain:
 * - the normal form of the document (named fragments inlined, `@skip`/`@include` decided:
 *   gateway/inline-fragments.ts, gateway/conditions.ts) is what runs, planned or not; what of it
 *   depends on the document alone is read from the document's facts (`documentFacts`);
 * - a query without `@defer`/`@stream` is planned once per normal form, operation and shape of
 *   its variables (which are null: which key each root field was given), and the plan is kept in
 *   a bounded LRU cache keyed by the document and checked against the schema (a refresh replans);
 * - `ctx.plan` says, before any upstream call, whether it is planned, why not, its bound on
 *   upstream calls, its rounds and its cost (read by the cost limit, gateway/limits.ts);
 * - a planned operation runs its plan (plan/execute.ts); the others run graphql-js as before.
 * Place it where `execute` is already chosen (it wraps the one it is handed) and before the
 * limits, which read the plan's cost.
 */
export function usePlans(options: PlanOptions): Plugin {
  const plans = new LRUCache<DocumentNode, Entry>({ max: options.maxDocuments ?? 1_000 });
  const observe = options.observe ?? (() => undefined);
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const operationName = args.operationName ?? undefined;
      const raw = (args.variableValues ?? {}) as Record<string, unknown>;
      const facts = documentFacts(args.document);
      const normal = facts.conditional ? resolveConditions(args.schema, facts.inlined, raw, operationName) : facts.inlined;
      const reference: ExecuteFn = normal === args.document ? (executeFn as ExecuteFn) : (a) => (executeFn as ExecuteFn)({ ...a, document: normal });
      if (normal !== args.document) setExecuteFn(reference as typeof executeFn);
      if (!options.enabled || facts.incremental) return;
      const operation = getOperationAST(normal, operationName);
      if (!operation || operation.operation !== 'query') return;
      let variables: Record<string, unknown> = {};
      if (operation.variableDefinitions?.length) {
        const coerced = getVariableValues(args.schema, operation.variableDefinitions, raw);
        // Execution reports bad variables in its own words.
        if (coerced.errors) return;
        variables = coerced.coerced;
      }
      const ctx = args.contextValue as unknown as GatewayContext;
      const planned = planOf(plans, args.schema, normal, operation.name?.value ?? '', variables, ctx, options);
      ctx.plan = planned.summary;
      const outcome = planned.outcome;
      if (!outcome.planned) return observe('reference');
      setExecuteFn(((a: ExecutionArgs) => runPlan(outcome, a, variables, reference, observe)) as typeof executeFn);
    },
  };
}

/**
 * What depends only on a document as it was parsed, worked out once per document and read by
 * every request of it: its named fragments inlined (gateway/inline-fragments.ts), whether it has
 * `@skip`/`@include` (then its normal form also depends on the variables: gateway/conditions.ts),
 * and whether it asks for incremental delivery (gateway/incremental-delivery.ts). The plans below
 * and the executor's choice (src/gateway.ts) read it, so a request of a known document makes one
 * lookup where it made three, each in its own module.
 */
export interface DocumentFacts {
  readonly inlined: DocumentNode;
  readonly conditional: boolean;
  readonly incremental: boolean;
}

// Per document, as the inlined forms and the conditions' forms are: it goes with its document.
const known = new WeakMap<DocumentNode, DocumentFacts>();

export function documentFacts(document: DocumentNode): DocumentFacts {
  let facts = known.get(document);
  if (facts === undefined) {
    const inlined = inlineFragments(document);
    facts = { inlined, conditional: hasConditions(inlined), incremental: usesIncrementalDelivery(document) };
    known.set(document, facts);
  }
  return facts;
}

function planOf(
  plans: LRUCache<DocumentNode, Entry>,
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string,
  variables: Record<string, unknown>,
  ctx: GatewayContext,
  options: PlanOptions,
): Planned {
  let entry = plans.get(document);
  if (!entry || entry.schema !== schema) plans.set(document, (entry = { schema, byShape: new Map() }));
  let shape = operationName;
  for (const name in variables) if (variables[name] === null || variables[name] === undefined) shape += `|${name}`;
  const known = entry.byShape.get(shape);
  if (known) return known;
  const operation = getOperationAST(document, operationName || undefined)!;
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  const nullVariables = new Set<string>();
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (variables[name] === null || variables[name] === undefined) nullVariables.add(name);
  }
  const outcome = buildPlan({ schema, operation, fragments, nullVariables, upstreamSchema: ctx.upstream.subschema.schema, resolvedTypes: options.resolvedTypes });
  const planned: Planned = { outcome, summary: summaryOf(outcome, () => operationCost(schema, document, variables, operationName || undefined, options.cost)) };
  if (entry.byShape.size < MAX_SHAPES) entry.byShape.set(shape, planned);
  return planned;
}

function summaryOf(outcome: Plan | NotPlanned, cost: () => number): RequestPlan {
  if (!outcome.planned) return { planned: false, reason: outcome.reason, bound: null, rounds: null, cost: undefined, targets: [] };
  // A planned operation's fields take no argument but their roots' keys: its cost is the same
  // whatever the values of its variables.
  let known: number | undefined;
  try {
    known = cost();
  } catch {
    known = undefined;
  }
  return { planned: true, reason: null, bound: outcome.bound, rounds: outcome.rounds, cost: known, targets: outcome.targets };
}

/** The types the gateway's resolver maps give resolvers to. */
export function resolvedTypesOf(resolverMaps: ReadonlyArray<Record<string, unknown>>): Set<string> {
  const types = new Set<string>();
  for (const map of resolverMaps) for (const [name, fields] of Object.entries(map)) if (fields && typeof fields === 'object' && !('serialize' in fields)) types.add(name);
  return types;
}

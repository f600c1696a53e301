import { isLeafType, isListType, isNonNullType, isObjectType, type ExecutionArgs, type ExecutionResult, type GraphQLOutputType } from 'graphql';
import type { GatewayContext } from '../context.js';
import type { Plan, Projection, RootStep } from './build.js';

export type ExecuteFn = (args: ExecutionArgs) => ExecutionResult | Promise<ExecutionResult>;

/** Thrown by the projection where graphql-js would report an error: the reference execution answers. */
const HAND_OVER = Symbol('hand over');

/**
 * Runs a plan: every root's loads start in this tick, then the loaded values are projected as
 * graphql-js completes them (leaves serialized by their type, objects read by property). Any
 * outcome the plan does not project (a key the resolver refuses, an upstream error, a draft's
 * 403, a null where the schema says non-null) hands the request to the reference execution
 * (`reference`: graphql-js and the resolvers), which reads the same per-request loaders: the
 * calls already made are not made again, and partial data, codes and paths are the reference's.
 */
export function runPlan(
  plan: Plan,
  args: ExecutionArgs,
  variables: Readonly<Record<string, unknown>>,
  reference: ExecuteFn,
  observe: (path: 'planned' | 'handed_over') => void,
): Promise<ExecutionResult> {
  const handOver = (): ExecutionResult | Promise<ExecutionResult> => {
    observe('handed_over');
    return reference(args);
  };
  const project = (values: ReadonlyArray<Record<string, unknown> | null>): ExecutionResult | Promise<ExecutionResult> => {
    const data: Record<string, unknown> = {};
    try {
      for (let i = 0; i < plan.roots.length; i++) {
        const root = plan.roots[i];
        data[root.responseKey] = root.source ? projectRoot(root, values[i]) : 'Query';
      }
    } catch (error) {
      if (error !== HAND_OVER) throw error;
      return handOver();
    }
    observe('planned');
    return { data };
  };
  // A Promise always, as an async function would give: a throw while starting the loads is its rejection.
  try {
    const ctx = args.contextValue as GatewayContext;
    const loads: Array<Promise<Record<string, unknown>> | null> = [];
    for (const root of plan.roots) {
      if (!root.source || !root.key) {
        loads.push(null);
        continue;
      }
      const key = 'variable' in root.key ? variables[root.key.variable] : root.key.value;
      const load = root.source.load(ctx, key, root.fields);
      if (!load) {
        for (const started of loads) started?.catch(() => undefined);
        return Promise.resolve(handOver());
      }
      loads.push(load);
    }
    // One root (most documents): its load alone is waited for, with no Promise.allSettled and its
    // promise per load (docs/performance.md, "Promises on the hot path").
    if (loads.length === 1 && loads[0] !== null) return loads[0].then((values) => project([values]), handOver);
    return Promise.allSettled(loads).then((settled) => {
      const values: Array<Record<string, unknown> | null> = [];
      for (const outcome of settled) {
        if (outcome.status === 'rejected') return handOver();
        values.push(outcome.value);
      }
      return project(values);
    });
  } catch (error) {
    return Promise.reject(error);
  }
}

function projectRoot(root: RootStep, values: Record<string, unknown> | null): unknown {
  const type = isNonNullType(root.type) ? root.type.ofType : root.type;
  if (isListType(type) || !isObjectType(type)) throw HAND_OVER;
  const object: Record<string, unknown> = {};
  for (const child of root.projection) {
    object[child.responseKey] = child.fieldName === '__typename' ? type.name : complete(child.type, values?.[child.fieldName], child);
  }
  return object;
}

/** graphql-js's completeValue for what a plan projects (spec 6.4.3): no resolver, no abstract type. */
function complete(type: GraphQLOutputType, value: unknown, projection: Projection): unknown {
  if (isNonNullType(type)) {
    const completed = complete(type.ofType, value, projection);
    if (completed === null) throw HAND_OVER;
    return completed;
  }
  if (value === null || value === undefined) return null;
  if (isListType(type)) {
    if (typeof value !== 'object' || !(Symbol.iterator in value)) throw HAND_OVER;
    return Array.from(value as Iterable<unknown>, (item) => complete(type.ofType, item, projection));
  }
  if (isLeafType(type)) {
    let serialized: unknown;
    try {
      serialized = type.serialize(value);
    } catch {
      throw HAND_OVER;
    }
    if (serialized === undefined) throw HAND_OVER;
    return serialized;
  }
  if (!isObjectType(type) || !projection.children || typeof value !== 'object') throw HAND_OVER;
  const object: Record<string, unknown> = {};
  for (const child of projection.children) {
    if (child.fieldName === '__typename') object[child.responseKey] = type.name;
    else {
      const property = (value as Record<string, unknown>)[child.fieldName];
      // graphql-js's default resolver would call a function: no plan reads one.
      if (typeof property === 'function') throw HAND_OVER;
      object[child.responseKey] = complete(child.type, property, child);
    }
  }
  return object;
}

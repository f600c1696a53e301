import { parse, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { loadConfig, withOverrides } from '../../src/config.js';
import { createGateway } from '../../src/gateway.js';
import { createLogger } from '../../src/logger.js';
import type { SandboxVariant } from '../../src/sandbox/index.js';
import { startServer } from '../../src/server.js';
import { createMemoryStore, type KeyValueStore } from '../../src/store/index.js';
import { startStack, type Stack } from '../helpers/stack.js';
import { undoData, undoPath, type KeyMap, type Rewriting, type Variables } from './rewrite.js';

/**
 * One sandbox variant and one gateway for a shape test file, and what a document's answer is
 * compared by: its `data`, its errors (paths and `extensions.code`) and the upstream calls it
 * made, per route.
 */

export interface Answer {
  data: unknown;
  /** `<path> <code>` per error, sorted. */
  errors: string[];
  /** Upstream calls per route (`POST /v2/graph-pq`, `GET /v3/episodes/{episodeId}/overview`...). */
  calls: Record<string, number>;
  /** Whether the gateway ran the document's plan (to its end or until it handed over), not the reference execution alone. */
  planned: boolean;
}

export interface ShapeStack {
  stack: Stack;
  schema: GraphQLSchema;
  /** Sends `source` and reads the answer and the upstream calls it made. */
  ask(source: string, variables: Variables, keys?: KeyMap): Promise<Answer>;
  /**
   * The same through a second gateway on the same sandbox and ID directory that runs every
   * document the reference way (PLANNED_EXECUTION=false): graphql-js and the resolvers.
   */
  askReference(source: string, variables: Variables, keys?: KeyMap): Promise<Answer>;
  /** How the stack's gateway ran its queries so far (`gateway_executions_total` by path). */
  executions(): Promise<Record<string, number>>;
  /** Empties the ID directory both gateways share (its `ids:` keys): the next ask finds it cold. */
  forgetDirectory(): Promise<void>;
}

export async function startShapeStack(variant: SandboxVariant | undefined): Promise<ShapeStack> {
  const limits = loadConfig({}).limits;
  // One ID directory (and list of known drafts) for both gateways: the reference answers with
  // what the planned one learnt. The directories keep a store of their own unless the one they are
  // given is shared between gateways (`kind: 'redis'`, src/id-directory.ts); this in-process
  // store is shared by the two gateways of this process, so it says so. Not Redis itself: its
  // asynchronous reads would move the race the sponsored-content write runs with the directory
  // (modules/sponsored/resolvers.ts), and with it the calls a mutation makes.
  const shared = createMemoryStore();
  // The directory's keys as they are written, so that a test can empty the directory alone.
  const directoryKeys = new Set<string>();
  const noted = (key: string) => key.startsWith('ids:') && directoryKeys.add(key);
  const store: KeyValueStore = {
    ...shared,
    kind: 'redis',
    claim: (key, value, ttlMs) => (noted(key), shared.claim(key, value, ttlMs)),
    set: (key, value, ttlMs) => (noted(key), shared.set(key, value, ttlMs)),
    setMany: (entries, ttlMs) => (entries.forEach(([key]) => noted(key)), shared.setMany(entries, ttlMs)),
    keep: (entries, ttlMs) => (entries.forEach(([key]) => noted(key)), shared.keep(entries, ttlMs)),
  };
  const stack = await startStack({
    variant,
    store,
    config: {
      // The syntactic limits count what a rewriting adds on purpose (aliases, directives,
      // repeated keys, tokens); they are tested in test/integration/hostile-input.test.ts. Depth
      // and cost stay at their defaults: fragments and duplicates must not change them.
      limits: { ...limits, tokens: 100_000, aliases: 10_000, directives: 10_000, fieldRepeats: 10_000 },
    },
  });
  const reference = await createGateway(withOverrides(stack.config, { plannedExecution: false }), { logger: createLogger({ level: 'silent' }), store });
  const referenceServer = await startServer(reference.handler, { port: 0, host: '127.0.0.1', headersTimeoutMs: 10_000, bodyTimeoutMs: 30_000, uploadIdleTimeoutMs: 60_000, maxConnections: 1_024, upgrade: null });
  stack.sandbox.hooks.clearLog();
  const schema = stack.gateway.schemas.current();
  const plannedSoFar = async () => {
    const counts = await shapes.executions();
    return (counts.planned ?? 0) + (counts.handed_over ?? 0);
  };
  const read = async (send: () => Promise<{ data: unknown; errors?: readonly GraphQLFormattedError[] }>, keys: KeyMap | undefined): Promise<Answer> => {
    stack.sandbox.hooks.clearLog();
    const before = await plannedSoFar();
    const res = await send();
    const planned = (await plannedSoFar()) > before;
    const calls: Record<string, number> = {};
    for (const call of stack.sandbox.hooks.calls()) calls[call.route] = (calls[call.route] ?? 0) + 1;
    return {
      data: keys ? undoData(res.data, keys) : res.data,
      errors: errorKeys(res.errors, keys),
      calls: Object.fromEntries(Object.entries(calls).sort(([a], [b]) => a.localeCompare(b))),
      planned,
    };
  };
  const shapes: ShapeStack = {
    stack: {
      ...stack,
      close: async () => {
        await Promise.all([stack.close(), referenceServer.close(1_000).then(() => reference.close())]);
        await store.close();
      },
    },
    schema,
    ask: (source, variables, keys) => read(() => stack.query(parse(source) as TypedDocumentNode<unknown, Variables>, variables, { expectErrors: true }), keys),
    askReference: (source, variables, keys) =>
      read(async () => {
        const res = await fetch(`${referenceServer.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', authorization: `Bearer ${stack.sandbox.token}` },
          body: JSON.stringify({ query: source, variables }),
        });
        return (await res.json()) as { data: unknown; errors?: GraphQLFormattedError[] };
      }, keys),
    async forgetDirectory() {
      for (const key of directoryKeys) await shared.delete(key);
      directoryKeys.clear();
    },
    async executions() {
      const metric = stack.gateway.metrics.registry.getSingleMetric('gateway_executions_total');
      const counts: Record<string, number> = {};
      for (const value of (await metric?.get())?.values ?? []) counts[String(value.labels.path)] = value.value;
      return counts;
    },
  };
  return shapes;
}

function errorKeys(errors: readonly GraphQLFormattedError[] | undefined, keys: KeyMap | undefined): string[] {
  return (errors ?? []).map((e) => `${JSON.stringify(keys ? undoPath(e.path, keys) : e.path) ?? '-'} ${String(e.extensions?.code)}`).sort();
}

/** A failure message that shows the document, so a counterexample can be read and kept. */
export function describeRewriting(r: Rewriting): string {
  return `rewriting:\n${r.source}\nvariables: ${JSON.stringify(r.variables)}`;
}

/** Runs per property: SHAPES_RUNS (npm run test:shapes -- --runs N) or the default. */
export function runsPerProperty(fallback: number): number {
  const n = Number(process.env.SHAPES_RUNS);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** A fixed seed per property, moved by SHAPES_SEED for other runs. */
export function seedFor(name: string): number {
  let h = Number(process.env.SHAPES_SEED ?? 0) | 0;
  for (let i = 0; i < name.length; i++) h = (Math.imul(h, 31) + name.charCodeAt(i)) | 0;
  return h;
}

/**
 * The answer every rewriting of `source` must give: the first answers teach the gateway's ID
 * directory what the document needs (a search of a cold directory may take more than one
 * request) and bring a mutation to its fixed point; the first answer that repeats the one
 * before it (at most 8 asks) is the one.
 */
export async function settledAnswer(shapes: ShapeStack, source: string, variables: Variables): Promise<Answer> {
  let expected = await shapes.ask(source, variables);
  for (let asked = 2; asked <= 8; asked++) {
    const again = await shapes.ask(source, variables);
    const settled = JSON.stringify(again) === JSON.stringify(expected);
    expected = again;
    if (settled) break;
  }
  return expected;
}

import { parse, getOperationAST, type DocumentNode } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlan, type NotPlanned, type Plan } from '../../src/plan/build.js';
import { resolvedTypesOf } from '../../src/gateway/plans.js';
import { gatewayResolvers } from '../../src/resolvers.js';
import type { LoggedCall } from '../../src/sandbox/hooks.js';
import { startStack, type Stack } from '../helpers/stack.js';

/**
 * The planner (src/plan/): what it plans and what it leaves to the reference execution, the
 * bound and rounds a plan gives before any call, and the planned executor over HTTP: calls that
 * start together, the loaders shared with a hand-over, the executions metric. The answers of
 * planned documents against the reference's are compared by the shape suite (test/shapes/).
 */

const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';
const SPONSORED = 'GET /v3/episodes/{episodeId}/sponsoredContentStatus';
const CONVERSION = 'GET /v3/episodes/platform:episode:{platformEpisodeId}/episodeId';
const METADATA = 'GET /v3/stations/{stationId}/metadata';
const DISTRIBUTION = 'GET /v3/stations/{stationId}/distribution';
const LEGACY_IDS = 'GET /v3/shows/{platformShowId}/legacyIds';

let stack: Stack;
let episodeIds: number[];
let episodeUri: string;
beforeAll(async () => {
  stack = await startStack();
  const own = [...stack.sandbox.store.episodes.values()].filter((e) => e.stationId === 5001 && e.isPublished);
  episodeIds = own.map((e) => e.episodeId);
  episodeUri = `platform:episode:${own[0].platformEpisodeId}`;
});
afterAll(() => stack?.close());

function planOf(source: string, variables: Record<string, unknown> = {}): Plan | NotPlanned {
  const document = parse(source);
  const operation = getOperationAST(document)!;
  const nullVariables = new Set((operation.variableDefinitions ?? []).map((d) => d.variable.name.value).filter((name) => variables[name] == null));
  return buildPlan({
    schema: stack.gateway.schema,
    operation,
    fragments: {},
    nullVariables,
    upstreamSchema: stack.gateway.schemas.runtime().subschema.schema,
    resolvedTypes: resolvedTypesOf(gatewayResolvers as Record<string, unknown>[]),
  });
}

async function executions(): Promise<Record<string, number>> {
  const { body } = await stack.gateway.metrics.scrape();
  const counts: Record<string, number> = {};
  for (const match of body.matchAll(/^gateway_executions_total\{path="(\w+)"\} (\d+)/gm)) counts[match[1]] = Number(match[2]);
  return counts;
}

function byRoute(calls: readonly LoggedCall[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of calls) out[c.route] = (out[c.route] ?? 0) + 1;
  return out;
}

const doc = (source: string) => parse(source) as TypedDocumentNode<Record<string, unknown>, Record<string, unknown>>;

describe('the planner', () => {
  it('plans the peer bench shapes, with the bound and rounds known before any call', () => {
    const q1 = planOf('{ episode(id: 1) { title isPublished } }');
    expect(q1).toMatchObject({ planned: true, bound: 1, rounds: 1, targets: ['Episode'] });
    const q2v = planOf('query ($stationId: Int!) { show(stationId: $stationId) { name distribution { vanitySlug } } }', { stationId: 7 });
    expect(q2v).toMatchObject({ planned: true, bound: 2, rounds: 1, targets: ['Show'] });
    const q3 = planOf(`{ ${Array.from({ length: 20 }, (_, i) => `e${i}: episode(id: ${i + 1}) { title isPublished }`).join(' ')} }`);
    expect(q3).toMatchObject({ planned: true, bound: 20, rounds: 1 });
    // By URI: the conversion (4.1) first on a cold ID directory, then the overview.
    const q4 = planOf('{ episode(uri: "platform:episode:abc") { title isPublished } }');
    expect(q4).toMatchObject({ planned: true, bound: 2, rounds: 2 });
    expect(planOf('{ episode(id: 1) { __typename title containsSponsoredContent } }')).toMatchObject({ planned: true, bound: 2, rounds: 1 });
  });

  it("plans the URI of an episode or a show and an episode's station: the key it was given, the ID directory, or 4.15 with the metadata", () => {
    // By ID: the directory's (a lookup); where it does not know it, the search is the reference's.
    expect(planOf('{ episode(id: 1) { uri title } }')).toMatchObject({ planned: true, bound: 1, rounds: 1 });
    // By URI: the key itself, with a REST field beside it; alone, the upstream root answers whether it exists.
    expect(planOf('{ episode(uri: "platform:episode:x") { uri title } }')).toMatchObject({ planned: true, bound: 2, rounds: 2 });
    expect(planOf('{ episode(uri: "platform:episode:x") { uri } }')).toEqual({ planned: false, reason: 'Query.episode without a REST field' });
    // An episode's station: the directory's once the overview was read; else the reference's other sources.
    expect(planOf('{ episode(id: 1) { stationId title } }')).toMatchObject({ planned: true, bound: 1, rounds: 1 });
    // A show's URI: the directory, else the distribution record (4.15), which `distribution` shares.
    expect(planOf('{ show(stationId: 1) { uri name } }')).toMatchObject({ planned: true, bound: 2, rounds: 1 });
    expect(planOf('{ show(stationId: 1) { uri name distribution { vanitySlug } } }')).toMatchObject({ planned: true, bound: 2, rounds: 1 });
    // A show by URI: the lookup (4.12) on a cold directory, then the metadata; its key alone is the upstream root's.
    expect(planOf('{ show(uri: "platform:show:x") { uri name stationId } }')).toMatchObject({ planned: true, bound: 2, rounds: 2 });
    expect(planOf('{ show(uri: "platform:show:x") { name distribution { vanitySlug } } }')).toMatchObject({ planned: true, bound: 3, rounds: 2 });
    expect(planOf('{ show(uri: "platform:show:x") { uri __typename } }')).toEqual({ planned: false, reason: 'Query.show without a REST field' });
    // A show's `__typename` makes the root find its URI: the plan finds it too, and projects only the type's name.
    expect(planOf('{ show(stationId: 1) { __typename name } }')).toMatchObject({ planned: true, bound: 2, rounds: 1 });
  });

  it('says why it leaves a document to the reference execution', () => {
    expect(planOf('{ episode(id: 1) { title analyticsStarts { startsCount } } }')).toEqual({ planned: false, reason: 'Episode.analyticsStarts' });
    expect(planOf('{ episode(id: 1, uri: "platform:episode:x") { title } }')).toMatchObject({ planned: false });
    expect(planOf('query ($id: Int, $uri: String) { episode(id: $id, uri: $uri) { title } }', {})).toMatchObject({ planned: false });
    // Which key a root field was given is part of the plan's key: the same document plans both ways.
    expect(planOf('query ($id: Int, $uri: String) { episode(id: $id, uri: $uri) { title } }', { id: 3 })).toMatchObject({ planned: true, rounds: 1 });
    expect(planOf('query ($id: Int, $uri: String) { episode(id: $id, uri: $uri) { title } }', { uri: 'platform:episode:x' })).toMatchObject({ planned: true, rounds: 2 });
    expect(planOf('{ episode(uri: "platform:episode:x") { __typename } }')).toMatchObject({ planned: false });
    expect(planOf('mutation { updateShowSlug(slug: "x") { __typename } }')).toEqual({ planned: false, reason: 'a mutation' });
  });
});

describe('the planned executor', () => {
  it('answers 20 aliased episodes by their plan, every overview call sent before the first is answered', async () => {
    const ids = episodeIds.slice(0, 20);
    const before = await executions();
    stack.sandbox.hooks.clearLog();
    // Every overview answer waits: the calls that arrive while the first waits went out together.
    stack.sandbox.hooks.fault(OVERVIEW, { latencyMs: 200 });
    const source = `{ ${ids.map((id, i) => `e${i}: episode(id: ${id}) { title isPublished }`).join(' ')} }`;
    const { data, errors } = await stack.query(doc(source));
    const calls = stack.sandbox.hooks.calls();
    stack.sandbox.hooks.reset();
    expect(errors).toBeUndefined();
    expect(Object.keys(data!)).toEqual(ids.map((_, i) => `e${i}`));
    expect(byRoute(calls)).toEqual({ [OVERVIEW]: ids.length });
    const firstAnswer = Math.min(...calls.map((c) => c.answeredAt!));
    expect(calls.every((c) => c.receivedAt! <= firstAnswer)).toBe(true);
    const after = await executions();
    expect((after.planned ?? 0) - (before.planned ?? 0)).toBe(1);
  });

  it('answers a show and its distribution by the plan, both calls in one round', async () => {
    const before = await executions();
    stack.sandbox.hooks.clearLog();
    const { data, errors } = await stack.query(doc('query ($s: Int!) { show(stationId: $s) { name d: distribution { vanitySlug } } }'), { s: 5001 });
    expect(errors).toBeUndefined();
    expect(data).toEqual({ show: { name: expect.any(String), d: { vanitySlug: expect.any(String) } } });
    expect(byRoute(stack.sandbox.hooks.calls())).toEqual({ [METADATA]: 1, [DISTRIBUTION]: 1 });
    expect(((await executions()).planned ?? 0) - (before.planned ?? 0)).toBe(1);
  });

  it('answers an episode by URI and its sponsored flag by the plan', async () => {
    const before = await executions();
    stack.sandbox.hooks.clearLog();
    const { data, errors } = await stack.query(doc('query ($u: String) { episode(uri: $u) { id title containsSponsoredContent } }'), { u: episodeUri });
    expect(errors).toBeUndefined();
    expect(data?.episode).toMatchObject({ id: expect.any(Number), title: expect.any(String) });
    const calls = byRoute(stack.sandbox.hooks.calls());
    expect(calls[OVERVIEW]).toBe(1);
    expect(calls[SPONSORED]).toBe(1);
    expect(calls[CONVERSION] ?? 0).toBeLessThanOrEqual(1);
    expect(((await executions()).planned ?? 0) - (before.planned ?? 0)).toBe(1);
  });

  it("answers an episode's URI from the ID directory by the plan, and hands a URI it does not know to the search", async () => {
    // Episodes no earlier test named by URI: the directory does not know them yet.
    const [cold, warm] = episodeIds.slice(-2);
    const uriOf = (id: number) => `platform:episode:${stack.sandbox.store.episodes.get(id)!.platformEpisodeId}`;
    const ask = async (id: number) => {
      stack.sandbox.hooks.clearLog();
      const before = await executions();
      const { data, errors } = await stack.query(doc('query ($id: Int) { episode(id: $id) { id uri title } }'), { id });
      const after = await executions();
      const path = (['planned', 'handed_over', 'reference'] as const).find((p) => (after[p] ?? 0) > (before[p] ?? 0));
      return { data, errors, path, calls: byRoute(stack.sandbox.hooks.calls()) };
    };
    const searched = await ask(cold);
    expect(searched.errors).toBeUndefined();
    expect(searched.data?.episode).toEqual({ id: cold, uri: uriOf(cold), title: expect.any(String) });
    // Handed over before any call of its own: the overview once, then the reference's search.
    expect(searched.path).toBe('handed_over');
    expect(searched.calls[OVERVIEW]).toBe(1);
    // Named by URI once, the episode is in the directory: its URI costs no call.
    await stack.query(doc('query ($u: String) { episode(uri: $u) { id } }'), { u: uriOf(warm) });
    const known = await ask(warm);
    expect(known.errors).toBeUndefined();
    expect(known.data?.episode).toEqual({ id: warm, uri: uriOf(warm), title: expect.any(String) });
    expect(known.path).toBe('planned');
    expect(known.calls).toEqual({ [OVERVIEW]: 1 });
  });

  it("answers an episode's station from the ID directory by the plan, the overview once", async () => {
    const id = episodeIds[2];
    const before = await executions();
    stack.sandbox.hooks.clearLog();
    const { data, errors } = await stack.query(doc('query ($id: Int) { episode(id: $id) { title stationId } }'), { id });
    expect(errors).toBeUndefined();
    expect(data?.episode).toEqual({ title: expect.any(String), stationId: 5001 });
    // The sandbox's overview carries the station (some hosts send it), which teaches the directory.
    expect(byRoute(stack.sandbox.hooks.calls())).toEqual({ [OVERVIEW]: 1 });
    expect(((await executions()).planned ?? 0) - (before.planned ?? 0)).toBe(1);
  });

  it("answers a show's URI by the plan: 4.15 with the metadata on a cold directory, nothing more once it knows", async () => {
    // A show of the caller's account no earlier test asked about: the directory does not know its URI.
    const shows = [...stack.sandbox.store.shows.values()];
    const show = shows.find((s) => s.userId === stack.sandbox.store.shows.get(5001)!.userId && s.stationId !== 5001)!;
    const ask = async () => {
      stack.sandbox.hooks.clearLog();
      const before = await executions();
      const { data, errors } = await stack.query(doc('query ($s: Int!) { show(stationId: $s) { uri name } }'), { s: show.stationId });
      expect(errors).toBeUndefined();
      expect(data?.show).toEqual({ uri: `platform:show:${show.platformShowId}`, name: expect.any(String) });
      expect(((await executions()).planned ?? 0) - (before.planned ?? 0)).toBe(1);
      return byRoute(stack.sandbox.hooks.calls());
    };
    expect(await ask()).toEqual({ [METADATA]: 1, [DISTRIBUTION]: 1 });
    expect(await ask()).toEqual({ [METADATA]: 1 });
    // `__typename` alone finds the URI as the `show` root does, and answers the type's name.
    const before = await executions();
    const { data, errors } = await stack.query(doc('query ($s: Int!) { show(stationId: $s) { __typename name } }'), { s: show.stationId });
    expect(errors).toBeUndefined();
    expect(data?.show).toEqual({ __typename: 'Show', name: expect.any(String) });
    expect(((await executions()).planned ?? 0) - (before.planned ?? 0)).toBe(1);
  });

  it('answers a show by URI by the plan: the lookup (4.12), then the metadata and 4.15', async () => {
    const show = [...stack.sandbox.store.shows.values()].find((s) => s.stationId === 5001)!;
    const uri = `platform:show:${show.platformShowId}`;
    const before = await executions();
    stack.sandbox.hooks.clearLog();
    const { data, errors } = await stack.query(doc('query ($u: String) { show(uri: $u) { uri stationId name distribution { vanitySlug } } }'), { u: uri });
    expect(errors).toBeUndefined();
    expect(data?.show).toEqual({ uri, stationId: 5001, name: show.podcastName, distribution: { vanitySlug: expect.any(String) } });
    const calls = byRoute(stack.sandbox.hooks.calls());
    expect(calls[LEGACY_IDS] ?? 0).toBeLessThanOrEqual(1);
    expect(calls[METADATA]).toBe(1);
    expect(calls[DISTRIBUTION] ?? 0).toBeLessThanOrEqual(1);
    expect(Object.keys(calls).every((route) => [LEGACY_IDS, METADATA, DISTRIBUTION].includes(route))).toBe(true);
    expect(((await executions()).planned ?? 0) - (before.planned ?? 0)).toBe(1);
  });

  it('hands an outcome it does not project to the reference execution, without calling again', async () => {
    const [a, b] = episodeIds;
    const before = await executions();
    stack.sandbox.hooks.clearLog();
    stack.sandbox.hooks.fault(OVERVIEW, { status: 404, times: 1 });
    const { data, errors } = await stack.query(doc(`{ a: episode(id: ${a}) { title } b: episode(id: ${b}) { title } }`), {}, { expectErrors: true });
    const calls = stack.sandbox.hooks.calls();
    stack.sandbox.hooks.reset();
    // One of the two failed (the first call to arrive), the other answered: partial data, the reference's code and path.
    expect(errors?.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND']);
    const failed = errors![0].path![0] as string;
    expect(data?.[failed]).toBeNull();
    expect(data?.[failed === 'a' ? 'b' : 'a']).toEqual({ title: expect.any(String) });
    expect(byRoute(calls)).toEqual({ [OVERVIEW]: 2 });
    const after = await executions();
    expect((after.handed_over ?? 0) - (before.handed_over ?? 0)).toBe(1);
  });

  it('leaves a document it does not cover to the reference execution and says so', async () => {
    const before = await executions();
    const { errors } = await stack.query(doc(`{ show(stationId: 5001) { name isCommentsEnabled } }`));
    expect(errors).toBeUndefined();
    expect(((await executions()).reference ?? 0) - (before.reference ?? 0)).toBe(1);
  });
});

// A document's type, for the helper above.
export type { DocumentNode };

import fc from 'fast-check';
import { print, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxVariant } from '../../src/sandbox/index.js';
import { asksAboutEpisode, shapeDocuments, variablesFor, type ShapeDocument, type Target } from './documents.js';
import { describeRewriting, runsPerProperty, seedFor, settledAnswer, startShapeStack, type Answer, type ShapeStack } from './harness.js';
import { inlineDocument, rewrite, type KeyMap } from './rewrite.js';
import { Tape, tapeArbitrary } from './tape.js';
import { STATES, target, type State } from './targets.js';

/**
 * The shape-equivalence suite for one upstream variant (issue 18, docs/testing.md): every
 * client operation and journey document, rewritten by fast-check, must give the inline
 * document's data, errors (paths and codes) and upstream calls per route. Documents about an
 * episode run in each episode state: a seeded draft, a seeded scheduled episode, a seeded
 * published one (with comments and a poll), and a draft created and scheduled in this run.
 *
 * Mutations: only those that reach a fixed point are compared, after the inline document has
 * run once (so both sides see the same state: setting sponsored content, a policy or comments
 * enabled, blocking a commenter, asked twice, answer the same), and of their answers only what
 * is stable (a publish time the gateway sent is compared by type). Mutations that make something
 * new each time (create, reply, delete, save or delete a poll, uploads: their answers and calls
 * differ from run to run by design) and those needing a file are left to their own tests; a
 * subscription is not a request/response.
 */


/** Runs per (document, state) and per show-level document in `npm test`. */
const EPISODE_RUNS = 3;
const SHOW_RUNS = 5;

/** Fixed-point mutations (see above). */
const STABLE_MUTATIONS = new Set(['SetEpisodeSponsoredContent', 'JourneySponsored', 'SetModerationPolicy', 'SetCommentsEnabled', 'BlockCommenter', 'VariantRestSponsored']);

export function shapeSuite(name: string, variant: SandboxVariant | undefined): void {
  const documents = shapeDocuments().filter((d) => d.operation === 'query' || (d.operation === 'mutation' && STABLE_MUTATIONS.has(d.name)));

  describe(`shape equivalence on the ${name} upstream`, () => {
    const setup = shapeStackFor(variant, STATES);

    for (const doc of documents) {
      const states: (State | null)[] = asksAboutEpisode(doc) ? STATES : [null];
      for (const state of states) {
        it(`${doc.name} (${doc.file})${state ? ` on a ${state} episode` : ''}`, async (ctx) => {
          const { shapes, targets } = setup;
          const variables = variablesFor(doc, targets.get(state ?? 'published')!);
          const problems = validate(shapes.schema, doc.document);
          // A document for an optional capability this variant lacks, or one whose inputs the suite cannot make.
          if (!variables || problems.length) return ctx.skip();
          await checkRewritings(shapes, doc, variables, `${name}/${state}/${doc.name}`, runsPerProperty(state ? EPISODE_RUNS : SHOW_RUNS));
        }, 600_000);
      }
    }

    // Not vacuous: the suite's documents include some the planner covers (the peer bench's
    // shapes among them), and each of their answers was compared with the reference's above.
    it('ran some documents by their plans', async () => {
      const { shapes } = setup;
      const executions = await shapes.executions();
      console.info(`[shapes ${name}] executions: ${JSON.stringify(executions)}`);
      expect(executions.planned ?? 0).toBeGreaterThan(0);
    });
  });
}

/**
 * The differential check (issue 27): the same document through the gateway that runs the plans
 * the planner makes and through the reference execution (graphql-js and the resolvers, on a
 * second gateway sharing the sandbox and the ID directory) gives the same data and errors (paths
 * and codes), and the planned side makes no more upstream calls on any route.
 */
async function sameAsReference(
  shapes: ShapeStack,
  answer: Answer,
  source: string,
  variables: Record<string, unknown>,
  keys: KeyMap | undefined,
  message: string,
  settle = false,
): Promise<void> {
  // A document the planner left to the reference execution ran the reference's own code on both
  // gateways: what could differ is only what each gateway holds in its process (a draft created
  // through the other one), so it is not asked twice.
  if (!answer.planned) return;
  let reference = await shapes.askReference(source, variables, keys);
  // The inline document is the reference gateway's first sight of it: like the planned gateway's
  // first answers above, its first may still be teaching it (a search of a cold directory).
  for (let asked = 2; settle && asked <= 8; asked++) {
    const again = await shapes.askReference(source, variables, keys);
    const settled = JSON.stringify(again) === JSON.stringify(reference);
    reference = again;
    if (settled) break;
  }
  expect(answer.errors, `planned vs reference\n${message}`).toEqual(reference.errors);
  expect(stable(answer.data), `planned vs reference\n${message}`).toEqual(stable(reference.data));
  for (const [route, n] of Object.entries(answer.calls)) expect(n, `calls to ${route}, planned vs reference\n${message}`).toBeLessThanOrEqual(reference.calls[route] ?? 0);
}

/** A describe block's shape stack: what its tests read once `beforeAll` has run. */
export interface ShapeSetup {
  readonly shapes: ShapeStack;
  readonly targets: ReadonlyMap<State, Target>;
}

/**
 * One upstream variant's sandbox and gateways for the describe block it is called in, with a
 * target episode per state and the listed episodes learnt (so every rewriting meets the same
 * directory), started before its tests and closed after them.
 */
export function shapeStackFor(variant: SandboxVariant | undefined, states: readonly State[]): ShapeSetup {
  let shapes: ShapeStack | undefined;
  const targets = new Map<State, Target>();
  beforeAll(async () => {
    shapes = await startShapeStack(variant);
    for (const state of states) targets.set(state, await target(shapes, state));
    await learnListedEpisodes(shapes, [...targets.values()]);
  }, 60_000);
  afterAll(() => shapes?.stack.close());
  return {
    get shapes() {
      if (!shapes) throw new Error('the shape stack is read before its beforeAll ran');
      return shapes;
    },
    targets,
  };
}

const CONVERSION = 'GET /v3/episodes/platform:episode:{platformEpisodeId}/episodeId';

/**
 * An ID the directory does not know is searched among the caller's listed episodes, 16
 * conversions a request (README, "The ID directory"): until every listed episode is known, two
 * requests for an episode no list shows (a scheduled one on SPEC_ONLY) cost different calls.
 * Asked until the searches convert nothing more, the directory is the same for every rewriting.
 */
export async function learnListedEpisodes(shapes: ShapeStack, targets: Target[]): Promise<void> {
  for (const t of targets) {
    for (let i = 0; i < 12; i++) {
      const answer = await shapes.ask(`query ($id: Int) { episode(id: $id) { uri } }`, { id: t.episodeId });
      if (!answer.calls[CONVERSION]) break;
    }
  }
}

/** Mutation answers that say when they ran (the publish time sent with a draft's update), not what they did. */
const UNSTABLE_FIELDS = new Set(['publishOnSent']);

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, UNSTABLE_FIELDS.has(k) ? typeof v : stable(v)]));
}

async function checkRewritings(shapes: ShapeStack, doc: ShapeDocument, variables: Record<string, unknown>, name: string, numRuns: number): Promise<void> {
  const inline = inlineDocument(doc.document, shapes.schema);
  const source = print(inline);
  const expected = await settledAnswer(shapes, source, variables);
  await sameAsReference(shapes, expected, source, variables, undefined, `inline:\n${source}\nvariables: ${JSON.stringify(variables)}`, true);
  await fc.assert(
    fc.asyncProperty(tapeArbitrary, async (entries) => {
      const rewriting = rewrite(inline, shapes.schema, variables, new Tape(entries));
      const answer = await shapes.ask(rewriting.source, rewriting.variables, rewriting.keys);
      const message = `${describeRewriting(rewriting)}\ninline:\n${source}`;
      expect(answer.errors, message).toEqual(expected.errors);
      expect(stable(answer.data), message).toEqual(stable(expected.data));
      expect(answer.calls, message).toEqual(expected.calls);
      await sameAsReference(shapes, answer, rewriting.source, rewriting.variables, rewriting.keys, message);
    }),
    // A long shrink reports the smallest counterexample found so far rather than time out.
    { seed: seedFor(name), numRuns, interruptAfterTimeLimit: Number(process.env.SHAPES_SHRINK_MS ?? 30_000), markInterruptAsFailure: true, endOnFailure: process.env.SHAPES_SHRINK === "0" },
  );
}

import fc from 'fast-check';
import { meros } from 'meros/node';
import { print, validate } from 'graphql';
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { withIncrementalDirectives } from '../../src/gateway/incremental-delivery.js';
import { deferRewrite, mergeParts, type Part } from './defer.js';
import { asksAboutEpisode, shapeDocuments, variablesFor } from './documents.js';
import { runsPerProperty, seedFor, settledAnswer, type Answer, type ShapeStack } from './harness.js';
import { inlineDocument, type Variables } from './rewrite.js';
import { shapeStackFor } from './suite.js';
import { Tape, tapeArbitrary } from './tape.js';
import type { State } from './targets.js';
import { OTHER_SHAPES, SPEC_ONLY, type SandboxVariant } from '../../src/sandbox/index.js';

/**
 * `@defer` and `@stream` ask the same question (issue 27): every query of the shape suite's
 * documents (client operations and journey documents), rewritten with deferred fragments at
 * any depth and streamed lists (defer.ts), asked over multipart/mixed. The parts merged must
 * give the document's answer without them: the same data, the same errors (path and code), and
 * no more upstream calls on any route. Documents about an episode run on a published episode
 * (comments, a poll) and on a draft (REST refuses it, spec 4.2), on each of the sandbox's three
 * upstreams (its default, other shapes of what the spec leaves open, the spec's minimum): 4
 * rewritings per document, state and upstream in `npm test`.
 */

const STATES: State[] = ['published', 'draft'];
const VARIANTS: ReadonlyArray<{ name: string; variant: SandboxVariant | undefined; runs: number }> = [
  { name: 'default', variant: undefined, runs: 4 },
  { name: 'other-shapes', variant: OTHER_SHAPES, runs: 4 },
  { name: 'spec-only', variant: SPEC_ONLY, runs: 4 },
];

for (const { name, variant, runs: RUNS } of VARIANTS) describe(`@defer and @stream give the answer without them (${name} upstream)`, () => {
  const setup = shapeStackFor(variant, STATES);

  for (const doc of shapeDocuments().filter((d) => d.operation === 'query')) {
    for (const state of asksAboutEpisode(doc) ? STATES : (['published'] as State[])) {
      it(`${doc.name} (${doc.file})${asksAboutEpisode(doc) ? ` on a ${state} episode` : ''}`, async (ctx) => {
        const { shapes, targets } = setup;
        const variables = variablesFor(doc, targets.get(state)!);
        if (!variables || validate(shapes.schema, doc.document).length) return ctx.skip();
        const inline = inlineDocument(doc.document, shapes.schema);
        const source = print(inline);
        const expected = await settledAnswer(shapes, source, variables);
        const served = withIncrementalDirectives(shapes.schema);
        await fc.assert(
          fc.asyncProperty(tapeArbitrary, async (entries) => {
            const deferred = deferRewrite(inline, shapes.schema, new Tape(entries));
            const message = `rewriting:\n${deferred.source}\nvariables: ${JSON.stringify(variables)}\ninline:\n${source}`;
            expect(validate(served, deferred.document), message).toEqual([]);
            const answer = await askInParts(shapes, deferred.source, variables);
            expect(answer.errors, message).toEqual(expected.errors);
            expect(answer.data, message).toEqual(expected.data);
            for (const [route, count] of Object.entries(answer.calls)) expect(count, `${route}\n${message}`).toBeLessThanOrEqual(expected.calls[route] ?? 0);
          }),
          { seed: seedFor(`defer/${variant ? `${name}/` : ''}${state}/${doc.name}`), numRuns: runsPerProperty(RUNS), interruptAfterTimeLimit: Number(process.env.SHAPES_SHRINK_MS ?? 30_000), markInterruptAsFailure: true },
        );
      }, 600_000);
    }
  }
});

/** Asks over multipart/mixed (read by meros, a real multipart parser) and merges the parts. */
async function askInParts(shapes: ShapeStack, source: string, variables: Variables): Promise<Omit<Answer, 'planned'>> {
  const { stack } = shapes;
  stack.sandbox.hooks.clearLog();
  const res = await request(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'multipart/mixed', authorization: `Bearer ${stack.sandbox.token}` },
    body: JSON.stringify({ query: source, variables }),
  });
  const parts: Part[] = [];
  if (String(res.headers['content-type']).startsWith('multipart/mixed')) {
    const stream = await meros<Part>(Object.assign(res.body, { headers: res.headers }) as never);
    for await (const part of stream as AsyncIterable<{ body: Part }>) parts.push(part.body);
  } else {
    parts.push((await res.body.json()) as Part);
  }
  const merged = mergeParts(parts);
  const calls: Record<string, number> = {};
  for (const call of stack.sandbox.hooks.calls()) calls[call.route] = (calls[call.route] ?? 0) + 1;
  return {
    data: merged.data,
    errors: merged.errors.map((e) => `${JSON.stringify(e.path) ?? '-'} ${String(e.extensions?.code)}`).sort(),
    calls,
  };
}

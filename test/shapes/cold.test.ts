import fc from 'fast-check';
import { print, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { OTHER_SHAPES, SPEC_ONLY, type SandboxVariant } from '../../src/sandbox/index.js';
import { asksAboutEpisode, shapeDocuments, variablesFor } from './documents.js';
import { runsPerProperty, seedFor, settledAnswer } from './harness.js';
import { inlineDocument, rewrite } from './rewrite.js';
import { shapeStackFor } from './suite.js';
import { Tape, tapeArbitrary } from './tape.js';
import type { State } from './targets.js';

/**
 * The shape suite on a cold ID directory (issue 27: a stitched episode loads by one route, known
 * or not). Every query about an episode, inline and rewritten (fragments, aliases, variables,
 * `@skip`/`@include`: rewrite.ts), asked while the directory knows none of its pairs, gives the
 * inline document's cold answer: the same data, errors (path and code) and upstream calls per
 * route. On a published episode the cold answer is also the warm one (the search finds what the
 * directory would have said); on a draft it may differ by design (README, "The ID directory").
 * On each of the sandbox's three upstreams.
 */

const RUNS = 2;
const STATES: State[] = ['published', 'draft'];
const VARIANTS: ReadonlyArray<{ name: string; variant: SandboxVariant | undefined }> = [
  { name: 'default', variant: undefined },
  { name: 'other-shapes', variant: OTHER_SHAPES },
  { name: 'spec-only', variant: SPEC_ONLY },
];

for (const { name, variant } of VARIANTS) {
  describe(`shapes on a cold ID directory (${name} upstream)`, () => {
    const setup = shapeStackFor(variant, STATES);
    // Asks whose cold calls differ from their warm ones: the directory was cold indeed.
    let searched = 0;

    for (const doc of shapeDocuments().filter((d) => d.operation === 'query' && asksAboutEpisode(d))) {
      for (const state of STATES) {
        it(`${doc.name} (${doc.file}) on a ${state} episode`, async (ctx) => {
          const { shapes, targets } = setup;
          const variables = variablesFor(doc, targets.get(state)!);
          if (!variables || validate(shapes.schema, doc.document).length) return ctx.skip();
          const inline = inlineDocument(doc.document, shapes.schema);
          const source = print(inline);
          const message = `inline:\n${source}\nvariables: ${JSON.stringify(variables)}`;
          const warm = await settledAnswer(shapes, source, variables);
          await shapes.forgetDirectory();
          const cold = await shapes.ask(source, variables);
          await shapes.forgetDirectory();
          expect(await shapes.ask(source, variables), `a second cold ask\n${message}`).toEqual(cold);
          if (JSON.stringify(cold.calls) !== JSON.stringify(warm.calls)) searched++;
          if (state === 'published') {
            expect(cold.errors, `cold vs warm\n${message}`).toEqual(warm.errors);
            expect(cold.data, `cold vs warm\n${message}`).toEqual(warm.data);
          }
          await fc.assert(
            fc.asyncProperty(tapeArbitrary, async (entries) => {
              const rewriting = rewrite(inline, shapes.schema, variables, new Tape(entries));
              await shapes.forgetDirectory();
              const answer = await shapes.ask(rewriting.source, rewriting.variables, rewriting.keys);
              const about = `rewriting:\n${rewriting.source}\nvariables: ${JSON.stringify(rewriting.variables)}\n${message}`;
              expect(answer.errors, about).toEqual(cold.errors);
              expect(answer.data, about).toEqual(cold.data);
              expect(answer.calls, about).toEqual(cold.calls);
            }),
            { seed: seedFor(`cold/${name}/${state}/${doc.name}`), numRuns: runsPerProperty(RUNS), interruptAfterTimeLimit: Number(process.env.SHAPES_SHRINK_MS ?? 30_000), markInterruptAsFailure: true },
          );
        }, 600_000);
      }
    }

    it('asked some documents that a cold directory makes cost more', () => {
      expect(searched).toBeGreaterThan(0);
    });
  });
}

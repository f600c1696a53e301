import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The one package the repository packs itself (README, "Overrides"): `vendor/promise-helpers-compat`,
 * installed from `vendor/*.tgz` as `@whatwg-node/promise-helpers` for every dependent whose range
 * is 1.x. What it must hold: the tarball is the source beside it, it is 2.0.2's API with the
 * `mapMaybePromise` that `@envelop/core` 5 re-exports, its own `iterateAsync` behaves as 2.0.2's,
 * the dependents on the request path load it, and the image's `npm ci` can find it.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SOURCE = join(ROOT, 'vendor/promise-helpers-compat');
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
const spec = manifest.dependencies['@whatwg-node/promise-helpers'];
const unpacked = mkdtempSync(join(tmpdir(), 'vendored-'));
afterAll(() => rmSync(unpacked, { recursive: true, force: true }));

describe('the vendored @whatwg-node/promise-helpers', () => {
  it('is a root dependency installed from a tarball that holds exactly the source beside it', () => {
    expect(spec).toMatch(/^file:vendor\/[^/]+\.tgz$/);
    execFileSync('tar', ['-xzf', join(ROOT, spec.slice('file:'.length)), '-C', unpacked]);
    const packed = readdirSync(join(unpacked, 'package')).sort();
    expect(packed).toEqual(readdirSync(SOURCE).sort());
    for (const file of packed) expect(readFileSync(join(unpacked, 'package', file), 'utf8'), file).toBe(readFileSync(join(SOURCE, file), 'utf8'));
    // `npm install` keeps a stale integrity for a repacked file: dependency, and `npm ci` then fails.
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { integrity?: string }> };
    const digest = createHash('sha512').update(readFileSync(join(ROOT, spec.slice('file:'.length)))).digest('base64');
    expect(lock.packages['node_modules/@whatwg-node/promise-helpers'].integrity).toBe(`sha512-${digest}`);
  });

  it("is 2.0.2's API plus mapMaybePromise, in both module formats, with its own iterateAsync", async () => {
    const require = createRequire(join(ROOT, 'package.json'));
    expect(require('@whatwg-node/promise-helpers-v2/package.json').version).toBe('2.0.2');
    const named = (module: Record<string, unknown>) => Object.keys(module).filter((name) => name !== 'default').sort();
    const formats: [Record<string, unknown>, Record<string, unknown>][] = [
      [require('@whatwg-node/promise-helpers'), require('@whatwg-node/promise-helpers-v2')],
      [await import('@whatwg-node/promise-helpers'), await import('@whatwg-node/promise-helpers-v2')],
    ];
    for (const [helpers, v2] of formats) {
      expect(named(helpers)).toEqual([...named(v2), 'mapMaybePromise'].sort());
      for (const name of named(v2)) {
        if (OWN.has(name)) expect(helpers[name], name).not.toBe(v2[name]);
        else expect(helpers[name], name).toBe(v2[name]);
      }
      expect(helpers.iterateAsyncVoid).toBe(helpers.iterateAsync);
    }
    const esm = formats[1][0];
    const map = esm.mapMaybePromise as (input: unknown, onSuccess: (value: number) => unknown, onError?: (error: unknown) => unknown) => unknown;
    // Synchronous in, synchronous out (no promise made), as 1.3.2's callers expect of a plain value.
    expect(map(2, (value) => value * 3)).toBe(6);
    await expect(map(Promise.resolve(2), (value) => value * 3)).resolves.toBe(6);
    await expect(map(Promise.reject(new Error('no')), (value) => value, (error) => `caught ${(error as Error).message}`)).resolves.toBe('caught no');
  });

  it("iterates as 2.0.2's iterateAsync does: calls, results, early ends, throws, rejections, what is synchronous (generated)", async () => {
    const require = createRequire(join(ROOT, 'package.json'));
    const v2 = (await import('@whatwg-node/promise-helpers-v2')) as unknown as Helpers;
    const ours: Helpers[] = [(await import('@whatwg-node/promise-helpers')) as unknown as Helpers, require('@whatwg-node/promise-helpers') as Helpers];
    await fc.assert(
      fc.asyncProperty(fc.array(STEP, { maxLength: 8 }), fc.boolean(), async (steps, collect) => {
        const expected = await iterateWith(v2, steps, collect);
        for (const helpers of ours) expect(await iterateWith(helpers, steps, collect)).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });

  it('is what @envelop/core, graphql-yoga and the HTTP server load', () => {
    const root = createRequire(join(ROOT, 'package.json'));
    const ours = root.resolve('@whatwg-node/promise-helpers');
    for (const dependent of ['@envelop/core', 'graphql-yoga', '@whatwg-node/server']) {
      expect(createRequire(root.resolve(dependent)).resolve('@whatwg-node/promise-helpers'), dependent).toBe(ours);
    }
  });

  it("is copied into both of the image's stages before their npm ci", () => {
    const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
    const stages = dockerfile.split(/^FROM /m).slice(1);
    expect(stages).toHaveLength(2);
    for (const stage of stages) {
      const copy = stage.search(/^COPY vendor\/\*\.tgz \.\/vendor\/$/m);
      expect(copy).toBeGreaterThan(-1);
      expect(copy).toBeLessThan(stage.search(/^RUN npm ci/m));
    }
    expect(readFileSync(join(ROOT, '.dockerignore'), 'utf8')).not.toMatch(/^vendor/m);
  });
});

/** The functions the package defines itself rather than re-exporting 2.0.2's. */
const OWN = new Set(['iterateAsync', 'iterateAsyncVoid']);

type Helpers = {
  iterateAsync: (items: unknown[], callback: (item: unknown, endEarly: () => void, index: number) => unknown, results?: unknown[]) => unknown;
  fakePromise: (value: unknown) => unknown;
  fakeRejectPromise: (error: unknown) => unknown;
};

/** What one callback does: answer at once, through a fake or a real promise, throw, or end early first. */
type Step = { answer: 'value' | 'none' | 'throw' | 'fake' | 'fakeReject' | 'promise' | 'reject' | 'thenable'; end: 'no' | 'before' | 'after' };
const STEP = fc.record({
  answer: fc.constantFrom<Step['answer']>('value', 'none', 'throw', 'fake', 'fakeReject', 'promise', 'reject', 'thenable'),
  end: fc.constantFrom<Step['end']>('no', 'before', 'after'),
});

/**
 * Runs `iterateAsync` over the steps and records what an observer sees: the order of calls (with
 * the index each was given), the results array, whether the answer came synchronously, and its
 * value, throw or rejection. 'after' ends early just before the callback's promise settles, or,
 * for an answer given at once, in a later microtask (a stale call, which must end nothing).
 */
async function iterateWith(helpers: Helpers, steps: Step[], collect: boolean) {
  const log: string[] = [];
  const results: unknown[] | undefined = collect ? [] : undefined;
  const items = steps.map((step, i) => ({ ...step, i }));
  let outcome: unknown;
  let sync: boolean;
  const callback = (item: unknown, endEarly: () => void, index: number) => {
    const { answer, end, i } = item as Step & { i: number };
    log.push(`call ${i} at ${index}`);
    if (end === 'before') endEarly();
    const later = (value: unknown) => (end === 'after' ? Promise.resolve().then(() => (endEarly(), value)) : value);
    switch (answer) {
      case 'value':
        if (end === 'after') queueMicrotask(endEarly);
        return `answer ${i}`;
      case 'none':
        return undefined;
      case 'throw':
        throw new Error(`thrown ${i}`);
      case 'fake':
        return helpers.fakePromise(`fake ${i}`);
      case 'fakeReject':
        return helpers.fakeRejectPromise(new Error(`fake rejection ${i}`));
      case 'promise':
        return Promise.resolve(`promised ${i}`).then(later);
      case 'reject':
        return Promise.reject(new Error(`rejected ${i}`));
      case 'thenable':
        // Not a native promise: a foreign thenable whose `then` answers another.
        return { then: (resolve: (value: unknown) => unknown, reject: (error: unknown) => unknown) => Promise.resolve(`thenable ${i}`).then(resolve, reject) };
    }
  };
  try {
    const returned = helpers.iterateAsync(items, callback, results);
    sync = !(returned && typeof (returned as PromiseLike<unknown>).then === 'function');
    outcome = { value: await returned };
  } catch (error) {
    sync ??= true;
    outcome = { error: (error as Error).message };
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { log, results, sync: sync!, outcome };
}

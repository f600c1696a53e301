import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The one package the repository packs itself (README, "Overrides"): `vendor/promise-helpers-compat`,
 * installed from `vendor/*.tgz` as `@whatwg-node/promise-helpers` for every dependent whose range
 * is 1.x. What it must hold: the tarball is the source beside it, it is 2.0.2's API with the
 * `mapMaybePromise` that `@envelop/core` 5 re-exports, the dependents on the request path load it,
 * and the image's `npm ci` can find it.
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
  });

  it("is 2.0.2's API plus mapMaybePromise, in both module formats", async () => {
    const require = createRequire(join(ROOT, 'package.json'));
    expect(require('@whatwg-node/promise-helpers-v2/package.json').version).toBe('2.0.2');
    const named = (module: Record<string, unknown>) => Object.keys(module).filter((name) => name !== 'default').sort();
    const formats: [Record<string, unknown>, Record<string, unknown>][] = [
      [require('@whatwg-node/promise-helpers'), require('@whatwg-node/promise-helpers-v2')],
      [await import('@whatwg-node/promise-helpers'), await import('@whatwg-node/promise-helpers-v2')],
    ];
    for (const [helpers, v2] of formats) {
      expect(named(helpers)).toEqual([...named(v2), 'mapMaybePromise'].sort());
      for (const name of named(v2)) expect(helpers[name], name).toBe(v2[name]);
    }
    const esm = formats[1][0];
    const map = esm.mapMaybePromise as (input: unknown, onSuccess: (value: number) => unknown, onError?: (error: unknown) => unknown) => unknown;
    // Synchronous in, synchronous out (no promise made), as 1.3.2's callers expect of a plain value.
    expect(map(2, (value) => value * 3)).toBe(6);
    await expect(map(Promise.resolve(2), (value) => value * 3)).resolves.toBe(6);
    await expect(map(Promise.reject(new Error('no')), (value) => value, (error) => `caught ${(error as Error).message}`)).resolves.toBe('caught no');
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

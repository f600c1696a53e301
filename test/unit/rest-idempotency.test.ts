import { describe, expect, it } from 'vitest';
import { ErrorCode, UpstreamError } from '../../src/errors.js';
import { fingerprintOf, runIdempotent } from '../../src/modules/episodes/idempotency.js';
import { createMemoryStore } from '../../src/store/index.js';

const upstreamError = (status: number) => new UpstreamError({ code: ErrorCode.UPSTREAM_ERROR, upstream: 'rest', route: 'POST /x', status });

function runner(store = createMemoryStore()) {
  let creates = 0;
  const run = (fingerprint = 'f', create = async () => ++creates) =>
    runIdempotent<number, string>({
      store,
      key: 'k',
      fingerprint,
      waitMs: 2_000,
      create,
      finish: async (created, how) => `${created}:${how.replay ? 'replay' : 'first'}${how.resume ? ':resume' : ''}`,
    });
  return { run, creates: () => creates, store };
}

describe('runIdempotent', () => {
  it('creates once and replays afterwards', async () => {
    const r = runner();
    expect(await r.run()).toEqual({ result: '1:first', created: true });
    expect(await r.run()).toEqual({ result: '1:replay', created: false });
    expect(r.creates()).toBe(1);
  });

  it('makes concurrent duplicates wait for the first and share its result', async () => {
    const r = runner();
    const results = await Promise.all([r.run(), r.run(), r.run()]);
    expect(r.creates()).toBe(1);
    expect(results.map((x) => x.created).sort()).toEqual([false, false, true]);
  });

  it('refuses a key reused with another fingerprint', async () => {
    const r = runner();
    await r.run('a');
    await expect(r.run('b')).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('releases the key after a clear refusal (4xx) and blocks it after an unknown outcome', async () => {
    const refused = runner();
    await expect(refused.run('f', async () => Promise.reject(upstreamError(422)))).rejects.toBeInstanceOf(UpstreamError);
    expect(await refused.run()).toMatchObject({ created: true });

    const unknown = runner();
    await expect(unknown.run('f', async () => Promise.reject(upstreamError(500)))).rejects.toBeInstanceOf(UpstreamError);
    await expect(unknown.run()).rejects.toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(unknown.creates()).toBe(0);
  });

  it('answers CONFLICT when the first call is still running past the wait', async () => {
    const store = createMemoryStore();
    await store.claim('k', JSON.stringify({ state: 'pending', fingerprint: 'f', at: Date.now() }), 60_000);
    const started = runIdempotent({ store, key: 'k', fingerprint: 'f', waitMs: 100, create: async () => 1, finish: async () => 'x' });
    await expect(started).rejects.toMatchObject({ extensions: { code: 'CONFLICT' } });
  });

  it('fails closed, creating nothing, when the store is down', async () => {
    const store = createMemoryStore();
    store.claim = async () => {
      throw new Error('ECONNREFUSED');
    };
    let created = false;
    const run = runIdempotent({ store, key: 'k', fingerprint: 'f', waitMs: 100, create: async () => (created = true), finish: async () => 'x' });
    await expect(run).rejects.toMatchObject({ extensions: { code: 'STORE_UNAVAILABLE' } });
    expect(created).toBe(false);
  });
});

describe('fingerprintOf', () => {
  it('ignores key order and undefined fields, and reads dates as instants', () => {
    expect(fingerprintOf({ a: 1, b: new Date('2030-01-01T00:00:00Z'), c: undefined })).toBe(fingerprintOf({ b: new Date(Date.parse('2030-01-01T00:00:00Z')), a: 1 }));
    expect(fingerprintOf({ a: 1 })).not.toBe(fingerprintOf({ a: 2 }));
  });
});

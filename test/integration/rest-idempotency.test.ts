import { randomUUID } from 'node:crypto';
import { print } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../../src/gateway.js';
import { graphql } from '../../src/generated/client/index.js';
import { createLogger } from '../../src/logger.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { createRedisStore, type KeyValueStore } from '../../src/store/index.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';
import { STATION } from './rest-fixtures.js';

const CREATE = 'POST /v3/stations/{stationId}/episodes';
const UPDATE = 'POST /v3/episodes/{episodeId}/update';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const CreateEpisode = graphql(`
  mutation RestIdempotentCreate($input: CreateEpisodeInput!, $key: String) {
    createEpisode(input: $input, idempotencyKey: $key) {
      created
      episode {
        id
        title
      }
    }
  }
`);

type CreateResult = { data?: { createEpisode: { created: boolean; episode: { id: number | null; title: string | null } } } | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

const input = (title = 'Retried') => ({ stationId: STATION, hourOffset: -1, title });
const key = () => `key-${randomUUID()}`;
const createdIds = () => [...stack.sandbox.store.episodes.keys()].filter((id) => id >= 900_000);

describe('createEpisode with an idempotency key (in-process store)', () => {
  it('returns the first call\'s episode to a retry instead of creating another', async () => {
    const k = key();
    const first = await stack.query(CreateEpisode, { input: input(), key: k });
    const second = await stack.query(CreateEpisode, { input: input(), key: k });
    expect(first.errors ?? second.errors).toBeUndefined();
    expect(first.data!.createEpisode!.created).toBe(true);
    expect(second.data!.createEpisode).toEqual({ created: false, episode: first.data!.createEpisode!.episode });
    expect(stack.sandbox.hooks.count(CREATE)).toBe(1);
    expect(stack.sandbox.hooks.count(UPDATE)).toBe(1);
    expect(createdIds()).toHaveLength(1);
  });

  it('lets only one of two concurrent calls with the same key create', async () => {
    const k = key();
    // Slow create, so the second call arrives while the first is in flight.
    stack.sandbox.hooks.fault(CREATE, { latencyMs: 150 });
    const [a, b] = await Promise.all([stack.query(CreateEpisode, { input: input(), key: k }), stack.query(CreateEpisode, { input: input(), key: k })]);
    expect(a.errors ?? b.errors).toBeUndefined();
    expect(stack.sandbox.hooks.count(CREATE)).toBe(1);
    expect(a.data!.createEpisode!.episode.id).toBe(b.data!.createEpisode!.episode.id);
    expect([a.data!.createEpisode!.created, b.data!.createEpisode!.created].sort()).toEqual([false, true]);
    expect(createdIds()).toHaveLength(1);
  });

  it('creates twice without a key', async () => {
    await stack.query(CreateEpisode, { input: input() });
    await stack.query(CreateEpisode, { input: input() });
    expect(stack.sandbox.hooks.count(CREATE)).toBe(2);
  });

  it('refuses a key reused with different input', async () => {
    const k = key();
    await stack.query(CreateEpisode, { input: input('One'), key: k });
    const { data, errors } = await stack.query(CreateEpisode, { input: input('Two'), key: k }, { expectErrors: true });
    expect(data).toEqual({ createEpisode: null });
    expect(errorCodes(errors)).toEqual(['BAD_USER_INPUT']);
    expect(stack.sandbox.hooks.count(CREATE)).toBe(1);
  });

  it('releases the key when the host refused the create (4xx), so a retry may create', async () => {
    const k = key();
    stack.sandbox.hooks.fault(CREATE, { status: 400, times: 1 });
    const first = await stack.query(CreateEpisode, { input: input(), key: k }, { expectErrors: true });
    expect(errorCodes(first.errors)).toEqual(['BAD_USER_INPUT']);
    const second = await stack.query(CreateEpisode, { input: input(), key: k });
    expect(second.errors).toBeUndefined();
    expect(second.data!.createEpisode!.created).toBe(true);
    expect(stack.sandbox.hooks.count(CREATE)).toBe(2);
    expect(createdIds()).toHaveLength(1);
  });

  it('never repeats a create whose outcome is unknown (5xx): the retry gets CONFLICT', async () => {
    const k = key();
    stack.sandbox.hooks.fault(CREATE, { status: 502, times: 1 });
    const first = await stack.query(CreateEpisode, { input: input(), key: k }, { expectErrors: true });
    expect(errorCodes(first.errors)).toEqual(['UPSTREAM_ERROR']);
    const second = await stack.query(CreateEpisode, { input: input(), key: k }, { expectErrors: true });
    expect(errorCodes(second.errors)).toEqual(['CONFLICT']);
    expect(second.errors![0].message).toMatch(/may or may not exist/);
    expect(stack.sandbox.hooks.count(CREATE)).toBe(1);
  });

  it('finishes a create whose metadata step failed when retried with the same key', async () => {
    const k = key();
    stack.sandbox.hooks.fault(UPDATE, { status: 503, times: 1 });
    const first = await stack.query(CreateEpisode, { input: input('Finished later'), key: k }, { expectErrors: true });
    const createdId = first.errors![0].extensions!.createdEpisodeId as number;
    expect(createdIds()).toEqual([createdId]);
    const second = await stack.query(CreateEpisode, { input: input('Finished later'), key: k });
    expect(second.errors).toBeUndefined();
    expect(second.data!.createEpisode).toEqual({ created: false, episode: { id: createdId, title: 'Finished later' } });
    expect(stack.sandbox.hooks.count(CREATE)).toBe(1);
    expect(stack.sandbox.hooks.count(UPDATE)).toBe(2);
    expect(stack.sandbox.store.episodes.get(createdId)!.title).toBe('Finished later');
  });
});

describe('createEpisode with an idempotency key across two gateway replicas sharing Redis', () => {
  const prefix = `test:${randomUUID()}:`;
  const replicas: Array<{ gateway: Gateway; server: RunningServer; store: KeyValueStore }> = [];

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const store = createRedisStore({ url: REDIS_URL, keyPrefix: prefix });
      const gateway = await createGateway(stack.config, { logger: createLogger({ level: 'silent' }), store });
      const server = await startServer(gateway.yoga, { port: 0, host: '127.0.0.1' });
      replicas.push({ gateway, server, store });
    }
  });
  afterAll(async () => {
    for (const r of replicas) {
      await r.server.close(1_000);
      await r.gateway.close();
      await r.store.close();
    }
  });

  async function send(replica: number, variables: { input: ReturnType<typeof input>; key: string }): Promise<CreateResult> {
    const res = await fetch(`${replicas[replica].server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.sandbox.token}` },
      body: JSON.stringify({ query: print(CreateEpisode), variables }),
    });
    return (await res.json()) as CreateResult;
  }

  it('a retry on the other replica returns the first episode', async () => {
    const k = key();
    const a = await send(0, { input: input(), key: k });
    const b = await send(1, { input: input(), key: k });
    expect(a.errors ?? b.errors).toBeUndefined();
    expect(b.data!.createEpisode).toEqual({ created: false, episode: a.data!.createEpisode.episode });
    expect(stack.sandbox.hooks.count(CREATE)).toBe(1);
  });

  it('concurrent calls on both replicas create once', async () => {
    const k = key();
    stack.sandbox.hooks.fault(CREATE, { latencyMs: 150 });
    const [a, b] = await Promise.all([send(0, { input: input(), key: k }), send(1, { input: input(), key: k })]);
    expect(a.errors ?? b.errors).toBeUndefined();
    expect(stack.sandbox.hooks.count(CREATE)).toBe(1);
    expect(a.data!.createEpisode.episode.id).toBe(b.data!.createEpisode.episode.id);
    expect(createdIds()).toHaveLength(1);
  });
});

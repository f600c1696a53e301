import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type GraphQLFormattedError } from 'graphql';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';

/**
 * Two gateway processes (replicas, each `src/main.ts` as in production) sharing one real Redis
 * under a key prefix unique to this run, over one sandbox whose request log counts their
 * upstream calls (issue 11.7):
 * - the ID directory: a draft learned through replica A costs replica B the 2 calls of a known
 *   pair (see test/integration/id-directory.test.ts for the bounds);
 * - rate limits: one count per caller across both replicas.
 * Upload progress across replicas (an upload on one, its progress followed on the other, a
 * direct upload started on one and finished on the other) is tested the same way in
 * test/integration/upload-redis.test.ts.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `test:replicas:${randomUUID().slice(0, 8)}:`;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LIMIT = 10;
const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';
const GRAPH = 'POST /v2/graph-pq';
const REGION = 'GET /v3/region';

const EpisodeById = graphql(`
  query ReplicasEpisodeById($id: Int!) {
    episode(id: $id) {
      id
      title
      state
    }
  }
`);

const Region = graphql(`
  query ReplicasRegion {
    region
  }
`);

interface Replica {
  url: string;
  process: ChildProcess;
}

let sandbox: Sandbox;
let replicas: Replica[] = [];

/** One gateway process on an ephemeral port; resolves with its URL once it listens. */
async function startReplica(): Promise<Replica> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      UPSTREAM_REST_URL: sandbox.restUrl,
      UPSTREAM_GRAPH_URL: sandbox.graphUrl,
      UPSTREAM_INTROSPECTION_TOKEN: sandbox.token,
      // Tests count upstream calls: no silent retries.
      UPSTREAM_RETRIES: '0',
      REDIS_URL,
      REDIS_KEY_PREFIX: PREFIX,
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`replica did not start:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /GraphiQL: (http:\/\/[^\s]+)\/graphql/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`replica exited with ${code}:\n${output}`)));
  });
  return { url, process: child };
}

async function query<T, V extends Record<string, unknown>>(replica: Replica, doc: TypedDocumentNode<T, V>, variables: V, token: string) {
  const res = await fetch(`${replica.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: print(doc), variables }),
  });
  const body = (await res.json()) as { data?: T | null; errors?: GraphQLFormattedError[] };
  return { status: res.status, ...body };
}

beforeAll(async () => {
  sandbox = await startSandbox({ hooks: true });
  replicas = await Promise.all([startReplica(), startReplica()]);
}, 90_000);

afterAll(async () => {
  await Promise.all(
    replicas.map(
      (r) =>
        new Promise<void>((resolve) => {
          if (r.process.exitCode !== null) return resolve();
          r.process.once('exit', () => resolve());
          r.process.kill('SIGTERM');
        }),
    ),
  );
  await sandbox?.close();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

// The replicas' introspection at start is not what these tests count.
beforeEach(() => sandbox.hooks.reset());

describe('two gateway processes sharing Redis', () => {
  it('are two processes', () => {
    const [a, b] = replicas;
    expect(a.process.pid).not.toBe(b.process.pid);
    expect(a.url).not.toBe(b.url);
  });

  it('share the ID directory: a draft learned through A costs at most 2 upstream calls through B', async () => {
    const [a, b] = replicas;
    const draft = [...sandbox.store.episodes.values()].find((e) => e.stationId === 5002 && !e.isPublished && e.publishOn === null)!;
    const first = await query(a, EpisodeById, { id: draft.episodeId }, sandbox.token);
    expect(first.errors).toBeUndefined();
    expect(first.data?.episode).toEqual({ id: draft.episodeId, title: draft.title, state: 'DRAFT' });
    // The search A made (a list request, conversions): more than a known pair costs.
    expect(sandbox.hooks.calls().length).toBeGreaterThan(2);

    sandbox.hooks.clearLog();
    const second = await query(b, EpisodeById, { id: draft.episodeId }, sandbox.token);
    expect(second.errors).toBeUndefined();
    expect(second.data?.episode).toEqual(first.data?.episode);
    expect(sandbox.hooks.calls().map((c) => c.route).sort()).toEqual([GRAPH, OVERVIEW].sort());
  });

  it(`share one rate-limit count per caller: 8 operations on A and 8 on B at once, ${LIMIT} a minute, ${LIMIT} answered`, async () => {
    const [a, b] = replicas;
    const token = sandbox.tokens.other;
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => query(i % 2 ? b : a, Region, {}, token)));
    const answered = answers.filter((r) => r.status === 200 && r.data?.region);
    const refused = answers.filter((r) => r.status === 429);
    expect(answered).toHaveLength(LIMIT);
    expect(refused).toHaveLength(16 - LIMIT);
    for (const r of refused) {
      expect(r.errors?.map((e) => e.extensions?.code)).toEqual(['RATE_LIMITED']);
      expect(r.errors![0].extensions?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    }
    // Refused operations made no upstream call.
    expect(sandbox.hooks.count(REGION)).toBe(LIMIT);
    // Counting alone, each replica would have answered all 8 of its own (8 < 10): the refusals
    // are the shared count's.

    // Spent on both: the next operation is refused by either.
    for (const replica of [a, b]) expect((await query(replica, Region, {}, token)).status).toBe(429);
    // Another caller's budget is untouched.
    expect((await query(b, Region, {}, sandbox.tokens.connector)).status).toBe(200);
  });
});

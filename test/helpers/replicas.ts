import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import type { Sandbox } from '../../src/sandbox/index.js';

/** The Redis the multi-process tests share (TEST_REDIS_URL overrides). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** One gateway process (`src/main.ts`, as in production) on an ephemeral port. */
export interface Replica {
  url: string;
  process: ChildProcess;
}

/** A key prefix unique to this run, so test files sharing one Redis never see each other's keys. */
export function uniqueRedisPrefix(name: string): string {
  return `test:${name}:${randomUUID().slice(0, 8)}:`;
}

/**
 * Starts one gateway process over the sandbox, sharing Redis under `prefix`; resolves with its
 * URL once it listens (the start banner), rejects with its output if it exits or is silent
 * past `startTimeoutMs`. `env` adds or overrides variables (polling waits, limits, the cache).
 */
export async function startReplica(
  sandbox: Sandbox,
  prefix: string,
  env: Record<string, string> = {},
  // A process's start (tsx compiling the sources) took 46 s with other test runs on the machine's
  // two cores (issue 26): the bound is for a start that hangs, not a slow one.
  startTimeoutMs = 150_000,
): Promise<Replica> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      UPSTREAM_REST_URL: sandbox.restUrl,
      UPSTREAM_GRAPH_URL: sandbox.graphUrl,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running: no caller holds it yet.
      child.kill('SIGKILL');
      reject(new Error(`replica did not start:\n${output}`));
    }, startTimeoutMs);
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

/**
 * Starts `count` replicas (as `startReplica`). If one fails, those that started are stopped
 * before the failure is thrown: the caller never receives them, so no `afterAll` could.
 */
export async function startReplicas(
  count: number,
  sandbox: Sandbox,
  prefix: string,
  env: Record<string, string> = {},
  startTimeoutMs?: number,
): Promise<Replica[]> {
  const settled = await Promise.allSettled(Array.from({ length: count }, () => startReplica(sandbox, prefix, env, startTimeoutMs)));
  const started = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (!failed) return started;
  await stopReplicas(started, prefix);
  throw failed.reason;
}

/** SIGTERM grace before a replica is killed: a hung shutdown must not hold up `afterAll`. */
const STOP_GRACE_MS = 5_000;

/** Stops the replicas (SIGTERM, then SIGKILL after a grace, each waited for) and deletes every Redis key under `prefix`. */
export async function stopReplicas(replicas: readonly Replica[], prefix: string): Promise<void> {
  await Promise.all(
    replicas.map(
      (r) =>
        new Promise<void>((resolve) => {
          if (r.process.exitCode !== null || r.process.signalCode !== null) return resolve();
          const kill = setTimeout(() => r.process.kill('SIGKILL'), STOP_GRACE_MS);
          r.process.once('exit', () => {
            clearTimeout(kill);
            resolve();
          });
          r.process.kill('SIGTERM');
        }),
    ),
  );
  const redis = new Redis(TEST_REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
}

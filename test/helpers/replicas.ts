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
  startTimeoutMs = 30_000,
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
    const timer = setTimeout(() => reject(new Error(`replica did not start:\n${output}`)), startTimeoutMs);
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

/** Stops the replicas (SIGTERM, each waited for) and deletes every Redis key under `prefix`. */
export async function stopReplicas(replicas: readonly Replica[], prefix: string): Promise<void> {
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
  const redis = new Redis(TEST_REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
}

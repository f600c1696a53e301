import { createHash } from 'node:crypto';
import { badUserInput, ErrorCode, gatewayError, UpstreamError } from '../../errors.js';
import type { KeyValueStore } from '../../store/index.js';

/**
 * Idempotency for a create that must not happen twice. The store (Redis when replicas share
 * one) holds one record per key, claimed with `SET NX`, so of two concurrent calls exactly one
 * sends the create; the other waits for the first's outcome and returns it.
 *
 * Record life: pending (claimed, create in flight) -> created (upstream answered with the new
 * ID; follow-up steps may still run) -> done. A create whose outcome is unknown (timeout, 5xx,
 * lost connection) becomes `unknown`: the gateway will not send it again under this key,
 * since the first may have created the episode. A create the upstream clearly refused (4xx)
 * releases the key, so the caller may fix the cause and retry with it.
 */

/** How long a key is remembered. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How often a duplicate looks again while the first call runs. */
const POLL_MS = 50;

type State = 'pending' | 'created' | 'done' | 'unknown';

interface StoredRecord<C> {
  state: State;
  /** Hash of the input: a key reused with other input is a client bug, refused. */
  fingerprint: string;
  /** Unix ms of the last change. */
  at: number;
  created?: C;
}

export interface IdempotentRun<C, R> {
  store: KeyValueStore;
  /** Store key, already scoped (operation, owner, hashed client key). */
  key: string;
  fingerprint: string;
  /** How long a duplicate waits for a running first call before answering CONFLICT. */
  waitMs: number;
  /** The step that must run at most once (the upstream POST). */
  create: () => Promise<C>;
  /**
   * The repeatable rest (metadata update, read-back). `resume` is true when an earlier call
   * created the record but did not get to finish; `replay` when this call did not create. A
   * replay reads what it answers again with the caller's own token: a token revoked since the
   * first call is refused, and nothing is answered from the record alone.
   */
  finish: (created: C, how: { replay: boolean; resume: boolean }) => Promise<R>;
  /** What to keep for replays once finished (e.g. the first result's flags). @default the created value */
  remember?: (created: C, result: R) => C;
}

export interface IdempotentResult<R> {
  result: R;
  /** False when an earlier call with the key created the record. */
  created: boolean;
}

export function fingerprintOf(value: unknown): string {
  return createHash('sha256').update(stableJson(value)).digest('base64url');
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 32);
}

/**
 * The store key of a client's idempotency key: the operation, the scope it acts on (the show),
 * the caller (a hash of the bearer token: never the token, which would then sit in Redis keys) and
 * the client's key, hashed. Keyed by caller, another account's call with the same key and input
 * is a call of its own, sent upstream with its own token (and refused there), never a replay of
 * someone else's create, nor an answer that tells whether someone used the key.
 */
export function idempotencyStoreKey(operation: string, scope: string | number, token: string | null, clientKey: string): string {
  const owner = token === null ? 'none' : hashKey(`token:${token}`);
  return `idem:${operation}:${scope}:${owner}:${hashKey(clientKey)}`;
}

/** JSON with sorted keys and Dates as ISO strings, so equal inputs hash equally. */
function stableJson(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A refusal the upstream answered (4xx but timeouts): the create did not happen. */
function definitelyNotCreated(error: unknown): boolean {
  return error instanceof UpstreamError && error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 408;
}

const storeDown = () =>
  gatewayError(ErrorCode.STORE_UNAVAILABLE, 'The idempotency store is unavailable; nothing was created. Retry later.');

async function guard<T>(op: Promise<T>): Promise<T> {
  try {
    return await op;
  } catch {
    throw storeDown();
  }
}

export async function runIdempotent<C, R>(run: IdempotentRun<C, R>): Promise<IdempotentResult<R>> {
  const { store, key, fingerprint } = run;
  const write = (state: State, created?: C) =>
    guard(store.set(key, JSON.stringify({ state, fingerprint, at: Date.now(), created } satisfies StoredRecord<C>), IDEMPOTENCY_WINDOW_MS));
  const pending = JSON.stringify({ state: 'pending', fingerprint, at: Date.now() } satisfies StoredRecord<C>);

  const deadline = Date.now() + run.waitMs;
  for (;;) {
    if (await guard(store.claim(key, pending, IDEMPOTENCY_WINDOW_MS))) {
      let created: C;
      try {
        created = await run.create();
      } catch (error) {
        if (definitelyNotCreated(error)) await store.delete(key).catch(() => undefined);
        else await write('unknown').catch(() => undefined);
        throw error;
      }
      await write('created', created);
      const result = await run.finish(created, { replay: false, resume: false });
      await write('done', run.remember ? run.remember(created, result) : created);
      return { result, created: true };
    }

    const text = await guard(store.get(key));
    if (text === null) continue; // released (a refused first call) or expired: claim again
    const record = JSON.parse(text) as StoredRecord<C>;
    if (record.fingerprint !== fingerprint) {
      throw badUserInput('This idempotencyKey was already used with different input; use a new key for a different episode.', 'idempotencyKey');
    }
    if (record.state === 'unknown') {
      throw gatewayError(
        ErrorCode.CONFLICT,
        'An earlier call with this idempotencyKey sent the create request but got no clear answer, so the episode may or may not exist. Check the show\'s episodes, then retry with a new key.',
      );
    }
    if (record.state === 'pending') {
      if (Date.now() >= deadline) {
        throw gatewayError(ErrorCode.CONFLICT, 'An earlier call with this idempotencyKey is still running; retry later with the same key.');
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      continue;
    }
    const resume = record.state === 'created';
    const result = await run.finish(record.created as C, { replay: true, resume });
    if (resume) await write('done', run.remember ? run.remember(record.created as C, result) : record.created);
    return { result, created: false };
  }
}

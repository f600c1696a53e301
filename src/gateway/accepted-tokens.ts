import { LRUCache } from 'lru-cache';
import type { TokenVerdict } from '../http/request-ledger.js';
import type { KeyValueStore } from '../store/index.js';

/**
 * Which bearer tokens the upstream has accepted lately (docs/security.md). The gateway cannot
 * tell a good token from a made-up one before the upstream answers, so a token counts as a
 * stranger's until an upstream answer accepted it (a 2xx or a 403, as the request's ledger
 * records each answer); it counts as a stranger's again after a 401, even one a resolver turned
 * into data. The rate limit charges strangers to their client's address
 * (rate-limit.ts), and only accepted callers may register persisted documents
 * (persisted-documents.ts).
 *
 * Kept in the shared store under `auth:<token hash>` (never the token), so replicas agree, or
 * in a bounded in-process LRU without Redis.
 */

/** How long an acceptance holds without being seen again: a token revoked upstream is a stranger again at its first 401, or after this. */
export const ACCEPTED_TTL_MS = 60 * 60 * 1000;
/** In-process acceptances kept (LRU) without Redis. */
const MAX_IN_PROCESS = 100_000;
const KEY = 'auth:';

/** What one request showed about its token: the request ledger's verdict (http/request-ledger.ts). */
export type AuthOutcome = TokenVerdict;

export interface AcceptedTokens {
  /** Whether the upstream accepted this token (by its hash) within ACCEPTED_TTL_MS. A store that fails: not accepted (the stricter budget). */
  isAccepted(hash: string): Promise<boolean>;
  /** Records an outcome: `accepted` remembers the token, `refused` forgets it, `unknown` changes nothing. */
  record(hash: string, outcome: AuthOutcome, wasAccepted: boolean): Promise<void>;
  /**
   * Whether this process holds the token's acceptance (without Redis: within ACCEPTED_TTL_MS;
   * with it: read or recorded within REMEMBERED_MS), without a promise: another acceptance of
   * such a token has nothing to record (caller.ts).
   */
  seenAccepted(hash: string): boolean;
}

/** How long a replica trusts an acceptance it read from Redis without asking again. */
const REMEMBERED_MS = 10_000;

/**
 * Acceptances in the shared store when it is Redis, else in a bounded in-process LRU. With Redis,
 * a replica remembers the acceptances it read or recorded for REMEMBERED_MS (most requests then
 * cost no Redis read for this); a 401 seen on another replica reaches it within that time.
 *
 * The in-process part is one LRU read without a promise (`seenAccepted`): the store itself
 * without Redis, the remembered copy with it. Counted in entries (`maxSize`, a size of 1 each),
 * so nothing is allocated for the bound up front (store/memory.ts does the same).
 */
export function createAcceptedTokens(shared: KeyValueStore): AcceptedTokens {
  const redis = shared.kind === 'redis' ? shared : null;
  const local = new LRUCache<string, true>({ maxSize: MAX_IN_PROCESS, sizeCalculation: () => 1, ttl: redis ? REMEMBERED_MS : ACCEPTED_TTL_MS });
  // A read makes the token the most recently used one (`get`, not `has`).
  const known = (hash: string) => local.get(hash) !== undefined;
  return {
    async isAccepted(hash) {
      if (known(hash)) return true;
      if (!redis) return false;
      const accepted = await redis.get(KEY + hash).then((v) => v !== null, () => false);
      if (accepted) local.set(hash, true);
      return accepted;
    },
    async record(hash, outcome, wasAccepted) {
      if (outcome === 'accepted') {
        // Written once per hour of use, not per request: the first acceptance and the one after expiry.
        if (!known(hash)) local.set(hash, true);
        if (redis && !wasAccepted) await redis.set(KEY + hash, '1', ACCEPTED_TTL_MS).catch(() => undefined);
      } else if (outcome === 'refused') {
        local.delete(hash);
        if (redis && wasAccepted) await redis.delete(KEY + hash).catch(() => undefined);
      }
    },
    seenAccepted: known,
  };
}

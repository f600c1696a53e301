import { describe, expect, it } from 'vitest';
import { clientAddress, tokenHash } from '../../src/identity.js';
import { outcomeOfStatus, RequestLedger, verdictOfStatus } from '../../src/http/request-ledger.js';
import { createAcceptedTokens } from '../../src/gateway/accepted-tokens.js';
import { createMemoryStore } from '../../src/store/index.js';

const request = (forwarded?: string) => ({ headers: new Headers(forwarded ? { 'x-forwarded-for': forwarded } : {}) });
const socket = (remoteAddress: string) => ({ req: { socket: { remoteAddress } } });

describe('clientAddress', () => {
  it('is the socket address unless proxies are trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(request('203.0.113.9'), socket('10.0.0.2'), 0)).toBe('10.0.0.2');
  });

  it('with n trusted hops, is the n-th entry from the right; entries further left are never read', () => {
    expect(clientAddress(request('198.51.100.1, 203.0.113.9'), socket('10.0.0.2'), 1)).toBe('203.0.113.9');
    expect(clientAddress(request('198.51.100.1, 203.0.113.9, 10.0.0.3'), socket('10.0.0.2'), 2)).toBe('203.0.113.9');
    // Fewer entries than hops: the leftmost the proxies wrote, never a made-up deeper one.
    expect(clientAddress(request(), socket('10.0.0.2'), 1)).toBe('10.0.0.2');
  });

  it('counts an IPv6 address as its /64, an IPv4-mapped one as IPv4, and anything else as one shared "unparsed"', () => {
    expect(clientAddress(request(), socket('2001:db8:1:2:aaaa::1'), 0)).toBe('2001:db8:1:2::/64');
    expect(clientAddress(request(), socket('2001:db8:1:2:bbbb::7'), 0)).toBe('2001:db8:1:2::/64');
    expect(clientAddress(request(), socket('::ffff:192.0.2.4'), 0)).toBe('192.0.2.4');
    expect(clientAddress(request('not-an-address'), socket('10.0.0.2'), 1)).toBe('unparsed');
  });

  it('is "unknown" in-process (no socket)', () => {
    expect(clientAddress(request(), {}, 0)).toBe('unknown');
  });
});

describe('tokenHash', () => {
  it('keeps the last token per connection only: another connection, or another token on it, hashes anew to the same value as without one', () => {
    const one = {};
    const other = {};
    const alone = tokenHash('token-a');
    expect(tokenHash('token-a', one)).toBe(alone);
    expect(tokenHash('token-a', one)).toBe(alone);
    expect(tokenHash('token-a', other)).toBe(alone);
    // The same connection, a new token: its own hash, not the one kept.
    expect(tokenHash('token-b', one)).toBe(tokenHash('token-b'));
    expect(tokenHash('token-b', one)).not.toBe(alone);
    expect(tokenHash('token-a', one)).toBe(alone);
  });

  it('keeps no token in the module: the only state is per connection (a WeakMap), so a token outlives no connection', async () => {
    const source = await import('node:fs/promises').then((fs) => fs.readFile(new URL('../../src/identity.ts', import.meta.url), 'utf8'));
    expect(source).not.toMatch(/new Map</);
    expect(source).toMatch(/new WeakMap</);
  });
});

describe('the request ledger', () => {
  const caller = { token: 't', tokenHash: 'h', address: '10.0.0.2' };

  it("reads the token's verdict from each answer's status: 401 refuses, a 2xx or 403 accepts, 400, 404 and 5xx say nothing", () => {
    expect([401, 200, 204, 403, 400, 404, 500, undefined].map(verdictOfStatus)).toEqual(['refused', 'accepted', 'accepted', 'accepted', 'unknown', 'unknown', 'unknown', 'unknown']);
  });

  it('keeps "refused" once any answer refused the token, even after acceptances, and tells its followers each change once', () => {
    const ledger = new RequestLedger(caller);
    const seen: string[] = [];
    ledger.follow({ onVerdict: (v) => void seen.push(v) });
    ledger.answered({ upstream: 'rest', route: 'GET /a', write: false, token: 'unknown' });
    expect(ledger.verdict).toBe('unknown');
    ledger.answered({ upstream: 'rest', route: 'GET /a', write: false, token: 'accepted' });
    ledger.answered({ upstream: 'graph', route: 'POST /g', write: false, token: 'accepted' });
    ledger.answered({ upstream: 'rest', route: 'GET /b', write: false, token: 'refused' });
    ledger.answered({ upstream: 'rest', route: 'GET /c', write: false, token: 'accepted' });
    expect(ledger.verdict).toBe('refused');
    expect(seen).toEqual(['accepted', 'refused']);
  });

  it('refuses a call past its allowance before it is counted, and tells followers of each call after the first', () => {
    const ledger = new RequestLedger(caller);
    let extra = 0;
    ledger.follow({ onExtraCall: () => void extra++ });
    ledger.allow(2);
    expect([ledger.begin(), ledger.begin(), ledger.begin()]).toEqual([true, true, false]);
    expect(ledger.calls).toBe(2);
    expect(extra).toBe(1);
  });

  it('may have changed something only when some write was not refused', () => {
    const ledger = new RequestLedger(caller);
    expect(ledger.mayHaveChanged).toBe(false);
    ledger.answered({ upstream: 'rest', route: 'PUT /e', write: true, token: 'refused', outcome: outcomeOfStatus(401) });
    ledger.answered({ upstream: 'rest', route: 'GET /e', write: false, token: 'accepted' });
    expect(ledger.mayHaveChanged).toBe(false);
    ledger.answered({ upstream: 'rest', route: 'PUT /e', write: true, token: 'unknown', outcome: outcomeOfStatus(undefined) });
    expect(ledger.mayHaveChanged).toBe(true);
  });
});

describe('accepted tokens', () => {
  /** An in-process store standing for the shared one (Redis), its reads and writes counted. */
  const countingStore = () => {
    const store = createMemoryStore();
    const counts = { get: 0, set: 0 };
    const get = store.get.bind(store);
    const set = store.set.bind(store);
    return { counts, store: { ...store, kind: 'redis' as const, get: (key: string) => (counts.get++, get(key)), set: (key: string, value: string, ttl: number) => (counts.set++, set(key, value, ttl)) } };
  };

  it('knows without a store read, for a while, a token it recorded or read as accepted; a refusal forgets it at once', async () => {
    const { store } = countingStore();
    const tokens = createAcceptedTokens(store);
    expect(tokens.seenAccepted('h')).toBe(false);
    expect(await tokens.isAccepted('h')).toBe(false);
    await tokens.record('h', 'accepted', false);
    expect(tokens.seenAccepted('h')).toBe(true);
    expect(await tokens.isAccepted('h')).toBe(true);
    await tokens.record('h', 'refused', true);
    expect(tokens.seenAccepted('h')).toBe(false);
    expect(await tokens.isAccepted('h')).toBe(false);
  });

  it('learns an acceptance another replica recorded when it reads it from the store', async () => {
    const { store, counts } = countingStore();
    await createAcceptedTokens(store).record('h', 'accepted', false);
    const replica = createAcceptedTokens(store);
    expect(replica.seenAccepted('h')).toBe(false);
    expect(await replica.isAccepted('h')).toBe(true);
    expect(replica.seenAccepted('h')).toBe(true);
    // One read of the shared store; the replica's own memory holds the acceptance after it.
    expect(counts).toEqual({ get: 1, set: 1 });
  });
});

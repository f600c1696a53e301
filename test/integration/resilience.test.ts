import type { GraphQLFormattedError } from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import { createLogger } from '../../src/logger.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';

/**
 * Resilience policies (issue 11 item 1, http/resilience.ts) against the sandbox's fault
 * injection: a circuit breaker per route group that opens after BREAKER_FAILURES consecutive
 * failures, fails fast, probes back after BREAKER_RESET_MS and closes; bulkheads that keep one
 * hung route from starving the others. Upstream attempts are counted in the sandbox's log.
 */

const REGION = 'GET /v3/region';
const VERIFICATION = 'GET /v3/users/verification';
const GRAPH = 'POST /v2/graph-pq';

const Region = graphql(`
  query ResilienceRegion {
    region
  }
`);

const Verification = graphql(`
  query ResilienceVerification {
    userVerification
  }
`);

const Shows = graphql(`
  query ResilienceShows {
    showsForUser {
      shows {
        name
      }
    }
  }
`);

const FAILURES = 5;
/** The reset wait of the tests that wait it out (a probe after it). */
const RESET_MS = 1_000;
/**
 * The reset wait of the tests that count calls while the breaker is open: longer than any test,
 * so no probe goes however long a loaded machine takes over the queries (with 400 ms, 20 queries
 * on a machine running two test files at once made a sixth call, a probe).
 */
const NO_RESET_MS = 600_000;

async function readyz(stack: Stack): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${stack.gatewayUrl}/readyz`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function only(errors: readonly GraphQLFormattedError[] | undefined): GraphQLFormattedError {
  expect(errors).toHaveLength(1);
  return errors![0];
}

describe('circuit breaker', () => {
  let stack: Stack;
  const lines: Array<Record<string, unknown>> = [];
  /** A stack of the test's own: every breaker closed, with the reset wait the test needs. */
  async function breakers(resetMs: number): Promise<void> {
    stack = await startStack({
      config: { upstreamRetries: 2, breakerFailures: FAILURES, breakerResetMs: resetMs, upstreamTimeoutMs: 3_000 },
      logger: createLogger({ level: 'info', write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) }),
    });
    stack.sandbox.hooks.clearLog();
    lines.length = 0;
  }
  afterEach(async () => {
    await stack?.close();
  });

  it(`opens after ${FAILURES} consecutive failures: 20 queries against a failing route make ${FAILURES} upstream attempts, not 60`, async () => {
    await breakers(NO_RESET_MS);
    stack.sandbox.hooks.fault(REGION, { status: 503 });
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await stack.query(Region, {}, { expectErrors: true }));
    expect(stack.sandbox.hooks.count(REGION)).toBe(FAILURES);
    // The first query spent its three attempts on the upstream; the second opened the breaker
    // with its second attempt, and its third was refused; the rest never went upstream.
    expect(only(answers[0].errors).extensions).toMatchObject({ code: 'UPSTREAM_ERROR', status: 503, route: REGION });
    for (const answer of answers.slice(1)) {
      expect(answer.data).toEqual({ region: null });
      expect(only(answer.errors).extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', upstream: 'rest', route: REGION, reason: 'breaker' });
    }
    // Only that route's group is open: another route still goes upstream and answers.
    const other = await stack.query(Verification, {});
    expect(other.errors).toBeUndefined();
    expect(other.data).toEqual({ userVerification: expect.objectContaining({ isVerified: true }) });
  });

  it('a 4xx is the caller\'s, not a failure: ten 404s in a row leave the breaker closed', async () => {
    await breakers(NO_RESET_MS);
    stack.sandbox.hooks.fault(REGION, { status: 404 });
    for (let i = 0; i < 10; i++) expect(errorCodes((await stack.query(Region, {}, { expectErrors: true })).errors)).toEqual(['NOT_FOUND']);
    expect(stack.sandbox.hooks.count(REGION)).toBe(10);
    expect((await readyz(stack)).body).toMatchObject({ status: 'ready', checks: { breakers: { ok: true, open: [] } } });
  });

  it('fails fast while open, names the group in /readyz, and closes after a successful probe once the reset wait has passed', async () => {
    await breakers(RESET_MS);
    // The upstream fails exactly as often as it takes to open the breaker, then recovers.
    stack.sandbox.hooks.fault(REGION, { status: 502, times: FAILURES });
    await stack.query(Region, {}, { expectErrors: true }); // three attempts
    await stack.query(Region, {}, { expectErrors: true }); // two more: open
    expect(stack.sandbox.hooks.count(REGION)).toBe(FAILURES);

    // Open: refused without a call, even though the upstream has recovered.
    const refused = await stack.query(Region, {}, { expectErrors: true });
    expect(only(refused.errors).extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', reason: 'breaker' });
    expect(stack.sandbox.hooks.count(REGION)).toBe(FAILURES);
    const degraded = await readyz(stack);
    expect(degraded.status).toBe(200);
    expect(degraded.body).toMatchObject({
      status: 'degraded',
      checks: { breakers: { ok: false, open: [{ upstream: 'rest', group: REGION }] } },
      reason: expect.stringContaining(`REST ${REGION}`),
    });
    expect(JSON.stringify(degraded.body)).not.toContain(new URL(stack.sandbox.restUrl).host);

    // After the reset wait one probe goes; it succeeds and the breaker closes.
    await sleep(RESET_MS + 50);
    const probe = await stack.query(Region, {});
    expect(probe.errors).toBeUndefined();
    expect(probe.data).toEqual({ region: expect.any(String) });
    expect(stack.sandbox.hooks.count(REGION)).toBe(FAILURES + 1);
    expect((await readyz(stack)).body).toMatchObject({ status: 'ready', checks: { breakers: { ok: true, open: [] } } });
    for (let i = 0; i < 3; i++) expect((await stack.query(Region, {})).errors).toBeUndefined();
    expect(stack.sandbox.hooks.count(REGION)).toBe(FAILURES + 4);

    // One line per change of state, naming the group, never the upstream's address.
    const changes = lines.filter((l) => typeof l.msg === 'string' && l.msg.startsWith('circuit'));
    expect(changes.map((l) => [l.level, l.msg, l.upstream, l.group])).toEqual([
      ['warn', 'circuit open', 'rest', REGION],
      ['info', 'circuit half-open: one probe call', 'rest', REGION],
      ['info', 'circuit closed', 'rest', REGION],
    ]);
    expect(JSON.stringify(changes)).not.toContain(new URL(stack.sandbox.restUrl).host);
  });

  it('a failed probe opens the breaker again for another reset wait', async () => {
    await breakers(RESET_MS);
    stack.sandbox.hooks.fault(REGION, { status: 503 });
    await stack.query(Region, {}, { expectErrors: true });
    await stack.query(Region, {}, { expectErrors: true });
    expect(stack.sandbox.hooks.count(REGION)).toBe(FAILURES);
    await sleep(RESET_MS + 50);
    // The probe is the one attempt: a refused retry does not go upstream.
    const probe = await stack.query(Region, {}, { expectErrors: true });
    expect(stack.sandbox.hooks.count(REGION)).toBe(FAILURES + 1);
    expect(errorCodes(probe.errors)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(only((await stack.query(Region, {}, { expectErrors: true })).errors).extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', reason: 'breaker' });
    expect(stack.sandbox.hooks.count(REGION)).toBe(FAILURES + 1);
  });

  it('connection resets count as failures too', async () => {
    await breakers(NO_RESET_MS);
    stack.sandbox.hooks.fault(REGION, { reset: true });
    for (let i = 0; i < 4; i++) await stack.query(Region, {}, { expectErrors: true });
    expect(stack.sandbox.hooks.count(REGION)).toBe(FAILURES);
  });

  it('the GraphQL upstream has one breaker: its fields fail fast while REST-backed fields are served', async () => {
    await breakers(NO_RESET_MS);
    stack.sandbox.hooks.fault(GRAPH, { status: 503 });
    for (let i = 0; i < FAILURES; i++) {
      expect(only((await stack.query(Shows, {}, { expectErrors: true })).errors).extensions).toMatchObject({ code: 'UPSTREAM_ERROR', status: 503 });
    }
    expect(stack.sandbox.hooks.count(GRAPH)).toBe(FAILURES);
    const refused = await stack.query(Shows, {}, { expectErrors: true });
    expect(only(refused.errors).extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', upstream: 'graph', route: GRAPH, reason: 'breaker' });
    expect(stack.sandbox.hooks.count(GRAPH)).toBe(FAILURES);
    expect((await stack.query(Region, {})).errors).toBeUndefined();
    expect((await readyz(stack)).body).toMatchObject({ status: 'degraded', checks: { breakers: { open: [{ upstream: 'graph', group: GRAPH }] } } });
  });
});

/**
 * 200 requests whose one field's route never answers, then `{ region }`. Each hung request
 * must end by its deadline, and `region` must answer while they are all still hung.
 */
async function hungRoute(stack: Stack, hung: number) {
  stack.sandbox.hooks.fault(VERIFICATION, { hang: true });
  const order: string[] = [];
  let firstTimedOut = () => {};
  const oneTimedOut = new Promise<void>((resolve) => (firstTimedOut = resolve));
  const pending = Array.from({ length: hung }, () => {
    // From when this request is sent (for the log line only): its deadline starts a little later, when the gateway makes its context.
    const sent = performance.now();
    return stack.query(Verification, {}, { expectErrors: true }).then((answer) => {
      order.push('hung request');
      if (errorCodes(answer.errors)[0] === 'UPSTREAM_TIMEOUT') firstTimedOut();
      return { answer, ms: performance.now() - sent };
    });
  });
  /**
   * "By their deadline", as an order of events: a request begun once one hung request has timed
   * out (so a whole deadline after the hung ones began), on another route that never answers,
   * ends at its own deadline; every hung request must have ended before it. A request waiting
   * past its deadline (for a turn, for an answer) ends after it.
   */
  const laterRequest = async () => {
    await oneTimedOut;
    stack.sandbox.hooks.fault(REGION, { hang: true });
    const answer = await stack.query(Region, {}, { expectErrors: true });
    order.push('later request');
    expect(errorCodes(answer.errors)).toEqual(['UPSTREAM_TIMEOUT']);
    return order;
  };
  return { pending, settledSoFar: () => order.length, laterRequest };
}

describe('bulkheads: a hung route leaves the others answering', () => {
  // Long enough that { region } is answered before any hung request's deadline on a machine
  // running two suites at once (2.5 s was not: 136 of the 200 had timed out first).
  const TIMEOUT_MS = 6_000;

  describe('with the default pool (UPSTREAM_MAX_CONNECTIONS)', () => {
    let stack: Stack;
    beforeAll(async () => {
      stack = await startStack({ config: { upstreamTimeoutMs: TIMEOUT_MS } });
    });
    afterAll(() => stack?.close());

    it('with 200 requests hung on one route, { region } answers while they hang, and every request ends by its deadline', async () => {
      const HUNG = 200;
      const { pending, settledSoFar, laterRequest } = await hungRoute(stack, HUNG);
      // All 200 reach the upstream: a route group may use half of the default pool's connections.
      while (stack.sandbox.hooks.count(VERIFICATION) < HUNG) await sleep(10);

      const asked = performance.now();
      const region = await stack.query(Region, {});
      const regionMs = performance.now() - asked;
      expect(region.errors).toBeUndefined();
      expect(region.data).toEqual({ region: expect.any(String) });
      expect(settledSoFar()).toBe(0); // answered while every hung request was still waiting: it did not wait for the hang
      console.info(`[resilience] { region } with ${HUNG} requests hung on one route (default pool): ${regionMs.toFixed(1)} ms`);

      // Each hung request ended by its deadline: before a request begun after one of them timed out.
      expect(await laterRequest()).toEqual([...Array(HUNG).fill('hung request'), 'later request']);
      const ended = await Promise.all(pending);
      for (const { answer } of ended) expect(errorCodes(answer.errors)).toEqual(['UPSTREAM_TIMEOUT']);
      console.info(`[resilience] hung requests ended after ${Math.min(...ended.map((e) => e.ms)).toFixed(0)}-${Math.max(...ended.map((e) => e.ms)).toFixed(0)} ms (deadline ${TIMEOUT_MS} ms)`);
      expect(stack.sandbox.hooks.count(VERIFICATION)).toBe(HUNG);
    });
  });

  describe('with a small pool (UPSTREAM_MAX_CONNECTIONS 16): the bulkhead is what leaves connections for others', () => {
    const CONNECTIONS = 16;
    let stack: Stack;
    beforeAll(async () => {
      stack = await startStack({ config: { upstreamTimeoutMs: TIMEOUT_MS, upstreamMaxConnections: CONNECTIONS } });
    });
    afterAll(() => stack?.close());

    it('8 calls go upstream, 16 wait for a turn, the rest are shed at once with UPSTREAM_UNAVAILABLE; { region } answers; queued requests end by their deadline', async () => {
      const HUNG = 200;
      const IN_FLIGHT = CONNECTIONS / 2;
      const QUEUED = CONNECTIONS;
      const { pending, settledSoFar, laterRequest } = await hungRoute(stack, HUNG);
      // Shed requests are answered at once; the others hang.
      while (settledSoFar() < HUNG - IN_FLIGHT - QUEUED) await sleep(10);
      while (stack.sandbox.hooks.count(VERIFICATION) < IN_FLIGHT) await sleep(10);

      const region = await stack.query(Region, {});
      expect(region.errors).toBeUndefined();
      expect(region.data).toEqual({ region: expect.any(String) });
      expect(settledSoFar()).toBe(HUNG - IN_FLIGHT - QUEUED);
      // Only the bulkhead's share of the pool is held by the hung route.
      expect(stack.sandbox.hooks.count(VERIFICATION)).toBe(IN_FLIGHT);

      // Queued ones included, every request ended by its deadline: before a request begun after
      // one of them timed out.
      expect(await laterRequest()).toEqual([...Array(HUNG).fill('hung request'), 'later request']);
      const ended = await Promise.all(pending);
      const shed = ended.filter(({ answer }) => errorCodes(answer.errors)[0] === 'UPSTREAM_UNAVAILABLE');
      const timedOut = ended.filter(({ answer }) => errorCodes(answer.errors)[0] === 'UPSTREAM_TIMEOUT');
      expect(shed).toHaveLength(HUNG - IN_FLIGHT - QUEUED);
      expect(timedOut).toHaveLength(IN_FLIGHT + QUEUED);
      for (const { answer } of shed) {
        expect(only(answer.errors).extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', upstream: 'rest', route: VERIFICATION, reason: 'bulkhead' });
      }
      console.info(`[resilience] 16-connection pool: timed-out requests ended after ${Math.min(...timedOut.map((e) => e.ms)).toFixed(0)}-${Math.max(...timedOut.map((e) => e.ms)).toFixed(0)} ms (deadline ${TIMEOUT_MS} ms)`);
    });
  });
});

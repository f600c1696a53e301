import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import { insightFeedbackOf } from '../../src/sandbox/graph/analytics/insights.js';
import { OTHER_SHAPES, SPEC_ONLY, type SandboxBehaviour, type SandboxVariant } from '../../src/sandbox/index.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';
import { collectSse } from './upload-client.js';

/**
 * Analytics insights followed to their end (schema/gateway/analytics-insights.graphql): the
 * mutation returns a job, which a client reads by query or follows by subscription until the
 * host's final state, with a bounded number of reads. The sandbox moves an insight one state on
 * per read (`insightStepOnRead`), so what the gateway sees is the same on every run.
 */

const GRAPH = 'POST /v2/graph-pq';

const Generate = graphql(`
  mutation InsightGenerate($showUri: String, $stationId: Int, $insightType: String) {
    generateAnalyticsInsight(showUri: $showUri, stationId: $stationId, insightType: $insightType) {
      id
      status
      state
      insightId
      showUri
      insightType
      payload
      polls
      failureCode
    }
  }
`);

const Job = graphql(`
  query InsightJob($id: ID!) {
    analyticsInsightJob(id: $id) {
      id
      status
      state
      insightId
      payload
      generatedAt
      polls
      failureCode
      failureReason
    }
  }
`);

const Progress = graphql(`
  subscription InsightProgress($jobId: ID!) {
    analyticsInsightProgress(jobId: $jobId) {
      id
      status
      state
      polls
      payload
    }
  }
`);

const Feedback = graphql(`
  mutation InsightFeedback($jobId: ID, $showUri: String, $insightId: String, $rating: AnalyticsInsightRating!, $comment: String) {
    submitAnalyticsInsightFeedback(jobId: $jobId, showUri: $showUri, insightId: $insightId, rating: $rating, comment: $comment) {
      accepted
      job {
        id
        insightId
      }
    }
  }
`);

const FAST_POLL = { insightPollInitialMs: 10, insightPollMaxMs: 20 };
/** A state no document names, then generating, then ready: one state per read. */
const STEPPED: Partial<SandboxBehaviour> = { insightStates: ['INSIGHT_STATE_WARMING_UP', 'GENERATING', 'READY'], insightStepOnRead: true };

const showUri = (stack: Stack, stationId = 5001) => `platform:show:${stack.sandbox.store.shows.get(stationId)!.platformShowId}`;

async function untilFinished(stack: Stack, id: string, token?: string) {
  for (;;) {
    const { data } = await stack.query(Job, { id }, { token });
    const job = data!.analyticsInsightJob!;
    if (job.status !== 'GENERATING') return job;
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('an insight the host generates over several reads', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ behaviour: STEPPED, config: FAST_POLL });
  });
  afterAll(() => stack?.close());
  beforeEach(() => stack.sandbox.hooks.reset());

  it('is followed by subscription until COMPLETED: every state, the unknown one passed through as it came', async () => {
    const generated = await stack.query(Generate, { stationId: 5001, insightType: 'SHOW_PERFORMANCE_SUMMARY' });
    expect(generated.errors).toBeUndefined();
    const job = generated.data!.generateAnalyticsInsight;
    // A state no document names passes through as it came; without a payload it is still generating.
    expect(job).toMatchObject({ status: 'GENERATING', state: 'INSIGHT_STATE_WARMING_UP', showUri: showUri(stack), insightType: 'SHOW_PERFORMANCE_SUMMARY', payload: null, polls: 0 });
    expect(job.insightId).toEqual(expect.any(String));
    const events = await collectSse(`${stack.gatewayUrl}/graphql`, Progress, { jobId: job.id }, { token: stack.sandbox.token, timeoutMs: 15_000 });
    expect(events.filter((e) => e.errors)).toEqual([]);
    const states = events.map((e) => e.data!.analyticsInsightProgress);
    const last = states.at(-1)!;
    expect(last).toMatchObject({ id: job.id, status: 'COMPLETED', state: 'READY', polls: 2 });
    expect(last.payload).toMatchObject({ insightType: 'SHOW_PERFORMANCE_SUMMARY', headline: expect.stringContaining('The Night Shift') });
    // Each version once, in order.
    expect(states.map((s) => s.polls)).toEqual([...states.map((s) => s.polls)].sort((a, b) => a - b));
    expect(new Set(states.map((s) => s.polls)).size).toBe(states.length);
    const reads = await untilFinished(stack, job.id);
    expect(reads).toMatchObject({ status: 'COMPLETED', polls: 2, failureCode: null });
    const seen = await stack.query(Job, { id: job.id });
    expect(seen.data!.analyticsInsightJob!.generatedAt).toEqual(expect.any(String));
    // One generate and exactly two reads reached the host: a bounded follow, not a busy loop.
    const calls = stack.sandbox.hooks.calls({ route: GRAPH }).map((c) => (c.body as { operationName: string }).operationName);
    expect(calls.filter((name) => name === 'GatewayGenerateInsight')).toHaveLength(1);
    expect(calls.filter((name) => name === 'GatewayReadInsight')).toHaveLength(2);
  });

  it('is readable and followable only by its owner', async () => {
    const { data } = await stack.query(Generate, { stationId: 5001 });
    const id = data!.generateAnalyticsInsight.id;
    const other = stack.sandbox.tokens.other;
    expect((await stack.query(Job, { id }, { token: other })).data!.analyticsInsightJob).toBeNull();
    const events = await collectSse(`${stack.gatewayUrl}/graphql`, Progress, { jobId: id }, { token: other, timeoutMs: 10_000 });
    expect(events).toHaveLength(1);
    expect(errorCodes(events[0].errors)).toEqual(['NOT_FOUND']);
    expect((await stack.query(Job, { id: '00000000-0000-0000-0000-000000000000' })).data!.analyticsInsightJob).toBeNull();
    await untilFinished(stack, id);
  });

  it('feedback by job ID reaches the host with the rating and the comment', async () => {
    const { data } = await stack.query(Generate, { stationId: 5001 });
    const job = await untilFinished(stack, data!.generateAnalyticsInsight.id);
    const res = await stack.query(Feedback, { jobId: job.id, rating: 'THUMBS_UP', comment: 'Spot on' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.submitAnalyticsInsightFeedback).toEqual({ accepted: true, job: { id: job.id, insightId: job.insightId } });
    expect(insightFeedbackOf(stack.sandbox.store, job.insightId!)).toEqual([{ feedback: 'THUMBS_UP', comment: 'Spot on' }]);
    const byInsight = await stack.query(Feedback, { showUri: showUri(stack), insightId: job.insightId, rating: 'THUMBS_DOWN' });
    expect(byInsight.data!.submitAnalyticsInsightFeedback).toEqual({ accepted: true, job: null });
    expect(insightFeedbackOf(stack.sandbox.store, job.insightId!).at(-1)).toEqual({ feedback: 'THUMBS_DOWN', comment: null });
  });

  it('feedback needs one way to name the insight, and a job the caller can see', async () => {
    for (const vars of [{}, { jobId: 'x', insightId: 'y', showUri: showUri(stack) }, { insightId: 'y' }]) {
      const res = await stack.query(Feedback, { rating: 'THUMBS_UP', ...vars }, { expectErrors: true });
      expect(errorCodes(res.errors)).toEqual(['BAD_USER_INPUT']);
    }
    const { data } = await stack.query(Generate, { stationId: 5001 });
    const res = await stack.query(Feedback, { jobId: data!.generateAnalyticsInsight.id, rating: 'THUMBS_UP' }, { token: stack.sandbox.tokens.other, expectErrors: true });
    expect(errorCodes(res.errors)).toEqual(['NOT_FOUND']);
    await untilFinished(stack, data!.generateAnalyticsInsight.id);
  });

  it('refuses both or neither show key, and a token-less caller, before any upstream call', async () => {
    stack.sandbox.hooks.clearLog();
    for (const [vars, code] of [
      [{}, 'BAD_USER_INPUT'],
      [{ stationId: 5001, showUri: showUri(stack) }, 'BAD_USER_INPUT'],
      [{ showUri: 'show-5001' }, 'BAD_USER_INPUT'],
    ] as const) {
      const res = await stack.query(Generate, vars, { expectErrors: true });
      expect(errorCodes(res.errors)).toEqual([code]);
    }
    const anonymous = await stack.query(Generate, { stationId: 5001 }, { token: null, expectErrors: true });
    expect(errorCodes(anonymous.errors)).toEqual(['UNAUTHENTICATED']);
    expect(stack.sandbox.hooks.calls({ route: GRAPH })).toEqual([]);
  });
});

describe('an insight the host does not finish in time', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      behaviour: { insightStates: [...Array(10).fill('PENDING'), 'READY'], insightStepOnRead: true },
      config: { ...FAST_POLL, insightPollMaxCalls: 3 },
    });
  });
  afterAll(() => stack?.close());

  it('fails with UPSTREAM_TIMEOUT after the configured number of reads, naming its last state', async () => {
    stack.sandbox.hooks.clearLog();
    const { data } = await stack.query(Generate, { stationId: 5001 });
    const job = await untilFinished(stack, data!.generateAnalyticsInsight.id);
    expect(job).toMatchObject({ status: 'FAILED', state: 'PENDING', polls: 3, failureCode: 'UPSTREAM_TIMEOUT' });
    expect(job.failureReason).toMatch(/after 3 reads.*last state was PENDING.*insightId/);
    const reads = stack.sandbox.hooks.calls({ route: GRAPH }).filter((c) => (c.body as { operationName: string }).operationName === 'GatewayReadInsight');
    expect(reads).toHaveLength(3);
  });
});

describe('insights followed at once (INSIGHT_MAX_FOLLOWED)', () => {
  let stack: Stack;
  beforeAll(async () => {
    // Never finishes within the test: the first job holds the one place until its deadline.
    stack = await startStack({
      behaviour: { insightStates: [...Array(50).fill('PENDING'), 'READY'], insightStepOnRead: true },
      config: { insightPollInitialMs: 50, insightPollMaxMs: 50, insightPollTimeoutMs: 2_000, insightMaxFollowed: 1 },
    });
  });
  afterAll(() => stack?.close());

  it('past the bound, a new job ends FAILED with RATE_LIMITED and its insightId, and is never read', async () => {
    const first = await stack.query(Generate, { stationId: 5001 });
    expect(first.data!.generateAnalyticsInsight).toMatchObject({ status: 'GENERATING' });
    stack.sandbox.hooks.clearLog();
    const second = await stack.query(Generate, { stationId: 5001 });
    const job = second.data!.generateAnalyticsInsight;
    expect(job).toMatchObject({ status: 'FAILED', failureCode: 'RATE_LIMITED', insightId: expect.any(String) });
    await new Promise((r) => setTimeout(r, 200));
    const reads = stack.sandbox.hooks.calls({ route: GRAPH }).filter((c) => JSON.stringify(c.body).includes(job.insightId!));
    expect(reads.filter((c) => (c.body as { operationName: string }).operationName === 'GatewayReadInsight')).toEqual([]);
    // The first is still followed.
    expect((await stack.query(Job, { id: first.data!.generateAnalyticsInsight.id })).data!.analyticsInsightJob).toMatchObject({ status: 'GENERATING' });
  });
});

describe('an insight whose final state no document names', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ behaviour: { insightStates: ['QUEUED', 'INSIGHT_STATE_PUBLISHED'], insightStepOnRead: true }, config: FAST_POLL });
  });
  afterAll(() => stack?.close());

  it('is COMPLETED once the host gives its payload, with the state as the host wrote it', async () => {
    const { data } = await stack.query(Generate, { stationId: 5001 });
    expect(data!.generateAnalyticsInsight).toMatchObject({ status: 'GENERATING', state: 'QUEUED' });
    const job = await untilFinished(stack, data!.generateAnalyticsInsight.id);
    expect(job).toMatchObject({ status: 'COMPLETED', state: 'INSIGHT_STATE_PUBLISHED', polls: 1, failureCode: null });
    expect(job.payload).toMatchObject({ headline: expect.any(String) });
  });
});

describe('an insight the host answers null for (document 2 does not show how a host answers one it has not stored yet)', () => {
  let stack: Stack;
  const NULL_READ = { status: 200, body: { data: { showByShowUri: { value: null } } } };
  beforeAll(async () => {
    // The first read comes 300 ms after the mutation: time to arm the null answers before it.
    stack = await startStack({ behaviour: { insightStates: ['QUEUED', 'READY'], insightStepOnRead: true }, config: { insightPollInitialMs: 300, insightPollMaxMs: 300 } });
  });
  afterAll(() => stack?.close());

  it('reads it again after a null, and follows it to its end', async () => {
    const { data } = await stack.query(Generate, { stationId: 5001 });
    stack.sandbox.hooks.fault(GRAPH, { ...NULL_READ, times: 2 });
    const job = await untilFinished(stack, data!.generateAnalyticsInsight.id);
    expect(job).toMatchObject({ status: 'COMPLETED', state: 'READY', polls: 3, failureCode: null });
  });

  it('ends FAILED with NOT_FOUND after three nulls in a row', async () => {
    const { data } = await stack.query(Generate, { stationId: 5001 });
    stack.sandbox.hooks.fault(GRAPH, { ...NULL_READ, times: 3 });
    const job = await untilFinished(stack, data!.generateAnalyticsInsight.id);
    expect(job).toMatchObject({ status: 'FAILED', polls: 3, failureCode: 'NOT_FOUND' });
  });
});

describe('an insight the host reports as failed', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ behaviour: { insightStates: ['GENERATING', 'INSIGHT_STATE_FAILED'], insightStepOnRead: true }, config: FAST_POLL });
  });
  afterAll(() => stack?.close());

  it('ends FAILED with the host state as it came', async () => {
    const { data } = await stack.query(Generate, { stationId: 5003 });
    expect(data!.generateAnalyticsInsight).toMatchObject({ status: 'GENERATING', state: 'GENERATING' });
    const job = await untilFinished(stack, data!.generateAnalyticsInsight.id);
    expect(job).toMatchObject({ status: 'FAILED', state: 'INSIGHT_STATE_FAILED', payload: null, polls: 1, failureCode: 'UPSTREAM_ERROR' });
  });
});

const VARIANTS: Array<[string, SandboxVariant | undefined]> = [
  ['the sandbox', undefined],
  ['the spec-only upstream', SPEC_ONLY],
  ['the other shapes', OTHER_SHAPES],
];

describe.each(VARIANTS)('an insight the host answers at once, on %s', (name, variant) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ variant, config: FAST_POLL });
  });
  afterAll(() => stack?.close());

  it('is COMPLETED in the mutation’s answer; its subscription gives that one state and ends', async () => {
    stack.sandbox.hooks.clearLog();
    const { data, errors } = await stack.query(Generate, { stationId: 5002 });
    expect(errors).toBeUndefined();
    const job = data!.generateAnalyticsInsight;
    expect(job).toMatchObject({ status: 'COMPLETED', state: 'READY', polls: 0 });
    expect(job.payload).toMatchObject({ headline: expect.stringContaining('Garden Talk') });
    const events = await collectSse(`${stack.gatewayUrl}/graphql`, Progress, { jobId: job.id }, { token: stack.sandbox.token, timeoutMs: 10_000 });
    expect(events.map((e) => e.data?.analyticsInsightProgress.status)).toEqual(['COMPLETED']);
    expect(stack.sandbox.hooks.calls({ route: GRAPH })).toHaveLength(1);
  });

  it(
    name === 'the spec-only upstream'
      ? 'feedback: the spec shows no arguments for the host mutation, so none is offered: UPSTREAM_UNSUPPORTED'
      : 'feedback reaches the host mutation, whatever its arguments look like',
    async () => {
      const { data } = await stack.query(Generate, { stationId: 5002 });
      const job = data!.generateAnalyticsInsight;
      const res = await stack.query(Feedback, { jobId: job.id, rating: 'THUMBS_DOWN' }, { expectErrors: variant === SPEC_ONLY });
      if (variant === SPEC_ONLY) {
        expect(errorCodes(res.errors)).toEqual(['UPSTREAM_UNSUPPORTED']);
        return;
      }
      expect(res.data!.submitAnalyticsInsightFeedback.accepted).toBe(true);
      expect(insightFeedbackOf(stack.sandbox.store, job.insightId!)).toEqual([{ feedback: 'THUMBS_DOWN', comment: null }]);
    },
  );
});

describe('an insight job read by query while the response cache is on', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ behaviour: STEPPED, config: { ...FAST_POLL, responseCacheTtlMs: 60_000 } });
  });
  afterAll(() => stack?.close());

  it('is never served from the cache: the same query sees the job move on to its end', async () => {
    const { data } = await stack.query(Generate, { stationId: 5001 });
    const id = data!.generateAnalyticsInsight.id;
    const first = await stack.query(Job, { id });
    expect(first.data!.analyticsInsightJob!.status).toBe('GENERATING');
    const last = await untilFinished(stack, id);
    expect(last).toMatchObject({ status: 'COMPLETED', polls: 2 });
  });
});

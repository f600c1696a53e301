import { print } from 'graphql';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { startReplicas, stopReplicas, uniqueRedisPrefix, type Replica } from '../helpers/replicas.js';
import { collectSse } from './upload-client.js';

/**
 * Two gateway processes (replicas) sharing one real Redis (TEST_REDIS_URL overrides): an
 * insight asked for on one is followed to its end on the other, by subscription and by query.
 * Keys and channels carry a prefix unique to this run.
 */

const PREFIX = uniqueRedisPrefix('insights');

const GenerateOnReplica = graphql(`
  mutation InsightGenerateOnReplica($stationId: Int!) {
    generateAnalyticsInsight(stationId: $stationId) {
      id
      status
      state
    }
  }
`);

const ProgressOnReplica = graphql(`
  subscription InsightProgressOnReplica($jobId: ID!) {
    analyticsInsightProgress(jobId: $jobId) {
      id
      status
      state
      polls
    }
  }
`);

const JobOnReplica = graphql(`
  query InsightJobOnReplica($id: ID!) {
    analyticsInsightJob(id: $id) {
      id
      status
      state
      polls
      payload
    }
  }
`);

let sandbox: Sandbox;
let replicas: Replica[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ hooks: true, behaviour: { insightStates: ['QUEUED', 'GENERATING', 'READY'], insightStepOnRead: true } });
  const env = {
    // The first read waits long enough for the other replica's subscription to be open.
    INSIGHT_POLL_INITIAL_MS: '300',
    INSIGHT_POLL_MAX_MS: '300',
  };
  replicas = await startReplicas(2, sandbox, PREFIX, env);
}, 180_000);

afterAll(async () => {
  await stopReplicas(replicas, PREFIX);
  await sandbox?.close();
});

describe('insight jobs across two replicas sharing Redis', () => {
  it('an insight asked for on replica A is followed to its end on replica B, by subscription and by query', async () => {
    const [a, b] = replicas;
    const generated = await postJson(a.url, GenerateOnReplica, { stationId: 5001 }, sandbox.token);
    const job = generated.data.generateAnalyticsInsight as { id: string; status: string; state: string };
    expect(job).toMatchObject({ status: 'GENERATING', state: 'QUEUED' });

    const events = await collectSse(`${b.url}/graphql`, ProgressOnReplica, { jobId: job.id }, { token: sandbox.token, timeoutMs: 30_000 });
    expect(events.filter((e) => e.errors)).toEqual([]);
    const states = events.map((e) => e.data!.analyticsInsightProgress);
    expect(states.at(-1)).toEqual({ id: job.id, status: 'COMPLETED', state: 'READY', polls: 2 });

    const read = await postJson(b.url, JobOnReplica, { id: job.id }, sandbox.token);
    expect(read.data.analyticsInsightJob).toMatchObject({ id: job.id, status: 'COMPLETED', state: 'READY', polls: 2, payload: { headline: expect.any(String) } });
    const foreign = await postJson(b.url, JobOnReplica, { id: job.id }, sandbox.tokens.other);
    expect(foreign.data.analyticsInsightJob).toBeNull();
    // Replica A alone followed it: one generate, two reads, whichever replica the client used.
    const names = sandbox.hooks.calls({ route: 'POST /v2/graph-pq' }).map((c) => (c.body as { operationName: string }).operationName);
    expect(names.filter((n) => n === 'GatewayGenerateInsight')).toHaveLength(1);
    expect(names.filter((n) => n === 'GatewayReadInsight')).toHaveLength(2);
  }, 60_000);
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function postJson(base: string, doc: unknown, variables: Record<string, unknown>, token: string): Promise<any> {
  const res = await request(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: print(doc as never), variables }),
  });
  return res.body.json();
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localTypeDefs } from '../../src/modules/index.js';
import { gatewayResolvers } from '../../src/resolvers.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { createSchemaHolder, createUpstreamExecutor } from '../../src/stitching/index.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';
import { graphql } from '../../src/generated/client/index.js';

/**
 * Upstream schemas the gateway's own SDL does not plainly fit. Whatever the upstream offers,
 * the gateway starts: with the fields it can serve, and, when its schema cannot be built on the
 * live upstream at all, from the committed snapshot (degraded) while it keeps trying.
 */

const FitSync = graphql(`
  mutation FitSync($stationId: Int!) {
    syncEpisodeListIndex(stationId: $stationId)
  }
`);

const FitShow = graphql(`
  query FitShow($stationId: Int!) {
    show(stationId: $stationId) {
      stationId
      description
    }
  }
`);

const MUTATIONS = [
  'updateIsCommentsEnabledForShowByShowUri',
  'updateModerationPolicy',
  'createPollForEpisode',
  'deletePollForEpisode',
  'publishCommentByCommentUri',
  'deleteCommentByCommentUri',
  'createCommentReplyByCommentUri',
  'markCommentAsRead',
  'pinComment',
  'unPinComment',
  'blockUserForShow',
  'generateAnalyticsInsight',
];

describe('an upstream with no Mutation type and no Show type', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ variant: { graph: { dropFields: { Mutation: MUTATIONS, Query: ['showsForUser', 'showByShowUri'] } } } });
  });
  afterAll(() => stack?.close());

  it("starts live and keeps the gateway's own mutations and show fields", async () => {
    expect(stack.gateway.schemas.source()).toBe('live');
    const sync = await stack.query(FitSync, { stationId: 5001 });
    expect(sync.errors).toBeUndefined();
    expect(sync.data?.syncEpisodeListIndex).toBe(true);
    const show = await stack.query(FitShow, { stationId: 5001 });
    expect(show.errors).toBeUndefined();
    expect(show.data?.show).toEqual({ stationId: 5001, description: stack.sandbox.store.shows.get(5001)!.podcastDescription });
  });

  it('an upstream mutation the gateway needs is a coded error', async () => {
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.sandbox.token}` },
      body: JSON.stringify({ query: 'mutation { markCommentRead(commentUri: "platform:comment:c000001") { success } }' }),
    });
    const body = (await res.json()) as { errors?: Array<{ message: string; extensions?: { code?: string } }> };
    expect(errorCodes(body.errors as never)).toEqual(['UPSTREAM_UNSUPPORTED']);
    expect(body.errors![0].message).toMatch(/markCommentAsRead/);
  });
});

describe('a live schema the gateway cannot be built on', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    // The live upstream lacks a type the (test's) local SDL extends; the snapshot has it.
    sandbox = await startSandbox({ variant: { graph: { dropFields: { Episode: ['analyticsStarts'] } } } });
  });
  afterAll(() => sandbox?.close());

  it('starts from the snapshot instead of failing, and a refresh that still does not fit keeps it', async () => {
    const logged: string[] = [];
    const holder = await createSchemaHolder({
      executor: createUpstreamExecutor({ graphUrl: sandbox.graphUrl }),
      introspectionToken: sandbox.token,
      localTypeDefs: [...localTypeDefs, 'extend type AnalyticsStarts { gatewayNote: String }'],
      localResolvers: gatewayResolvers,
      refreshIntervalMs: null,
      recoveryIntervalMs: 3_600_000,
      log: (level, msg) => logged.push(`${level} ${msg}`),
    });
    try {
      expect(logged).toContain('error the live upstream schema does not fit the gateway; serving the committed snapshot');
      expect(holder.source()).toBe('snapshot');
      expect(holder.current().getType('AnalyticsStarts')).toBeDefined();
      const outcome = await holder.refresh();
      expect(outcome.result).toBe('failed');
      expect(holder.source()).toBe('snapshot');
    } finally {
      holder.stop();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { ApolloClient, HttpLink, InMemoryCache, gql } from '@apollo/client';
import { documents } from '@podcast-graph/client';
import { print } from 'graphql';
import type { RequestParameters } from 'relay-runtime';
import { request } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createApolloClient, evictEpisode } from '../../examples/clients/apollo-http.js';
import { createApolloWsClient } from '../../examples/clients/apollo-websocket.js';
import { episodeTitle } from '../../examples/clients/client-package.js';
import { createSseClient } from '../../examples/clients/graphql-sse.js';
import { createRelayEnvironment } from '../../examples/clients/relay.js';
import { createUrqlClient } from '../../examples/clients/urql.js';
import { createUrqlGraphcacheClient } from '../../examples/clients/urql-graphcache.js';
import { createLogger } from '../../src/logger.js';
import { startStack, type Stack } from '../helpers/stack.js';

/**
 * Issue 28: every client setup of docs/clients.md (the files under examples/clients, which the
 * doc includes word for word: test/unit/clients-doc.test.ts) run against the sandbox stack, as a
 * new user would run them: Apollo Client (HTTP with @defer and multipart subscriptions;
 * WebSocket), urql (defaults: GET queries, @defer, graphql-ws; Graphcache), graphql-sse, Relay's
 * network layer and the client package. Normalised caches: after `updateEpisode` through the
 * same client the cached `episode` query shows the new title without another request (the
 * gateway's request log counts them), and after `deleteEpisode` the documented eviction removes it.
 */

type Line = Record<string, unknown> & { msg: string };
const lines: Line[] = [];
const logger = createLogger({ level: 'info', write: (line) => lines.push(JSON.parse(line) as Line) });
/** Operations the gateway answered (its request log: one line each). */
const answered = () => lines.filter((l) => l.msg === 'request').length;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ logger, behaviour: { imageProcessingMs: 150 }, config: { uploadPollInitialMs: 20, uploadPollMaxMs: 50, uploadPollTimeoutMs: 20_000 } });
});
afterAll(() => stack?.close());
beforeEach(() => {
  stack.sandbox.hooks.reset();
  lines.length = 0;
});

const url = () => `${stack.gatewayUrl}/graphql`;
const token = () => stack.sandbox.token;
const published = () => [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5001 && e.isPublished)!;

/** A draft of the sandbox's show, made for one test (deleted or renamed there). */
async function newDraft(title: string): Promise<number> {
  const res = await fetch(url(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token()}` },
    body: JSON.stringify({ query: print(documents.CreateEpisode), variables: { input: { stationId: 5001, title, timeZone: 'Europe/Berlin' } } }),
  });
  const body = (await res.json()) as { data: { createEpisode: { episode: { id: number } } } };
  return body.data.createEpisode.episode.id;
}

/** A direct cover-art upload's job, started; `finish()` sends the bytes and ends it (it then runs to COMPLETED). */
async function coverJob(): Promise<{ jobId: string; finish(): Promise<void> }> {
  const post = async (query: string, variables: Record<string, unknown>) => {
    const res = await fetch(url(), { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token()}` }, body: JSON.stringify({ query, variables }) });
    return ((await res.json()) as { data: Record<string, any> }).data;
  };
  const start = (
    await post(
      `mutation($size: Float!) { startDirectUpload(kind: SHOW_COVER_ART, stationId: 5001, fileName: "cover.png", mimeType: "image/png", size: $size) { uploadUrl headers job { id } } }`,
      { size: 1000 },
    )
  ).startDirectUpload;
  return {
    jobId: start.job.id,
    async finish() {
      const put = await request(start.uploadUrl, { method: 'PUT', headers: { ...(start.headers as Record<string, string>), 'content-length': '1000' }, body: Buffer.alloc(1000) });
      await put.body.dump();
      await post(`mutation($jobId: ID!) { finishDirectUpload(jobId: $jobId, waitForProcessing: false) { id } }`, { jobId: start.job.id });
    },
  };
}

/**
 * An Apollo client subscribed to a cover job's progress: the job finishes once the first event
 * has arrived (the subscription is live), and the statuses seen until the stream ends are returned.
 */
async function followUploadJob(client: ApolloClient): Promise<string[]> {
  const job = await coverJob();
  const seen: string[] = [];
  let live!: () => void;
  const started = new Promise<void>((resolve) => (live = resolve));
  const done = new Promise<void>((resolve, reject) => {
    client.subscribe({ query: documents.UploadJobProgress, variables: { jobId: job.jobId } }).subscribe({
      next: (result) => {
        const status = (result.data as Progress | undefined)?.uploadProgress?.status;
        if (status) seen.push(status);
        live();
      },
      error: reject,
      complete: resolve,
    });
  });
  await started;
  await job.finish();
  await done;
  return seen;
}

type Progress = { uploadProgress?: { status: string } | null };

describe('Apollo Client over HTTP (examples/clients/apollo-http.ts)', () => {
  it('updateEpisode updates the cached episode query: the new title with no request', async () => {
    const client = createApolloClient(url(), token());
    const id = await newDraft('Before the edit');
    const first = await client.query({ query: documents.Episode, variables: { id } });
    expect(first.data?.episode?.title).toBe('Before the edit');
    const mutated = await client.mutate({ mutation: documents.UpdateEpisode, variables: { id, input: { title: 'After the edit' } } });
    expect(mutated.data?.updateEpisode?.episode?.title).toBe('After the edit');
    const before = answered();
    const again = await client.query({ query: documents.Episode, variables: { id } });
    expect(again.data?.episode?.title).toBe('After the edit');
    expect(answered()).toBe(before);
  });

  it("a show's metadata change updates the cached show query (Show by stationId); a cache without the keys keeps the old name", async () => {
    const Rename = gql`
      mutation Rename($stationId: Int!, $name: String!) {
        updateShowMetadata(stationId: $stationId, input: { name: $name }) {
          show {
            stationId
            name
          }
        }
      }
    `;
    const keyless = new ApolloClient({ link: new HttpLink({ uri: url(), headers: { authorization: `Bearer ${token()}` } }), cache: new InMemoryCache() });
    const rename = async (client: ApolloClient, name: string) => {
      const before = (await client.query({ query: documents.Show, variables: { stationId: 5001 } })).data?.show?.name;
      await client.mutate({ mutation: Rename, variables: { stationId: 5001, name } });
      const requests = answered();
      const after = (await client.query({ query: documents.Show, variables: { stationId: 5001 } })).data?.show?.name;
      expect(answered()).toBe(requests);
      return { before, after };
    };
    const keyed = await rename(createApolloClient(url(), token()), 'The Night Shift (renamed)');
    expect(keyed.after).toBe('The Night Shift (renamed)');
    const plain = await rename(keyless, 'The Night Shift (renamed again)');
    expect(plain.after).toBe(plain.before);
  });

  it('deleteEpisode, then the documented eviction: the episode is no longer in the cache', async () => {
    const client = createApolloClient(url(), token());
    const id = await newDraft('To be deleted (Apollo)');
    await client.query({ query: documents.Episode, variables: { id } });
    expect(client.cache.readQuery({ query: documents.Episode, variables: { id } })?.episode?.id).toBe(id);
    const deleted = await client.mutate({ mutation: documents.DeleteEpisode, variables: { id, confirmIrreversible: true } });
    expect(deleted.data?.deleteEpisode?.deletedEpisodeId).toBe(id);
    evictEpisode(client, id);
    expect(client.cache.readQuery({ query: documents.Episode, variables: { id } })).toBeNull();
  });

  it('@defer: the title first, the analytics after, in one multipart answer', async () => {
    const client = createApolloClient(url(), token());
    const parts: Array<Record<string, unknown>> = [];
    const { episodeId } = published();
    await new Promise<void>((resolve, reject) => {
      client.watchQuery({ query: documents.EpisodePlaysAndDownloads, variables: { id: episodeId } }).subscribe({
        next: (result) => {
          if (result.data?.episode) parts.push({ ...result.data.episode });
          if (result.data?.episode?.playsAndDownloads) resolve();
        },
        error: reject,
      });
    });
    expect(parts[0]).toMatchObject({ id: episodeId, title: expect.any(String) });
    expect(parts[0].playsAndDownloads).toBeUndefined();
    expect(parts.at(-1)!.playsAndDownloads).toMatchObject({ value: expect.any(Number) });
    expect(lines.filter((l) => l.msg === 'request' && l.operation === 'EpisodePlaysAndDownloads').map((l) => l.outcome)).toEqual(['stream']);
  });

  it('a subscription over HTTP follows an upload job to COMPLETED', async () => {
    const client = createApolloClient(url(), token());
    const seen = await followUploadJob(client);
    expect(seen[0]).toBe('UPLOADING');
    expect(seen.at(-1)).toBe('COMPLETED');
  });
});

describe('Apollo Client with the WebSocket (examples/clients/apollo-websocket.ts)', () => {
  it('subscribes over the socket and queries over HTTP', async () => {
    const client = createApolloWsClient(url(), token(), WebSocket);
    const seen = await followUploadJob(client);
    expect(seen.at(-1)).toBe('COMPLETED');
    const { data } = await client.query({ query: documents.Episode, variables: { id: published().episodeId } });
    expect(data?.episode?.title).toBe(published().title);
    client.stop();
  });
});

describe('urql with its defaults (examples/clients/urql.ts)', () => {
  it('runs a query (sent as GET, with the bearer token and no CSRF header)', async () => {
    const client = createUrqlClient(url(), token(), WebSocket);
    const result = await client.query(documents.Episode, { id: published().episodeId }).toPromise();
    expect(result.error).toBeUndefined();
    expect(result.data?.episode?.title).toBe(published().title);
    expect(result.operation.context.preferGetMethod).not.toBe(false);
  });

  it('@defer: the whole answer, merged', async () => {
    const client = createUrqlClient(url(), token(), WebSocket);
    const { episodeId } = published();
    // urql stops reading at the part with `hasNext: false` and aborts the response; Node 20's fetch
    // then reports the abort of the unread rest as an unhandled rejection (docs/clients.md). Read
    // whole here, so urql still parses and merges the multipart parts.
    const fetchWhole: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      return new Response(await response.arrayBuffer(), { status: response.status, headers: response.headers });
    };
    // As GET (its default) and as POST, whose Accept lists JSON before the stream types.
    for (const preferGetMethod of [true, false]) {
      const result = await client.query(documents.EpisodePlaysAndDownloads, { id: episodeId }, { fetch: fetchWhole, preferGetMethod }).toPromise();
      expect(result.operation.context.fetch).toBe(fetchWhole);
      expect(result.error).toBeUndefined();
      expect(result.data?.episode).toMatchObject({ id: episodeId, playsAndDownloads: { value: expect.any(Number) } });
    }
  });

  it('a subscription over graphql-ws follows an upload job to COMPLETED', async () => {
    const client = createUrqlClient(url(), token(), WebSocket);
    const job = await coverJob();
    const seen: string[] = [];
    let live!: () => void;
    const started = new Promise<void>((resolve) => (live = resolve));
    const done = new Promise<void>((resolve) => {
      const { unsubscribe } = client.subscription(documents.UploadJobProgress, { jobId: job.jobId }).subscribe((result) => {
        const status = result.data?.uploadProgress?.status;
        if (status) seen.push(status);
        live();
        if (status === 'COMPLETED') {
          unsubscribe();
          resolve();
        }
      });
    });
    await started;
    await job.finish();
    await done;
    expect(seen.at(-1)).toBe('COMPLETED');
  });
});

describe('urql with Graphcache (examples/clients/urql-graphcache.ts)', () => {
  it('updateEpisode updates the cached episode query: the new title with no request', async () => {
    const client = createUrqlGraphcacheClient(url(), token());
    const id = await newDraft('Before the edit (urql)');
    const first = await client.query(documents.Episode, { id }).toPromise();
    expect(first.data?.episode?.title).toBe('Before the edit (urql)');
    const mutated = await client.mutation(documents.UpdateEpisode, { id, input: { title: 'After the edit (urql)' } }).toPromise();
    expect(mutated.error).toBeUndefined();
    const before = answered();
    const again = await client.query(documents.Episode, { id }).toPromise();
    expect(again.data?.episode?.title).toBe('After the edit (urql)');
    expect(again.operation.context.meta?.cacheOutcome).toBe('hit');
    expect(answered()).toBe(before);
  });

  it('deleteEpisode: the documented update takes the episode out of the cache', async () => {
    const client = createUrqlGraphcacheClient(url(), token());
    const id = await newDraft('To be deleted (urql)');
    await client.query(documents.Episode, { id }).toPromise();
    expect(client.readQuery(documents.Episode, { id })?.data?.episode?.id).toBe(id);
    const deleted = await client.mutation(documents.DeleteEpisode, { id, confirmIrreversible: true }).toPromise();
    expect(deleted.data?.deleteEpisode?.deletedEpisodeId).toBe(id);
    expect(client.readQuery(documents.Episode, { id })?.data ?? null).toBeNull();
  });
});

describe('graphql-sse (examples/clients/graphql-sse.ts)', () => {
  it('follows an upload job to COMPLETED, then the stream ends', async () => {
    const client = createSseClient(url(), token());
    const job = await coverJob();
    const seen: string[] = [];
    const events = client.iterate<Progress>({ query: print(documents.UploadJobProgress), variables: { jobId: job.jobId } });
    const first = await events.next();
    seen.push(first.value?.data?.uploadProgress?.status ?? 'none');
    await job.finish();
    for await (const event of events) seen.push(event.data?.uploadProgress?.status ?? 'none');
    expect(seen[0]).toBe('UPLOADING');
    expect(seen.at(-1)).toBe('COMPLETED');
    client.dispose();
  });
});

describe("Relay's network layer (examples/clients/relay.ts)", () => {
  it('runs an operation as the Relay compiler gives it', async () => {
    const environment = createRelayEnvironment(url(), token());
    const params: RequestParameters = { id: null, cacheID: randomUUID(), name: 'Episode', operationKind: 'query', text: print(documents.Episode), metadata: {} };
    const response = (await environment.getNetwork().execute(params, { id: published().episodeId }, {}).toPromise()) as { data?: { episode?: { title?: string } } };
    expect(response?.data?.episode?.title).toBe(published().title);
  });
});

describe('the client package (examples/clients/client-package.ts)', () => {
  it("reads an episode's title, and null for one that does not exist", async () => {
    expect(await episodeTitle(url(), token(), published().episodeId)).toBe(published().title);
    expect(await episodeTitle(url(), token(), 999_999_999)).toBeNull();
  });
});

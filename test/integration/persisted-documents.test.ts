import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, documents } from '../../client/src/index.js';
import manifest from '../../client/src/generated/persisted-documents.json' with { type: 'json' };
import { loadConfig, withOverrides, type GatewayConfig } from '../../src/config.js';
import { createGateway } from '../../src/gateway.js';
import { MAX_REGISTERED_BYTES } from '../../src/gateway/persisted-documents.js';
import { createLogger } from '../../src/logger.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { StartError } from '../../src/start-error.js';
import { startStack, type Stack } from '../helpers/stack.js';

/**
 * Trusted documents (PERSISTED_DOCUMENTS, issue 12.2). Every refusal is checked for a JSON POST
 * from a server-side client (no Origin) and from a browser (an Origin header, or GET), with the
 * sandbox's call log showing that nothing reached an upstream.
 */

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const meta = (doc: unknown) => (doc as { __meta__: { hash: string; text: string } }).__meta__;

const EPISODE = meta(documents.Episode);
const AD_HOC = 'query AdHoc { episode(id: 700003) { title } }';
const AD_HOC_HASH = sha256(AD_HOC);
const EPISODE_ID = 700003;

type Path = 'fast' | 'yoga';
const PATHS: Path[] = ['fast', 'yoga'];

interface Answer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}

/** A JSON POST from a server-side client (`fast`: no Origin) or a browser (`yoga`: an Origin); both take the one HTTP entry. */
async function post(stack: Stack, body: Record<string, unknown>, path: Path): Promise<Answer> {
  const res = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      authorization: `Bearer ${stack.sandbox.token}`,
      ...(path === 'yoga' ? { origin: 'https://app.example.test' } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

/** GET (yoga's HTTP layer only), with the CSRF header a GET needs. */
async function get(stack: Stack, params: Record<string, unknown>): Promise<Answer> {
  const url = new URL(`${stack.gatewayUrl}/graphql`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  const res = await fetch(url, { headers: { accept: 'application/json', authorization: `Bearer ${stack.sandbox.token}`, 'x-graphql-csrf': '1' } });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const apq = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });
const codes = (a: Answer) => (a.body.errors ?? []).map((e) => e.extensions?.code);
const upstreamCalls = (stack: Stack) => stack.sandbox.hooks.calls().length;

describe('the manifest the client codegen writes', () => {
  it('keys every document by sha256:<hex> of its text, the text each generated document carries', () => {
    const entries = Object.entries(manifest as Record<string, string>);
    expect(entries.length).toBeGreaterThanOrEqual(Object.keys(documents).length);
    for (const [key, text] of entries) expect(key).toBe(`sha256:${sha256(text)}`);
    for (const doc of Object.values(documents)) expect((manifest as Record<string, string>)[meta(doc).hash]).toBe(meta(doc).text);
  });
});

describe('PERSISTED_DOCUMENTS=off (the default)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.close());

  it.each(PATHS)('runs ad hoc documents, ignores a hash sent with one, and reads no hash alone (%s path)', async (path) => {
    expect(stack.config.persistedDocuments).toBe('off');
    const plain = await post(stack, { query: AD_HOC }, path);
    expect(plain.status).toBe(200);
    expect(plain.body.data).toEqual({ episode: { title: expect.any(String) } });
    // A wrong hash changes nothing: off reads no persisted-query extension.
    const withHash = await post(stack, { query: AD_HOC, extensions: apq('0'.repeat(64)) }, path);
    expect(withHash.body.data).toEqual(plain.body.data);
    const hashOnly = await post(stack, { documentId: EPISODE.hash, variables: { id: EPISODE_ID } }, path);
    expect(hashOnly.status).toBe(400);
    expect(codes(hashOnly)).toEqual(['BAD_REQUEST']);
  });
});

describe('PERSISTED_DOCUMENTS=allow', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ config: { persistedDocuments: 'allow' } });
  });
  afterAll(() => stack?.close());
  beforeEach(() => stack.sandbox.hooks.reset());

  it.each(PATHS)('runs a manifest document by documentId and by APQ hash, and ad hoc documents (%s path)', async (path) => {
    const byId = await post(stack, { documentId: EPISODE.hash, variables: { id: EPISODE_ID } }, path);
    expect(byId.status).toBe(200);
    expect(byId.body.data?.episode).toMatchObject({ id: EPISODE_ID, title: expect.any(String) });
    const byApq = await post(stack, { extensions: apq(EPISODE.hash.slice(7)), variables: { id: EPISODE_ID } }, path);
    expect(byApq.body.data).toEqual(byId.body.data);
    const adHoc = await post(stack, { query: AD_HOC }, path);
    expect(adHoc.body.data).toEqual({ episode: { title: expect.any(String) } });
  });

  it.each(PATHS)('registers an automatic persisted query: an unknown hash is PERSISTED_QUERY_NOT_FOUND, then hash and text register it, then the hash alone runs it (%s path)', async (path) => {
    const text = `query Apq${path} { episode(id: ${EPISODE_ID}) { id title } }`;
    const hash = sha256(text);
    const miss = await post(stack, { extensions: apq(hash) }, path);
    expect(miss.status).toBe(404);
    expect(codes(miss)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    expect(upstreamCalls(stack)).toBe(0);

    const register = await post(stack, { query: text, extensions: apq(hash) }, path);
    expect(register.status).toBe(200);
    expect(register.body.data?.episode).toMatchObject({ id: EPISODE_ID });
    const again = await post(stack, { extensions: apq(hash) }, path);
    expect(again.body).toEqual(register.body);
    // GraphQL over HTTP's form of the same hash finds the registration too.
    const byId = await post(stack, { documentId: `sha256:${hash}` }, path);
    expect(byId.body).toEqual(register.body);
  });

  it.each(PATHS)('registers no text the limits refuse or larger than its cap: the text runs (and is refused) as any document, its hash stays unknown (%s path)', async (path) => {
    // Over LIMIT_TOKENS (2,000 by default): refused by the chain, before any upstream call.
    const tooLong = `query Long${path} { ${Array.from({ length: 1_100 }, (_, i) => `a${i}: region`).join(' ')} }`;
    const refused = await post(stack, { query: tooLong, extensions: apq(sha256(tooLong)) }, path);
    expect(refused.status).toBe(400);
    expect(codes(await post(stack, { extensions: apq(sha256(tooLong)) }, path))).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    // Within the limits but larger than MAX_REGISTERED_BYTES: answered, not kept.
    const padded = `query Big${path} { episode(id: ${EPISODE_ID}) { title } } ${'#'.repeat(MAX_REGISTERED_BYTES)}\n`;
    const big = await post(stack, { query: padded, extensions: apq(sha256(padded)) }, path);
    expect(big.body.data?.episode).toMatchObject({ title: expect.any(String) });
    expect(codes(await post(stack, { extensions: apq(sha256(padded)) }, path))).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    expect(upstreamCalls(stack)).toBe(1);
  });

  it.each(PATHS)('refuses a text sent with a hash that is not its sha256, before any upstream call, and registers nothing (%s path)', async (path) => {
    const wrong = await post(stack, { query: AD_HOC, extensions: apq(EPISODE.hash.slice(7)) }, path);
    expect(wrong.status).toBe(400);
    expect(codes(wrong)).toEqual(['BAD_REQUEST']);
    expect(wrong.body.errors![0].extensions).toMatchObject({ reason: 'hashMismatch' });
    const other = sha256(`${AD_HOC} # ${path}`);
    const taken = await post(stack, { query: AD_HOC, extensions: apq(other) }, path);
    expect(codes(taken)).toEqual(['BAD_REQUEST']);
    expect(upstreamCalls(stack)).toBe(0);
    expect(codes(await post(stack, { extensions: apq(other) }, path))).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    // A persistedQuery extension that is not version 1 is a malformed request.
    expect(codes(await post(stack, { query: AD_HOC, extensions: { persistedQuery: { version: 2, sha256Hash: AD_HOC_HASH } } }, path))).toEqual(['BAD_REQUEST']);
  });

  it('serves hashes over GET too, by APQ extension or documentId', async () => {
    const byApq = await get(stack, { extensions: apq(EPISODE.hash.slice(7)), variables: { id: EPISODE_ID } });
    expect(byApq.status).toBe(200);
    expect(byApq.body.data?.episode).toMatchObject({ id: EPISODE_ID });
    const byId = await get(stack, { documentId: EPISODE.hash, variables: { id: EPISODE_ID } });
    expect(byId.body).toEqual(byApq.body);
  });
});

describe("the client's persisted: 'hash' against a gateway that does not have the document in its manifest", () => {
  let stack: Stack;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gw-manifest-'));
    const path = join(dir, 'manifest.json');
    // Only the Episode document: every other document of the client is unknown to this gateway.
    writeFileSync(path, JSON.stringify({ [EPISODE.hash]: EPISODE.text }));
    stack = await startStack({ config: { persistedDocuments: 'allow', persistedDocumentsManifest: path } });
  });
  afterAll(() => stack?.close());

  it('sends the hash, sends the text once on PERSISTED_QUERY_NOT_FOUND (APQ), then the hash alone', async () => {
    const sent: Array<Record<string, unknown>> = [];
    const client = createClient({
      url: `${stack.gatewayUrl}/graphql`,
      token: stack.sandbox.token,
      persisted: 'hash',
      fetch: (input, init) => {
        sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return fetch(input, init);
      },
    });
    const first = await client.request(documents.Show, { stationId: 5001 });
    expect(first.errors).toEqual([]);
    expect(first.data?.show?.stationId).toBe(5001);
    expect(sent.map((body) => 'query' in body)).toEqual([false, true]);
    const second = await client.request(documents.Show, { stationId: 5001 });
    expect(second.data).toEqual(first.data);
    expect(sent).toHaveLength(3);
    expect(sent[2]).not.toHaveProperty('query');
    // A manifest document: found by hash at once.
    const episode = await client.request(documents.Episode, { id: EPISODE_ID });
    expect(episode.data?.episode?.id).toBe(EPISODE_ID);
    expect(sent).toHaveLength(4);
  });
});

describe('PERSISTED_DOCUMENTS=only', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      config: { persistedDocuments: 'only' },
      behaviour: { audioPoll404Ms: 50, mediaProcessingMs: 50 },
    });
  });
  afterAll(() => stack?.close());
  beforeEach(() => stack.sandbox.hooks.reset());

  it("runs the manifest's documents through the client package (documentId only): a query, an upload, a subscription", async () => {
    const client = createClient({ url: `${stack.gatewayUrl}/graphql`, token: stack.sandbox.token, persisted: 'hash-only' });
    const shows = await client.request(documents.ShowsAndEpisodes, { pageSize: 3 });
    expect(shows.errors).toEqual([]);
    const show = shows.data!.showsForUser!.shows[0];
    const episode = show.episodesV2!.items[0];
    expect(episode).toMatchObject({ id: expect.any(Number), state: expect.stringMatching(/^(DRAFT|SCHEDULED|PUBLISHED)$/) });

    const jobId = randomUUID();
    const states: string[] = [];
    const followed = new Promise<void>((resolve, reject) => {
      client.subscribe(documents.UploadJobProgress, { jobId }, { next: (r) => states.push(r.data?.uploadProgress.status ?? 'error'), error: reject, complete: resolve });
    });
    const file = new File([new Uint8Array(64 * 1024)], 'episode.mp3', { type: 'audio/mpeg' });
    const job = await client.upload(documents.UploadEpisodeAudio, { episodeId: episode.id!, stationId: show.stationId!, file, jobId });
    expect(job.errors).toEqual([]);
    expect(job.data?.uploadEpisodeAudio).toMatchObject({ id: jobId, status: 'COMPLETED' });
    await followed;
    expect(states.at(-1)).toBe('COMPLETED');
  });

  it("runs a manifest document sent as its exact text (the client's persisted: 'off')", async () => {
    const client = createClient({ url: `${stack.gatewayUrl}/graphql`, token: stack.sandbox.token });
    const result = await client.request(documents.Episode, { id: EPISODE_ID });
    expect(result.errors).toEqual([]);
    expect(result.data?.episode?.id).toBe(EPISODE_ID);
  });

  it.each(PATHS)('refuses an ad hoc document with PERSISTED_QUERY_ONLY (403) and no upstream call (%s path)', async (path) => {
    const refused = await post(stack, { query: AD_HOC }, path);
    expect(refused.status).toBe(403);
    expect(codes(refused)).toEqual(['PERSISTED_QUERY_ONLY']);
    expect(refused.body.data ?? null).toBeNull();
    // The same text as a manifest document, reformatted, is not that document.
    const reformatted = await post(stack, { query: `${EPISODE.text}\n`, variables: { id: EPISODE_ID } }, path);
    expect(codes(reformatted)).toEqual(['PERSISTED_QUERY_ONLY']);
    expect(upstreamCalls(stack)).toBe(0);
  });

  it.each(PATHS)('refuses APQ registration (PERSISTED_QUERY_ONLY) and answers an unknown hash PERSISTED_QUERY_NOT_FOUND, with no upstream call (%s path)', async (path) => {
    const register = await post(stack, { query: AD_HOC, extensions: apq(AD_HOC_HASH) }, path);
    expect(register.status).toBe(403);
    expect(codes(register)).toEqual(['PERSISTED_QUERY_ONLY']);
    const unknown = await post(stack, { extensions: apq(AD_HOC_HASH) }, path);
    expect(unknown.status).toBe(404);
    expect(codes(unknown)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    expect(codes(await post(stack, { documentId: `sha256:${AD_HOC_HASH}` }, path))).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    expect(upstreamCalls(stack)).toBe(0);
    // A manifest hash on the same path runs.
    const ok = await post(stack, { documentId: EPISODE.hash, variables: { id: EPISODE_ID } }, path);
    expect(ok.status).toBe(200);
    expect(ok.body.data?.episode).toMatchObject({ id: EPISODE_ID });
  });

  it('refuses an ad hoc GET and serves a manifest hash over GET', async () => {
    const refused = await get(stack, { query: AD_HOC });
    expect(refused.status).toBe(403);
    expect(codes(refused)).toEqual(['PERSISTED_QUERY_ONLY']);
    expect(upstreamCalls(stack)).toBe(0);
    const ok = await get(stack, { documentId: EPISODE.hash, variables: { id: EPISODE_ID } });
    expect(ok.body.data?.episode).toMatchObject({ id: EPISODE_ID });
  });

  it("refuses an ad hoc upload's document before reading the file (multipart)", async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation AdHocUpload($file: Upload!) { uploadShowCoverArt(stationId: 5001, file: $file) { id } }', variables: { file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([new Uint8Array(1024)], { type: 'image/png' }), 'cover.png');
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.sandbox.token}`, 'apollo-require-preflight': 'true', accept: 'application/json' },
      body: form,
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as Answer['body']).errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_ONLY');
    expect(upstreamCalls(stack)).toBe(0);
  });
});

describe('automatic persisted queries with REDIS_URL: registered on one replica, served by another', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `gw-test-${randomUUID().slice(0, 8)}:`;
  let a: Stack;
  let b: Stack;
  beforeAll(async () => {
    [a, b] = await Promise.all([0, 1].map(() => startStack({ config: { persistedDocuments: 'allow', redisUrl, redisKeyPrefix: prefix } })));
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('finds on B the text A registered', async () => {
    const text = `query Replicated { episode(id: ${EPISODE_ID}) { id } }`;
    const hash = sha256(text);
    expect(codes(await post(b, { extensions: apq(hash) }, 'fast'))).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    expect((await post(a, { query: text, extensions: apq(hash) }, 'fast')).body.data).toEqual({ episode: { id: EPISODE_ID } });
    expect((await post(b, { extensions: apq(hash) }, 'fast')).body.data).toEqual({ episode: { id: EPISODE_ID } });
  });
});

describe('automatic persisted queries and the rate limit (RATE_LIMIT_PER_MINUTE)', () => {
  // One gateway per entry path: the sandbox has two accounts' tokens to spend.
  const send = async (stack: Stack, token: string, body: Record<string, unknown>, path: Path): Promise<Answer> => {
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}`, ...(path === 'yoga' ? { origin: 'https://app.example.test' } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  };

  it.each(PATHS)('a refused caller gets the 429, and its hash and text register nothing (%s path)', async (path) => {
    const stack = await startStack({ config: { persistedDocuments: 'allow', rateLimitPerMinute: 1 } });
    try {
      const limited = stack.sandbox.token;
      const text = `query Limited${path} { region }`;
      expect((await send(stack, limited, { query: '{ region }' }, path)).status).toBe(200);

      const refused = await send(stack, limited, { query: text, extensions: apq(sha256(text)) }, path);
      expect(refused.status).toBe(429);
      expect(codes(refused)).toEqual(['RATE_LIMITED']);
      const unknownHash = await send(stack, limited, { extensions: apq(sha256(`${text} `)) }, path);
      expect(unknownHash.status).toBe(429);
      expect(codes(unknownHash)).toEqual(['RATE_LIMITED']);

      // Another caller, within its limit: the refused text was never stored under its hash.
      const other = await send(stack, stack.sandbox.tokens.other, { extensions: apq(sha256(text)) }, path);
      expect(other.status).toBe(404);
      expect(codes(other)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    } finally {
      await stack.close();
    }
  });
});

describe('an only-mode start without its manifest', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox?.close());
  const gatewayWith = (overrides: Partial<GatewayConfig>) =>
    createGateway(withOverrides(loadConfig({}), { upstream: { restUrl: sandbox.restUrl, graphUrl: sandbox.graphUrl }, ...overrides }), { logger: createLogger({ level: 'silent' }) });

  it('fails createGateway with a StartError naming the variable', async () => {
    const start = gatewayWith({ persistedDocuments: 'only', persistedDocumentsManifest: '/nonexistent/manifest.json' });
    await expect(start).rejects.toBeInstanceOf(StartError);
    await expect(start).rejects.toThrow(/^PERSISTED_DOCUMENTS=only needs a manifest of trusted documents \(PERSISTED_DOCUMENTS_MANIFEST\): cannot read \/nonexistent\/manifest\.json: ENOENT$/);
    const empty = join(mkdtempSync(join(tmpdir(), 'gw-manifest-')), 'empty.json');
    writeFileSync(empty, '{}');
    await expect(gatewayWith({ persistedDocuments: 'only', persistedDocumentsManifest: empty })).rejects.toThrow(/holds no document$/);
  });

  it('starts in allow mode without it (APQ and ad hoc documents still run)', async () => {
    const gateway = await gatewayWith({ persistedDocuments: 'allow', persistedDocumentsManifest: '/nonexistent/manifest.json' });
    await gateway.close();
  });

  it('ends the process with one line and exit code 1', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', PERSISTED_DOCUMENTS: 'only', PERSISTED_DOCUMENTS_MANIFEST: '/nonexistent/manifest.json' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    expect(code).toBe(1);
    expect(output.split('\n').filter((line) => line.trim() !== '')).toEqual([
      'start: PERSISTED_DOCUMENTS=only needs a manifest of trusted documents (PERSISTED_DOCUMENTS_MANIFEST): cannot read /nonexistent/manifest.json: ENOENT',
    ]);
  });
});

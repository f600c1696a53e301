import { request } from 'undici';
import { meros } from 'meros/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../helpers/stack.js';

/**
 * Incremental delivery (issues 21, 27): `@defer` and `@stream` over multipart/mixed (read by
 * `meros`, a real multipart parser) and SSE: the title (REST) comes in the first part, deferred
 * fields after it, upstream (GraphQL) fields included. Order is asserted with arrival stamps or
 * with upstream answers the sandbox holds until the test releases them, never durations.
 */

const GRAPH = 'POST /v2/graph-pq';
const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';

const DEFERRED = `query DeferredAnalytics {
  episode(id: 700003) {
    title
    ... @defer(label: "analytics") {
      playsAndDownloads { value }
    }
  }
}`;

const DEFERRED_STITCHED = `query DeferredStitched {
  episode(id: 700003) {
    title
    ... @defer(label: "upstream") {
      analytics(getEpisodePlayCountRequest: { aggregationType: AGGREGATION_TYPE_DAILY, episodeAnalyticsMetricType: EPISODE_AUDIENCE_SIZE, window: WINDOW_LAST_SEVEN_DAYS }) { type }
    }
  }
}`;

interface Part {
  body: Record<string, any>;
}

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

/** DEFERRED_STITCHED's answer: the title alone first, the upstream analytics in a later part, then the end. */
function expectTitleThenAnalytics(status: number, parts: Part[]): void {
  expect(status).toBe(200);
  const bodies = parts.map((p) => p.body);
  expect(bodies[0].errors).toBeUndefined();
  expect(bodies[0].data.episode).toEqual({ title: 'The Night Shift #1: Field Notes' });
  expect(bodies[0].hasNext).toBe(true);
  const later = bodies.slice(1).flatMap((b) => b.incremental ?? []);
  expect(later).toEqual([{ label: 'upstream', path: ['episode'], data: { analytics: { type: 'EPISODE_AUDIENCE_SIZE' } } }]);
  expect(bodies.at(-1)!.hasNext).toBe(false);
}

/** A promise the test resolves when something arrives (`done` may be called again). */
function arrival(): { promise: Promise<void>; done: () => void } {
  let done = () => {};
  const promise = new Promise<void>((resolve) => (done = resolve));
  return { promise, done };
}

async function multipart(query: string, variables: Record<string, unknown> = {}, onPart: (part: Part) => void = () => {}, on: Stack = stack): Promise<{ status: number; type: string; parts: Part[] }> {
  const res = await request(`${on.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'multipart/mixed', 'accept-encoding': 'gzip, br', authorization: `Bearer ${on.sandbox.token}` },
    body: JSON.stringify({ query, variables }),
  });
  const type = String(res.headers['content-type']);
  if (!type.startsWith('multipart/mixed')) return { status: res.statusCode, type, parts: [{ body: (await res.body.json()) as Record<string, any> }] };
  // meros reads a node IncomingMessage-like stream with its headers.
  const stream = Object.assign(res.body, { headers: res.headers });
  const parts: Part[] = [];
  const iterator = await meros<Record<string, any>>(stream as never);
  for await (const part of iterator as AsyncIterable<{ json: boolean; body: Record<string, any> }>) {
    parts.push({ body: part.body });
    onPart(parts.at(-1)!);
  }
  return { status: res.statusCode, type, parts };
}

/**
 * Holds the next call of a route in the sandbox until `release()`; `arrived` settles when the
 * call is there (and `<route> held` is noted in `events`).
 */
function holdNext(route: string, events: string[]): { arrived: Promise<void>; release(): void } {
  let arrive!: () => void;
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  stack.sandbox.hooks.fault(route, {
    times: 1,
    hold: () => {
      events.push(`${route} held`);
      arrive();
      return released;
    },
  });
  return { arrived, release };
}

async function json(query: string): Promise<Record<string, any>> {
  const res = await request(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${stack.sandbox.token}` },
    body: JSON.stringify({ query }),
  });
  expect(res.statusCode).toBe(200);
  return (await res.body.json()) as Record<string, any>;
}

describe('@defer over multipart/mixed', () => {
  it('sends the title first and the deferred analytics after it, the GraphQL upstream answering only once the title has arrived', async () => {
    // The analytics (GraphQL upstream) are held until the client has the first part: an answer
    // sent in one piece at the end would never come.
    const titleArrived = arrival();
    stack.sandbox.hooks.fault(GRAPH, { hold: () => titleArrived.promise });
    const { status, type, parts } = await multipart(DEFERRED, {}, titleArrived.done);
    expect(status).toBe(200);
    expect(type).toMatch(/^multipart\/mixed/);
    expect(parts.length).toBeGreaterThanOrEqual(2);
    const [first, ...rest] = parts;
    expect(first.body.data.episode.title).toBe('The Night Shift #1: Field Notes');
    expect(first.body.data.episode.playsAndDownloads).toBeUndefined();
    expect(first.body.hasNext).toBe(true);
    const deferred = rest.flatMap((p) => (p.body.incremental ?? []).map((i: any) => i));
    const analytics = deferred.find((i) => i.label === 'analytics');
    expect(analytics?.path).toEqual(['episode']);
    expect(typeof analytics?.data.playsAndDownloads.value).toBe('number');
    expect(parts.at(-1)!.body.hasNext).toBe(false);
  });

  it('on a cold ID directory, sends the title before the search for the URI ends; the deferred upstream field follows', async () => {
    // A gateway of its own, whose directory has never seen the episode: its URI is searched for
    // (the list is a GraphQL request), and every GraphQL request is held until the title's part
    // has arrived. A first part that waited for the search would never come.
    const cold = await startStack();
    try {
      const titleArrived = arrival();
      cold.sandbox.hooks.fault(GRAPH, { hold: () => titleArrived.promise });
      const { status, parts } = await multipart(DEFERRED_STITCHED, {}, titleArrived.done, cold);
      expectTitleThenAnalytics(status, parts);
      // The directory was cold indeed: the listed URI was converted (4.1) to find the episode.
      expect(cold.sandbox.hooks.count('GET /v3/episodes/platform:episode:{platformEpisodeId}/episodeId')).toBeGreaterThan(0);
    } finally {
      await cold.close();
    }
  });

  it('defers a fragment that selects a stitched upstream field: the title first, the upstream field in a later part, one upstream request', async () => {
    stack.sandbox.hooks.fault(GRAPH, { latencyMs: 20 });
    const { status, parts } = await multipart(DEFERRED_STITCHED);
    expectTitleThenAnalytics(status, parts);
    expect(stack.sandbox.hooks.count(GRAPH)).toBe(1);
  });

  it('sends the title while the GraphQL upstream holds the deferred analytics, asked beside the overview; a deferred REST fragment is not held back; the analytics come once released', async () => {
    const query = `{ episode(id: 700016) {
      title
      ... @defer(label: "upstream") { analyticsStarts { startsCount } }
      ... @defer(label: "rest") { description }
    } }`;
    // The ID directory learns the episode's URI, so its upstream fields can start with the overview.
    await json('{ episode(id: 700016) { uri } }');
    stack.sandbox.hooks.clearLog();
    const events: string[] = [];
    const overview = holdNext(OVERVIEW, events);
    const graph = holdNext(GRAPH, events);
    // The answer's head comes with its first part: not awaited before the overview is released.
    const answer = request(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'multipart/mixed', authorization: `Bearer ${stack.sandbox.token}` },
      body: JSON.stringify({ query }),
    });
    // Both calls are out while neither has answered: the deferred upstream call did not wait
    // for the initial part's REST call.
    await Promise.all([overview.arrived, graph.arrived]);
    overview.release();
    const res = await answer;
    expect(String(res.headers['content-type'])).toMatch(/^multipart\/mixed/);
    const parts = (await meros<Record<string, any>>(Object.assign(res.body, { headers: res.headers }) as never)) as AsyncIterable<{ body: Record<string, any> }>;
    const reader = parts[Symbol.asyncIterator]();
    const first = (await reader.next()).value!.body;
    events.push('first part');
    expect(first.data.episode).toEqual({ title: 'The Night Shift #6: Second Draft' });
    expect(first.hasNext).toBe(true);
    // The REST fragment's part does not wait for the held GraphQL answer.
    const labels = async (): Promise<Record<string, any>> => {
      const part = (await reader.next()).value!.body;
      for (const item of part.incremental ?? []) events.push(`part ${item.label}`);
      return part;
    };
    let part = await labels();
    expect(events.slice(0, 2).sort()).toEqual([`${GRAPH} held`, `${OVERVIEW} held`].sort());
    expect(events.slice(2)).toEqual(['first part', 'part rest']);
    expect(part.incremental).toEqual([{ label: 'rest', path: ['episode'], data: { description: expect.any(String) } }]);
    expect(part.hasNext).toBe(true);
    graph.release();
    events.push('released');
    part = await labels();
    expect(part.incremental).toEqual([{ label: 'upstream', path: ['episode'], data: { analyticsStarts: { startsCount: expect.any(Number) } } }]);
    expect(part.hasNext).toBe(false);
    expect((await reader.next()).done).toBe(true);
    expect(events.slice(-3)).toEqual(['part rest', 'released', 'part upstream']);
    // As many upstream calls as the same query without @defer: the overview and one GraphQL request.
    expect(stack.sandbox.hooks.calls().map((c) => c.route).sort()).toEqual([GRAPH, OVERVIEW].sort());
  });

  it('streams a list with @stream: the first item at once, the rest in later parts, the same items as one answer', async () => {
    const query = '{ showsForUser { shows @stream(initialCount: 1) { stationId name } } }';
    const { parts } = await multipart(query);
    const whole = await json(query.replace(' @stream(initialCount: 1)', ''));
    const shows = whole.data.showsForUser.shows;
    expect(shows.length).toBeGreaterThan(1);
    expect(parts[0].body.data.showsForUser.shows).toEqual(shows.slice(0, 1));
    expect(parts[0].body.hasNext).toBe(true);
    const streamed = parts.slice(1).flatMap((p) => (p.body.incremental ?? []).flatMap((i: any) => i.items ?? []));
    expect([...parts[0].body.data.showsForUser.shows, ...streamed]).toEqual(shows);
    expect(parts.at(-1)!.body.hasNext).toBe(false);
  });

  it('checks limits on the whole document, deferred fragments included: refused before any part and any upstream call', async () => {
    // 13 levels (LIMIT_DEPTH is 12), all but two of them in the deferred fragment.
    const deep = `{ episode(id: 700003) { title ... @defer { ${'comments { edges { node { episode { '.repeat(2)}comments { edges { node { text } } }${' } } } }'.repeat(2)} } } }`;
    const refused = await multipart(deep);
    expect(refused.parts).toHaveLength(1);
    expect(refused.parts[0].body.errors[0].extensions.code).toBe('OPERATION_LIMIT_EXCEEDED');
    expect(['depth', 'cost']).toContain(refused.parts[0].body.errors[0].extensions.limit);
    expect(stack.sandbox.hooks.calls()).toEqual([]);
  });
});

describe('@defer over SSE', () => {
  it('sends the title event first and the deferred analytics event after it', async () => {
    // As over multipart: the analytics are held until the client has the first event.
    const titleArrived = arrival();
    stack.sandbox.hooks.fault(GRAPH, { hold: () => titleArrived.promise });
    const res = await request(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'accept-encoding': 'gzip, br', authorization: `Bearer ${stack.sandbox.token}` },
      body: JSON.stringify({ query: DEFERRED }),
    });
    expect(String(res.headers['content-type'])).toMatch(/^text\/event-stream/);
    const events: Part[] = [];
    let buffer = '';
    for await (const chunk of res.body) {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const raw = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = raw.split('\n').filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trim()).join('');
        if (raw.includes('event: next') && data) {
          events.push({ body: JSON.parse(data) });
          titleArrived.done();
        }
      }
    }
    expect(events[0].body.data.episode).toEqual({ title: 'The Night Shift #1: Field Notes' });
    const later = events.slice(1).find((e) => e.body.incremental?.some((i: any) => i.label === 'analytics'));
    expect(later).toBeDefined();
  });
});

describe('a client that accepts only JSON', () => {
  it('gets the whole answer at once (the directives dropped), not a 406', async () => {
    const body = await json(DEFERRED);
    expect(body.errors).toBeUndefined();
    expect(body.data.episode).toEqual({ title: 'The Night Shift #1: Field Notes', playsAndDownloads: { value: expect.any(Number) } });
    expect(body.hasNext).toBeUndefined();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { startStack, type Stack } from '../helpers/stack.js';
import { launchChromium, openDashboard } from './dashboard-page.js';

/**
 * The dashboard's episode analytics view asks for its analytics with `@defer` (issue 21): in
 * headless Chromium, its EpisodePlaysAndDownloads request asks for multipart/mixed, the answer's
 * first part holds the episode's title without the analytics, a later part brings them, and the
 * chart is drawn from the merged result.
 */

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  stack = await startStack();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});
beforeEach(() => stack.sandbox.hooks.reset());

/** The JSON parts of a multipart/mixed body (boundary `-`, as yoga writes it). */
function partsOf(body: string, boundary: string): Array<Record<string, any>> {
  return body
    .split(`--${boundary}`)
    .map((chunk) => chunk.slice(chunk.indexOf('\r\n\r\n') + 4).trim())
    .filter((text) => text.startsWith('{'))
    .map((text) => JSON.parse(text) as Record<string, any>);
}

it("shows an episode's title first and its deferred analytics after, over multipart/mixed", async () => {
  // The analytics come from the GraphQL upstream: slower than the title's REST call.
  stack.sandbox.hooks.fault('POST /v2/graph-pq', { latencyMs: 20 });
  const dash = await openDashboard(browser, stack.gatewayUrl);
  const { page } = dash;
  const answers: Array<{ type: string; body: string }> = [];
  // The first answer the page read: awaited as an event. A 5 s poll for it expired on a busy
  // machine (issue 26): Chromium hands a body over after the page has drawn from it.
  let read!: () => void;
  const firstRead = new Promise<void>((resolve) => (read = resolve));
  page.on('response', async (response) => {
    const request = response.request();
    const post = request.postData() ?? '';
    if (!post.includes('EpisodePlaysAndDownloads')) return;
    let type = response.headers()['content-type'] ?? '';
    let body = await response.body().then(
      (bytes) => bytes.toString('utf8'),
      () => null,
    );
    if (body === null) {
      // Chromium keeps a streamed body only until the page moves on ("not available for a
      // response that was navigated away from"), even after the page has drawn from it: the
      // same request is sent again from here, and the gateway's answer to it is what is read.
      const headers = Object.entries(await request.allHeaders()).filter(([name]) => !name.startsWith(':') && !['host', 'connection', 'content-length', 'keep-alive', 'transfer-encoding'].includes(name));
      const again = await fetch(request.url(), { method: request.method(), headers, body: post });
      type = again.headers.get('content-type') ?? '';
      body = await again.text();
    }
    answers.push({ type, body });
    read();
  });
  try {
    const episode = [...stack.sandbox.store.episodes.values()].filter((e) => e.stationId === 5001 && e.isPublished).sort((a, b) => b.publishOn! - a.publishOn!)[0];
    // The episode's analytics view by its URL (the dashboard's deep links).
    await page.goto(`${stack.gatewayUrl}/app/#/shows/5001/episodes/${episode.episodeId}/analytics`);
    const panel = page.getByRole('region', { name: 'Analytics chart' });
    // Bounded by the test's own timeout, not a shorter one of its own.
    await panel.locator('svg.chart g.line[data-series="playsAndDownloadsSeries"]').waitFor({ timeout: 0 });
    await firstRead;

    const request = dash.graphql.find((r) => JSON.stringify(r.body ?? {}).includes('EpisodePlaysAndDownloads'));
    expect(request?.accept).toMatch(/^multipart\/mixed/);
    expect(String(request?.body?.query)).toContain('@defer(label: "analytics")');
    const { type, body } = answers[0];
    expect(type).toMatch(/^multipart\/mixed/);
    const boundary = /boundary="?([^";]+)"?/.exec(type)![1];
    const parts = partsOf(body, boundary);
    expect(parts.length).toBeGreaterThanOrEqual(2);
    expect(parts[0].data.episode.title).toBe(episode.title);
    expect(parts[0].data.episode).not.toHaveProperty('playsAndDownloadsSeries');
    expect(parts[0].hasNext).toBe(true);
    const deferred = parts.slice(1).flatMap((p) => p.incremental ?? []).find((i: any) => i.label === 'analytics');
    expect(deferred.data.playsAndDownloadsSeries.points.length).toBeGreaterThan(0);
    expect(parts.at(-1)!.hasNext).toBe(false);
    // The headline total on the page is the deferred part's.
    expect(Number((await panel.locator('.summary[data-term="Episode.playsAndDownloads"] .total').innerText()).replace(/\D/g, ''))).toBe(deferred.data.playsAndDownloads.value);
    expect(dash.problems).toEqual([]);
  } finally {
    await page.close();
  }
  // Generous: several test runs may share the machine's two cores.
}, 120_000);

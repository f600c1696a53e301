import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../helpers/stack.js';
import { launchChromium, openDashboard, screenshot } from './dashboard-page.js';

/**
 * The production lockdown with a real frontend: the gateway runs only its trusted documents
 * (PERSISTED_DOCUMENTS=only, the client package's manifest). The dashboard, told so by
 * /app/config.json, sends every operation by its hash (`documentId`, the client's `hash-only`)
 * and works; a document that is not in the manifest is refused before any upstream call,
 * whether a server or the page itself sends it.
 */
let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  stack = await startStack({
    config: { persistedDocuments: 'only', uploadPollInitialMs: 50, uploadPollMaxMs: 100, uploadPollTimeoutMs: 20_000 },
    behaviour: { audioPoll404Ms: 200, mediaProcessingMs: 200 },
  });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

const AD_HOC = '{ episode(id: 700003) { title } }';

describe('the dashboard under PERSISTED_DOCUMENTS=only', () => {
  it('works on hashes alone while an ad hoc query is refused', async () => {
    const config = await (await fetch(`${stack.gatewayUrl}/app/config.json`)).json();
    expect(config).toEqual({ sandboxToken: stack.sandbox.token, persisted: 'hash-only' });

    const dash = await openDashboard(browser, stack.gatewayUrl);
    const { page } = dash;
    // What the page sends over its WebSocket (the upload's progress subscription).
    const frames: Array<{ type: string; payload?: any }> = [];
    page.on('websocket', (socket) => socket.on('framesent', (frame) => frames.push(JSON.parse(String(frame.payload)))));
    const night = page.locator('section.show', { has: page.getByRole('heading', { name: 'The Night Shift' }) });
    await expect.poll(() => night.locator('.badge[data-state="PUBLISHED"]').count(), { timeout: 15_000 }).toBe(10);

    // An edit (a mutation), read back by the editor and the list.
    const episode = [...stack.sandbox.store.episodes.values()].filter((e) => e.stationId === 5001 && e.isPublished).sort((a, b) => b.publishOn! - a.publishOn!)[0];
    await night.getByRole('button', { name: episode.title }).click();
    const editor = page.getByRole('region', { name: 'Episode editor' });
    await expect.poll(() => editor.getByLabel('Title').inputValue(), { timeout: 10_000 }).toBe(episode.title);
    await editor.getByLabel('Title').fill('Locked-down edit');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await editor.getByRole('status').getByText('Saved.').waitFor({ timeout: 10_000 });
    await night.getByRole('button', { name: /Locked-down edit/ }).waitFor({ timeout: 10_000 });
    expect(stack.sandbox.store.episodes.get(episode.episodeId)?.title).toBe('Locked-down edit');

    // An upload (multipart) followed by its subscription (an event stream), both by hash.
    await page.getByRole('tab', { name: 'Audio' }).click();
    const audio = page.getByRole('region', { name: 'Audio upload' });
    await audio.getByLabel('Audio file').setInputFiles({ name: 'locked.mp3', mimeType: 'audio/mpeg', buffer: Buffer.alloc(50_000, 1) });
    await audio.getByRole('button', { name: 'Upload' }).click();
    await audio.locator('.progress[data-status="COMPLETED"]').waitFor({ timeout: 20_000 });

    // The chart: the convenience fields' series and total in one query, its labels from the glossary
    // (both manifest documents).
    await page.getByRole('tab', { name: 'Analytics' }).click();
    const chart = page.getByRole('img', { name: /^Plays \+ downloads of Locked-down edit, last 30 days$/ });
    await expect.poll(() => chart.locator('g.line[data-series="playsAndDownloadsSeries"]').getAttribute('data-points'), { timeout: 15_000 }).toBe('30');
    expect(await page.locator('.summary[data-term="Episode.playsAndDownloads"] .total').count()).toBe(1);
    expect(await page.locator('dl.definitions [data-term="Episode.playsAndDownloadsSeries"]').count()).toBe(1);
    await screenshot(page, 'dashboard-persisted-only');

    // Every request the page made named a manifest document and carried no document text.
    expect(dash.problems).toEqual([]);
    const json = dash.graphql.filter((r) => r.body !== null);
    expect(json.length).toBeGreaterThan(3);
    for (const request of json) {
      expect(request.body).not.toHaveProperty('query');
      expect(request.body!.documentId).toMatch(/^sha256:[0-9a-f]{64}$/);
    }
    expect(dash.graphql.filter((r) => r.contentType.startsWith('multipart/form-data')).length).toBe(1);
    // The upload's progress followed over the WebSocket (its subscribe message names the document
    // by hash too, with an empty query: transport/websocket.ts), not an event stream.
    expect(dash.graphql.filter((r) => r.accept.includes('text/event-stream')).length).toBe(0);
    const subscribes = frames.filter((m) => m.type === 'subscribe');
    expect(subscribes.length).toBe(1);
    expect(subscribes[0].payload.query).toBe('');
    expect(subscribes[0].payload.documentId).toMatch(/^sha256:[0-9a-f]{64}$/);

    // The same gateway refuses a document it does not hold, before any upstream call: from a
    // server, and from the page (same origin, same token).
    stack.sandbox.hooks.clearLog();
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.sandbox.token}` },
      body: JSON.stringify({ query: AD_HOC }),
    });
    expect(res.status).toBe(403);
    const body = await res.json();
    expect(body.data).toBeUndefined();
    expect(body.errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual(['PERSISTED_QUERY_ONLY']);
    const fromPage = await page.evaluate(
      async ({ query, token }) => {
        const r = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query }) });
        return { status: r.status, body: await r.json() };
      },
      { query: AD_HOC, token: stack.sandbox.token },
    );
    expect(fromPage.status).toBe(403);
    expect(fromPage.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_ONLY');
    expect(stack.sandbox.hooks.calls()).toEqual([]);
    await page.close();
  }, 90_000);
});

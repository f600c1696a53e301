import type { Browser, WebSocket as PageSocket } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { startStack, type Stack } from '../helpers/stack.js';
import { launchChromium, openDashboard } from './dashboard-page.js';

/**
 * The dashboard's audio upload follows its job over the gateway's WebSocket transport (graphql-ws,
 * issue 21) in headless Chromium: the page opens one socket to /graphql, authenticates in
 * `connection_init`, and the bar reaches done from the `next` messages, under the page's
 * Content-Security-Policy (connect-src 'self').
 */

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  stack = await startStack({
    behaviour: { audioPoll404Ms: 300, mediaProcessingMs: 300 },
    config: { uploadPollInitialMs: 50, uploadPollMaxMs: 100, uploadPollTimeoutMs: 20_000 },
  });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});
beforeEach(() => stack.sandbox.hooks.reset());

// The steps' own bounds (the page's 15 s to open, 15 s per step, 20 s for the job) can exceed the
// suite's 30 s per test on a loaded CI machine; a step that overruns names itself, with what the
// socket carried, instead of the test timing out silently.
it("uploads an episode's audio and the bar follows uploadProgress over a WebSocket to done", async () => {
  const dash = await openDashboard(browser, stack.gatewayUrl);
  const { page } = dash;
  page.setDefaultTimeout(15_000);
  const sockets: PageSocket[] = [];
  const sent: string[] = [];
  const received: string[] = [];
  page.on('websocket', (socket) => {
    sockets.push(socket);
    socket.on('framesent', (frame) => sent.push(String(frame.payload)));
    socket.on('framereceived', (frame) => received.push(String(frame.payload)));
  });
  try {
    const episode = [...stack.sandbox.store.episodes.values()].filter((e) => e.stationId === 5001 && e.isPublished).sort((a, b) => b.publishOn! - a.publishOn!)[2];
    await page.locator('section.show', { has: page.getByRole('heading', { name: 'The Night Shift' }) }).getByRole('button', { name: episode.title }).first().click();
    await page.getByRole('tab', { name: 'Audio' }).click();
    const panel = page.getByRole('region', { name: 'Audio upload' });
    await panel.getByLabel('Audio file').setInputFiles({ name: 'over-ws.mp3', mimeType: 'audio/mpeg', buffer: Buffer.alloc(200_000, 3) });
    await panel.getByRole('button', { name: 'Upload' }).click();
    await panel.locator('.progress[data-status="COMPLETED"]').waitFor({ timeout: 20_000 });
    expect(await panel.locator('.progress').getByRole('status').innerText()).toMatch(/^Done/);

    // One socket to the gateway's endpoint; the token in connection_init; the states as `next` messages.
    expect(sockets.map((s) => s.url())).toEqual([`${stack.gatewayUrl.replace(/^http/, 'ws')}/graphql`]);
    const init = sent.map((f) => JSON.parse(f)).find((m) => m.type === 'connection_init');
    expect(init?.payload).toEqual({ authorization: `Bearer ${stack.sandbox.token}` });
    const states = received
      .map((f) => JSON.parse(f))
      .filter((m) => m.type === 'next')
      .map((m) => m.payload.data?.uploadProgress?.status);
    expect(states.at(-1)).toBe('COMPLETED');
    expect(states).toContain('PROCESSING');
    // No event stream: the subscription did not travel over SSE.
    expect(dash.graphql.filter((r) => r.accept.includes('text/event-stream'))).toEqual([]);
    expect(dash.problems).toEqual([]);
  } catch (error) {
    throw new Error(`${(error as Error).message}\nsent: ${sent.join(' | ')}\nreceived: ${received.join(' | ')}\nproblems: ${dash.problems.join(' | ')}`, { cause: error });
  } finally {
    await page.close();
  }
}, 90_000);

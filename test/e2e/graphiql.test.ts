import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { startStack, type Stack } from '../helpers/stack.js';

/**
 * The README's promise, in a real browser: GraphiQL at /graphql, prefilled in sandbox mode with
 * the example query and a working token, runs the query and shows the seeded episode's title.
 * Debian's Chromium only (never a downloaded browser); a missing Chromium fails the test.
 */
const CHROMIUM = '/usr/bin/chromium';
const README_TITLE = 'The Night Shift #1: Field Notes';

describe('GraphiQL in headless Chromium', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install -y chromium; .ci/run does)`);
    // The stack runs the gateway as sandbox mode does: the sandbox's token prefilled in GraphiQL.
    stack = await startStack();
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  it('runs the prefilled README query and shows the episode title', async () => {
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));
    page.on('requestfailed', (req) => pageErrors.push(`request failed: ${req.url()}`));
    // GraphiQL must work on a closed network: every request stays on the gateway (or in-page blobs).
    const foreign: string[] = [];
    page.on('request', (req) => {
      const url = req.url();
      if (!url.startsWith(stack.gatewayUrl) && !/^(blob|data):/.test(url)) foreign.push(url);
    });

    await page.goto(`${stack.gatewayUrl}/graphql`);
    const run = page.locator('.graphiql-execute-button');
    await run.waitFor({ state: 'visible', timeout: 20_000 }).catch((err: Error) => {
      throw new Error(`GraphiQL did not render: ${err.message}\npage errors: ${pageErrors.join('\n') || 'none'}`);
    });

    // The editor holds the README query, and the headers tab the sandbox token.
    // Monaco renders spaces as non-breaking spaces: compare with whitespace normalised.
    const editorText = async () => (await page.locator('.graphiql-query-editor').innerText()).replace(/\s+/g, ' ');
    await expect.poll(editorText, { timeout: 10_000 }).toContain('episode(id: 700003)');
    const { sandbox } = stack;
    sandbox.hooks.clearLog();
    await run.click();

    const response = page.locator('.graphiql-response');
    await response.getByText(README_TITLE).waitFor({ timeout: 15_000 });
    // The response pane shows the JSON the gateway answered (Monaco spaces are non-breaking).
    const shown = JSON.parse((await response.innerText()).replace(/\u00a0/g, ' '));
    expect(shown).toEqual({ data: { episode: { title: README_TITLE } } });
    // The answer came through the gateway from the upstream: exactly one REST overview call,
    // made with the prefilled sandbox token.
    const calls = sandbox.hooks.calls({ upstream: 'rest' });
    expect(calls.map((c) => c.route)).toEqual(['GET /v3/episodes/{episodeId}/overview']);
    expect(calls[0].headers.authorization).toBe(`Bearer ${sandbox.token}`);
    expect(foreign).toEqual([]);
  });
});

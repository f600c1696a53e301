import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startStack, type Stack, type StackOptions } from '../helpers/stack.js';

/**
 * Shared by the dashboard's browser tests: Debian's Chromium (never a downloaded browser), a
 * page on the dashboard that records what a test must find clean (page errors, CSP refusals,
 * requests that leave the gateway, GraphQL requests not made by the client package), and
 * screenshots under test/e2e/screenshots/ (gitignored).
 */
export const CHROMIUM = '/usr/bin/chromium';
const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const DOC_IMAGES = fileURLToPath(new URL('../../docs/img/', import.meta.url));
const BUILT = fileURLToPath(new URL('../../examples/dashboard/dist/index.html', import.meta.url));

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run \`bash scripts/test-prereqs.sh\` as root (apt-get install -y chromium)`);
  if (!existsSync(BUILT)) throw new Error('The dashboard is not built: run `npm run dashboard:build` (npm test builds it).');
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export interface GraphqlRequest {
  method: string;
  contentType: string;
  accept: string;
  /** The operation as sent: `query` text, or a persisted document's hash. */
  body: Record<string, unknown> | null;
  headers: Record<string, string>;
}

export interface DashboardPage {
  page: Page;
  /** Page errors, console errors (CSP refusals among them), failed requests, requests leaving the gateway. */
  problems: string[];
  graphql: GraphqlRequest[];
}

export interface OpenOptions {
  /** The browser's time zone (an IANA name), as a creator elsewhere has it. @default the machine's */
  timezoneId?: string;
}

export async function openDashboard(browser: Browser, gatewayUrl: string, options: OpenOptions = {}): Promise<DashboardPage> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}) });
  const problems: string[] = [];
  const graphql: GraphqlRequest[] = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/status of 4\d\d/.test(msg.text())) problems.push(`console: ${msg.text()}`);
  });
  page.on('requestfailed', (req) => {
    // A subscription's event stream is closed by the page when it is done with it.
    if (!/ERR_ABORTED/.test(req.failure()?.errorText ?? '')) problems.push(`request failed: ${req.url()} ${req.failure()?.errorText}`);
  });
  page.on('request', (req) => {
    const url = req.url();
    if (/^(data|blob):/.test(url)) return;
    if (!url.startsWith(`${gatewayUrl}/`)) return void problems.push(`left the gateway: ${url}`);
    const path = new URL(url).pathname;
    if (path === '/graphql') {
      const headers = req.headers();
      const type = headers['content-type'] ?? '';
      let body: Record<string, unknown> | null = null;
      if (type.startsWith('application/json')) body = JSON.parse(req.postData() ?? 'null');
      graphql.push({ method: req.method(), contentType: type, accept: headers.accept ?? '', body, headers });
    } else if (!path.startsWith('/app/')) {
      problems.push(`asked the gateway for ${path}`);
    }
  });
  await page.goto(`${gatewayUrl}/app/`);
  await page.getByRole('heading', { name: 'Creator dashboard' }).waitFor({ timeout: 15_000 });
  return { page, problems, graphql };
}

export interface SessionOptions extends OpenOptions {
  /** The file's sandbox and gateway. */
  stack?: StackOptions;
  /** Playwright's bound on each step of a test (its default when unset). */
  stepTimeoutMs?: number;
}

/** What a test of a dashboard file works with: read in a test or a hook, never at the file's top level. */
export interface DashboardSession {
  /** One stack and one browser for the whole file. */
  readonly stack: Stack;
  readonly browser: Browser;
  /** The test's own page on the dashboard, opened on a reset sandbox and closed after the test. */
  readonly dash: DashboardPage;
  readonly page: Page;
}

/**
 * The hooks the dashboard's browser test files share: Chromium and a stack started once for the
 * file, and before each test the sandbox reset and a fresh page opened on the dashboard.
 */
export function dashboardSession(options: SessionOptions = {}): DashboardSession {
  const session = {} as { stack: Stack; browser: Browser; dash: DashboardPage; page: Page };
  beforeAll(async () => {
    session.browser = await launchChromium();
    session.stack = await startStack(options.stack);
  }, 60_000);
  afterAll(async () => {
    await session.browser?.close();
    await session.stack?.close();
  });
  beforeEach(async () => {
    session.stack.sandbox.hooks.reset();
    session.dash = await openDashboard(session.browser, session.stack.gatewayUrl, options);
    session.page = session.dash.page;
    if (options.stepTimeoutMs) session.page.setDefaultTimeout(options.stepTimeoutMs);
  });
  afterEach(async () => {
    await session.page?.close();
  });
  return session;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });
}

/** A view's screenshot for docs/clients.md (committed under docs/img/): the viewport, not the whole page. */
export async function docScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(DOC_IMAGES, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${DOC_IMAGES}dashboard-${name}.png` });
}

let axeSource: string | null = null;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * axe-core's audit of the page as it is now (its source injected into the page, so the
 * page's CSP does not apply to it): the serious and critical violations, with their elements.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  })) as { violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

/** A PCM WAV of `seconds` of silence, 22.05 kHz mono 16-bit (a size estimate at 128 kbit/s would say 2.76 times as long). */
export function wav(seconds: number): Buffer {
  const sampleRate = 22_050;
  const byteRate = sampleRate * 2;
  const data = seconds * byteRate;
  const b = Buffer.alloc(44 + data);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(36 + data, 4);
  b.write('WAVEfmt ', 8, 'latin1');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(sampleRate, 24);
  b.writeUInt32LE(byteRate, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36, 'latin1');
  b.writeUInt32LE(data, 40);
  return b;
}

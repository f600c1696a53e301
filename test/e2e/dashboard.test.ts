// The client package's sources (its build is not needed to type-check the tests).
import { createClient, documents } from '../../client/src/index.js';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Stack } from '../helpers/stack.js';
import { dashboardSession, screenshot, type DashboardPage } from './dashboard-page.js';

/**
 * The creator dashboard (examples/dashboard, served at /app) in headless Chromium, against the
 * sandbox: its main journeys, each checked on the page and through the API or the sandbox's
 * records. Every GraphQL request it makes must come from the client package (its CSRF header),
 * stay on the gateway, and break no rule of the page's Content-Security-Policy.
 */
const GRAPH = 'POST /v2/graph-pq';

const session = dashboardSession({
  stack: {
    // Audio processing as the spec has it (404s first, then processing), only shorter.
    behaviour: { audioPoll404Ms: 1_500, mediaProcessingMs: 300 },
    config: { uploadPollInitialMs: 50, uploadPollMaxMs: 100, uploadPollTimeoutMs: 20_000 },
  },
});
let stack: Stack;
let dash: DashboardPage;
let page: Page;
beforeEach(() => void ({ stack, dash, page } = session));

/** What every journey must leave clean. */
function expectCleanPage() {
  expect(dash.problems).toEqual([]);
  expect(dash.graphql.length).toBeGreaterThan(0);
  for (const request of dash.graphql) {
    // The client package sends its CSRF header (uploads the multipart convention's) and the token.
    expect(request.headers['x-graphql-csrf'] ?? request.headers['apollo-require-preflight']).toBeTruthy();
    expect(request.headers.authorization).toBe(`Bearer ${stack.sandbox.token}`);
  }
}

function showSection(name: string) {
  return page.locator('section.show', { has: page.getByRole('heading', { name }) });
}

async function openEpisode(show: string, title: string | RegExp) {
  await showSection(show).getByRole('button', { name: title }).first().click();
}

function apiClient() {
  return createClient({ url: `${stack.gatewayUrl}/graphql`, token: stack.sandbox.token });
}

/** The analytics glossary through the API, by term. */
async function glossary(): Promise<Map<string, { label: string; description: string }>> {
  const { data, errors } = await apiClient().request(documents.AnalyticsGlossary, {});
  expect(errors).toEqual([]);
  return new Map(data!.analyticsGlossary.map((t) => [t.term, t]));
}

/** A number as the page shows it (grouped for the reader's locale). */
async function shownNumber(locator: Locator): Promise<number> {
  return Number((await locator.innerText()).replace(/\D/g, ''));
}

function sumOf(points: ReadonlyArray<{ value: number | null }>): number {
  return points.reduce((sum, p) => sum + (p.value ?? 0), 0);
}

/** Text with its line breaks and runs of spaces as single spaces (as the page lays it out). */
function flat(text: string | null): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('the creator dashboard at /app', () => {
  it("lists the creator's shows with their episodes and state badges, with the sandbox token prefilled", async () => {
    await expect.poll(() => page.locator('section.show h3').allInnerTexts(), { timeout: 15_000 }).toEqual(['The Night Shift', 'Garden Talk', 'Code and Coffee']);
    expect(await page.getByLabel('Token').inputValue()).toBe(stack.sandbox.token);
    // The upstream lists published episodes (the spec's one filter): ten of each show, newest first.
    for (const show of ['The Night Shift', 'Garden Talk', 'Code and Coffee']) {
      await expect.poll(() => showSection(show).locator('.badge[data-state="PUBLISHED"]').count()).toBe(10);
    }
    // Another account's show is not the creator's.
    expect(await page.getByText('Other Creator Hour').count()).toBe(0);
    await screenshot(page, 'dashboard-overview');
    expectCleanPage();
  });

  it("edits an episode's title and description, and the list and the API show the change", async () => {
    const first = [...stack.sandbox.store.episodes.values()].filter((e) => e.stationId === 5001 && e.isPublished).sort((a, b) => b.publishOn! - a.publishOn!)[0];
    await openEpisode('The Night Shift', first.title);
    const editor = page.getByRole('region', { name: 'Episode editor' });
    await expect.poll(() => editor.getByLabel('Title').inputValue(), { timeout: 10_000 }).toBe(first.title);
    await editor.getByLabel('Title').fill('Edited in the browser');
    await editor.getByLabel('Description (HTML)').fill('<p>New notes from the dashboard.</p>');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await editor.getByRole('status').getByText('Saved.').waitFor({ timeout: 10_000 });
    await expect.poll(() => editor.getByRole('heading').innerText()).toBe('Edited in the browser');
    // The list asks again: the new title is there, still published.
    const row = showSection('The Night Shift').getByRole('button', { name: /Edited in the browser/ });
    await row.waitFor({ timeout: 10_000 });
    expect(await row.locator('.badge').getAttribute('data-state')).toBe('PUBLISHED');
    await screenshot(page, 'dashboard-edit');

    // Read back through the API, and in the host's record.
    const read = await apiClient().request(documents.Episode, { id: first.episodeId });
    expect(read.errors).toEqual([]);
    expect(read.data?.episode).toMatchObject({ title: 'Edited in the browser', description: '<p>New notes from the dashboard.</p>', state: 'PUBLISHED' });
    expect(stack.sandbox.store.episodes.get(first.episodeId)).toMatchObject({ title: 'Edited in the browser', isPublished: true });
    // One update reached the REST upstream.
    expect(stack.sandbox.hooks.count('POST /v3/episodes/{episodeId}/update')).toBe(1);
    expectCleanPage();
  });

  it('creates a draft, schedules it and publishes it, the badge following each state', async () => {
    await showSection('Garden Talk').getByRole('button', { name: 'New draft' }).click();
    await page.getByLabel('Draft title').fill('Made in the dashboard');
    await page.getByRole('button', { name: 'Create draft' }).click();
    const editor = page.getByRole('region', { name: 'Episode editor' });
    await editor.getByRole('heading', { name: 'Made in the dashboard' }).waitFor({ timeout: 15_000 });
    expect(await editor.locator('.badge').getAttribute('data-state')).toBe('DRAFT');
    const local = showSection('Garden Talk').getByRole('button', { name: /Made in the dashboard/ });
    await expect.poll(() => local.locator('.badge').getAttribute('data-state'), { timeout: 10_000 }).toBe('DRAFT');

    // Two days ahead, in the browser's own time (what datetime-local means).
    const when = await page.evaluate(() => {
      const d = new Date(Date.now() + 2 * 86_400_000);
      d.setSeconds(0, 0);
      const p = (n: number) => String(n).padStart(2, '0');
      return { local: `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`, iso: d.toISOString() };
    });
    await editor.getByLabel('Publish at').fill(when.local);
    await editor.getByRole('button', { name: 'Schedule' }).click();
    // The outcome names the time with its zone (issue 30).
    await editor.getByRole('status').getByText(/^Scheduled for .+ [A-Z]{2,5}\.$|^Scheduled for .+ GMT[+-]\d+\.$/).waitFor({ timeout: 10_000 });
    await expect.poll(() => editor.locator('header .badge').getAttribute('data-state')).toBe('SCHEDULED');
    await expect.poll(() => local.locator('.badge').getAttribute('data-state'), { timeout: 10_000 }).toBe('SCHEDULED');
    const created = [...stack.sandbox.store.episodes.values()].find((e) => e.title === 'Made in the dashboard')!;
    expect(created.publishOn).toBe(Date.parse(when.iso) / 1000);
    await screenshot(page, 'dashboard-scheduled');

    // Publishing asks first (issue 30).
    page.once('dialog', (d) => void d.accept());
    await editor.getByRole('button', { name: 'Publish now' }).click();
    await editor.getByRole('status').getByText('Published.').waitFor({ timeout: 10_000 });
    await expect.poll(() => editor.locator('header .badge').getAttribute('data-state')).toBe('PUBLISHED');
    expect(stack.sandbox.store.episodes.get(created.episodeId)?.isPublished).toBe(true);
    // Published, it is in the upstream's list now: first of its show, newest.
    await expect
      .poll(() => showSection('Garden Talk').getByRole('list', { name: 'Published' }).locator('li').first().innerText(), { timeout: 10_000 })
      .toMatch(/Made in the dashboard\s*Published/);
    // ...and no longer among the drafts and scheduled ones.
    await expect.poll(() => showSection('Garden Talk').getByRole('list', { name: 'Drafts and scheduled' }).innerText(), { timeout: 10_000 }).not.toMatch(/Made in the dashboard/);
    expectCleanPage();
  });

  it("uploads an episode's audio and the bar follows the subscription to done", async () => {
    const episode = [...stack.sandbox.store.episodes.values()].filter((e) => e.stationId === 5001 && e.isPublished).sort((a, b) => b.publishOn! - a.publishOn!)[1];
    await openEpisode('The Night Shift', episode.title);
    await page.getByRole('tab', { name: 'Audio' }).click();
    const panel = page.getByRole('region', { name: 'Audio upload' });
    await panel.getByLabel('Audio file').setInputFiles({ name: 'take-two.mp3', mimeType: 'audio/mpeg', buffer: Buffer.alloc(400_000, 7) });
    await panel.getByRole('button', { name: 'Upload' }).click();

    const progress = panel.locator('.progress');
    // The host's processing (the sandbox's 404 window, then processing) shows as such...
    await panel.locator('.progress[data-status="PROCESSING"]').waitFor({ timeout: 15_000 });
    expect(await progress.getAttribute('data-phase')).toBe('processing');
    await screenshot(page, 'dashboard-upload-processing');
    // ...until the job completes.
    await panel.locator('.progress[data-status="COMPLETED"]').waitFor({ timeout: 20_000 });
    expect(await progress.getByRole('status').innerText()).toMatch(/^Done/);
    await screenshot(page, 'dashboard-upload-done');

    // The states came over the subscription (a WebSocket: test/e2e/dashboard-websocket.test.ts, no
    // event stream), the bytes as one multipart upload.
    expect(dash.graphql.filter((r) => r.accept.includes('text/event-stream')).length).toBe(0);
    expect(dash.graphql.filter((r) => r.contentType.startsWith('multipart/form-data')).length).toBe(1);
    const hooks = stack.sandbox.hooks;
    expect(hooks.count('PUT /storage/{bucket}/{key}')).toBe(1);
    expect(hooks.count('POST /v3/upload/{uploadId}/process_upload')).toBe(1);
    expect(hooks.calls({ upstream: 'storage' })[0].headers['content-length']).toBe('400000');
    expectCleanPage();
  });

  it('approves a held comment from the review queue and replies to it', async () => {
    await showSection('The Night Shift').getByRole('button', { name: 'Comments and analytics' }).click();
    const queue = page.getByRole('region', { name: 'Comments review queue' });
    const held = queue.locator('li.comment[data-status="NEEDS_REVIEW"]');
    await held.first().waitFor({ timeout: 15_000 });
    const heldInStore = () => [...stack.sandbox.store.comments.values()].filter((c) => c.state === 'needs review').length;
    const before = heldInStore();
    const uri = (await held.first().getAttribute('data-comment-uri'))!;
    const id = uri.split(':').pop()!;
    expect(stack.sandbox.store.comments.get(id)?.state).toBe('needs review');
    await screenshot(page, 'dashboard-comments-queue');

    await held.first().getByRole('button', { name: 'Approve' }).click();
    await queue.getByRole('status').getByText(/^Approved the comment by /).waitFor({ timeout: 10_000 });
    // It left the queue, and the host published it.
    await expect.poll(() => queue.locator(`li.comment[data-comment-uri="${uri}"]`).count(), { timeout: 10_000 }).toBe(0);
    expect(heldInStore()).toBe(before - 1);
    expect(stack.sandbox.store.comments.get(id)?.state).toBe('published');

    // Among the published ones now: reply to it.
    await queue.getByLabel('Comment status').selectOption('PUBLISHED');
    const approved = queue.locator(`li.comment[data-comment-uri="${uri}"]`);
    await approved.waitFor({ timeout: 10_000 });
    await approved.getByRole('button', { name: 'Reply' }).click();
    await approved.getByLabel('Your reply').fill('Thanks for listening!');
    await approved.getByRole('button', { name: 'Send reply' }).click();
    await queue.getByRole('status').getByText(/^Replied to the comment by /).waitFor({ timeout: 10_000 });
    const replies = [...stack.sandbox.store.comments.values()].filter((c) => c.parentCommentId === id);
    expect(replies.map((r) => r.commentStr)).toEqual(['Thanks for listening!']);
    await screenshot(page, 'dashboard-comments-replied');
    expectCleanPage();
  });

  it("charts an episode's plays plus downloads from the convenience fields over a period, and a show's, labelled by the glossary", async () => {
    const episode = [...stack.sandbox.store.episodes.values()].filter((e) => e.stationId === 5001 && e.isPublished).sort((a, b) => a.publishOn! - b.publishOn!)[0];
    const api = apiClient();
    const words = await glossary();
    await page.getByRole('button', { name: 'More episodes' }).first().click();
    await openEpisode('The Night Shift', episode.title);
    await page.getByRole('tab', { name: 'Analytics' }).click();
    const panel = page.getByRole('region', { name: 'Analytics chart' });
    const series = words.get('Episode.playsAndDownloadsSeries')!;
    const headline = words.get('Episode.playsAndDownloads')!;
    const chart = panel.getByRole('img', { name: `${series.label} of ${episode.title}, last 30 days` });
    await chart.waitFor({ timeout: 15_000 });
    // The chart's name follows the period: the line is found by the panel's one chart.
    const line = panel.locator('svg.chart g.line[data-series="playsAndDownloadsSeries"]');
    // Thirty days by default, a point a day.
    await expect.poll(() => line.getAttribute('data-points'), { timeout: 10_000 }).toBe('30');
    expect(await line.locator('polyline').count()).toBe(1);

    // The figures are the convenience fields', read through the API for the same period: the
    // headline total, and the chart's points, which sum to it.
    const read = await api.request(documents.EpisodePlaysAndDownloads, { id: episode.episodeId, period: 'LAST_THIRTY_DAYS' });
    expect(read.errors).toEqual([]);
    const total = read.data!.episode!.playsAndDownloads!.value!;
    expect(total).toBeGreaterThan(0);
    expect(sumOf(read.data!.episode!.playsAndDownloadsSeries!.points)).toBe(total);
    expect(await shownNumber(panel.locator('li.legend-item[data-series="playsAndDownloadsSeries"] .total'))).toBe(total);
    expect(await shownNumber(panel.locator('.summary[data-term="Episode.playsAndDownloads"] .total'))).toBe(total);
    // The points drawn are the series' (each point's tooltip names its value).
    const drawn = await line.locator('circle title').allTextContents();
    expect(drawn.map((t) => Number(t.split(': ').pop()!.replace(/\D/g, '')))).toEqual(read.data!.episode!.playsAndDownloadsSeries!.points.map((p) => p.value));

    // The labels are the glossary's: heading (with its subject), legend, axis, tooltips.
    expect(await panel.getByRole('heading', { level: 2 }).innerText()).toBe(`${series.label} of ${episode.title}`);
    const legend = panel.locator('li.legend-item[data-series="playsAndDownloadsSeries"] .label');
    expect(await legend.innerText()).toBe(series.label);
    expect(await chart.locator('text.axis-label.y').textContent()).toBe(series.label);
    expect(await chart.locator('text.axis-label.x').textContent()).toBe('Date (one point per day), last 30 days');
    expect(drawn[0]).toMatch(new RegExp(`^${escape(series.label)}, \\d{4}-\\d{2}-\\d{2}: `));
    const summary = panel.locator('.summary[data-term="Episode.playsAndDownloads"] .label');
    expect(await summary.innerText()).toBe(headline.label);
    // Enough ticks to read a value: five or more round values up the side, seven dates along the bottom.
    const yTicks = (await chart.locator('g.tick.y text').allTextContents()).map((t) => Number(t.replace(/\D/g, '')));
    expect(yTicks.length).toBeGreaterThanOrEqual(5);
    expect(yTicks[yTicks.length - 1]).toBeGreaterThanOrEqual(Math.max(...read.data!.episode!.playsAndDownloadsSeries!.points.map((p) => p.value ?? 0)));
    expect(await chart.locator('g.dates text').count()).toBe(7);
    // Every value is in a table the keyboard reaches.
    await panel.getByText('Values as a table').focus();
    await page.keyboard.press('Enter');
    const rows = panel.locator('details.values tbody tr');
    expect(await rows.count()).toBe(30);
    expect((await rows.locator('td').allInnerTexts()).map((t) => Number(t.replace(/\D/g, '')))).toEqual(read.data!.episode!.playsAndDownloadsSeries!.points.map((p) => p.value));
    // Listeners and completion rate beside plays and downloads, as the API has them.
    const audience = await api.request(documents.EpisodeAudience, { id: episode.episodeId, period: 'LAST_THIRTY_DAYS' });
    expect(audience.errors).toEqual([]);
    expect(await shownNumber(panel.locator('[data-field="uniqueListeners"] .total'))).toBe(Math.round(audience.data!.episode!.uniqueListeners!.totalListeners!));
    expect(await panel.locator('[data-field="completionRate"] .total').innerText()).toBe(`${audience.data!.episode!.completionRate!.percent!.toFixed(1)} %`);
    // Definitions in plain words: no metric enum names, no spec references, no backticks.
    const definitions = await panel.locator('dl.definitions dd').allInnerTexts();
    expect(definitions.length).toBe(4);
    for (const text of definitions) expect(text).not.toMatch(/[A-Z]{2,}_[A-Z_]+|`|document \d|spec|\d\.\d/);
    expect(await panel.locator('dl.definitions [data-term="Episode.playsAndDownloadsSeries"] dt').innerText()).toBe(series.label);
    // The host gives no comparison per episode (document 2, 2.3): no change is shown.
    expect(read.data!.episode!.playsAndDownloads!.change).toBeNull();
    expect(await panel.locator('.summary[data-term="Episode.playsAndDownloads"] .change').count()).toBe(0);
    await screenshot(page, 'dashboard-chart-episode');

    // Another period and another interval: the same agreement with the API.
    await panel.getByLabel('Period').selectOption('LAST_SEVEN_DAYS');
    await panel.getByRole('img', { name: `${series.label} of ${episode.title}, last 7 days` }).waitFor({ timeout: 10_000 });
    await expect.poll(() => line.getAttribute('data-points'), { timeout: 10_000 }).toBe('7');
    const week = await api.request(documents.EpisodePlaysAndDownloads, { id: episode.episodeId, period: 'LAST_SEVEN_DAYS' });
    await expect.poll(() => shownNumber(panel.locator('.summary[data-term="Episode.playsAndDownloads"] .total'))).toBe(week.data!.episode!.playsAndDownloads!.value);
    expect(await shownNumber(panel.locator('li.legend-item .total'))).toBe(week.data!.episode!.playsAndDownloads!.value);
    await panel.getByLabel('Period').selectOption('LAST_THIRTY_DAYS');
    await panel.getByLabel('Interval').selectOption('WEEK');
    const weekly = await api.request(documents.EpisodePlaysAndDownloads, { id: episode.episodeId, period: 'LAST_THIRTY_DAYS', interval: 'WEEK' });
    const weeks = weekly.data!.episode!.playsAndDownloadsSeries!.points;
    expect(weeks.length).toBeGreaterThan(1);
    expect(weeks.length).toBeLessThan(30);
    await expect.poll(() => line.getAttribute('data-points'), { timeout: 10_000 }).toBe(String(weeks.length));
    expect(await shownNumber(panel.locator('li.legend-item .total'))).toBe(total);

    await showSection('The Night Shift').getByRole('button', { name: 'Comments and analytics' }).click();
    await page.getByRole('tab', { name: 'Analytics' }).click();
    const showSeries = words.get('Show.playsAndDownloadsSeries')!;
    const showChart = page.getByRole('img', { name: `${showSeries.label} of The Night Shift, last 30 days` });
    await showChart.waitFor({ timeout: 15_000 });
    await expect.poll(() => showChart.locator('g.line[data-series="playsAndDownloadsSeries"]').getAttribute('data-points'), { timeout: 10_000 }).toBe('30');
    const show = await api.request(documents.ShowPlaysAndDownloads, { stationId: 5001, period: 'LAST_THIRTY_DAYS' });
    expect(show.errors).toEqual([]);
    const showTotal = show.data!.show!.playsAndDownloads!;
    expect(sumOf(show.data!.show!.playsAndDownloadsSeries!.points)).toBe(showTotal.value);
    expect(await shownNumber(panel.locator('.summary[data-term="Show.playsAndDownloads"] .total'))).toBe(showTotal.value);
    expect(await shownNumber(panel.locator('li.legend-item .total'))).toBe(showTotal.value);
    // A show has the change against the previous period, labelled by the glossary.
    expect(showTotal.change).not.toBeNull();
    const change = panel.locator('.summary[data-term="Show.playsAndDownloads"] .change');
    const percent = showTotal.change!.percent;
    // The change says what it is measured against: the previous period of the same length.
    const start = Date.parse(`${showTotal.startDate}T00:00:00Z`);
    const days = (Date.parse(`${showTotal.endDate}T00:00:00Z`) - start) / 86_400_000 + 1;
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const before = `${iso(start - days * 86_400_000)} to ${iso(start - 86_400_000)}`;
    expect(flat(await change.innerText())).toBe(`(${percent > 0 ? '+' : ''}${percent.toFixed(1)} % compared with the previous ${days} days, ${before})`);
    expect(await panel.locator('dl.definitions [data-term="Show.playsAndDownloadsSeries"] dt').innerText()).toBe(showSeries.label);
    await screenshot(page, 'dashboard-chart-show');

    // The chart asked the convenience fields and the glossary, never the raw metrics.
    const operations = dash.graphql.map((r) => r.body?.operationName);
    expect(operations).toEqual(expect.arrayContaining(['AnalyticsGlossary', 'EpisodePlaysAndDownloads', 'ShowPlaysAndDownloads']));
    expect(operations).not.toContain('EpisodeAnalytics');
    expect(operations).not.toContain('ShowAnalytics');
    expectCleanPage();
  });

  it("shows a failed field's coded error next to it and keeps the rest of the answer", async () => {
    const episode = [...stack.sandbox.store.episodes.values()].filter((e) => e.stationId === 5001 && e.isPublished).sort((a, b) => b.publishOn! - a.publishOn!)[2];
    // The sponsored-content status (REST 4.5) fails: the editor shows the episode, and the error there.
    stack.sandbox.hooks.fault('GET /v3/episodes/{episodeId}/sponsoredContentStatus', { status: 502 });
    await openEpisode('The Night Shift', episode.title);
    const editor = page.getByRole('region', { name: 'Episode editor' });
    await expect.poll(() => editor.getByLabel('Title').inputValue(), { timeout: 10_000 }).toBe(episode.title);
    const sponsored = editor.locator('.error-note', { hasText: 'sponsored content' });
    await sponsored.waitFor({ timeout: 10_000 });
    expect(await sponsored.getAttribute('data-codes')).toBe('UPSTREAM_ERROR');
    expect(await editor.locator('.error-note').count()).toBe(1);
    // The flag cannot be set while its current value is unknown.
    expect(await editor.getByLabel('This episode contains sponsored content (paid promotion)').isDisabled()).toBe(true);

    // The analytics live on the upstream GraphQL interface: it fails from now on. The episode
    // (REST) is there; the total and the series each say why they are missing, with their code,
    // under the glossary's labels (the gateway's own words need no upstream).
    const words = await glossary();
    stack.sandbox.hooks.fault(GRAPH, { status: 500 });
    await page.getByRole('tab', { name: 'Analytics' }).click();
    const panel = page.getByRole('region', { name: 'Analytics chart' });
    const label = words.get('Episode.playsAndDownloadsSeries')!.label;
    await panel.getByRole('img', { name: `${label} of ${episode.title}, last 30 days` }).waitFor({ timeout: 15_000 });
    const places = ['li.legend-item[data-series="playsAndDownloadsSeries"]', '.summary[data-term="Episode.playsAndDownloads"]', '[data-field="uniqueListeners"]', '[data-field="completionRate"]'];
    for (const place of places) {
      const note = panel.locator(`${place} .error-note`);
      await note.waitFor({ timeout: 10_000 });
      expect(await note.getAttribute('data-codes')).toBe('UPSTREAM_ERROR');
      expect(await panel.locator(`${place} .total`).count()).toBe(0);
    }
    expect(await panel.locator('li.legend-item .label').innerText()).toBe(label);
    expect(await panel.locator('.summary[data-term="Episode.playsAndDownloads"] .label').innerText()).toBe(words.get('Episode.playsAndDownloads')!.label);
    expect(await panel.locator('.error-note').count()).toBe(places.length);
    expect(await panel.getByText('No data for this window').count()).toBe(1);
    await screenshot(page, 'dashboard-partial-data');
    expectCleanPage();
  });
});

import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CommentRecord } from '../../src/sandbox/data/model.js';
import type { Stack } from '../helpers/stack.js';
import { dashboardSession, docScreenshot, seriousViolations, wav, type DashboardPage } from './dashboard-page.js';

/**
 * A dashboard a creator keeps (issue 30), used the way a creator in New York uses it: the
 * browser runs in America/New_York, so every time on the page is a New York time with its zone.
 * Each journey is checked on the page and in the sandbox's records, and axe-core stays at zero
 * serious or critical violations on the states these journeys add.
 */
const ZONE = 'America/New_York';
/** Each journey's limit: several steps of a real browser, on a machine other test runs share. */
const JOURNEY_MS = 120_000;

const session = dashboardSession({
  stack: {
    behaviour: { audioPoll404Ms: 100, mediaProcessingMs: 300, audioDecoding: 'header' },
    config: { uploadPollInitialMs: 50, uploadPollMaxMs: 100, uploadPollTimeoutMs: 20_000 },
  },
  timezoneId: ZONE,
  stepTimeoutMs: 8_000,
});
let stack: Stack;
let dash: DashboardPage;
let page: Page;
beforeEach(() => void ({ stack, dash, page } = session));

const showSection = (name: string) => page.locator('section.show', { has: page.getByRole('heading', { name, exact: true }) });
const editor = () => page.getByRole('region', { name: 'Episode editor' });
const episodes = () => [...stack.sandbox.store.episodes.values()];
const nowS = () => Date.now() / 1000;

async function expectAccessible(view: string) {
  expect(await seriousViolations(page), `axe on ${view}`).toEqual([]);
}

async function createDraft(show: string, title: string) {
  await showSection(show).getByRole('button', { name: 'New draft' }).click();
  await page.getByLabel('Draft title').fill(title);
  await page.getByRole('button', { name: 'Create draft' }).click();
  await editor().getByText('Draft: not public, no publish time.').waitFor({ timeout: 10_000 });
  return episodes().find((e) => e.title === title)!;
}

describe('every unpublished episode findable', () => {
  it('lists the drafts and scheduled episodes made elsewhere on a fresh gateway, and opens any episode by its ID or URI', async () => {
    const unpublished = episodes().filter((e) => e.stationId === 5002 && (e.publishOn === null ? !e.isPublished : e.publishOn > nowS()));
    expect(unpublished.length).toBeGreaterThanOrEqual(4);
    const list = showSection('Garden Talk').getByRole('list', { name: 'Drafts and scheduled' });
    for (const e of unpublished) await list.locator(`button[data-episode-id="${e.episodeId}"]`).waitFor({ timeout: 15_000 });
    expect(await list.locator('button.episode').count()).toBe(unpublished.length);
    expect(await showSection('Garden Talk').locator('.incomplete').getAttribute('data-source')).toBe('UPSTREAM_LIST');
    const scheduled = unpublished.find((e) => e.publishOn !== null)!;
    // Its time carries its zone.
    expect(await list.locator(`button[data-episode-id="${scheduled.episodeId}"] .when`).innerText()).toMatch(/^goes live .+ (EST|EDT)$/);
    await expectAccessible('the list of unpublished episodes');

    // By ID: an episode of another show, opened in its show.
    const other = episodes().find((e) => e.stationId === 5003 && e.isPublished)!;
    const box = page.getByLabel('Open an episode by link or ID');
    await box.fill(String(other.episodeId));
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await editor().getByRole('heading', { name: other.title }).waitFor({ timeout: 10_000 });
    expect(page.url()).toContain(`#/shows/5003/episodes/${other.episodeId}/details`);
    // By URI.
    const draft = unpublished.find((e) => e.publishOn === null)!;
    await box.fill(`platform:episode:${draft.platformEpisodeId}`);
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await editor().getByRole('heading', { name: draft.title }).waitFor({ timeout: 10_000 });
    expect(page.url()).toContain(`#/shows/5002/episodes/${draft.episodeId}/details`);
    // Something that names no episode says what it takes.
    await box.fill('yesterday’s episode');
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await page.getByRole('search', { name: 'Open an episode' }).getByRole('alert').getByText(/Paste an episode’s ID/).waitFor();
    await expectAccessible('the open-episode box with its problem');
    await showSection('Garden Talk').evaluate((el) => el.scrollIntoView());
    await docScreenshot(page, 'shows');
    expect(dash.problems).toEqual([]);
  }, JOURNEY_MS);
});

describe('times with their zone', () => {
  it('names the zone everywhere, shows the schedule in the field, and lands a schedule across a DST change on the chosen instant', async () => {
    const draft = await createDraft('The Night Shift', 'Spring special');
    const panel = editor();
    expect(await panel.locator('.zone-note').innerText()).toBe(`Times are in your browser’s time zone, ${ZONE}.`);
    // 9:00 on 20 March 2027 in New York is EDT (UTC-4), though today is EST (UTC-5).
    await panel.getByLabel(/^Publish at/).fill('2027-03-20T09:00');
    expect(await panel.getByText(/^Publish at \(EDT, America\/New_York\)/).count()).toBe(1);
    await panel.getByRole('button', { name: 'Schedule' }).click();
    await panel.getByRole('status').getByText('Scheduled for Mar 20, 2027, 9:00 AM EDT.').waitFor({ timeout: 10_000 });
    expect(stack.sandbox.store.episodes.get(draft.episodeId)!.publishOn).toBe(Date.UTC(2027, 2, 20, 13, 0) / 1000);

    // After a reload: the field holds the schedule; the line, the badge and the list row name the zone.
    await page.reload();
    await panel.locator('[data-field="when"]').getByText('Scheduled: goes live Mar 20, 2027, 9:00 AM EDT.').waitFor({ timeout: 10_000 });
    // The field is filled once the episode's record has loaded, which may be after the line.
    await expect.poll(() => panel.getByLabel(/^Publish at/).inputValue(), { timeout: 10_000 }).toBe('2027-03-20T09:00');
    expect(await panel.locator('.panel-head .badge').getAttribute('title')).toBe('Goes live Mar 20, 2027, 9:00 AM EDT');
    const row = showSection('The Night Shift').locator(`button[data-episode-id="${draft.episodeId}"]`);
    expect(await row.locator('.when').innerText()).toBe('goes live Mar 20, 2027, 9:00 AM EDT');
    // Nothing was edited: the page does not ask before leaving.
    expect(await panel.locator('.unsaved').count()).toBe(0);

    // A wall-clock time New York skips (clocks jump from 2:00 to 3:00 on 14 March 2027) names no instant: refused, said so.
    await panel.getByLabel(/^Publish at/).fill('2027-03-14T02:30');
    await panel.getByRole('button', { name: 'Schedule' }).click();
    await panel.getByRole('status').getByText(/does not exist in America\/New_York/).waitFor();
    expect(stack.sandbox.store.episodes.get(draft.episodeId)!.publishOn).toBe(Date.UTC(2027, 2, 20, 13, 0) / 1000);
    await panel.getByLabel(/^Publish at/).fill('2027-03-20T09:00');
    await panel.evaluate((el) => el.scrollIntoView());
    await docScreenshot(page, 'schedule');
    await expectAccessible('the editor with its schedule');
    expect(dash.problems).toEqual([]);
  }, JOURNEY_MS);
});

describe('published episodes keep their share link', () => {
  it('asks before publishing and deleting, and shows the share link again after a reload', async () => {
    const draft = await createDraft('Code and Coffee', 'Ready to ship');
    const panel = editor();
    const dialogs: string[] = [];
    page.once('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await panel.getByRole('button', { name: 'Publish now' }).click();
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0]).toMatch(/^Publish “Ready to ship” now\?/);
    expect(stack.sandbox.store.episodes.get(draft.episodeId)!.isPublished).toBe(false);

    page.once('dialog', (d) => void d.accept());
    await panel.getByRole('button', { name: 'Publish now' }).click();
    // The draft may show its link already (the host answers one when the draft is made, 2.3):
    // the answer to the publish is the status line, not the link.
    await panel.getByRole('status').getByText('Published.').waitFor({ timeout: 10_000 });
    const share = panel.locator('[data-field="share"] a');
    await share.waitFor({ timeout: 10_000 });
    const link = await share.getAttribute('href');
    expect(link).toMatch(/^https?:\/\//);
    expect(stack.sandbox.store.episodes.get(draft.episodeId)!.isPublished).toBe(true);
    await page.reload();
    await panel.getByRole('heading', { name: 'Ready to ship' }).waitFor({ timeout: 10_000 });
    await share.waitFor({ timeout: 10_000 });
    expect(await share.getAttribute('href')).toBe(link);

    page.once('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await panel.getByRole('button', { name: 'Delete episode' }).click();
    await expect.poll(() => dialogs.length).toBe(2);
    expect(dialogs[1]).toMatch(/^Delete “Ready to ship” for good\?/);
    expect(stack.sandbox.store.episodes.has(draft.episodeId)).toBe(true);
    page.once('dialog', (d) => void d.accept());
    await panel.getByRole('button', { name: 'Delete episode' }).click();
    await page.getByRole('region', { name: 'Comments review queue' }).waitFor({ timeout: 10_000 });
    expect(stack.sandbox.store.episodes.has(draft.episodeId)).toBe(false);
    expect(dash.problems).toEqual([]);
  }, JOURNEY_MS);
});


describe('uploads that fail fast and say what survived', () => {
  it('refuses a text file renamed .mp3 before sending it, and says the current audio is unchanged', async () => {
    const episode = episodes().find((e) => e.stationId === 5003 && e.isPublished)!;
    await page.goto(`${stack.gatewayUrl}/app/#/shows/5003/episodes/${episode.episodeId}/audio`);
    const panel = page.getByRole('region', { name: 'Audio upload' });
    await panel.getByLabel('Audio file').setInputFiles({ name: 'tone.wav', mimeType: 'audio/wav', buffer: wav(3) });
    await panel.getByRole('button', { name: 'Upload' }).click();
    await panel.locator('.progress[data-phase="done"]').waitFor({ timeout: 20_000 });
    const uploads = () => dash.graphql.filter((r) => r.contentType.startsWith('multipart/form-data')).length;
    expect(uploads()).toBe(1);

    await panel.getByLabel('Audio file').setInputFiles({ name: 'notes.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('Episode notes: thanks to everyone who wrote in.\n'.repeat(30)) });
    await panel.getByRole('button', { name: 'Upload' }).click();
    const said = panel.locator('[data-field="audio-unchanged"]');
    await said.waitFor();
    // The episode's last job, read once the upload was done, names the audio that stays.
    await expect.poll(() => said.innerText(), { timeout: 10_000 }).toBe('“notes.mp3” is a text file, not audio: its first bytes say so. Nothing was sent. The current audio is unchanged: tone.wav, 3 s long.');
    expect(await panel.locator('[data-field="audio-duration"]').innerText()).toBe('Current audio: tone.wav, 3 s long');
    expect(uploads()).toBe(1);
    await expectAccessible('the audio view after a refused file');

    // A file the page cannot tell goes to the gateway; the host's refusal also says the audio survived.
    await panel.getByLabel('Audio file').setInputFiles({ name: 'noise.mp3', mimeType: 'audio/mpeg', buffer: Buffer.alloc(60_000, 3) });
    await panel.getByRole('button', { name: 'Upload' }).click();
    await panel.locator('.progress[data-phase="failed"]').waitFor({ timeout: 20_000 });
    expect(await said.innerText()).toBe('The current audio is unchanged: tone.wav, 3 s long.');
    expect(uploads()).toBe(2);
    expect(dash.problems).toEqual([]);
  }, JOURNEY_MS);
});

function addComment(id: string, episodeId: number, fields: Partial<CommentRecord>): void {
  stack.sandbox.store.comments.set(id, {
    commentId: id,
    episodeId,
    parentCommentId: null,
    username: `user-${id}`,
    userFullName: `Listener ${id}`,
    commentStr: `Comment ${id}`,
    language: 'en',
    state: 'published',
    initialModerationState: 'published',
    createDate: Date.now(),
    approvalDate: Date.now(),
    isRead: true,
    isPinned: false,
    hasParentEntityReacted: false,
    containsBlockedWords: false,
    isAnySensitivityPolicyInitiallyViolated: false,
    ...fields,
  });
}

describe('moderation that says what it did, where it did it', () => {
  it('says each outcome beside its comment, a pin that replaces another, marks and unblocks a blocked author, nests replies and names the show', async () => {
    const episode = episodes().filter((e) => e.stationId === 5001 && e.isPublished).sort((a, b) => b.publishOn! - a.publishOn!)[0];
    const t = Date.now();
    addComment('c800001', episode.episodeId, { userFullName: 'Ada', createDate: t - 1000 });
    addComment('c800002', episode.episodeId, { userFullName: 'Bo', createDate: t - 2000 });
    addComment('c800003', episode.episodeId, { parentCommentId: 'c800001', username: null, userFullName: null, commentStr: 'Thanks, Ada!', createDate: t - 500 });
    addComment('c800004', episode.episodeId, { userFullName: 'Cy', state: 'needs review', initialModerationState: 'needs review', approvalDate: null, createDate: t - 100 });
    addComment('c800005', episode.episodeId, { userFullName: 'Di', state: 'needs review', initialModerationState: 'needs review', approvalDate: null, createDate: t - 200 });

    await page.goto(`${stack.gatewayUrl}/app/#/shows/5001/comments`);
    const queue = page.getByRole('region', { name: 'Comments review queue' });
    await queue.getByRole('heading', { name: 'Comments on The Night Shift' }).waitFor({ timeout: 15_000 });
    const item = (id: string) => queue.locator(`li.comment[data-comment-uri="platform:comment:${id}"]`);

    // Approve: the outcome takes the comment's place, announced, with the keyboard on it.
    await item('c800004').getByRole('button', { name: 'Approve' }).click();
    const gone = queue.locator('li.comment-outcome', { hasText: 'Approved the comment by Cy.' });
    await gone.waitFor({ timeout: 10_000 });
    await expect.poll(() => item('c800004').count()).toBe(0);
    expect(await gone.getByRole('status').count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('comment-outcome');
    // The next comment follows it in the list.
    expect(await queue.locator('ul.comments > li').nth(0).getAttribute('class')).toBe('comment-outcome');

    // Delete, then Undo: the comment is back in its place, with the keyboard on it.
    await item('c800005').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Undo');
    await page.keyboard.press('Enter');
    await item('c800005').getByRole('status').getByText('Kept the comment by Di.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('li.comment')?.getAttribute('data-comment-uri'))).toBe('platform:comment:c800005');

    await queue.getByLabel('Comment status').selectOption('PUBLISHED');
    await item('c800001').waitFor({ timeout: 10_000 });
    // The reply sits under its comment.
    await item('c800001').locator('ul.replies > li.comment[data-comment-uri="platform:comment:c800003"]').waitFor();
    expect(await queue.locator('ul.comments > li.comment[data-comment-uri="platform:comment:c800003"]').count()).toBe(0);

    // Pin one, then another of the same episode: the second says it replaces the first.
    await item('c800001').getByRole('button', { name: 'Pin' }).click();
    await item('c800001').getByRole('status').getByText('Pinned the comment by Ada.').waitFor({ timeout: 10_000 });
    await item('c800001').getByRole('button', { name: 'Unpin' }).waitFor({ timeout: 10_000 });
    await item('c800002').getByRole('button', { name: 'Pin' }).click();
    await item('c800002')
      .getByRole('status')
      .getByText('Pinned the comment by Bo. It replaces the comment by Ada, which is no longer pinned (one pinned comment per episode).')
      .waitFor({ timeout: 10_000 });
    expect(stack.sandbox.store.comments.get('c800001')!.isPinned).toBe(false);
    expect(stack.sandbox.store.comments.get('c800002')!.isPinned).toBe(true);
    // The keyboard stayed on the comment acted on.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('li.comment')?.getAttribute('data-comment-uri'))).toBe('platform:comment:c800002');

    // Block: the author is marked, and unblocking is offered (this host has the mutation).
    page.once('dialog', (d) => void d.accept());
    await item('c800002').getByRole('button', { name: 'Block author' }).click();
    await item('c800002').locator('.badge-blocked').waitFor({ timeout: 10_000 });
    expect(stack.sandbox.store.shows.get(5001)!.blockedUsers.has('user-c800002')).toBe(true);
    await queue.evaluate((el) => el.scrollIntoView());
    await docScreenshot(page, 'moderation');
    await expectAccessible('the review queue with outcomes, a blocked author and replies');
    await item('c800002').getByRole('button', { name: 'Unblock author' }).click();
    await item('c800002').getByRole('status').getByText('Unblocked Bo: they can comment on this show again.').waitFor({ timeout: 10_000 });
    expect(stack.sandbox.store.shows.get(5001)!.blockedUsers.has('user-c800002')).toBe(false);
    await expect.poll(() => item('c800002').locator('.badge-blocked').count(), { timeout: 10_000 }).toBe(0);
    expect(dash.problems).toEqual([]);
  }, JOURNEY_MS);
});

describe('keyboard and focus', () => {
  it('offers a skip link to the editor as the first Tab stop', async () => {
    const episode = episodes().find((e) => e.stationId === 5001 && e.isPublished)!;
    await page.goto(`${stack.gatewayUrl}/app/#/shows/5001/episodes/${episode.episodeId}/details`);
    await editor().getByRole('heading', { name: episode.title }).waitFor({ timeout: 15_000 });
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to the editor');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('content');
    // From there, a few presses reach the editor's fields (the view's tabs come first).
    let steps = 0;
    while (steps < 6 && (await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)) !== 'title') {
      await page.keyboard.press('Tab');
      steps++;
    }
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('title');
    expect(steps).toBeLessThanOrEqual(3);
    expect(dash.problems).toEqual([]);
  }, JOURNEY_MS);
});

describe('the smaller things', () => {
  it('labels counts in whole numbers and months by month, keeps and flags an over-long poll question, clamps a long title, and brings back the sandbox token', async () => {
    // Monthly points are labelled by month, and a count axis has whole steps.
    await page.goto(`${stack.gatewayUrl}/app/#/shows/5001/analytics`);
    const chart = page.getByRole('region', { name: 'Analytics chart' });
    await chart.locator('svg.chart g.line').waitFor({ timeout: 15_000 });
    await chart.getByLabel('Interval').selectOption('MONTH');
    await expect.poll(async () => (await chart.locator('.tick.x text').allTextContents()).join('|'), { timeout: 10_000 }).toMatch(/^[A-Z][a-z]{2} \d{4}(\|[A-Z][a-z]{2} \d{4})*$/);
    for (const label of await chart.locator('.tick.y text').allTextContents()) expect(label).toMatch(/^[\d,]+$/);
    // The completion rate's change is said as a relative change, with both values.
    const rate = chart.locator('[data-field="completionRate"] .change');
    if (await rate.count()) expect(await rate.innerText()).toMatch(/ relative change, from [\d.]+ % to [\d.]+ %, compared with/);

    // A 141-character question stays whole and is said to be one too long.
    const episode = episodes().find((e) => e.stationId === 5003 && e.isPublished && !stack.sandbox.store.polls.has(e.episodeId))!;
    await page.goto(`${stack.gatewayUrl}/app/#/shows/5003/episodes/${episode.episodeId}/poll`);
    const poll = page.getByRole('region', { name: 'Episode poll' });
    await poll.getByLabel('Question').fill('q'.repeat(141));
    expect((await poll.getByLabel('Question').inputValue()).length).toBe(141);
    await poll.getByText('141 of 140 characters: 1 too many.', { exact: false }).waitFor();
    expect(await poll.getByRole('button', { name: 'Create poll' }).isDisabled()).toBe(true);
    await expectAccessible('the poll form with a question too long');
    // Emptied again, so leaving the view has nothing unsaved to ask about.
    await poll.getByLabel('Question').fill('');

    // A 515-character title takes two lines in its list row.
    const long = `A very long title ${'word '.repeat(100)}`.slice(0, 515);
    await createDraft('Garden Talk', long);
    const row = showSection('Garden Talk').locator('button.episode', { hasText: 'A very long title' }).first();
    const box = (await row.locator('.title').boundingBox())!;
    expect(box.height).toBeLessThan(60);

    // A new episode has no plays: its count axis goes 0, 1, never 0.2, 0.4…
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await chart.locator('svg.chart .tick.y').first().waitFor({ timeout: 15_000 });
    expect(await chart.locator('.tick.y text').allTextContents()).toEqual(['0', '1']);

    // The token field cleared: the sandbox token comes back with one button.
    await page.getByLabel('Token').fill('');
    await page.getByRole('button', { name: 'Use token' }).click();
    await page.getByText('Paste a bearer token above').waitFor();
    await page.getByRole('button', { name: 'Use the sandbox token' }).click();
    await page.getByRole('heading', { name: 'Shows' }).waitFor({ timeout: 10_000 });
    expect(await page.getByLabel('Token').inputValue()).toBe(stack.sandbox.token);
    expect(dash.problems).toEqual([]);
  }, JOURNEY_MS);
});

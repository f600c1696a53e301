import { randomBytes } from 'node:crypto';
// The client package's sources (its build is not needed to type-check the tests).
import { createClient, documents } from '../../client/src/index.js';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_TOKENS } from '../../src/sandbox/index.js';
import type { Stack } from '../helpers/stack.js';
import { dashboardSession, docScreenshot, seriousViolations, wav, type DashboardPage } from './dashboard-page.js';

/**
 * The creator dashboard as a podcaster keeps using it (issue 22): drafts and scheduled episodes
 * that survive a reload, messages in plain words, deep links and the unsaved-changes guard,
 * moderation that cannot lose a comment, polls and episode settings, and no serious or critical
 * axe-core violation on any view. Each journey is checked on the page and in the sandbox's
 * records; the screenshots of docs/clients.md are taken here.
 */
const session = dashboardSession({
  stack: {
    // Audio decoded as the host would (undecodable bytes fail); processing brief (a test that
    // must see it holds the host's answer until it has).
    behaviour: { audioPoll404Ms: 300, mediaProcessingMs: 200, audioDecoding: 'header' },
    config: { uploadPollInitialMs: 50, uploadPollMaxMs: 100, uploadPollTimeoutMs: 20_000 },
  },
  // A step that cannot happen fails with its locator, well before the test's own timeout.
  stepTimeoutMs: 8_000,
});
let stack: Stack;
let dash: DashboardPage;
let page: Page;
beforeEach(() => void ({ stack, dash, page } = session));

const MEDIA_POLL = 'GET /v3/upload/media/{uploadId}';

function showSection(name: string) {
  return page.locator('section.show', { has: page.getByRole('heading', { name, exact: true }) });
}

function apiClient(token: string = stack.sandbox.token) {
  return createClient({ url: `${stack.gatewayUrl}/graphql`, token });
}

function publishedOf(stationId: number) {
  return [...stack.sandbox.store.episodes.values()].filter((e) => e.stationId === stationId && e.isPublished).sort((a, b) => b.publishOn! - a.publishOn!);
}

async function expectAccessible(view: string) {
  const violations = await seriousViolations(page);
  expect(violations, `axe on ${view}`).toEqual([]);
}

async function createDraftInUi(show: string, title: string) {
  await showSection(show).getByRole('button', { name: 'New draft' }).click();
  await page.getByLabel('Draft title').fill(title);
  await page.getByRole('button', { name: 'Create draft' }).click();
  const editor = page.getByRole('region', { name: 'Episode editor' });
  await editor.getByRole('heading', { name: title }).waitFor({ timeout: 8_000 });
  // A new draft opens clean: nothing the creator did not ask about is reported.
  await editor.getByText('Draft: not public, no publish time.').waitFor();
  expect(await editor.locator('.error-note').count()).toBe(0);
}

describe('drafts and scheduled episodes first', () => {
  it('lists a new draft and a scheduled episode under their show after a reload, apart from the published ones, with their times', async () => {
    await createDraftInUi('Garden Talk', 'Draft that survives a reload');
    const draft = [...stack.sandbox.store.episodes.values()].find((e) => e.title === 'Draft that survives a reload')!;
    await createDraftInUi('Garden Talk', 'Scheduled for later');
    const scheduled = [...stack.sandbox.store.episodes.values()].find((e) => e.title === 'Scheduled for later')!;
    const goLive = new Date(Date.now() + 3 * 86_400_000);
    goLive.setSeconds(0, 0);
    const r = await apiClient().request(documents.ScheduleEpisode, { id: scheduled.episodeId, publishOn: goLive.toISOString() });
    expect(r.errors).toEqual([]);

    await page.reload();
    const unpublished = showSection('Garden Talk').getByRole('list', { name: 'Drafts and scheduled' });
    await unpublished.getByRole('button', { name: /Draft that survives a reload/ }).waitFor({ timeout: 8_000 });
    const draftRow = unpublished.locator(`button[data-episode-id="${draft.episodeId}"]`);
    expect(await draftRow.locator('.badge').getAttribute('data-state')).toBe('DRAFT');
    const scheduledRow = unpublished.locator(`button[data-episode-id="${scheduled.episodeId}"]`);
    await expect.poll(() => scheduledRow.locator('.badge').getAttribute('data-state'), { timeout: 10_000 }).toBe('SCHEDULED');
    // With its zone (issue 30): the browser's own, named.
    const shownTime = await page.evaluate(
      (iso) => new Date(iso).toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
      goLive.toISOString(),
    );
    expect(await scheduledRow.locator('.when').innerText()).toBe(`goes live ${shownTime}`);
    // The list says where it comes from: this sandbox lists every episode (ALL_EPISODES).
    expect(await showSection('Garden Talk').locator('.incomplete').getAttribute('data-source')).toBe('UPSTREAM_LIST');
    // Published episodes are listed apart, each with its date.
    const published = showSection('Garden Talk').getByRole('list', { name: 'Published' });
    expect(await published.locator('.badge[data-state="PUBLISHED"]').count()).toBe(10);
    expect(await published.locator('.badge[data-state="DRAFT"]').count()).toBe(0);
    const newest = publishedOf(5002)[0];
    const newestDate = await page.evaluate((ms) => new Date(ms).toLocaleDateString(undefined, { dateStyle: 'medium' }), newest.publishOn! * 1000);
    expect(await published.locator(`button[data-episode-id="${newest.episodeId}"] .when`).innerText()).toBe(newestDate);
    await showSection('Garden Talk').evaluate((el) => el.scrollIntoView());
    await docScreenshot(page, 'shows');
    await expectAccessible('the shows list');

    // The scheduled episode opens on its go-live time.
    await scheduledRow.click();
    const editor = page.getByRole('region', { name: 'Episode editor' });
    await editor.locator('[data-field="when"]').getByText(`Scheduled: goes live ${shownTime}.`).waitFor({ timeout: 10_000 });
    expect(await editor.locator('.error-note').count()).toBe(0);

    // Another account does not see this account's drafts.
    const other = await apiClient(SANDBOX_TOKENS.other).request(documents.ShowUnpublishedEpisodes, { stationId: 5002 });
    expect(other.data?.show?.knownUnpublishedEpisodes ?? []).toEqual([]);
    // Published, it leaves the list.
    await apiClient().request(documents.PublishEpisode, { id: draft.episodeId });
    const after = await apiClient().request(documents.ShowUnpublishedEpisodes, { stationId: 5002 });
    const left = after.data!.show!.knownUnpublishedEpisodes.map((e) => e.id);
    expect(left).toContain(scheduled.episodeId);
    expect(left).not.toContain(draft.episodeId);
    expect(dash.problems).toEqual([]);
  });
});

describe('messages for people', () => {
  it('says what is wrong with a field in plain words, and long text wraps', async () => {
    const episode = publishedOf(5001)[3];
    await showSection('The Night Shift').getByRole('button', { name: episode.title }).click();
    const editor = page.getByRole('region', { name: 'Episode editor' });
    await expect.poll(() => editor.getByLabel('Title').inputValue(), { timeout: 10_000 }).toBe(episode.title);
    // A blank title (the browser's own check is bypassed: the gateway's answer is what is shown).
    await editor.getByLabel('Title').evaluate((el) => el.removeAttribute('required'));
    await editor.getByLabel('Title').fill('   ');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    const note = editor.locator('.outcome .error-note');
    await note.waitFor({ timeout: 10_000 });
    expect(await note.getAttribute('data-codes')).toBe('BAD_USER_INPUT');
    const text = await note.locator('.sentence').innerText();
    expect(text).toBe('Could not save: Title: Give the episode a title.');
    expect(await note.innerText()).not.toMatch(/BAD_USER_INPUT|input\.title/);
    await docScreenshot(page, 'error-message');

    // An unbroken 5,000-character title does not widen the page.
    const long = 'x'.repeat(5_000);
    await editor.getByLabel('Title').fill(long);
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await editor.getByRole('status').getByText('Saved.').waitFor({ timeout: 10_000 });
    await expect.poll(() => editor.getByRole('heading', { level: 2 }).innerText()).toBe(long);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(1280);

    // A publish time in the past, on a draft: the field and what to do instead.
    const draft = [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5003 && !e.isPublished && e.publishOn === null)!;
    await page.goto(`${stack.gatewayUrl}/app/#/shows/5003/episodes/${draft.episodeId}/details`);
    await expect.poll(() => editor.getByLabel('Title').inputValue(), { timeout: 15_000 }).toBe(draft.title);
    await editor.getByLabel('Publish at').fill('2020-01-01T10:00');
    await editor.getByRole('button', { name: 'Schedule' }).click();
    const past = editor.locator('.outcome .error-note .sentence');
    await past.waitFor({ timeout: 10_000 });
    expect(await past.innerText()).toBe('Could not schedule: Publish time: Pick a publish time in the future. To publish at once, use "Publish now". A published episode keeps its publish time.');
    expect(stack.sandbox.store.episodes.get(draft.episodeId)!.publishOn).toBeNull();
    // A publish time typed and not used is an unsaved edit: cleared, nothing holds the page.
    await editor.getByLabel('Publish at').fill('');

    // A refused token, in plain words.
    await page.getByLabel('Token').fill('not-a-token');
    await page.getByRole('button', { name: 'Use token' }).click();
    // The list's own note (a child of the nav): each show's drafts ask again too, and their notes,
    // prefixed "Drafts:", may come first.
    const refused = page.locator('nav.shows > .error-note').first();
    await refused.waitFor({ timeout: 10_000 });
    expect(await refused.locator('.sentence').innerText()).toBe('Your sign-in token was not accepted. Paste a current token and try again.');
    await expectAccessible('a refused token');
  });
});

describe('deep links and the unsaved-changes guard', () => {
  it('gives each show, episode and tab a URL that survives a reload, with back and forward', async () => {
    const [first, second] = publishedOf(5001);
    await showSection('The Night Shift').getByRole('button', { name: first.title }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#/shows/5001/episodes/${first.episodeId}/details`);
    await page.getByRole('tab', { name: 'Audio' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#/shows/5001/episodes/${first.episodeId}/audio`);
    await page.reload();
    await page.getByRole('region', { name: 'Audio upload' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('tab', { name: 'Audio' }).getAttribute('aria-selected')).toBe('true');
    await page.goBack();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#/shows/5001/episodes/${first.episodeId}/details`);
    await page.getByRole('region', { name: 'Episode editor' }).getByRole('heading', { name: first.title }).waitFor({ timeout: 15_000 });
    // The editor has loaded its episode before the page moves on (a half-loaded form is no edit to guard).
    await page.getByRole('region', { name: 'Episode editor' }).getByLabel('Title').waitFor({ timeout: 15_000 });
    await page.goForward();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#/shows/5001/episodes/${first.episodeId}/audio`);
    await page.getByRole('region', { name: 'Audio upload' }).waitFor({ timeout: 15_000 });

    // The show's views have URLs too; the tabs move by arrow keys.
    await showSection('The Night Shift').getByRole('button', { name: 'Comments and analytics' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/shows/5001/comments');
    await page.getByRole('tab', { name: 'Review queue' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/shows/5001/analytics');
    await page.goto(`${stack.gatewayUrl}/app/#/shows/5001/episodes/${second.episodeId}/details`);
    await page.getByRole('region', { name: 'Episode editor' }).getByRole('heading', { name: second.title }).waitFor({ timeout: 15_000 });
  });

  it('asks before unsaved edits are lost: another episode, back, a new token, a reload', async () => {
    const [first, second] = publishedOf(5001);
    await showSection('The Night Shift').getByRole('button', { name: first.title }).click();
    const editor = page.getByRole('region', { name: 'Episode editor' });
    await expect.poll(() => editor.getByLabel('Title').inputValue(), { timeout: 10_000 }).toBe(first.title);
    await editor.getByLabel('Title').fill('Not saved yet');
    const dialogs: string[] = [];

    // Another episode: staying keeps the edit.
    page.once('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await showSection('The Night Shift').getByRole('button', { name: second.title }).click();
    expect(dialogs).toEqual(['You have unsaved changes. Leave without saving them?']);
    expect(await editor.getByLabel('Title').inputValue()).toBe('Not saved yet');
    expect(await page.evaluate(() => location.hash)).toBe(`#/shows/5001/episodes/${first.episodeId}/details`);

    // Back: staying keeps it too.
    page.once('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.evaluate(() => history.back());
    await expect.poll(() => dialogs.length).toBe(2);
    expect(await editor.getByLabel('Title').inputValue()).toBe('Not saved yet');

    // Another token: staying keeps it.
    page.once('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.getByLabel('Token').fill(SANDBOX_TOKENS.other);
    await page.getByRole('button', { name: 'Use token' }).click();
    expect(dialogs.length).toBe(3);
    expect(await editor.getByLabel('Title').inputValue()).toBe('Not saved yet');
    await page.getByLabel('Token').fill(stack.sandbox.token);

    // Closing or reloading the page: the page asks the browser to ask (beforeunload cancelled;
    // headless Chromium shows no dialog for it without a real gesture, so the event is sent here).
    const leaveRefused = () =>
      page.evaluate(() => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
    expect(await leaveRefused()).toBe(true);
    expect(stack.sandbox.store.episodes.get(first.episodeId)!.title).toBe(first.title);
    // Saved, nothing holds the page.
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await editor.getByRole('status').getByText('Saved.').waitFor({ timeout: 10_000 });
    expect(stack.sandbox.store.episodes.get(first.episodeId)!.title).toBe('Not saved yet');
    await expect.poll(leaveRefused, { timeout: 10_000 }).toBe(false);
    page.once('dialog', () => dialogs.push('unexpected'));
    await showSection('The Night Shift').getByRole('button', { name: second.title }).click();
    await editor.getByRole('heading', { name: second.title }).waitFor({ timeout: 10_000 });
    expect(dialogs.length).toBe(3);
  });
});

describe('moderation that cannot lose data', () => {
  it('pages through the whole held queue, offers only what the host accepts, and undoes a delete', async () => {
    // More held comments than one page: 25 on top of the seeded ones.
    const target = publishedOf(5001)[0];
    for (let i = 0; i < 25; i++) {
      const id = `c9${String(i).padStart(5, '0')}`;
      stack.sandbox.store.comments.set(id, {
        commentId: id,
        episodeId: target.episodeId,
        parentCommentId: null,
        username: `user-held${i}`,
        userFullName: `Held ${i}`,
        commentStr: `Held comment ${i}`,
        language: 'en',
        state: 'needs review',
        initialModerationState: 'needs review',
        createDate: Date.now() - i * 60_000,
        approvalDate: null,
        isRead: false,
        isPinned: false,
        hasParentEntityReacted: false,
        containsBlockedWords: false,
        isAnySensitivityPolicyInitiallyViolated: false,
      });
    }
    const held = () => {
      const episodes = new Set(publishedOf(5001).map((e) => e.episodeId));
      return [...stack.sandbox.store.comments.values()].filter((c) => c.state === 'needs review' && episodes.has(c.episodeId));
    };
    const heldCount = held().length;
    expect(heldCount).toBeGreaterThan(20);

    await page.goto(`${stack.gatewayUrl}/app/#/shows/5001/comments`);
    const queue = page.getByRole('region', { name: 'Comments review queue' });
    const items = queue.locator('li.comment');
    await items.first().waitFor({ timeout: 15_000 });
    while (await queue.getByRole('button', { name: /Show more comments/ }).count()) {
      const before = await items.count();
      await queue.getByRole('button', { name: /Show more comments/ }).click();
      await expect.poll(() => items.count(), { timeout: 15_000 }).toBeGreaterThan(before);
    }
    expect(await items.count()).toBe(heldCount);
    // Held comments: approve, block, delete; never reply or pin (the host refuses those).
    expect(await queue.locator('li.comment[data-status="NEEDS_REVIEW"]').getByRole('button', { name: 'Reply' }).count()).toBe(0);
    expect(await queue.locator('li.comment[data-status="NEEDS_REVIEW"]').getByRole('button', { name: 'Pin' }).count()).toBe(0);
    // Each comment names its episode.
    const mine = queue.locator('li.comment', { hasText: 'Held comment 0' });
    expect(await mine.locator('[data-field="episode"]').innerText()).toBe(`On ${target.title}`);
    await docScreenshot(page, 'comments');
    await expectAccessible('the review queue');

    // Delete, then undo: nothing reaches the host, the comment is back.
    const uri = (await mine.getAttribute('data-comment-uri'))!;
    await mine.getByRole('button', { name: 'Delete' }).click();
    const toast = queue.locator('.toast');
    await toast.waitFor();
    expect(await queue.locator(`li.comment[data-comment-uri="${uri}"]`).count()).toBe(0);
    // The keyboard is on Undo: Enter brings the comment back.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Undo');
    await page.keyboard.press('Enter');
    await queue.locator(`li.comment[data-comment-uri="${uri}"]`).waitFor();
    expect(stack.sandbox.store.comments.has('c900000')).toBe(true);
    expect(dash.graphql.filter((r) => r.body?.operationName === 'DeleteComment')).toEqual([]);

    // Delete for good.
    await queue.locator(`li.comment[data-comment-uri="${uri}"]`).getByRole('button', { name: 'Delete' }).click();
    await queue.locator('.toast').getByRole('button', { name: 'Delete now' }).click();
    await queue.getByRole('status').getByText(/^Deleted the comment by Held 0/).waitFor({ timeout: 10_000 });
    expect(stack.sandbox.store.comments.has('c900000')).toBe(false);
    expect(held().length).toBe(heldCount - 1);

    // Block a held comment's author.
    page.once('dialog', (d) => void d.accept());
    await queue.locator('li.comment', { hasText: 'Held comment 1' }).first().getByRole('button', { name: 'Block author' }).click();
    await queue.getByRole('status').getByText('Blocked Held 1.').waitFor({ timeout: 10_000 });
    expect(stack.sandbox.store.shows.get(5001)!.blockedUsers.has('user-held1')).toBe(true);

    // Published comments: reply and pin are offered; pin reaches the host.
    await queue.getByLabel('Comment status').selectOption('PUBLISHED');
    const root = queue.locator('li.comment[data-status="PUBLISHED"]:not(:has(.badge:text("reply")))').first();
    await root.waitFor({ timeout: 10_000 });
    expect(await root.getByRole('button', { name: 'Reply' }).count()).toBe(1);
    const rootId = (await root.getAttribute('data-comment-uri'))!.split(':').pop()!;
    await root.getByRole('button', { name: 'Pin' }).click();
    await queue.getByRole('status').getByText(/^Pinned the comment by /).waitFor({ timeout: 10_000 });
    expect(stack.sandbox.store.comments.get(rootId)?.isPinned).toBe(true);
    expect(dash.problems).toEqual([]);
  });
});

describe('polls and episode settings', () => {
  it('creates, replaces and deletes a poll within the upstream bounds, sets the sponsored flag and shows the share link', async () => {
    const episode = publishedOf(5003).find((e) => !stack.sandbox.store.polls.has(e.episodeId))!;
    await page.goto(`${stack.gatewayUrl}/app/#/shows/5003/episodes/${episode.episodeId}/poll`);
    const panel = page.getByRole('region', { name: 'Episode poll' });
    const question = panel.getByLabel('Question');
    await question.waitFor({ timeout: 15_000 });
    // At most 140 characters (document 2, 4.3): a longer one is kept whole and said too long.
    await question.fill('q'.repeat(200));
    expect((await question.inputValue()).length).toBe(200);
    await panel.getByText('200 of 140 characters: 60 too many.', { exact: false }).waitFor();
    await question.fill('Which topic next?');
    await panel.getByRole('textbox', { name: 'Answer 1' }).fill('Tomatoes');
    await panel.getByRole('textbox', { name: 'Answer 2' }).fill('Roses');
    await panel.getByRole('button', { name: 'Create poll' }).click();
    await panel.getByRole('status').getByText('Poll created.').waitFor({ timeout: 10_000 });
    expect(stack.sandbox.store.polls.get(episode.episodeId)).toMatchObject({ question: 'Which topic next?', options: [{ description: 'Tomatoes' }, { description: 'Roses' }] });
    await docScreenshot(page, 'poll');
    await expectAccessible('the poll view');

    await panel.getByRole('button', { name: 'Replace poll' }).click();
    await panel.getByRole('button', { name: 'Add answer' }).click();
    await panel.getByRole('textbox', { name: 'Answer 3' }).fill('Herbs');
    await panel.getByRole('button', { name: 'Save new poll' }).click();
    await panel.getByRole('status').getByText('Poll replaced.').waitFor({ timeout: 10_000 });
    expect(stack.sandbox.store.polls.get(episode.episodeId)!.options.map((o) => o.description)).toEqual(['Tomatoes', 'Roses', 'Herbs']);

    page.once('dialog', (d) => void d.accept());
    await panel.getByRole('button', { name: 'Delete poll' }).click();
    await panel.getByRole('status').getByText('Poll deleted.').waitFor({ timeout: 10_000 });
    expect(stack.sandbox.store.polls.has(episode.episodeId)).toBe(false);

    // The sponsored-content flag, then a save that brings the share link.
    await page.getByRole('tab', { name: 'Details' }).click();
    const editor = page.getByRole('region', { name: 'Episode editor' });
    const flag = editor.getByLabel('This episode contains sponsored content (paid promotion)');
    await expect.poll(() => flag.isEnabled(), { timeout: 10_000 }).toBe(true);
    const before = stack.sandbox.store.episodes.get(episode.episodeId)!.containsSponsoredContent;
    await flag.click();
    await editor.getByRole('status').getByText(before ? 'Marked as not sponsored.' : 'Marked as sponsored.').waitFor({ timeout: 10_000 });
    expect(stack.sandbox.store.episodes.get(episode.episodeId)!.containsSponsoredContent).toBe(!before);
    await editor.getByLabel('Description (HTML)').fill('<p>Notes with a share link.</p>');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await editor.getByRole('status').getByText('Saved.').waitFor({ timeout: 10_000 });
    const link = editor.locator('[data-field="share"] a');
    await link.waitFor({ timeout: 10_000 });
    expect(await link.getAttribute('href')).toMatch(/^https?:\/\//);
    await docScreenshot(page, 'episode');
    await expectAccessible('the episode editor');
    expect(dash.problems).toEqual([]);
  });
});


describe('upload phases from the job states', () => {
  it('shows uploading, then processing with its elapsed time, then the audio length the host measured, and keeps it on the episode', async () => {
    const episode = publishedOf(5002)[2];
    await page.goto(`${stack.gatewayUrl}/app/#/shows/5002/episodes/${episode.episodeId}/audio`);
    const panel = page.getByRole('region', { name: 'Audio upload' });
    // The host's first answer on the processing is held until the page has been seen processing.
    let seen = () => {};
    const processingSeen = new Promise<void>((resolve) => (seen = resolve));
    stack.sandbox.hooks.fault(MEDIA_POLL, { times: 1, hold: () => processingSeen });
    await panel.getByLabel('Audio file').setInputFiles({ name: 'take.wav', mimeType: 'audio/wav', buffer: wav(10) });
    await panel.getByRole('button', { name: 'Upload' }).click();
    const progress = panel.locator('.progress');
    try {
      await panel.locator('.progress[data-phase="processing"]').waitFor({ timeout: 15_000 });
      expect(await progress.locator('.phases li.past').innerText()).toBe('Upload');
      await expect.poll(() => progress.getByRole('status').innerText(), { timeout: 10_000 }).toMatch(/^The host is processing the audio \(\d+ s so far/);
      await docScreenshot(page, 'upload-processing');
    } finally {
      seen();
    }
    await panel.locator('.progress[data-phase="done"]').waitFor({ timeout: 20_000 });
    expect(await progress.getByRole('status').innerText()).toBe('Done: 10 s of audio.');
    expect(stack.sandbox.store.episodes.get(episode.episodeId)!.media?.durationInMilliseconds).toBe(10_000);
    await expectAccessible('the audio view');

    // Afterwards, the episode shows its audio's length.
    await page.reload();
    await panel.locator('[data-field="audio-duration"]').waitFor({ timeout: 15_000 });
    expect(await panel.locator('[data-field="audio-duration"]').innerText()).toBe('Current audio: take.wav, 10 s long');
    await docScreenshot(page, 'audio');
    expect(dash.problems).toEqual([]);
  });

  it('fails random bytes named .wav as undecodable audio', async () => {
    const episode = publishedOf(5002)[3];
    await page.goto(`${stack.gatewayUrl}/app/#/shows/5002/episodes/${episode.episodeId}/audio`);
    const panel = page.getByRole('region', { name: 'Audio upload' });
    await panel.getByLabel('Audio file').setInputFiles({ name: 'noise.wav', mimeType: 'audio/wav', buffer: randomBytes(300_000) });
    await panel.getByRole('button', { name: 'Upload' }).click();
    await panel.locator('.progress[data-phase="failed"]').waitFor({ timeout: 20_000 });
    expect(await panel.locator('.progress').getByRole('status').innerText()).toMatch(/^Failed: The .* could not (be decoded|process the media file)/);
    const upload = [...stack.sandbox.store.uploads.values()].find((u) => u.filename === 'noise.wav')!;
    expect(upload.status).toBe('failed');
    expect(stack.sandbox.store.episodes.get(episode.episodeId)!.media?.uploadId).not.toBe(upload.uploadId);
  });
});

describe('a chart that explains itself, for every reader', () => {
  it("names its subject and comparison, and passes axe-core on a show's and an episode's analytics", async () => {
    await page.goto(`${stack.gatewayUrl}/app/#/shows/5001/analytics`);
    const panel = page.getByRole('region', { name: 'Analytics chart' });
    await panel.locator('svg.chart g.line').waitFor({ timeout: 15_000 });
    await panel.locator('[data-field="completionRate"] .total').waitFor({ timeout: 10_000 });
    expect(await panel.getByRole('heading', { level: 2 }).innerText()).toMatch(/ of The Night Shift$/);
    expect(await panel.locator('.summary[data-term="Show.playsAndDownloads"] .change').innerText()).toMatch(/compared with the previous 30 days, \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\)$/);
    await docScreenshot(page, 'chart');
    await expectAccessible("a show's analytics");

    const episode = publishedOf(5001)[4];
    await page.goto(`${stack.gatewayUrl}/app/#/shows/5001/episodes/${episode.episodeId}/analytics`);
    await panel.getByRole('heading', { level: 2, name: new RegExp(`of ${episode.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).waitFor({ timeout: 15_000 });
    await panel.locator('svg.chart g.line').waitFor({ timeout: 15_000 });
    await expectAccessible("an episode's analytics");
    expect(dash.problems).toEqual([]);
  });
});

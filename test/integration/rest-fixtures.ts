import { expect } from 'vitest';
import type { EpisodeRecord } from '../../src/sandbox/data/model.js';
import type { LoggedCall } from '../../src/sandbox/index.js';
import type { Stack } from '../helpers/stack.js';

/** Shared bits of the REST-endpoint tests (test/integration/rest-*.test.ts). */

export const CREATOR_USER_ID = 1001;
export const STATION = 5001;

export function episodesOf(stack: Stack, filter: (e: EpisodeRecord) => boolean, stationId = STATION): EpisodeRecord[] {
  return [...stack.sandbox.store.episodes.values()].filter((e) => e.stationId === stationId && filter(e));
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
export const publishedEpisode = (stack: Stack) => episodesOf(stack, (e) => e.isPublished)[0];
export const scheduledEpisode = (stack: Stack) => episodesOf(stack, (e) => !e.isPublished && e.publishOn !== null && e.publishOn > nowSeconds() + 3600)[0];
export const draftEpisode = (stack: Stack) => episodesOf(stack, (e) => !e.isPublished && e.publishOn === null)[0];

export function platformUri(episode: EpisodeRecord): string {
  return `platform:episode:${episode.platformEpisodeId}`;
}

/** The one call made to a route, asserting there was exactly one. */
export function onlyCall(stack: Stack, route: string): LoggedCall {
  const calls = stack.sandbox.hooks.calls({ route });
  expect(calls, `calls to ${route}`).toHaveLength(1);
  return calls[0];
}

/** Spec 4.0 on every REST call; Origin/Referer/Content-Type on POST and PUT. */
export function expectCommonRules(stack: Stack, call: LoggedCall, token = stack.sandbox.token): void {
  expect(call.headers.authorization).toBe(`Bearer ${token}`);
  expect(call.headers.accept).toBe('application/json');
  expect(call.query.isMumsCompatible).toBe('true');
  if (call.method === 'POST' || call.method === 'PUT') {
    expect(call.headers).toMatchObject({
      'content-type': 'application/json',
      origin: stack.config.appOrigin,
      referer: `${stack.config.appOrigin}/`,
    });
  }
  expect(call.problems).toEqual([]);
}

/** No token, upstream host or stack trace in what the client sees. */
export function expectNoSecrets(stack: Stack, body: unknown): void {
  const text = JSON.stringify(body);
  expect(text).not.toContain(stack.sandbox.token);
  expect(text).not.toContain(new URL(stack.sandbox.restUrl).host);
  expect(text).not.toMatch(/at .+\.ts:\d+/);
}

export function restRoutes(stack: Stack): string[] {
  return stack.sandbox.hooks.calls({ upstream: 'rest' }).map((c) => c.route);
}

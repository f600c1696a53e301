import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Target } from './documents.js';
import { startShapeStack, type ShapeStack } from './harness.js';
import { STATES, target, type State } from './targets.js';

/**
 * Counterexamples the shape suite found, kept as plain document pairs: the rewritten document
 * must answer as the inline one does (data, errors by path and code, upstream calls per route).
 * `$id` and `$uri` are the episode of `state`, `$stationId` its show.
 */
interface Regression {
  name: string;
  states: State[];
  inline: string;
  rewritten: string;
  /** Aliases the rewritten document adds (alias -> response key of the inline one), at any depth. */
  aliases?: Record<string, string>;
}

const REGRESSIONS: Regression[] = [
  {
    // Issue 18: the dashboard's editor read every scheduled episode's go-live time this way.
    name: 'publishOn of an episode read through a named fragment',
    states: ['scheduled', 'created and scheduled'],
    inline: `query ($id: Int!) { episode(id: $id) { id state uri publishOn } }`,
    rewritten: `query ($id: Int!) { episode(id: $id) { ...F } } fragment F on Episode { id state uri publishOn }`,
  },
  {
    // The suite's shrunk counterexample: any fragment at all in the selection, even one without a type condition.
    name: 'publishOn beside an inline fragment without a type condition',
    states: ['scheduled', 'created and scheduled'],
    inline: `query ($id: Int) { episode(id: $id) { id uri title publishOn } }`,
    rewritten: `query ($id: Int) { episode(id: $id) { id uri ... { title } publishOn } }`,
  },
  {
    // Shrunk from EpisodeAnalytics: stitching's delegation kept the first `type` (skipped) and
    // dropped its unconditional twin from the upstream request, so `type` answered null.
    name: 'an upstream field skipped once and selected again',
    states: ['published'],
    inline: `query ($id: Int) { episode(id: $id) { plays: analytics(getEpisodePlayCountRequest: { episodeAnalyticsMetricType: EPISODE_PLAYS, aggregationType: AGGREGATION_TYPE_TOTAL, window: WINDOW_LAST_THIRTY_DAYS }) { startDate type } } }`,
    rewritten: `query ($id: Int, $skipped: Boolean = true) { episode(id: $id) { plays: analytics(getEpisodePlayCountRequest: { episodeAnalyticsMetricType: EPISODE_PLAYS, aggregationType: AGGREGATION_TYPE_TOTAL, window: WINDOW_LAST_THIRTY_DAYS }) { type @skip(if: $skipped) startDate type } } }`,
  },
  {
    // Shrunk from ShowsAndEpisodes: the cost limit counted a field written twice twice, so a
    // rewriting that repeats a field was refused (OPERATION_LIMIT_EXCEEDED) and the inline one not.
    name: 'a field written twice costs what it costs once',
    states: ['published'],
    inline: `query { showsForUser { shows { stationId episodesV2(listEpisodesV2Request: { pagination: { pageSize: 10 } }) { items { id title state publishOn } } } } }`,
    rewritten: `query { showsForUser { shows { stationId episodesV2(listEpisodesV2Request: { pagination: { pageSize: 10 } }) { items { id title state publishOn state ... on Episode { title } } } } } }`,
  },
  {
    name: 'a field written twice, once under @skip(if: false), costs what it costs once',
    states: ['published'],
    inline: `query { showsForUser { shows { stationId episodesV2(listEpisodesV2Request: { pagination: { pageSize: 10 } }) { items { id title state publishOn } } } } }`,
    rewritten: `query ($no: Boolean = false) { showsForUser { shows { stationId episodesV2(listEpisodesV2Request: { pagination: { pageSize: 10 } }) { items { id title state publishOn state @skip(if: $no) } } } } }`,
  },
  {
    // Shrunk from JourneyShow on SPEC_ONLY: stitching's delegation dropped the fragment F5 (all it
    // held was a __typename it adds itself) but kept F6's spread of it, and the upstream refused
    // the request (GRAPHQL_VALIDATION_FAILED on showsForUser).
    name: 'a named fragment that only spreads one holding __typename, under an upstream root',
    states: ['published'],
    inline: `query { showsForUser { shows { name __typename } } }`,
    rewritten: `query { showsForUser { shows { name ...F6 } } } fragment F6 on Show { ...F5 } fragment F5 on Show { ... on Show { __typename } }`,
  },
  {
    // Shrunk from VariantEpisodeByUri on SPEC_ONLY: a field whose every sub-selection is excluded,
    // written before its included twin, reached the upstream first and its twin was dropped.
    name: 'an upstream field whose sub-selections are all excluded, before its included twin',
    states: ['scheduled', 'published'],
    inline: `query ($uri: EpisodeUri!) { episodeByUri(getEpisodeRequest: { episodeUri: $uri }) { title analyticsStarts { startsCount } } }`,
    rewritten: `query ($uri: EpisodeUri!) { episodeByUri(getEpisodeRequest: { episodeUri: $uri }) { analyticsStarts { startsCount @include(if: false) } title analyticsStarts { startsCount } } }`,
  },
  {
    // Found after merging the typed parents: Show.name read the upstream's value by field name, so
    // an aliased name on a show from the upstream missed it and cost a REST metadata call per show.
    name: "an aliased name of the caller's shows",
    states: ['published'],
    inline: `query { showsForUser { shows { uri name stationId } } }`,
    rewritten: `query { showsForUser { shows { uri name_a: name stationId } } }`,
    aliases: { name_a: 'name' },
  },
];

describe('shape regressions on the default upstream', () => {
  let shapes: ShapeStack;
  const targets = new Map<State, Target>();
  beforeAll(async () => {
    shapes = await startShapeStack(undefined);
    for (const state of STATES) targets.set(state, await target(shapes, state));
  }, 60_000);
  afterAll(() => shapes?.stack.close());

  for (const regression of REGRESSIONS) {
    for (const state of regression.states) {
      it(`${regression.name} (${state} episode)`, async () => {
        const t = targets.get(state)!;
        const variables = variablesOf(regression.inline, t);
        // The first answer teaches the ID directory; both sides then start from the same state.
        await shapes.ask(regression.inline, variables);
        const expected = await shapes.ask(regression.inline, variables);
        expect(expected.errors).toEqual([]);
        const answer = await shapes.ask(regression.rewritten, variablesOf(regression.rewritten, t));
        expect({ ...answer, data: unalias(answer.data, regression.aliases ?? {}) }).toEqual(expected);
      });
    }
  }
});

function variablesOf(source: string, t: Target): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (/\$id\b/.test(source)) out.id = t.episodeId;
  if (/\$uri\b/.test(source)) out.uri = t.episodeUri;
  if (/\$stationId\b/.test(source)) out.stationId = t.stationId;
  return out;
}

function unalias(value: unknown, aliases: Record<string, string>): unknown {
  if (Array.isArray(value)) return value.map((v) => unalias(v, aliases));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [aliases[k] ?? k, unalias(v, aliases)]));
}

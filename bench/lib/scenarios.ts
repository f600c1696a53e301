import { seedStore } from '../../src/sandbox/data/seed.js';

/**
 * The queries the bench sends, identical for our gateway and the baseline (same field names).
 *
 * CPU scenarios (upstream answering at once) hold docs/architecture.md#performance-we-design-for: CPU per
 * request as a ratio to the baseline measured in the same run, and upstream calls per request
 * equal to the minimum the REST interface allows. Latency scenarios (every upstream call held
 * `UPSTREAM_LATENCY_MS` by the sandbox's latency fault) hold issue 9's wall-time targets, in
 * upstream round trips.
 */
export interface Scenario {
  name: string;
  description: string;
  query: string;
  /** The fewest upstream calls this query can cost (one per distinct REST resource). */
  minUpstreamCalls: number;
  /** Returns a problem with a parsed answer, or null. */
  check(data: unknown): string | null;
  /** How the scenario is measured and judged. */
  measure: CpuMeasure | LatencyMeasure;
}

export interface CpuMeasure {
  kind: 'cpu';
  /** Highest acceptable CPU-per-request ratio ours / baseline. */
  cpuRatioTarget: number;
}

export interface LatencyMeasure {
  kind: 'latency';
  /** Clients, each sending its next request when the previous answer is read. */
  concurrency: number;
  /**
   * The fewest upstream round trips a request can wait for: calls that need another call's
   * answer come one round trip later; independent ones overlap.
   */
  minRoundTrips: number;
  /** p50 wall time at most `roundTrips` round trips plus `slackMs`; null: reported only. */
  p50Target: { roundTrips: number; slackMs: number } | null;
  /** Requests per second at least the baseline's. */
  throughputAtLeastBaseline: boolean;
}

/** Latency the sandbox adds to every upstream call in the latency scenarios (issue 9). */
export const UPSTREAM_LATENCY_MS = 20;

/** Published episodes of the creator's first show, from the same deterministic seed the sandbox uses. */
function publishedEpisodes(stationId: number): { episodeId: number; uri: string; title: string }[] {
  const store = seedStore();
  return [...store.episodes.values()]
    .filter((e) => e.stationId === stationId && e.isPublished)
    .map((e) => ({ episodeId: e.episodeId, uri: `platform:episode:${e.platformEpisodeId}`, title: e.title }));
}

export const BENCH_STATION_ID = 5001;

/** Episodes in the show-with-episodes latency scenario. */
const SHOW_EPISODES = 30;

export function buildScenarios(): Scenario[] {
  const episodes = publishedEpisodes(BENCH_STATION_ID);
  if (episodes.length < SHOW_EPISODES) throw new Error(`bench needs ${SHOW_EPISODES} published episodes in show ${BENCH_STATION_ID}`);
  const first = episodes[0];
  const fan = episodes.slice(0, 20);
  const show = seedStore().shows.get(BENCH_STATION_ID);
  const showName = show?.podcastName;
  const byUri = new Map(episodes.map((e) => [e.uri, e]));

  const oneField = `query OneField { episode(id: ${first.episodeId}) { title } }`;
  const fanOut = `query FanOut { ${fan.map((e, i) => `e${i}: episode(id: ${e.episodeId}) { title }`).join(' ')} }`;
  const checkOneField = (data: unknown) => expectEqual((data as any)?.episode?.title, first.title, 'episode.title');
  const checkFanOut = (data: unknown) => {
    for (const [i, e] of fan.entries()) {
      const problem = expectEqual((data as any)?.[`e${i}`]?.title, e.title, `e${i}.title`);
      if (problem) return problem;
    }
    return null;
  };

  return [
    {
      name: 'one-field',
      description: `episode(id) { title }: 1 REST call`,
      query: oneField,
      minUpstreamCalls: 1,
      measure: { kind: 'cpu', cpuRatioTarget: 0.5 },
      check: checkOneField,
    },
    {
      name: 'two-call',
      description: `episode(id) { title } + show(stationId) { name }: 2 REST calls`,
      query: `query TwoCalls { episode(id: ${first.episodeId}) { title } show(stationId: ${BENCH_STATION_ID}) { name } }`,
      minUpstreamCalls: 2,
      measure: { kind: 'cpu', cpuRatioTarget: 0.5 },
      check: (data) =>
        expectEqual((data as any)?.episode?.title, first.title, 'episode.title') ??
        expectEqual((data as any)?.show?.name, showName, 'show.name'),
    },
    {
      name: 'fan-out-20',
      description: `20 aliased episode(id) { title }: 20 REST calls`,
      query: fanOut,
      minUpstreamCalls: 20,
      measure: { kind: 'cpu', cpuRatioTarget: 2 / 3 },
      check: checkFanOut,
    },

    // ---- every upstream call held UPSTREAM_LATENCY_MS (issue 9, "Latency in the benchmark")
    {
      name: '20ms-one-field',
      description: `episode(id) { title }, one client: 1 REST call, 1 round trip`,
      query: oneField,
      minUpstreamCalls: 1,
      measure: { kind: 'latency', concurrency: 1, minRoundTrips: 1, p50Target: null, throughputAtLeastBaseline: false },
      check: checkOneField,
    },
    {
      name: '20ms-show',
      description: `show(stationId) { name distribution { vanitySlug } }, one client: 2 independent REST calls, 1 round trip`,
      query: `query ShowWithDistribution { show(stationId: ${BENCH_STATION_ID}) { name distribution { vanitySlug } } }`,
      minUpstreamCalls: 2,
      measure: { kind: 'latency', concurrency: 1, minRoundTrips: 1, p50Target: { roundTrips: 1, slackMs: 2 }, throughputAtLeastBaseline: false },
      check: (data) =>
        expectEqual((data as any)?.show?.name, showName, 'show.name') ??
        expectEqual((data as any)?.show?.distribution?.vanitySlug, show?.webStationId, 'show.distribution.vanitySlug'),
    },
    {
      name: '20ms-fan-out-20x50',
      description: `20 aliased episode(id) { title }, 50 clients: 20 REST calls per request, 1,000 in flight`,
      query: fanOut,
      minUpstreamCalls: 20,
      measure: { kind: 'latency', concurrency: 50, minRoundTrips: 1, p50Target: null, throughputAtLeastBaseline: true },
      check: checkFanOut,
    },
    {
      // REST fields (name, id, title, isPublished) and GraphQL ones (the list, uri, analytics).
      // Two round trips once the gateway knows the show's URI and the episodes' IDs (issue 9's
      // ID directory): metadata with the list, then the overviews. Without those pairs, the
      // distribution record (show URI) and 4.1 (episode IDs) each add one.
      name: '20ms-show-30',
      description: `show(stationId) { name episodesV2(${SHOW_EPISODES}) { items { uri id title isPublished analytics { type } } } }, one client`,
      query: `query ShowWithEpisodes { show(stationId: ${BENCH_STATION_ID}) { name episodesV2(listEpisodesV2Request: { filter: PUBLISHED_EPISODES, pagination: { pageSize: ${SHOW_EPISODES} } }) { items { uri id title isPublished analytics(getEpisodePlayCountRequest: { episodeAnalyticsMetricType: EPISODE_PLAYS, aggregationType: AGGREGATION_TYPE_TOTAL, window: WINDOW_ALL_TIME }) { type } } } } }`,
      minUpstreamCalls: 2 + SHOW_EPISODES,
      measure: { kind: 'latency', concurrency: 1, minRoundTrips: 2, p50Target: { roundTrips: 2, slackMs: 5 }, throughputAtLeastBaseline: false },
      check: (data) => {
        const problem = expectEqual((data as any)?.show?.name, showName, 'show.name');
        if (problem) return problem;
        const items: any[] = (data as any)?.show?.episodesV2?.items ?? [];
        if (items.length !== SHOW_EPISODES) return `show.episodesV2.items: expected ${SHOW_EPISODES}, got ${items.length}`;
        if (new Set(items.map((i) => i?.uri)).size !== SHOW_EPISODES) return 'show.episodesV2.items: URIs repeat';
        for (const [i, item] of items.entries()) {
          const seeded = byUri.get(item?.uri);
          if (!seeded) return `items[${i}].uri: ${JSON.stringify(item?.uri)} is not a published episode of show ${BENCH_STATION_ID}`;
          const wrong =
            expectEqual(item.id, seeded.episodeId, `items[${i}].id`) ??
            expectEqual(item.title, seeded.title, `items[${i}].title`) ??
            expectEqual(item.isPublished, true, `items[${i}].isPublished`) ??
            expectEqual(item.analytics?.type, 'EPISODE_PLAYS', `items[${i}].analytics.type`);
          if (wrong) return wrong;
        }
        return null;
      },
    },
  ];
}

function expectEqual(actual: unknown, expected: unknown, what: string): string | null {
  return actual === expected ? null : `${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
}

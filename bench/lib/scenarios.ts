import { seedStore } from '../../src/sandbox/data/seed.js';

/**
 * The queries the bench sends, identical for our gateway and the baseline (same field names).
 * Targets are DESIGN's "Performance we design for": CPU per request as a ratio to the baseline
 * measured in the same run, and upstream calls per request equal to the minimum the REST
 * interface allows.
 */
export interface Scenario {
  name: string;
  description: string;
  query: string;
  /** The fewest upstream calls this query can cost (one per distinct REST resource). */
  minUpstreamCalls: number;
  /** Highest acceptable CPU-per-request ratio ours / baseline. */
  cpuRatioTarget: number;
  /** Returns a problem with a parsed answer, or null. */
  check(data: unknown): string | null;
}

/** Published episodes of the creator's first show, from the same deterministic seed the sandbox uses. */
function publishedEpisodes(stationId: number): { episodeId: number; title: string }[] {
  const store = seedStore();
  return [...store.episodes.values()]
    .filter((e) => e.stationId === stationId && e.isPublished)
    .map((e) => ({ episodeId: e.episodeId, title: e.title }));
}

export const BENCH_STATION_ID = 5001;

export function buildScenarios(): Scenario[] {
  const episodes = publishedEpisodes(BENCH_STATION_ID);
  if (episodes.length < 20) throw new Error(`bench needs 20 published episodes in show ${BENCH_STATION_ID}`);
  const first = episodes[0];
  const fan = episodes.slice(0, 20);
  const showName = seedStore().shows.get(BENCH_STATION_ID)?.podcastName;

  return [
    {
      name: 'one-field',
      description: `episode(id) { title }: 1 REST call`,
      query: `query OneField { episode(id: ${first.episodeId}) { title } }`,
      minUpstreamCalls: 1,
      cpuRatioTarget: 0.5,
      check: (data) => expectEqual((data as any)?.episode?.title, first.title, 'episode.title'),
    },
    {
      name: 'two-call',
      description: `episode(id) { title } + show(stationId) { name }: 2 REST calls`,
      query: `query TwoCalls { episode(id: ${first.episodeId}) { title } show(stationId: ${BENCH_STATION_ID}) { name } }`,
      minUpstreamCalls: 2,
      cpuRatioTarget: 0.5,
      check: (data) =>
        expectEqual((data as any)?.episode?.title, first.title, 'episode.title') ??
        expectEqual((data as any)?.show?.name, showName, 'show.name'),
    },
    {
      name: 'fan-out-20',
      description: `20 aliased episode(id) { title }: 20 REST calls`,
      query: `query FanOut { ${fan.map((e, i) => `e${i}: episode(id: ${e.episodeId}) { title }`).join(' ')} }`,
      minUpstreamCalls: 20,
      cpuRatioTarget: 2 / 3,
      check: (data) => {
        for (const [i, e] of fan.entries()) {
          const problem = expectEqual((data as any)?.[`e${i}`]?.title, e.title, `e${i}.title`);
          if (problem) return problem;
        }
        return null;
      },
    },
  ];
}

function expectEqual(actual: unknown, expected: unknown, what: string): string | null {
  return actual === expected ? null : `${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
}

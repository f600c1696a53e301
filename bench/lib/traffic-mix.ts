import { randomUUID } from 'node:crypto';
import { SANDBOX_TOKENS, seedStore } from '../../src/sandbox/data/seed.js';
import type { MixedRequest } from './mixed-load.js';

/**
 * A creator app's traffic, for the response-cache bench and the soak: dashboards (one query
 * per show: its metadata, distribution and latest ten episodes) that each caller reloads,
 * episode pages spread over all of a caller's published episodes (a long tail that repeats
 * less), and a few edits. Clients take the sandbox's callers in turn: the creator, the same
 * account through its connector token, and another creator, so answers belong to three callers
 * and none may be served to another.
 */
export interface TrafficMixOptions {
  /** Share of requests that update an episode's description (creator's own episodes). @default 0.02 */
  mutationShare?: number;
  /** Share of requests that are episode pages (the rest are dashboards). @default 0.3 */
  episodeShare?: number;
  /** Share of small thumbnail uploads (multipart, the soak's). @default 0 */
  uploadShare?: number;
  /** Share of reads the cache never keeps (an upload job's progress). @default 0 */
  uncachedShare?: number;
}

interface Caller {
  token: string;
  stations: number[];
  episodes: number[];
  /** Episodes this caller may edit (its account's). */
  editable: number[];
}

const DASHBOARD = `query Dashboard($stationId: Int!) {
  show(stationId: $stationId) {
    uri name description imageUrl
    distribution { vanitySlug }
    episodesV2(listEpisodesV2Request: { filter: PUBLISHED_EPISODES, pagination: { pageSize: 10 } }) { items { uri id title } }
  }
}`;
const EPISODE_PAGE = `query EpisodePage($id: Int!) { episode(id: $id) { id uri title description state publishOn isExplicit } }`;
const EDIT = `mutation EditNotes($id: Int!, $description: String!) { updateEpisode(id: $id, input: { description: $description }) { episode { id } } }`;
const UPLOAD_JOB = `query Job($id: ID!) { uploadJob(id: $id) { id status } }`;
const THUMBNAIL = `mutation Thumbnail($episodeId: Int!, $file: Upload!, $size: Float, $jobId: ID) { uploadEpisodeThumbnail(episodeId: $episodeId, file: $file, size: $size, jobId: $jobId, waitForProcessing: false) { id status } }`;

/** A 1×1 PNG (67 bytes): a valid image the sandbox's storage and the upload checks accept. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export function createTrafficMix(options: TrafficMixOptions = {}) {
  const mutationShare = options.mutationShare ?? 0.02;
  const episodeShare = options.episodeShare ?? 0.3;
  const uploadShare = options.uploadShare ?? 0;
  const uncachedShare = options.uncachedShare ?? 0;
  const store = seedStore();
  const callerOf = (token: string, userId: number): Caller => {
    const stations = [...store.shows.values()].filter((s) => s.userId === userId).map((s) => s.stationId);
    const episodes = [...store.episodes.values()].filter((e) => stations.includes(e.stationId) && e.isPublished).map((e) => e.episodeId);
    return { token, stations, episodes, editable: episodes };
  };
  const callers: Caller[] = [callerOf(SANDBOX_TOKENS.creator, 1001), callerOf(SANDBOX_TOKENS.connector, 1001), callerOf(SANDBOX_TOKENS.other, 2002)];
  // Deterministic, so two runs (cache off, cache on) send the same sequence.
  let seed = 0x9e3779b9;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const json = (token: string, query: string, variables: Record<string, unknown>, kind: string): MixedRequest => ({
    kind,
    body: JSON.stringify({ query, variables }),
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` },
  });
  const jobIds: string[] = [];

  return {
    callers: callers.map((c) => c.token),
    reset() {
      seed = 0x9e3779b9;
    },
    /** The request of client `client` (callers taken in turn by client number). */
    next(client: number): MixedRequest {
      const caller = callers[client % callers.length];
      const roll = random();
      let edge = mutationShare;
      if (roll < edge) {
        return json(callers[0].token, EDIT, { id: pick(callers[0].editable), description: `<p>Notes revised ${Math.floor(random() * 1e9)}.</p>` }, 'mutation');
      }
      if (roll < (edge += uploadShare)) {
        const boundary = `----soak${Math.floor(random() * 1e12)}`;
        // The client names the job, so later reads can follow it.
        const jobId = randomUUID();
        if (jobIds.length < 50) jobIds.push(jobId);
        else jobIds[Math.floor(random() * jobIds.length)] = jobId;
        const operations = JSON.stringify({ query: THUMBNAIL, variables: { episodeId: pick(callers[0].editable), file: null, size: PNG.length, jobId } });
        const body = Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
              `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.file"]}\r\n` +
              `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="thumb.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          PNG,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        return {
          kind: 'upload',
          body,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'application/json', authorization: `Bearer ${callers[0].token}`, 'apollo-require-preflight': 'true' },
        };
      }
      if (roll < (edge += uncachedShare) && jobIds.length) return json(callers[0].token, UPLOAD_JOB, { id: pick(jobIds) }, 'uncached');
      if (roll < edge + episodeShare) return json(caller.token, EPISODE_PAGE, { id: pick(caller.episodes) }, 'episode');
      return json(caller.token, DASHBOARD, { stationId: pick(caller.stations) }, 'dashboard');
    },
  };
}

export type TrafficMix = ReturnType<typeof createTrafficMix>;

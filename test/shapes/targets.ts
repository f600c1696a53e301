import type { EpisodeRecord } from '../../src/sandbox/data/model.js';
import type { Target } from './documents.js';
import type { ShapeStack } from './harness.js';

/**
 * The episodes a shape test asks about, one per state: a seeded draft, a seeded scheduled
 * episode, a seeded published one (with comments and a poll), and a draft created and scheduled
 * through the gateway in this run (the dashboard's path; issue 18's publishOn case).
 */
export type State = 'draft' | 'scheduled' | 'published' | 'created and scheduled';
export const STATES: State[] = ['draft', 'scheduled', 'published', 'created and scheduled'];
const STATION = 5001;

export async function target(shapes: ShapeStack, state: State): Promise<Target> {
  const store = shapes.stack.sandbox.store;
  const ofStation = [...store.episodes.values()].filter((e) => e.stationId === STATION);
  const show = store.shows.get(STATION)!;
  const base = { stationId: STATION, showUri: `platform:show:${show.platformShowId}` };
  let episode: EpisodeRecord | undefined;
  if (state === 'created and scheduled') episode = await createAndSchedule(shapes);
  else if (state === 'published') episode = ofStation.find((e) => e.isPublished && store.polls.has(e.episodeId) && [...store.comments.values()].filter((c) => c.episodeId === e.episodeId).length >= 3);
  else if (state === 'scheduled') episode = ofStation.find((e) => !e.isPublished && e.publishOn !== null);
  else episode = ofStation.find((e) => !e.isPublished && e.publishOn === null);
  if (!episode) throw new Error(`the seed has no ${state} episode on ${STATION}`);
  const comment = [...store.comments.values()].find((c) => c.episodeId === episode.episodeId);
  return {
    ...base,
    episodeId: episode.episodeId,
    episodeUri: `platform:episode:${episode.platformEpisodeId}`,
    ...(comment ? { commentUri: `platform:comment:${comment.commentId}` } : {}),
  };
}

/** A draft created through the gateway and scheduled three days ahead, as the dashboard does. */
async function createAndSchedule(shapes: ShapeStack): Promise<EpisodeRecord> {
  const created = await shapes.ask(`mutation { createEpisode(input: { stationId: ${STATION}, hourOffset: 0, title: "Shapes draft", description: "<p>Draft</p>" }) { episode { id } } }`, {});
  const id = (created.data as { createEpisode?: { episode?: { id?: number } } } | null)?.createEpisode?.episode?.id;
  if (!id) throw new Error(`createEpisode failed: ${JSON.stringify(created)}`);
  // As the journey tests do: the draft read once by URI (4.19 answers IDs only), so that the
  // gateway knows its pair before a write by ID.
  const stored = shapes.stack.sandbox.store.episodes.get(id);
  if (stored) await shapes.ask(`query ($uri: String!) { episode(uri: $uri) { id } }`, { uri: `platform:episode:${stored.platformEpisodeId}` });
  const when = new Date(Math.ceil((Date.now() + 3 * 86_400_000) / 1000) * 1000).toISOString();
  const scheduled = await shapes.ask(`mutation($id: Int!, $when: DateTime!) { scheduleEpisode(id: $id, publishOn: $when) { episode { id } } }`, { id, when });
  if (scheduled.errors.length) {
    // An upstream without a draft's description and kind on its GraphQL side (SPEC_ONLY): the
    // gateway asks for them (journeys.test.ts), and an update that gives them schedules.
    const updated = await shapes.ask(
      `mutation($id: Int!, $when: DateTime!) { updateEpisode(id: $id, input: { description: "<p>Draft</p>", episodeType: FULL, isExplicit: false, publishOn: $when }) { episode { id } } }`,
      { id, when },
    );
    if (updated.errors.length) throw new Error(`could not schedule the created draft: ${JSON.stringify(updated)}`);
  }
  const episode = shapes.stack.sandbox.store.episodes.get(id);
  if (!episode || episode.isPublished || episode.publishOn === null) throw new Error(`the created draft is not scheduled: ${JSON.stringify(episode)}`);
  return episode;
}

import type { EpisodeOverview } from './episodes/mappers.js';
import type { ShowMetadata } from './shows/mappers.js';
import type { CreatedEpisode } from './ids/episode-search.js';

/**
 * The parent types of Show and Episode: one shape each, whichever side made the object, so
 * every resolver on these types reads the same declared fields (codegen's mappers, codegen.ts,
 * give them to the generated resolver types).
 * - A gateway field makes one from REST: its numeric key, the REST record when loaded, and the
 *   URI when known.
 * - An upstream field makes one from the upstream's answer: stitching asks every gateway field
 *   on these types for `uri` (the key), so the object has it, with the upstream fields the
 *   client selected.
 * Resolvers read the keys through modules/ids/keys.ts, which converts one into the other.
 */

export interface ShowParent {
  /** REST key (4.8). */
  stationId?: number;
  /** Upstream key (document 2, 2.3). */
  uri?: string;
  /** The 4.8 record, when a root loaded it. */
  metadata?: ShowMetadata;
  /** The upstream's own `name`, on a show that came from the upstream with it. */
  name?: string | null;
}

export interface EpisodeParent {
  /** REST key (4.2). */
  id?: number;
  /** Upstream key (document 2, 2.3). */
  uri?: string;
  /** The 4.2 overview (or a draft's record in its shape), when a root loaded it. */
  overview?: EpisodeOverview;
  /** Set by `createEpisode`: the show and title the new episode was made with, which find its URI. */
  created?: CreatedEpisode;
}

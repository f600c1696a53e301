import { toEpisodeState, type EpisodeOverview } from './mappers.js';

/**
 * What each Episode field answered from the REST overview (4.2; for a draft, the GraphQL side's
 * record in its shape) reads from it. Written once: the field resolvers (resolvers.ts) and the
 * planner (src/plan/sources.ts) both derive from this table.
 */
export const OVERVIEW_FIELDS = {
  title: (o: EpisodeOverview) => o.title,
  description: (o: EpisodeOverview) => o.description,
  state: (o: EpisodeOverview) => toEpisodeState(o),
  isPublished: (o: EpisodeOverview) => o.isPublished,
  publishOn: (o: EpisodeOverview) => o.publishOn,
  episodeType: (o: EpisodeOverview) => o.episodeType,
  isExplicit: (o: EpisodeOverview) => o.isExplicit,
} as const;

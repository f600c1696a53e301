export { stationIdOf, showUriOf, episodeIdOf, episodeUriOf, legacyIdsOf } from './keys.js';
export {
  legacyIdsLoader,
  stationIdLoader,
  showUriLoader,
  episodeIdLoader,
  episodeUriLoader,
  distributionLoader,
  learnEpisodes,
  learnShows,
  learnEpisodeStation,
  checkedEpisodeId,
  checkedStationId,
  withStationId,
  withEpisodeId,
  withEpisodeUri,
  type LegacyIds,
  type EpisodeUriKey,
} from './loaders.js';
export { CALLS_KEPT_AFTER_SEARCH, CONVERSION_CAP, LIST_PAGE_SIZE, likelyEpisodeUri, startEpisodeListing, type EpisodeHint, type CreatedEpisode } from './episode-search.js';
export { toUri, idOfUri, requireUri, type UriKind } from './uris.js';
export { idsResolvers } from './resolvers.js';

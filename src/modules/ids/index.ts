export { stationIdOf, showUriOf, episodeIdOf, episodeUriOf, markDraft, legacyIdsOf } from './keys.js';
export { legacyIdsLoader, showUriLoader, episodeIdLoader, distributionLoader, type LegacyIds } from './loaders.js';
export { episodeUriLoader, episodeIndexLoader } from './episode-index.js';
export { knownIds, learnEpisode, learnShow } from './known.js';
export { toUri, idOfUri, requireUri, type UriKind } from './uris.js';
export { idsResolvers } from './resolvers.js';

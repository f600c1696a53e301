export { commentResolvers } from './resolvers.js';
export { startEpisodeComments, startShowComments } from './start.js';

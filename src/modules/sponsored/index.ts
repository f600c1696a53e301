export { sponsoredResolvers } from './resolvers.js';
export { startSponsoredStatus } from './status.js';

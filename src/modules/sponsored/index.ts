export { sponsoredResolvers } from './resolvers.js';
export { startSponsoredStatus, sponsoredFlagOf, sponsoredStatusLoader } from './status.js';

export { analyticsResolvers } from './resolvers.js';

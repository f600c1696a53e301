export { commentResolvers } from './resolvers.js';

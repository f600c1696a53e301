export { pollResolvers } from './resolvers.js';

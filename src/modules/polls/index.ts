export { pollResolvers } from './resolvers.js';
export { startPoll } from './upstream.js';

export { analyticsResolvers } from './resolvers.js';
export { analyticsFieldNames, startTotals } from './fields.js';

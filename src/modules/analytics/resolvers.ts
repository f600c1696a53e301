import type { EpisodeResolvers, QueryResolvers, Resolvers, ShowResolvers } from '../../generated/resolvers.js';
import { analyticsFieldResolvers } from './fields.js';
import { analyticsGlossary } from './glossary.js';
import { insightResolvers } from './insights.js';

const Show: ShowResolvers = analyticsFieldResolvers.Show;
const Episode: EpisodeResolvers = analyticsFieldResolvers.Episode;
const analyticsGlossaryField: QueryResolvers['analyticsGlossary'] = (_root, _args, _ctx, info) => analyticsGlossary(info);

export const analyticsResolvers: Resolvers = {
  Query: { analyticsGlossary: analyticsGlossaryField, ...insightResolvers.Query },
  Mutation: insightResolvers.Mutation,
  Subscription: insightResolvers.Subscription,
  AnalyticsInsightJob: insightResolvers.AnalyticsInsightJob,
  Show,
  Episode,
};

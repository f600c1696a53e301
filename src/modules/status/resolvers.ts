import { ErrorCode, UpstreamError } from '../../errors.js';
import type { QueryResolvers, Resolvers } from '../../generated/resolvers.js';
import { getStationsStatus } from './endpoints.js';

const stationsStatus: QueryResolvers['stationsStatus'] = async (_root, _args, ctx) => {
  try {
    return await getStationsStatus(ctx.rest);
  } catch (error) {
    // Spec 4.28: a connector-issued token gets 403 here; say what works instead.
    if (error instanceof UpstreamError && error.code === ErrorCode.FORBIDDEN) {
      throw new UpstreamError({
        code: ErrorCode.FORBIDDEN,
        upstream: 'rest',
        route: error.route,
        status: error.status,
        message: 'The REST API refuses the show status list for this token (tokens from the connector flow get 403); query `showsForUser` instead.',
      });
    }
    throw error;
  }
};

export const statusResolvers: Resolvers = {
  Query: { stationsStatus },
};

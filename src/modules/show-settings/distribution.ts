import type { GatewayContext } from '../../context.js';
import { distributionLoader, learnShows } from '../ids/index.js';
import { toDistribution, type DistributionValue } from './mappers.js';

/**
 * `Show.distribution` (4.15), written once for the resolver and the planner (src/plan/sources.ts):
 * the record is shared with the ID converters (one call per show and request) and teaches the
 * ID directory the show's URI.
 */
export async function showDistribution(ctx: GatewayContext, stationId: number): Promise<DistributionValue | null> {
  const raw = await distributionLoader(ctx).load(stationId);
  const value = toDistribution(raw);
  if (value?.platformShowUri?.startsWith('platform:show:')) await learnShows(ctx, [[stationId, value.platformShowUri]], true);
  return value;
}

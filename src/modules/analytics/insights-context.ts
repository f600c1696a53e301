import type { GatewayContext } from '../../context.js';
import type { InsightService } from './insight-jobs.js';

/** What the insight resolvers read: the request's context with the gateway's insight jobs (src/gateway.ts puts them there). */
export type InsightsContext = GatewayContext & { insights: InsightService };

/** The context's insight jobs; a gateway that left them out is a bug, said plainly. */
export function insightsOf(ctx: GatewayContext): InsightService {
  const insights = (ctx as Partial<InsightsContext>).insights;
  if (!insights) throw new Error('ctx.insights is missing: the gateway must put its insight jobs in every context.');
  return insights;
}

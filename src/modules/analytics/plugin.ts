import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../../context.js';
import type { InsightService } from './insight-jobs.js';

/** What the insight resolvers read: the request's context with the gateway's insight jobs. */
export type InsightsContext = GatewayContext & { insights: InsightService };

/**
 * Puts the gateway's insight jobs in every request's context as `ctx.insights`, as the uploads
 * plugin does for `ctx.uploads`: the context (below the modules) never names a module's service.
 * An envelop hook, so both entry paths run it.
 */
export function useInsights(service: InsightService): Plugin<{ insights: InsightService }> {
  return {
    onContextBuilding({ context }) {
      // A field, not extendContext's Object.assign, which leaves the context a dictionary (context.ts, openContext).
      (context as { insights?: InsightService }).insights = service;
    },
  };
}

/** The context's insight jobs; a gateway built without the plugin is a bug, said plainly. */
export function insightsOf(ctx: GatewayContext): InsightService {
  const insights = (ctx as Partial<InsightsContext>).insights;
  if (!insights) throw new Error('ctx.insights is missing: the gateway must add useInsights() to its plugins.');
  return insights;
}

import type { ContextField, GatewayContext } from '../../context.js';
import type { InsightService } from './insight-jobs.js';

/** What the insight resolvers read: the request's context with the gateway's insight jobs. */
export type InsightsContext = GatewayContext & { insights: InsightService };

/**
 * The gateway's insight jobs as every request's context carries them, `ctx.insights`, as the
 * uploads do `ctx.uploads` (context.ts, `ContextField`).
 */
export function insightsField(service: InsightService): ContextField {
  return {
    write(ctx) {
      (ctx as { insights?: InsightService }).insights = service;
    },
  };
}

/** The context's insight jobs; a gateway built without its field is a bug, said plainly. */
export function insightsOf(ctx: GatewayContext): InsightService {
  const insights = (ctx as Partial<InsightsContext>).insights;
  if (!insights) throw new Error('ctx.insights is missing: the gateway must give openContext insightsField() among its fields.');
  return insights;
}

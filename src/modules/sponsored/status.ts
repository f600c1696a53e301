import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { selectedFieldNames } from '../../selection.js';
import { perKeyLoader } from '../show-settings/per-key.js';
import { getSponsoredContentStatus } from './endpoints.js';

/** 4.5, once per episode per request. */
export const sponsoredStatusLoader = perKeyLoader('sponsored.status', getSponsoredContentStatus);

/**
 * The flag starts with its root (docs/performance.md, "Round trips per operation"): an `episode`
 * root that knows the numeric ID reads 4.5 in the tick of the overview when the client selected
 * `containsSponsoredContent`, instead of after it. The field reads the same loader, so a failure
 * is its own.
 */
export function startSponsoredStatus(episodeId: number, ctx: GatewayContext, info: GraphQLResolveInfo): void {
  if (!selectedFieldNames(info, 'Episode').has('containsSponsoredContent')) return;
  sponsoredStatusLoader(ctx).load(episodeId).catch(() => undefined);
}

/** `Episode.containsSponsoredContent` from the 4.5 record, written once for the resolver and the planner (src/plan/sources.ts). */
export function sponsoredFlagOf(raw: { containsSponsoredContent?: unknown } | null | undefined): boolean | null {
  return typeof raw?.containsSponsoredContent === 'boolean' ? raw.containsSponsoredContent : null;
}

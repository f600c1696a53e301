import { readdirSync, readFileSync } from 'node:fs';
import type { IResolvers } from '@graphql-tools/utils';
import type { GraphQLResolveInfo } from 'graphql';
import { scalarResolvers } from '../scalars.js';
import { episodeResolvers } from './episodes/resolvers.js';
import { showResolvers } from './shows/resolvers.js';
import { accountResolvers } from './account/resolvers.js';
import { colorsResolvers } from './colors/resolvers.js';
import { episodeLifecycleResolvers } from './episodes/lifecycle.js';
import { formsResolvers } from './forms/resolvers.js';
import { monetizationResolvers } from './monetization/resolvers.js';
import { showSettingsResolvers } from './show-settings/resolvers.js';
import { sponsoredResolvers } from './sponsored/resolvers.js';
import { statusResolvers } from './status/resolvers.js';
import { idsResolvers } from './ids/resolvers.js';
import { commentResolvers } from './comments/resolvers.js';
import { pollResolvers } from './polls/resolvers.js';
import { analyticsResolvers } from './analytics/index.js';
import { knownDraftsResolvers } from './episodes/known-drafts.js';
import { overviewOrDraft } from './episodes/resolvers.js';
import { shareLinkResolvers } from './episodes/share-links.js';
import { episodeStationResolvers } from './episodes/station.js';
import { commentBlockResolvers } from './comments/known-blocks.js';
import type { GatewayContext } from '../context.js';
import { episodeUriOf, showUriOf } from './ids/index.js';

/**
 * The gateway's own (REST-backed) schema: every `schema/gateway/*.graphql` file, read once at
 * start, and each module's resolvers. A new module adds one import and one array entry.
 */
const SCHEMA_DIR = new URL('../../schema/gateway/', import.meta.url);

export const localTypeDefs: string[] = readdirSync(SCHEMA_DIR)
  .filter((file) => file.endsWith('.graphql'))
  .sort()
  .map((file) => readFileSync(new URL(file, SCHEMA_DIR), 'utf8'));

export const localResolvers: IResolvers[] = [
  scalarResolvers as IResolvers,
  episodeResolvers as IResolvers,
  showResolvers as IResolvers,
  episodeLifecycleResolvers as IResolvers,
  sponsoredResolvers as IResolvers,
  formsResolvers as IResolvers,
  colorsResolvers as IResolvers,
  statusResolvers as IResolvers,
  accountResolvers as IResolvers,
  monetizationResolvers as IResolvers,
  showSettingsResolvers as IResolvers,
  idsResolvers as IResolvers,
  commentResolvers as IResolvers,
  pollResolvers as IResolvers,
  analyticsResolvers as IResolvers,
  knownDraftsResolvers(overviewOrDraft) as IResolvers,
  shareLinkResolvers as IResolvers,
  episodeStationResolvers as IResolvers,
  commentBlockResolvers as IResolvers,
];

/**
 * The upstream key (`uri`) of a Show or Episode a gateway field made from REST, for stitching
 * to complete it with upstream fields (stitching/merged.ts): 4.15 for a station ID, the ID
 * directory or its bounded search for an episode ID.
 */
export const mergedKeys = {
  Show: (ref: Record<string, unknown>, ctx: unknown) => showUriOf(ref, ctx as GatewayContext),
  Episode: (ref: Record<string, unknown>, ctx: unknown, info: GraphQLResolveInfo) => episodeUriOf(ref, ctx as GatewayContext, info),
};

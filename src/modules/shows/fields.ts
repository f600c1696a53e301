import type { ShowMetadata } from './mappers.js';

/**
 * What each Show field answered from the REST metadata (4.8, 2.4) reads from it. Written once:
 * the field resolvers (resolvers.ts) and the planner (src/plan/sources.ts) both derive from it.
 * `name` is also an upstream field: on a show that came from the upstream, its own value wins
 * (resolvers.ts).
 */
export const METADATA_FIELDS = {
  name: (m: ShowMetadata) => m.name,
  description: (m: ShowMetadata) => m.description,
  authorName: (m: ShowMetadata) => m.authorName,
  authorEmail: (m: ShowMetadata) => m.authorEmail,
  imageUrl: (m: ShowMetadata) => m.imageUrl,
  image400Url: (m: ShowMetadata) => m.image400Url,
  category: (m: ShowMetadata) => m.category,
  language: (m: ShowMetadata) => m.language,
  isExplicit: (m: ShowMetadata) => m.isExplicit,
  rssFeedUrl: (m: ShowMetadata) => m.rssFeedUrl,
  flags: (m: ShowMetadata) => m.flags,
} as const;

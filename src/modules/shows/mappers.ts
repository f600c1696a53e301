/**
 * The show metadata record of 4.8 (2.4) to the graph's shape. Tolerant: a missing or
 * mistyped field becomes null, never a wrong value (docs/architecture.md#follow-the-spec-not-our-sandbox).
 */

export interface ShowCategoryValue {
  primary: string;
  secondary: string | null;
}

export interface ShowFlagsValue {
  isDistributedOnPlatform: boolean | null;
  isRssFeedDisabled: boolean | null;
  hasPublishedEpisode: boolean | null;
  isExternalSyndicationSetup: boolean | null;
  isSaiAndDaiFullyActivated: boolean | null;
  isAdCategoryExclusionsEnabled: boolean | null;
  distributionEligibilityForPaywalls: string | null;
  hasHostBrandingRemoved: boolean | null;
  isStationOver30DaysOld: boolean | null;
  isStationMarkedAsSpam: boolean | null;
  isPublicCallinShownInRSS: boolean | null;
  isPublicCallinHiddenFromWeb: boolean | null;
}

export interface ShowMetadata {
  name: string | null;
  description: string | null;
  authorName: string | null;
  authorEmail: string | null;
  imageUrl: string | null;
  image400Url: string | null;
  category: ShowCategoryValue | null;
  language: string | null;
  isExplicit: boolean | null;
  rssFeedUrl: string | null;
  flags: ShowFlagsValue;
}

const FLAG_KEYS = [
  'isDistributedOnPlatform',
  'isRssFeedDisabled',
  'hasPublishedEpisode',
  'isExternalSyndicationSetup',
  'isSaiAndDaiFullyActivated',
  'isAdCategoryExclusionsEnabled',
  'hasHostBrandingRemoved',
  'isStationOver30DaysOld',
  'isStationMarkedAsSpam',
  'isPublicCallinShownInRSS',
  'isPublicCallinHiddenFromWeb',
] as const;

export function toShowMetadata(raw: unknown): ShowMetadata {
  const r = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const flags = { distributionEligibilityForPaywalls: str(r.distributionEligibilityForPaywalls) } as ShowFlagsValue;
  for (const key of FLAG_KEYS) flags[key] = bool(r[key]);
  return {
    name: str(r.podcastName),
    description: str(r.podcastDescription),
    authorName: str(r.podcastAuthorName),
    authorEmail: str(r.podcastAuthorEmail),
    imageUrl: str(r.podcastImage),
    image400Url: str(r.podcastImage400),
    category: toCategory(r.podcastCategory),
    language: str(r.podcastLanguage) ?? str(r.language),
    isExplicit: bool(r.podcastEpisodeIsExplicit),
    rssFeedUrl: str(r.rssFeedUrl),
    flags,
  };
}

/** `Arts|Books` to a pair (2.4: two names joined by `|`). */
export function toCategory(value: unknown): ShowCategoryValue | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const [primary, ...rest] = value.split('|').map((part) => part.trim());
  if (!primary) return null;
  return { primary, secondary: rest.length > 0 && rest.join('|') !== '' ? rest.join('|') : null };
}

function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function bool(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null;
}

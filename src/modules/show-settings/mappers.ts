/** The distribution record of 4.15 (2.5), tolerant: a missing or mistyped field is null. */
export interface DistributionValue {
  canEnableRss: boolean | null;
  externalUrls: Array<{ platform: string; url: string }> | null;
  platformDistributionStatus: string | null;
  platformShowUri: string | null;
  platforms: string[] | null;
  vanitySlug: string | null;
  isEnterprisePodcast: boolean | null;
}

export function toDistribution(raw: unknown): DistributionValue | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  return {
    canEnableRss: bool(r.canEnableRss),
    externalUrls: toExternalUrls(r.externalUrls),
    platformDistributionStatus: str(r.platformDistributionStatus),
    platformShowUri: str(r.platformShowUri),
    platforms: toPlatforms(r.platforms),
    vanitySlug: str(r.vanitySlug),
    isEnterprisePodcast: bool(r.isEnterprisePodcast),
  };
}

/** `externalUrls` is a map of platform name to URL (2.5); entries that are not strings are skipped. */
function toExternalUrls(value: unknown): DistributionValue['externalUrls'] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  return Object.entries(value as Record<string, unknown>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([platform, url]) => ({ platform, url }));
}

/** `platforms` is an array whose items the spec does not describe: names, or objects naming one. */
function toPlatforms(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const names: string[] = [];
  for (const item of value) {
    if (typeof item === 'string') names.push(item);
    else if (item && typeof item === 'object') {
      const r = item as Record<string, unknown>;
      const name = [r.name, r.platform, r.id].find((v): v is string => typeof v === 'string');
      if (name) names.push(name);
    }
  }
  return names;
}

function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function bool(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null;
}

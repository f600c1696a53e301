import { toEpisodeState, type EpisodeOverview } from '../episodes/mappers.js';

/**
 * The `publishOn` that 4.17 requires with the sponsored flag (never null; Unix seconds). The
 * web client sends the episode's own publish time, so the gateway does too:
 * - scheduled, or published with a time the overview reports: that time;
 * - published without one (the overview reports `publishOn` only for scheduled episodes,
 *   2.2): the GraphQL interface's `publishedOn`, through `lookupPublished`;
 * - a draft, or a published episode whose time neither interface reports: now. A draft has
 *   no publish time, and the upstream refuses null; "now" is the documented choice.
 */
export async function sponsoredPublishOn(
  current: EpisodeOverview,
  lookupPublished: () => Promise<Date | null>,
  now: Date = new Date(),
): Promise<Date> {
  if (current.publishOn) return current.publishOn;
  if (toEpisodeState(current) === 'PUBLISHED') {
    const published = await lookupPublished().catch(() => null);
    if (published) return published;
  }
  return now;
}

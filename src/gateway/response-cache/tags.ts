import type { IdDirectory } from '../../id-directory.js';
import type { Entities } from './entities.js';

/**
 * The tags of a cached answer and of an invalidation. Both key forms of a show or episode are
 * tags of their own (`e:700003` and `eu:platform:episode:…`), and the ID directory adds the
 * form the operation did not show, on both sides: an answer read by `uri` and a mutation by
 * numeric `id` meet at either tag as soon as the gateway knows the pair (it learns it from the
 * upstream answers it sees, the query's or the mutation's own).
 */
export const TAG = {
  episodeId: (id: number) => `e:${id}`,
  episodeUri: (uri: string) => `eu:${uri}`,
  stationId: (id: number) => `s:${id}`,
  showUri: (uri: string) => `su:${uri}`,
  /** Answers holding an episode (a show) without any key: every episode (show) mutation reaches them. */
  anyEpisode: 't:Episode',
  anyShow: 't:Show',
  /** Answers holding comments: comment mutations name a comment, never its episode. */
  comments: 't:comments',
  /** Every answer: a mutation whose target the gateway cannot tell invalidates them all. */
  all: 'all',
} as const;

/**
 * Fills in the other key form of every show and episode from the directory (fails open: what it
 * does not know stays unknown). A key whose other form stays unknown could miss a mutation that
 * names the other form, so the entities count as keyless too: the type-wide tag reaches them.
 */
export async function withOtherForms(entities: Entities, directory: IdDirectory, options: { stationsOfEpisodes: boolean }): Promise<void> {
  const episodeKeys = entities.episodeIds.size + entities.episodeUris.size;
  const [uris, ids, stations] = await Promise.all([
    directory.episodeUris([...entities.episodeIds]),
    directory.episodeIds([...entities.episodeUris]),
    options.stationsOfEpisodes ? directory.episodeStations([...entities.episodeIds]) : Promise.resolve(new Map<number, number>()),
  ]);
  if (uris.size + ids.size < episodeKeys) entities.keylessEpisode = true;
  for (const uri of uris.values()) entities.episodeUris.add(uri);
  for (const id of ids.values()) entities.episodeIds.add(id);
  if (options.stationsOfEpisodes) {
    // The episodes' ids learned from their URIs have stations too.
    const more = ids.size ? await directory.episodeStations([...ids.values()]) : new Map<number, number>();
    for (const station of [...stations.values(), ...more.values()]) entities.stationIds.add(station);
  }
  const showKeys = entities.stationIds.size + entities.showUris.size;
  const [showUris, stationIds] = await Promise.all([directory.showUris([...entities.stationIds]), directory.stationIds([...entities.showUris])]);
  if (showUris.size + stationIds.size < showKeys) entities.keylessShow = true;
  for (const uri of showUris.values()) entities.showUris.add(uri);
  for (const id of stationIds.values()) entities.stationIds.add(id);
}

/** The tags an answer is stored with. */
export function answerTags(entities: Entities): string[] {
  const tags: string[] = [TAG.all, ...keyTags(entities)];
  if (entities.keylessEpisode) tags.push(TAG.anyEpisode);
  if (entities.keylessShow) tags.push(TAG.anyShow);
  if (entities.comments) tags.push(TAG.comments);
  return tags;
}

/**
 * The tags a mutation changes: its shows and episodes in both forms, the type-wide tag of each
 * kind it touched, comments when it was a comment mutation; everything when it named nothing
 * the gateway can tell.
 */
export function changedTags(entities: Entities): string[] {
  const keys = keyTags(entities);
  if (keys.length === 0 && !entities.comments) return [TAG.all];
  const tags = [...keys];
  if (entities.episodeIds.size || entities.episodeUris.size) tags.push(TAG.anyEpisode);
  if (entities.stationIds.size || entities.showUris.size) tags.push(TAG.anyShow);
  if (entities.comments) tags.push(TAG.comments);
  return tags;
}

function keyTags(entities: Entities): string[] {
  return [
    ...[...entities.episodeIds].map(TAG.episodeId),
    ...[...entities.episodeUris].map(TAG.episodeUri),
    ...[...entities.stationIds].map(TAG.stationId),
    ...[...entities.showUris].map(TAG.showUri),
  ];
}

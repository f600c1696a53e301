import type { GatewayContext } from '../context.js';
import { episodeOverviewLoader, OVERVIEW_ROUTE } from '../modules/episodes/endpoints.js';
import { OVERVIEW_FIELDS } from '../modules/episodes/fields.js';
import type { EpisodeOverview } from '../modules/episodes/mappers.js';
import { noteIfScheduled } from '../modules/episodes/known-drafts.js';
import { episodeIdLoader, distributionLoader, idOfUri, learnEpisodes, learnShows, showUriLoader, stationIdLoader, toUri } from '../modules/ids/index.js';
import { showDistribution } from '../modules/show-settings/distribution.js';
import { METADATA_FIELDS } from '../modules/shows/fields.js';
import { METADATA_ROUTE, showMetadataLoader } from '../modules/shows/endpoints.js';
import { DISTRIBUTION_ROUTE, EPISODE_ID_ROUTE, LEGACY_IDS_ROUTE } from '../modules/ids/endpoints.js';
import { SPONSORED_STATUS_ROUTE } from '../modules/sponsored/endpoints.js';
import { sponsoredFlagOf, sponsoredStatusLoader } from '../modules/sponsored/index.js';

/**
 * The REST-backed root fields the planner covers, each as the resolvers of its module define it
 * (the field tables of modules/episodes/fields.ts and modules/shows/fields.ts, the loaders the
 * resolvers read). A source starts every call its fields need in one tick, through the request's
 * DataLoaders: whatever the plan leaves to the reference execution afterwards reads the same
 * loaders and makes no call twice.
 */
export interface RootSource {
  /** The object type the root field returns. */
  readonly typeName: 'Episode' | 'Show';
  /** The argument that names the object on this branch; `otherArg` must then be absent. */
  readonly keyArg: string;
  readonly otherArg: string;
  /** Fields of the object this source answers. */
  readonly fields: ReadonlySet<string>;
  /** Fields it answers only while the upstream type lacks them (else stitching's delegation serves them). */
  readonly localOnly: ReadonlySet<string>;
  /** The field whose loads `__typename` costs on this branch (the root finds it for the type's sake), or null: it costs nothing. */
  readonly typenameLoads: string | null;
  /** Whether a selection with none of `fields` but the key it was given would be answered by another route (the upstream root). */
  readonly needsOwnField: boolean;
  /** The field that holds the key this branch is given (answered from it, with no call). */
  readonly keyField: string;
  /** Upstream calls a success makes at most, by route, and the rounds on the critical path (a cold ID directory's). */
  calls(fields: ReadonlySet<string>): { routes: string[]; rounds: number };
  /**
   * Starts the loads and resolves to each selected field's value (by field name). Null when the
   * key is not one the resolver takes as given (the reference execution answers it, with its
   * error); a rejection is an outcome the plan does not project (the reference answers it).
   */
  load(ctx: GatewayContext, key: unknown, fields: ReadonlySet<string>): Promise<Record<string, unknown>> | null;
}


const EPISODE_FIELDS = new Set(['id', 'uri', 'stationId', 'containsSponsoredContent', ...Object.keys(OVERVIEW_FIELDS)]);
const SHOW_FIELDS = new Set(['stationId', 'uri', 'distribution', ...Object.keys(METADATA_FIELDS)]);

/**
 * A rejection that hands the request to the reference execution before any call of its own: a
 * branch the plan does not take (the reference reads the same loaders, so nothing is asked twice).
 */
class NotThisBranch extends Error {}

function positiveInt(key: unknown): key is number {
  return typeof key === 'number' && Number.isSafeInteger(key) && key > 0;
}

/**
 * The values of the selected Episode fields, once the overview (and the 4.5 record when asked)
 * answered. Promise chains, not `async`, and one continuation where nothing else is waited for
 * (no scheduled episode to note, no station, no sponsored flag): this runs once per upstream call
 * of a fan-out, and an async function's frame and promises per await were its largest
 * allocation (docs/performance.md, "Promises on the hot path").
 */
function episodeValues(ctx: GatewayContext, id: number, fields: ReadonlySet<string>): Promise<Record<string, unknown>> {
  // As the `episode` root does: the flag's call starts with the overview, not after it.
  const sponsored = fields.has('containsSponsoredContent') ? sponsoredStatusLoader(ctx).load(id) : undefined;
  // Awaited only once the overview answered: a refused overview leaves it unread, never unhandled
  // (the hand-over's resolver reads the same loader, so its failure is still the field's own).
  sponsored?.catch(() => undefined);
  return episodeOverviewLoader(ctx)
    .load(id)
    .then((overview) => {
      const noted = noteIfScheduled(ctx, id, overview);
      return noted ? noted.then(() => withStation(ctx, id, fields, overview, sponsored)) : withStation(ctx, id, fields, overview, sponsored);
    });
}

/** What 4.5 answered, as the flag reads it. */
type SponsoredStatus = Parameters<typeof sponsoredFlagOf>[0];

/** The station, when selected, after the overview and its note (the directory learns it from the overview). */
function withStation(ctx: GatewayContext, id: number, fields: ReadonlySet<string>, overview: EpisodeOverview, sponsored: Promise<SponsoredStatus> | undefined) {
  if (!fields.has('stationId')) return episodeFieldValues(id, fields, overview, null, sponsored);
  return knownStation(ctx, id).then((station) => episodeFieldValues(id, fields, overview, station, sponsored));
}

function episodeFieldValues(id: number, fields: ReadonlySet<string>, overview: EpisodeOverview, station: number | null, sponsored: Promise<SponsoredStatus> | undefined): Record<string, unknown> | Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (field === 'id') values.id = id;
    else if (field === 'stationId') values.stationId = station;
    else if (field !== 'containsSponsoredContent' && field !== 'uri') values[field] = OVERVIEW_FIELDS[field as keyof typeof OVERVIEW_FIELDS](overview);
  }
  if (!sponsored) return values;
  return sponsored.then((status) => {
    values.containsSponsoredContent = sponsoredFlagOf(status);
    return values;
  });
}

/**
 * An episode's station as the ID directory holds it once the overview was read (which teaches it
 * where the host sends it): what `Episode.stationId` answers first (modules/episodes/station.ts).
 * Where the directory does not hold it, the field's other sources (the upstream's show URI and
 * 4.12) are the reference execution's, handed over.
 */
function knownStation(ctx: GatewayContext, id: number): Promise<number> {
  return ctx.directory.episodeStations([id]).then((stations) => {
    const station = stations.get(id);
    if (station === undefined) throw new NotThisBranch('the ID directory does not know the episode\'s station');
    return station;
  });
}

/** As the resolvers do: the fields that read the ID from a parent holding both keys teach the directory the pair (modules/ids/keys.ts). */
function learnPairIfRead(ctx: GatewayContext, fields: ReadonlySet<string>, id: number, uri: string): void {
  if (fields.has('id') || fields.has('stationId') || fields.has('containsSponsoredContent')) void learnEpisodes(ctx, [[id, uri]], false);
}

function episodeRoutes(fields: ReadonlySet<string>): string[] {
  return fields.has('containsSponsoredContent') ? [OVERVIEW_ROUTE, SPONSORED_STATUS_ROUTE] : [OVERVIEW_ROUTE];
}

export const EPISODE_BY_ID: RootSource = {
  typeName: 'Episode',
  keyArg: 'id',
  otherArg: 'uri',
  keyField: 'id',
  fields: EPISODE_FIELDS,
  localOnly: new Set(['containsSponsoredContent']),
  // `__typename` makes the root read the ID directory for the URI: a lookup, no upstream call.
  typenameLoads: null,
  needsOwnField: false,
  // The URI is the ID directory's, a lookup: where the directory does not know it, the episode's
  // own search (modules/ids/episode-search.ts) is the reference execution's, handed over.
  calls: (fields) => ({ routes: episodeRoutes(fields), rounds: 1 }),
  load(ctx, key, fields) {
    if (!positiveInt(key)) return null;
    if (!fields.has('uri')) return episodeValues(ctx, key, fields);
    // As the `episode` root does: the directory is read in the tick the overview is asked.
    const known = ctx.directory.episodeUris([key]).then((uris) => uris.get(key) ?? null);
    return Promise.all([episodeValues(ctx, key, fields), known]).then(([values, uri]) => {
      if (uri === null) throw new NotThisBranch('the ID directory does not know the episode\'s URI');
      values.uri = uri;
      learnPairIfRead(ctx, fields, key, uri);
      return values;
    });
  },
};

export const EPISODE_BY_URI: RootSource = {
  typeName: 'Episode',
  keyArg: 'uri',
  otherArg: 'id',
  keyField: 'uri',
  fields: EPISODE_FIELDS,
  localOnly: new Set(['containsSponsoredContent']),
  typenameLoads: null,
  // Without a REST field the root asks the upstream's `episodeByUri` whether the episode exists.
  needsOwnField: true,
  // The conversion (4.1) first when the ID directory does not know the URI.
  calls: (fields) => ({ routes: [EPISODE_ID_ROUTE, ...episodeRoutes(fields)], rounds: 2 }),
  load(ctx, key, fields) {
    if (typeof key !== 'string' || idOfUri('episode', key) === null) return null;
    const uri = toUri('episode', idOfUri('episode', key)!);
    return episodeIdLoader(ctx)
      .load(uri)
      .then(async (id) => {
        const values = await episodeValues(ctx, id, fields);
        if (fields.has('uri')) values.uri = uri;
        learnPairIfRead(ctx, fields, id, uri);
        return values;
      });
  },
};

export const SHOW_BY_STATION: RootSource = {
  typeName: 'Show',
  keyArg: 'stationId',
  otherArg: 'uri',
  keyField: 'stationId',
  fields: SHOW_FIELDS,
  localOnly: new Set(['distribution']),
  // `__typename` makes the `show` root find the show's URI, which may cost 4.15: the plan finds it too.
  typenameLoads: 'uri',
  needsOwnField: false,
  // The URI is the ID directory's, else 4.15's (the distribution record, one call for both).
  calls: (fields) => ({ routes: fields.has('distribution') || fields.has('uri') ? [METADATA_ROUTE, DISTRIBUTION_ROUTE] : [METADATA_ROUTE], rounds: 1 }),
  load(ctx, key, fields) {
    if (!positiveInt(key)) return null;
    // The URI in the same tick as the metadata, as the `show` root finds it.
    const uri = fields.has('uri') ? showUriLoader(ctx).load(key) : null;
    uri?.catch(() => undefined);
    return showValues(ctx, key, fields, uri);
  },
};

export const SHOW_BY_URI: RootSource = {
  typeName: 'Show',
  keyArg: 'uri',
  otherArg: 'stationId',
  keyField: 'uri',
  fields: SHOW_FIELDS,
  localOnly: new Set(['distribution']),
  typenameLoads: null,
  // Without a REST field the root asks the upstream's `showByShowUri` whether the show exists.
  needsOwnField: true,
  // The lookup (4.12) first when the ID directory does not know the URI, then the metadata (and 4.15).
  calls: (fields) => ({ routes: [LEGACY_IDS_ROUTE, METADATA_ROUTE, ...(fields.has('distribution') ? [DISTRIBUTION_ROUTE] : [])], rounds: 2 }),
  load(ctx, key, fields) {
    if (typeof key !== 'string' || idOfUri('show', key) === null) return null;
    const uri = toUri('show', idOfUri('show', key)!);
    return stationIdLoader(ctx)
      .load(uri)
      .then((stationId) => {
        // The fields that read the station ID from a parent holding both keys teach the directory the pair (modules/ids/keys.ts).
        if (fields.has('stationId') || fields.has('distribution')) void learnShows(ctx, [[stationId, uri]], false);
        return showValues(ctx, stationId, fields, Promise.resolve(uri));
      });
  },
};

/** The values of the selected Show fields, once the metadata (and the distribution record, when asked) answered. */
function showValues(ctx: GatewayContext, stationId: number, fields: ReadonlySet<string>, uri: Promise<string> | null): Promise<Record<string, unknown>> {
  // 4.15 starts with the metadata; the field's own work (teaching the directory) waits for the
  // metadata as the resolver does, so an unknown show teaches nothing.
  if (fields.has('distribution')) distributionLoader(ctx).load(stationId).catch(() => undefined);
  return showMetadataLoader(ctx)
    .load(stationId)
    .then(async (metadata) => {
      const values: Record<string, unknown> = {};
      for (const field of fields) {
        if (field === 'stationId') values.stationId = stationId;
        else if (field === 'uri') values.uri = await uri;
        else if (field === 'distribution') values.distribution = await showDistribution(ctx, stationId);
        else values[field] = METADATA_FIELDS[field as keyof typeof METADATA_FIELDS](metadata);
      }
      return values;
    });
}

/** By root field name: the branches, chosen by which key argument the request gave. */
export const ROOT_SOURCES: Readonly<Record<string, readonly RootSource[]>> = {
  episode: [EPISODE_BY_ID, EPISODE_BY_URI],
  show: [SHOW_BY_STATION, SHOW_BY_URI],
};

import { getNamedType, isAbstractType, isCompositeType, isObjectType, valueFromASTUntyped, type FieldNode, type FragmentDefinitionNode, type GraphQLCompositeType, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { selectionOf, type SelectionRoot, type SelectionScope } from '../../selection.js';
import { idOfUri } from '../../modules/ids/index.js';

/**
 * The shows and episodes one answer holds, or one mutation touched, in every form the operation
 * showed them: numeric IDs (`Episode.id`, `Show.stationId`) and URIs. The cache tags an answer
 * with these and a mutation invalidates them (tags.ts), so either form of a key reaches it.
 */
export class Entities {
  readonly episodeIds = new Set<number>();
  readonly episodeUris = new Set<string>();
  readonly stationIds = new Set<number>();
  readonly showUris = new Set<string>();
  /** An Episode (a Show) appears without any key: only an invalidation of every episode (show) reaches it. */
  keylessEpisode = false;
  keylessShow = false;
  /** Comments appear (types named `*Comment*`): comment mutations name only a comment, never its episode. */
  comments = false;

  /** Whether more than `max` keys of one kind (episodes, or shows) are held. */
  exceeds(max: number): boolean {
    return this.episodeIds.size + this.episodeUris.size > max || this.stationIds.size + this.showUris.size > max;
  }

  /**
   * Past `max` keys of one kind, an answer keeps none of that kind and counts as keyless for it:
   * the type-wide tag (which every mutation of that kind changes) reaches it, and its tags, the
   * directory reads that complete them and the store reads of each hit stay bounded, however
   * many episodes a list holds.
   */
  coarsen(max: number): void {
    if (this.episodeIds.size + this.episodeUris.size > max) {
      this.episodeIds.clear();
      this.episodeUris.clear();
      this.keylessEpisode = true;
    }
    if (this.stationIds.size + this.showUris.size > max) {
      this.stationIds.clear();
      this.showUris.clear();
      this.keylessShow = true;
    }
  }

  addEpisodeId(value: unknown): boolean {
    return addId(this.episodeIds, value);
  }
  addEpisodeUri(value: unknown): boolean {
    return addUri(this.episodeUris, 'episode', value);
  }
  addStationId(value: unknown): boolean {
    return addId(this.stationIds, value);
  }
  addShowUri(value: unknown): boolean {
    return addUri(this.showUris, 'show', value);
  }
}

function addId(set: Set<number>, value: unknown): boolean {
  if (Array.isArray(value)) return value.map((v) => addId(set, v)).some(Boolean);
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) return false;
  set.add(n);
  return true;
}

function addUri(set: Set<string>, kind: 'episode' | 'show', value: unknown): boolean {
  if (Array.isArray(value)) return value.map((v) => addUri(set, kind, v)).some(Boolean);
  // Only well-formed URIs: a tag is a key in the store, and its length is bounded this way.
  if (typeof value !== 'string' || idOfUri(kind, value) === null) return false;
  set.add(value);
  return true;
}

/**
 * Arguments and fields named for a show or an episode wherever they appear (`episodeId`,
 * `stationId`, `showUri`, `episodeUri(s)`, inside input objects too), whatever type holds them:
 * `savePoll(episodeId:)`, `episodeByUri(getEpisodeRequest: {episodeUri})`, `UploadJob.stationId`.
 */
const NAMED_KEYS: Record<string, (e: Entities, value: unknown) => boolean> = {
  episodeId: (e, v) => e.addEpisodeId(v),
  episodeIds: (e, v) => e.addEpisodeId(v),
  episodeUri: (e, v) => e.addEpisodeUri(v),
  episodeUris: (e, v) => e.addEpisodeUri(v),
  stationId: (e, v) => e.addStationId(v),
  stationIds: (e, v) => e.addStationId(v),
  showUri: (e, v) => e.addShowUri(v),
  showUris: (e, v) => e.addShowUri(v),
};

/** The key fields of the two merged types: `id` and `uri` mean these only on their own type. */
const OWN_KEYS: Record<string, Record<string, (e: Entities, value: unknown) => boolean>> = {
  Episode: { id: (e, v) => e.addEpisodeId(v), uri: (e, v) => e.addEpisodeUri(v) },
  Show: { stationId: (e, v) => e.addStationId(v), uri: (e, v) => e.addShowUri(v) },
};

/** Named keys anywhere in an argument value (input objects, lists); true when one was found. */
export function scanNamedKeys(value: unknown, out: Entities, depth = 0): boolean {
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  let found = false;
  if (Array.isArray(value)) {
    for (const item of value) found = scanNamedKeys(item, out, depth + 1) || found;
    return found;
  }
  for (const [key, v] of Object.entries(value)) {
    const add = NAMED_KEYS[key];
    if (add) found = add(out, v) || found;
    else found = scanNamedKeys(v, out, depth + 1) || found;
  }
  return found;
}

/** The operation an answer came from: schema, fragments and the request's variables. */
export interface Operation {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
}

/** The operation as the selection model reads it. */
export function scopeOf(op: Operation): SelectionScope {
  return { schema: op.schema, fragments: op.fragments, variableValues: op.variables };
}

/** A field's arguments as values (variables resolved), or null when it has none. */
export function argumentsOf(field: FieldNode, variables: Readonly<Record<string, unknown>>): Record<string, unknown> | null {
  if (!field.arguments?.length) return null;
  const args: Record<string, unknown> = {};
  for (const arg of field.arguments) args[arg.name.value] = valueFromASTUntyped(arg.value, variables);
  return args;
}

/**
 * Walks an answer along its operation (the selection model, src/selection.ts: types from the
 * schema, fragments and `@skip`/`@include` as executed, aliases read) and records every show and
 * episode it holds: by their key fields the client selected, by the arguments that fetched them
 * (`episode(id: 5)` names its episode even when `id` is not selected), and by named keys
 * anywhere. A Show or Episode reached with no key at all marks the answer keyless for that type.
 * Over-collecting only invalidates more; it never serves stale data.
 */
export function collectEntities(op: Operation, selectionSet: SelectionRoot, type: GraphQLCompositeType, data: unknown, out: Entities): void {
  walkValue(scopeOf(op), selectionSet, type, data, false, out);
}

function walkValue(op: SelectionScope, root: SelectionRoot, type: GraphQLCompositeType, value: unknown, identified: boolean, out: Entities): void {
  if (Array.isArray(value)) {
    for (const item of value) walkValue(op, root, type, item, identified, out);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const object = value as Record<string, unknown>;
  // The value's object type when known; else (an abstract type without `__typename`) each it may be.
  const runtime = runtimeType(op, root, type, object);
  const objectTypes = runtime ? [runtime] : possibleTypes(op.schema, type);
  let keyed = identified;
  for (const objectType of objectTypes) {
    const fields = objectType.getFields();
    for (const field of selectionOf(root, objectType.name, op).fields.values()) {
      const name = field.name;
      if (name.startsWith('__')) continue;
      const v = object[field.responseKey];
      const own = OWN_KEYS[objectType.name]?.[name];
      if (own && v != null) keyed = own(out, v) || keyed;
      const named = NAMED_KEYS[name];
      if (named && v != null) named(out, v);
      const def = fields[name];
      if (!def) continue;
      const fieldType = getNamedType(def.type);
      if (/Comment/.test(fieldType.name)) out.comments = true;
      const args = argumentsOf(field.nodes[0], op.variableValues);
      let childIdentified = false;
      if (args) {
        childIdentified = scanNamedKeys(args, out);
        const ownArgs = OWN_KEYS[fieldType.name];
        if (ownArgs) for (const [arg, add] of Object.entries(ownArgs)) if (args[arg] != null) childIdentified = add(out, args[arg]) || childIdentified;
      }
      if (isCompositeType(fieldType) && v != null) walkValue(op, field.nodes, fieldType, v, childIdentified, out);
    }
  }
  if (!keyed) {
    if (objectTypes.some((t) => t.name === 'Episode')) out.keylessEpisode = true;
    if (objectTypes.some((t) => t.name === 'Show')) out.keylessShow = true;
  }
}

/** The value's object type: its static type, or the `__typename` it was asked for; null when unknown. */
function runtimeType(op: SelectionScope, root: SelectionRoot, type: GraphQLCompositeType, object: Record<string, unknown>): GraphQLObjectType | null {
  if (isObjectType(type)) return type;
  for (const candidate of possibleTypes(op.schema, type)) {
    for (const field of selectionOf(root, candidate.name, op).fields.values()) {
      if (field.name !== '__typename') continue;
      const named = op.schema.getType(String(object[field.responseKey]));
      if (named && isObjectType(named)) return named;
    }
  }
  return null;
}

function possibleTypes(schema: GraphQLSchema, type: GraphQLCompositeType): readonly GraphQLObjectType[] {
  return isAbstractType(type) ? schema.getPossibleTypes(type) : isObjectType(type) ? [type] : [];
}

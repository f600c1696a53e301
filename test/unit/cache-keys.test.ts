import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  getNamedType,
  isObjectType,
  Kind,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { CACHE_KEYS, EMBEDDED_TYPES } from '../../client/src/cache-keys.js';

/**
 * Issue 28: the client package's cache keys cover the whole graph, and every operation of
 * `client/operations` selects the key fields of each object it reads (Apollo's InMemoryCache
 * refuses a result without them once `keyFields` are set; Graphcache would not normalise it), and
 * every mutation selects the key of what it changes.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const schema = buildSchema(readFileSync(join(ROOT, 'schema/gateway.graphql'), 'utf8'));
const dir = join(ROOT, 'client/operations');
const document = parse(readdirSync(dir).filter((f) => f.endsWith('.graphql')).map((f) => readFileSync(join(dir, f), 'utf8')).join('\n'));
const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
const keys = CACHE_KEYS as Record<string, readonly string[]>;

/** Field names selected on `type` by this selection set, through fragments on the same type or on an abstract one. */
function selectedNames(set: SelectionSetNode, type: GraphQLObjectType, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) names.add(selection.name.value);
    else {
      const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
      if (!fragment || (selection.kind === Kind.FRAGMENT_SPREAD && seen.has(selection.name.value))) continue;
      if (selection.kind === Kind.FRAGMENT_SPREAD) seen.add(selection.name.value);
      const condition = fragment.typeCondition?.name.value;
      if (condition && condition !== type.name && !schema.getPossibleTypes(schema.getType(condition) as never).some((t) => t.name === type.name)) continue;
      for (const name of selectedNames(fragment.selectionSet, type, seen)) names.add(name);
    }
  }
  return names;
}

describe('cache keys', () => {
  it('name every object type of the gateway schema once: a key, or kept inside its parent', () => {
    const objectTypes = Object.values(schema.getTypeMap())
      .filter((t) => isObjectType(t) && !t.name.startsWith('__') && ![schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].includes(t as GraphQLObjectType))
      .map((t) => t.name)
      .sort();
    const named = [...Object.keys(CACHE_KEYS), ...EMBEDDED_TYPES].sort();
    expect(named).toEqual(objectTypes);
    for (const [type, fields] of Object.entries(keys)) {
      const object = schema.getType(type) as GraphQLObjectType;
      for (const field of fields) expect(object.getFields()[field], `${type}.${field}`).toBeDefined();
    }
  });

  it('are selected wherever an operation of client/operations reads an object that has them', () => {
    const missing: string[] = [];
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const typeInfo = new TypeInfo(schema);
      visit(
        definition,
        visitWithTypeInfo(typeInfo, {
          Field(node) {
            if (!node.selectionSet) return;
            const type = getNamedType(typeInfo.getType());
            const candidates = type && isObjectType(type) ? [type] : type ? schema.getPossibleTypes(type as never) : [];
            for (const object of candidates) {
              const fields = keys[object.name];
              if (!fields) continue;
              const names = selectedNames(node.selectionSet, object);
              for (const field of fields) if (!names.has(field)) missing.push(`${(definition as OperationDefinitionNode).name?.value}: ${node.name.value} (${object.name}) lacks ${field}`);
            }
          },
        }),
      );
    }
    expect(missing).toEqual([]);
  });

  it("are what each of the client's mutations answers with, for the object it changes", () => {
    const changes: Record<string, string> = {
      UpdateEpisode: 'Episode',
      ScheduleEpisode: 'Episode',
      PublishEpisode: 'Episode',
      CreateEpisode: 'Episode',
      SetEpisodeSponsoredContent: 'Episode',
      SavePoll: 'Episode',
      DeletePoll: 'Episode',
    };
    for (const [name, type] of Object.entries(changes)) {
      const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name);
      expect(operation, name).toBeDefined();
      const typeInfo = new TypeInfo(schema);
      let found = false;
      visit(
        operation!,
        visitWithTypeInfo(typeInfo, {
          Field(node) {
            const named = getNamedType(typeInfo.getType());
            if (node.selectionSet && named?.name === type) found = true;
          },
        }),
      );
      expect(found, `${name} answers with the ${type} it changes`).toBe(true);
    }
  });
});

import {
  getNamedType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLObjectType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { ANALYTICS_DESCRIPTIONS, type Term, type TypeDescriptions } from '../graph/analytics/descriptions.js';

/**
 * The introspected upstream schema with document 2's explanations of its analytics vocabulary
 * as descriptions (graph/analytics/descriptions.ts), so GraphiQL, generated clients and the
 * dashboard show what a metric counts where the metric is chosen. Applied to the upstream
 * schema before stitching, whatever its shape: a type is found by the spec's name or by its
 * place (the type of `Show.analytics(getShowAnalyticsRequest).window`...), and anything not
 * found is left as the upstream gave it. A value the spec does not explain keeps the
 * upstream's description; where both speak, the spec's words come first and the upstream's
 * follow.
 */
export function describeAnalytics(schema: GraphQLSchema, descriptions: readonly TypeDescriptions[] = ANALYTICS_DESCRIPTIONS): GraphQLSchema {
  const byType = placeDescriptions(schema, descriptions);
  if (!byType.size) return schema;
  const term = (typeName: string, part: 'values' | 'fields', name: string): Term | undefined => byType.get(typeName)?.[part]?.[name];
  return mapSchema(schema, {
    [MapperKind.ENUM_TYPE]: (type) => {
      const description = byType.get(type.name)?.description;
      return description ? new GraphQLEnumType({ ...type.toConfig(), description: combine(description, type.description) }) : type;
    },
    [MapperKind.OBJECT_TYPE]: (type) => {
      const description = byType.get(type.name)?.description;
      return description ? new GraphQLObjectType({ ...type.toConfig(), description: combine(description, type.description) }) : type;
    },
    [MapperKind.INPUT_OBJECT_TYPE]: (type) => {
      const description = byType.get(type.name)?.description;
      return description ? new GraphQLInputObjectType({ ...type.toConfig(), description: combine(description, type.description) }) : type;
    },
    [MapperKind.ENUM_VALUE]: (config, typeName, _schema, externalValue) => {
      const described = term(typeName, 'values', externalValue);
      return described ? { ...config, description: combine(described.description, config.description) } : config;
    },
    [MapperKind.COMPOSITE_FIELD]: (config, fieldName, typeName) => {
      const described = term(typeName, 'fields', fieldName);
      const args = byType.get(typeName)?.args?.[fieldName];
      if (!described && !args) return config;
      const describedArgs = config.args && args
        ? Object.fromEntries(Object.entries(config.args).map(([name, arg]) => [name, args[name] ? { ...arg, description: combine(args[name].description, arg.description) } : arg]))
        : config.args;
      return { ...config, args: describedArgs, description: described ? combine(described.description, config.description) : config.description };
    },
    [MapperKind.INPUT_OBJECT_FIELD]: (config, fieldName, typeName) => {
      const described = term(typeName, 'fields', fieldName);
      return described ? { ...config, description: combine(described.description, config.description) } : config;
    },
  });
}

/** Upstream type name -> what to say about it, for every description whose type this schema has. */
function placeDescriptions(schema: GraphQLSchema, descriptions: readonly TypeDescriptions[]): Map<string, TypeDescriptions> {
  const out = new Map<string, TypeDescriptions>();
  for (const entry of descriptions) {
    // By name where the upstream uses the spec's; else every type its places reach (one upstream
    // may give Show.analytics and Episode.analytics one type, another two).
    const named = entry.name ? schema.getType(entry.name) : undefined;
    const types = named ? [named] : (entry.paths ?? []).map((p) => typeAt(schema, p));
    for (const type of new Set(types)) {
      if (!type || type.name.startsWith('__')) continue;
      // Several places may reach one type: the first word on a member wins.
      const known = out.get(type.name);
      out.set(type.name, known ? merge(known, entry) : entry);
    }
  }
  return out;
}

function merge(a: TypeDescriptions, b: TypeDescriptions): TypeDescriptions {
  return {
    description: a.description ?? b.description,
    values: { ...b.values, ...a.values },
    fields: { ...b.fields, ...a.fields },
    args: { ...b.args, ...a.args },
  };
}

const STEP = /^(\w+)(?:\((\w+)\))?$/;

/**
 * The named type at a path: `Show.analytics(getShowAnalyticsRequest).window` is the type of
 * field `window` of the input type of argument `getShowAnalyticsRequest` of `Show.analytics`.
 */
export function typeAt(schema: GraphQLSchema, path: string): GraphQLNamedType | undefined {
  const [head, ...steps] = path.split('.');
  let type: GraphQLNamedType | undefined = schema.getType(head);
  for (const step of steps) {
    const match = STEP.exec(step);
    if (!type || !match) return undefined;
    const [, fieldName, argName] = match;
    if (isObjectType(type) || isInterfaceType(type)) {
      const field = type.getFields()[fieldName];
      const next = argName ? field?.args.find((a) => a.name === argName)?.type : field?.type;
      type = next ? getNamedType(next) : undefined;
    } else if (isInputObjectType(type) && !argName) {
      const field = type.getFields()[fieldName];
      type = field ? getNamedType(field.type) : undefined;
    } else {
      return undefined;
    }
  }
  return type && (isEnumType(type) || isObjectType(type) || isInputObjectType(type) || isInterfaceType(type)) ? type : undefined;
}

/** The spec's words, then the upstream's own when it said something else. */
function combine(spec: string, upstream: string | null | undefined): string {
  const theirs = upstream?.trim();
  return theirs && theirs !== spec && !spec.includes(theirs) ? `${spec}\n\n${theirs}` : spec;
}

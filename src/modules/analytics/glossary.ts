import type { GraphQLResolveInfo } from 'graphql';
import { isObjectType } from 'graphql';
import { GATEWAY_FIELD_LABELS, glossaryEntries } from '../../graph/analytics/descriptions.js';

export interface AnalyticsTermValue {
  term: string;
  kind: 'VALUE' | 'FIELD' | 'GATEWAY_FIELD';
  label: string;
  description: string;
}

/**
 * The analytics vocabulary as data: document 2's terms (graph/analytics/descriptions.ts, the
 * words the schema transform writes into descriptions) and the gateway's own fields, whose
 * definitions are read from the served schema so they are said once, in the SDL.
 */
export function analyticsGlossary(info: GraphQLResolveInfo): AnalyticsTermValue[] {
  const upstream = glossaryEntries().map(({ term, kind, label, description }) => ({ term, kind, label, description }));
  const gateway: AnalyticsTermValue[] = [];
  for (const [term, label] of Object.entries(GATEWAY_FIELD_LABELS)) {
    const [typeName, fieldName] = term.split('.');
    const type = info.schema.getType(typeName);
    const description = isObjectType(type) ? type.getFields()[fieldName]?.description : undefined;
    if (description) gateway.push({ term, kind: 'GATEWAY_FIELD', label, description });
  }
  return [...gateway, ...upstream];
}

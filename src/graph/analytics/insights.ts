import {
  getNamedType,
  isEnumType,
  isLeafType,
  isNonNullType,
  isObjectType,
  parse,
  type DocumentNode,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import { missingUpstream, upstreamField } from '../capabilities.js';
import { successOf } from '../mutate.js';
import { asGatewayError, queryUpstream, type GraphCaller } from '../runtime.js';
import { fillArguments, type SlotValue } from './fill.js';
import { nestedPlan } from './nested.js';

/**
 * The upstream's analytics insights (document 2, 2.7 and 4.1): `generateAnalyticsInsight`
 * (mutation, argument `generateInsightRequest`, returns `insightId`, `state`, `payload`,
 * `generatedAt`), reading one back (`Show.analyticsInsight(getInsightRequest: {insightId})`,
 * or a root `getAnalyticsInsight(showUri, insightId)` where an upstream serves the operation
 * under its own name) and `submitAnalyticsInsightFeedback` (thumbs up or down; its arguments and
 * return shape are not shown, 4.5). The value set of `state` and the structure of `payload` are
 * not shown either (2.7): both are read as the upstream gives them.
 */

/** An insight as the upstream answers it. `payload` is whatever the upstream sends (text, JSON, an object). */
export interface RawInsight {
  insightId?: unknown;
  state?: unknown;
  payload?: unknown;
  generatedAt?: unknown;
}

const INSIGHT_FIELDS = ['insightId', 'state', 'payload', 'generatedAt'] as const;

/** The insight fields this upstream's insight type has; an object-typed one with its leaf fields. */
function insightSelection(schema: GraphQLSchema, typeName: string): Array<string | Record<string, string[]>> {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) return [];
  const spec: Array<string | Record<string, string[]>> = [];
  for (const name of INSIGHT_FIELDS) {
    const field = type.getFields()[name];
    if (!field) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named)) spec.push(name);
    else if (isObjectType(named)) {
      const leaves = Object.values(named.getFields()).filter((f) => isLeafType(getNamedType(f.type)) && !f.args.some((a) => isNonNullType(a.type)));
      if (leaves.length) spec.push({ [name]: leaves.map((f) => f.name) });
    }
  }
  return spec;
}

interface FieldPlan {
  document: DocumentNode;
  variables: Record<string, unknown>;
}

/** The insight fields of the type a field returns, printed. */
const insightFields = (schema: GraphQLSchema) => (typeName: string) => insightSelection(schema, typeName).map(print).join(' ');

/**
 * A one-field operation on a root type with arguments filled by `value` and, when the field
 * returns an object, the selection `select` gives; or the coded error of an upstream that
 * cannot take it.
 */
function rootCall(
  root: 'Query' | 'Mutation',
  field: GraphQLField<unknown, unknown>,
  value: SlotValue,
  select: (typeName: string) => string,
  operationName: string,
  what: string,
): FieldPlan | Error {
  const filled = fillArguments(field.args, value);
  if (!filled.ok) return missingUpstream(`${what}: ${root}.${field.name} requires \`${filled.missing}\`, which document 2 does not show and the gateway cannot give`);
  const returns = getNamedType(field.type);
  const selection = isObjectType(returns) ? select(returns.name) || '__typename' : '';
  const used = field.args.filter((a) => a.name in filled.args);
  const definitions = used.map((a, i) => `$a${i}: ${a.type.toString()}`).join(', ');
  const passed = used.map((a, i) => `${a.name}: $a${i}`).join(', ');
  const keyword = root === 'Mutation' ? 'mutation' : 'query';
  const document = parse(`${keyword} ${operationName}${definitions ? `(${definitions})` : ''} { value: ${field.name}${passed ? `(${passed})` : ''}${selection ? ` { ${selection} }` : ''} }`);
  return { document, variables: Object.fromEntries(used.map((a, i) => [`a${i}`, filled.args[a.name]])) };
}

function print(item: string | Record<string, string[]>): string {
  return typeof item === 'string' ? item : Object.entries(item).map(([k, v]) => `${k} { ${v.join(' ')} }`).join(' ');
}

async function run(ctx: GraphCaller, plan: FieldPlan, operationType: 'query' | 'mutation'): Promise<unknown> {
  const result = await queryUpstream(ctx, plan.document, plan.variables, operationType);
  const value = (result.data as Record<string, unknown> | null | undefined)?.value;
  const error = result.errors?.find((e) => !e.path || e.path[0] === 'value');
  if ((value === null || value === undefined) && error) throw asGatewayError(error);
  return value ?? null;
}

/** Asks the upstream to generate an insight of a show. */
export async function generateInsight(ctx: GraphCaller, showUri: string, insightType: string | null): Promise<RawInsight | null> {
  const schema = ctx.upstream.schema;
  const field = upstreamField(schema, 'Mutation', 'generateAnalyticsInsight');
  if (!field) throw missingUpstream('analytics insights (Mutation.generateAnalyticsInsight, document 2, 4.1)');
  const plan = rootCall(
    'Mutation',
    field,
    (name) => (name === 'showUri' ? showUri : name === 'insightType' && insightType !== null ? insightType : undefined),
    insightFields(schema),
    'GatewayGenerateInsight',
    'analytics insights',
  );
  if (plan instanceof Error) throw plan;
  return (await run(ctx, plan, 'mutation')) as RawInsight | null;
}

/** Reads an insight back: under the show where document 2 puts it (2.7), else a root `getAnalyticsInsight` (4.1). Null: the upstream does not know it. */
export async function readInsight(ctx: GraphCaller, showUri: string, insightId: string): Promise<RawInsight | null> {
  const schema = ctx.upstream.schema;
  const showField = upstreamField(schema, 'Show', 'analyticsInsight');
  if (showField) {
    const plan = nestedPlan(schema, {
      level: 'Show',
      field: 'analyticsInsight',
      arg: 'getInsightRequest',
      selection: insightSelection(schema, getNamedType(showField.type).name),
      operationName: 'GatewayReadInsight',
      what: 'reading an analytics insight',
    });
    if (!(plan instanceof Error)) {
      const result = await queryUpstream(ctx, plan.document, plan.variables(showUri, { insightId }));
      return plan.read<RawInsight>(result);
    }
  }
  const root = upstreamField(schema, 'Query', 'getAnalyticsInsight');
  if (!root) throw missingUpstream('reading an analytics insight (Show.analyticsInsight(getInsightRequest:), document 2, 2.7)');
  const plan = rootCall('Query', root, (name) => (name === 'showUri' ? showUri : name === 'insightId' ? insightId : undefined), insightFields(schema), 'GatewayReadInsight', 'reading an analytics insight');
  if (plan instanceof Error) throw plan;
  return (await run(ctx, plan, 'query')) as RawInsight | null;
}

export interface InsightFeedback {
  showUri: string;
  insightId: string;
  positive: boolean;
  comment: string | null;
}

const RATING = /feedback|rating|vote|thumb|sentiment|reaction|helpful|useful|positive|liked?$|score/i;
const NEGATIVE_NAME = /negative|dislike|unhelpful|thumbs?down/i;
const COMMENT = /comment|text|reason|message|note|detail/i;
const UP = /(^|_)(UP|POSITIVE|LIKE|LIKED|HELPFUL|USEFUL|GOOD|YES)($|_)/i;
const DOWN = /(^|_)(DOWN|NEGATIVE|DISLIKE|DISLIKED|UNHELPFUL|NOT_HELPFUL|BAD|NO)($|_)/i;

/** What goes into a slot of the feedback mutation, by its name and type. */
function feedbackSlot(feedback: InsightFeedback): SlotValue {
  return (name, type) => {
    const named = getNamedType(type);
    if (name === 'showUri') return feedback.showUri;
    if (name === 'insightId' || name === 'id') return feedback.insightId;
    if (COMMENT.test(name) && named.name === 'String') return feedback.comment ?? undefined;
    if (!RATING.test(name)) return undefined;
    if (named.name === 'Boolean') return NEGATIVE_NAME.test(name) ? !feedback.positive : feedback.positive;
    if (isEnumType(named)) {
      const wanted = named.getValues().find((v) => (feedback.positive ? UP.test(v.name) && !DOWN.test(v.name) : DOWN.test(v.name)));
      return wanted?.name;
    }
    // A free String slot: document 2 says only "thumbs up or down", not how it is spelt, and a
    // guessed spelling could record the wrong rating. Left unfilled, a required slot makes the
    // field UPSTREAM_UNSUPPORTED instead.
    return undefined;
  };
}

/** The feedback mutation: the one document 2 names, else the only Mutation field about insight feedback. */
function feedbackField(schema: GraphQLSchema): GraphQLField<unknown, unknown> | undefined {
  const named = upstreamField(schema, 'Mutation', 'submitAnalyticsInsightFeedback');
  if (named) return named;
  const fields = Object.values(schema.getMutationType()?.getFields() ?? {}).filter((f) => /insight/i.test(f.name) && /feedback/i.test(f.name));
  return fields.length === 1 ? fields[0] : undefined;
}

/** Sends a thumbs up or down; the upstream's verdict (a Boolean, or `success`), true when it answers without one. */
export async function submitInsightFeedback(ctx: GraphCaller, feedback: InsightFeedback): Promise<boolean> {
  const schema = ctx.upstream.schema;
  const field = feedbackField(schema);
  if (!field) throw missingUpstream('insight feedback (Mutation.submitAnalyticsInsightFeedback, document 2, 4.1; its arguments are not shown, 4.5)');
  // An object answer is read for its `success` when it has one (the return shape is not shown, 4.5).
  const success = (typeName: string) => {
    const type = schema.getType(typeName);
    return isObjectType(type) && 'success' in type.getFields() ? 'success' : '';
  };
  const plan = rootCall('Mutation', field, feedbackSlot(feedback), success, 'GatewayInsightFeedback', 'insight feedback');
  if (plan instanceof Error) throw plan;
  return successOf(await run(ctx, plan, 'mutation'));
}

import {
  getNamedType,
  isInputObjectType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLInputType,
} from 'graphql';

/**
 * Arguments for an upstream field whose arguments the spec does not show (document 2, 4.5:
 * `submitAnalyticsInsightFeedback`; 4.1: the fields of `generateInsightRequest`), filled by
 * name from what the gateway knows, whether the upstream takes them as plain arguments or
 * inside input objects. `value` says what goes into a slot (undefined: nothing the gateway
 * knows); a required slot nobody can fill makes the field unusable, and the caller says so
 * (UPSTREAM_UNSUPPORTED) instead of sending a request the upstream must refuse.
 */
export type SlotValue = (name: string, type: GraphQLInputType) => unknown;

export type Filled = { ok: true; args: Record<string, unknown> } | { ok: false; missing: string };

export function fillArguments(args: readonly GraphQLArgument[], value: SlotValue): Filled {
  return fillSlots(args, value, '');
}

function fillSlots(slots: ReadonlyArray<GraphQLArgument | GraphQLInputField>, value: SlotValue, path: string): Filled {
  const out: Record<string, unknown> = {};
  for (const slot of slots) {
    const where = path ? `${path}.${slot.name}` : slot.name;
    const required = isNonNullType(slot.type) && slot.defaultValue === undefined;
    const direct = value(slot.name, slot.type);
    if (direct !== undefined) {
      out[slot.name] = direct;
      continue;
    }
    const named = getNamedType(slot.type);
    if (isInputObjectType(named)) {
      const inner = fillSlots(Object.values(named.getFields()), value, where);
      if (inner.ok && Object.keys(inner.args).length) {
        out[slot.name] = inner.args;
        continue;
      }
      if (required) return inner.ok ? { ok: false, missing: where } : inner;
      continue;
    }
    if (required) return { ok: false, missing: where };
  }
  return { ok: true, args: out };
}

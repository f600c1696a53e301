import {
  getNamedType,
  getNullableType,
  isAbstractType,
  isCompositeType,
  isListType,
  isObjectType,
  Kind,
  print,
  type DirectiveNode,
  type DocumentNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Tape } from './tape.js';

/**
 * The same question asked with `@defer` and `@stream` (docs/clients.md, "Incremental delivery"):
 * a rewriting of an inline query that wraps runs of selections, at any depth, in
 * `... @defer(label: ...)` fragments (some nested, some with `if: true` or `if: false`) and
 * streams some lists, chosen by a tape so that fast-check shrinks a failure to the few
 * directives that matter. Its merged parts must give the inline query's answer.
 */

const P = { defer: 0.35, again: 0.3, nested: 0.25, condition: 0.15, stream: 0.2 };

export interface Deferred {
  document: DocumentNode;
  source: string;
  /** How many `@defer` and `@stream` it holds (at least one `@defer`). */
  directives: number;
}

export function deferRewrite(inline: DocumentNode, schema: GraphQLSchema, tape: Tape): Deferred {
  const operation = inline.definitions[0] as OperationDefinitionNode;
  if (operation.operation !== 'query') throw new Error('@defer is for queries here');
  let directives = 0;
  let defers = 0;
  const label = () => {
    defers++;
    return `d${++directives}`;
  };

  const deferDirective = (conditional = true): DirectiveNode => {
    const args = [{ kind: Kind.ARGUMENT, name: { kind: Kind.NAME, value: 'label' }, value: { kind: Kind.STRING, value: label() } }] as DirectiveNode['arguments'] & object[];
    // `if: true` defers as no argument does; `if: false` leaves the fragment in the initial part.
    if (conditional && tape.chance(P.condition)) args.push({ kind: Kind.ARGUMENT, name: { kind: Kind.NAME, value: 'if' }, value: { kind: Kind.BOOLEAN, value: tape.chance(0.5) } });
    return { kind: Kind.DIRECTIVE, name: { kind: Kind.NAME, value: 'defer' }, arguments: args };
  };

  const wrap = (set: SelectionSetNode, depth: number): SelectionSetNode => {
    let selections = [...set.selections];
    if (!selections.length || !tape.chance(P.defer)) return set;
    do {
      const start = tape.pick(selections.length);
      const length = 1 + tape.pick(selections.length - start);
      const run = selections.slice(start, start + length);
      const body: SelectionSetNode = { kind: Kind.SELECTION_SET, selections: run };
      const inner = depth < 2 && tape.chance(P.nested) ? wrap(body, depth + 1) : body;
      selections = [...selections.slice(0, start), { kind: Kind.INLINE_FRAGMENT, directives: [deferDirective()], selectionSet: inner }, ...selections.slice(start + length)];
    } while (selections.length > 1 && tape.chance(P.again));
    return { ...set, selections };
  };

  const forceDefer = (set: SelectionSetNode): SelectionSetNode => {
    const [first, ...others] = set.selections;
    if (first?.kind === Kind.FIELD && first.selectionSet?.selections.length) {
      const inner = first.selectionSet.selections;
      const start = tape.pick(inner.length);
      const body: SelectionSetNode = { kind: Kind.SELECTION_SET, selections: inner.slice(start) };
      const deferred: SelectionNode = { kind: Kind.INLINE_FRAGMENT, directives: [deferDirective(false)], selectionSet: body };
      return { ...set, selections: [{ ...first, selectionSet: { ...first.selectionSet, selections: [...inner.slice(0, start), deferred] } }, ...others] };
    }
    return { ...set, selections: [{ kind: Kind.INLINE_FRAGMENT, directives: [deferDirective(false)], selectionSet: set }] };
  };

  const visit = (set: SelectionSetNode, parent: GraphQLCompositeType): SelectionSetNode => {
    const keys = new Map<string, number>();
    for (const sel of set.selections) if (sel.kind === Kind.FIELD) keys.set(sel.alias?.value ?? sel.name.value, (keys.get(sel.alias?.value ?? sel.name.value) ?? 0) + 1);
    const selections: SelectionNode[] = set.selections.map((sel) => {
      if (sel.kind === Kind.INLINE_FRAGMENT) {
        const type = sel.typeCondition ? (schema.getType(sel.typeCondition.name.value) as GraphQLCompositeType) : parent;
        return { ...sel, selectionSet: visit(sel.selectionSet, type) };
      }
      if (sel.kind !== Kind.FIELD || sel.name.value.startsWith('__')) return sel;
      const field = fieldOf(parent, sel.name.value);
      if (!field) return sel;
      const streamable = isListType(getNullableType(field.type)) && keys.get(sel.alias?.value ?? sel.name.value) === 1;
      const streamed = streamable && tape.chance(P.stream);
      if (streamed) directives++;
      const named = getNamedType(field.type);
      return {
        ...sel,
        ...(streamed ? { directives: [...(sel.directives ?? []), streamDirective(tape.pick(3))] } : {}),
        ...(sel.selectionSet && isCompositeType(named) ? { selectionSet: visit(sel.selectionSet, named) } : {}),
      };
    });
    return wrap({ ...set, selections }, 0);
  };

  const root = schema.getQueryType()!;
  let selectionSet = visit(operation.selectionSet, root);
  // Every rewriting defers something: where the tape chose nothing, a run of the first root
  // field's selections (or of the root's).
  if (!defers) selectionSet = forceDefer(selectionSet);
  const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [{ ...operation, selectionSet }] };
  return { document, source: print(document), directives };
}

function streamDirective(initialCount: number): DirectiveNode {
  return {
    kind: Kind.DIRECTIVE,
    name: { kind: Kind.NAME, value: 'stream' },
    arguments: [{ kind: Kind.ARGUMENT, name: { kind: Kind.NAME, value: 'initialCount' }, value: { kind: Kind.INT, value: String(initialCount) } }],
  };
}

function fieldOf(parent: GraphQLCompositeType, name: string): GraphQLField<unknown, unknown> | undefined {
  if (isObjectType(parent) || (isAbstractType(parent) && 'getFields' in parent)) return (parent as { getFields(): Record<string, GraphQLField<unknown, unknown>> }).getFields()[name];
  return undefined;
}

/** One part of an incremental answer (the incremental-delivery proposal's format, as yoga sends it). */
export interface Part {
  data?: Record<string, unknown> | null;
  errors?: Array<{ path?: (string | number)[]; extensions?: Record<string, unknown> }>;
  incremental?: Array<{ path: (string | number)[]; data?: Record<string, unknown> | null; items?: unknown[]; errors?: Part['errors'] }>;
  hasNext?: boolean;
}

/** The answer the parts make together: deferred data merged at its path, streamed items put in their lists, every error kept. */
export function mergeParts(parts: readonly Part[]): { data: unknown; errors: NonNullable<Part['errors']> } {
  const [first, ...rest] = parts;
  const data = structuredClone(first?.data ?? null);
  const errors = [...(first?.errors ?? [])];
  for (const part of rest) {
    errors.push(...(part.errors ?? []));
    for (const item of part.incremental ?? []) {
      errors.push(...(item.errors ?? []));
      if (item.items) {
        const list = at(data, item.path.slice(0, -1)) as unknown[];
        const from = item.path.at(-1) as number;
        item.items.forEach((value, i) => (list[from + i] = value));
      } else if (item.data) {
        mergeInto(at(data, item.path) as Record<string, unknown>, item.data);
      }
    }
  }
  return { data, errors };
}

function at(value: unknown, path: readonly (string | number)[]): unknown {
  let here = value;
  for (const key of path) here = (here as Record<string | number, unknown>)[key];
  return here;
}

function mergeInto(target: Record<string, unknown>, source: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(source)) {
    const held = target[key];
    if (Array.isArray(held) && Array.isArray(value)) {
      value.forEach((item, i) => {
        if (isRecord(held[i]) && isRecord(item)) mergeInto(held[i], item);
        else held[i] = item;
      });
    } else if (isRecord(held) && isRecord(value)) {
      mergeInto(held, value);
    } else {
      target[key] = value;
    }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

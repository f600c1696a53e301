import {
  GraphQLBoolean,
  GraphQLNonNull,
  Kind,
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  parseType,
  print,
  validate,
  valueFromASTUntyped,
  visit,
  type ArgumentNode,
  type DirectiveNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
  type ValueNode,
  type VariableDefinitionNode,
} from 'graphql';
import { Tape } from './tape.js';

/**
 * Equivalent rewritings of a GraphQL operation, as codegen clients write them: named and nested
 * fragments, inline fragments with and without a type condition, aliases, literals turned into
 * variables and variables into literals, `@include(if: true)` / `@skip(if: false)` (literal or
 * through a variable), duplicated and split fields, fields excluded by `@skip(if: true)` beside
 * their included twin, `__typename` added, changed order. Each rewriting is checked valid against
 * the schema; aliases and added `__typename`s are recorded so its answer can be mapped back to
 * the shape of the inline document's.
 */

export type Variables = Record<string, unknown>;

/** Response keys a rewriting renamed or added, per position in the answer (original keys). */
export interface KeyMap {
  /** rewritten key -> original key */
  renames: Map<string, string>;
  /** keys the rewriting added (a `__typename` the inline document did not select) */
  added: Set<string>;
  /** by original key */
  children: Map<string, KeyMap>;
}

export interface Rewriting {
  document: DocumentNode;
  source: string;
  variables: Variables;
  keys: KeyMap;
}

/** How often each rewrite is tried at each place (per tape entry). */
const P = {
  alias: 0.15,
  typename: 0.15,
  toVariable: 0.3,
  toLiteral: 0.4,
  split: 0.15,
  duplicate: 0.1,
  excluded: 0.08,
  condition: 0.08,
  wrap: 0.25,
  fragment: 0.3,
  shuffle: 0.4,
};

const PREFIX = 'shape';

/** The operation of `document` with every named fragment spread expanded in place. */
export function inlineDocument(document: DocumentNode, schema: GraphQLSchema): DocumentNode {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    else if (def.kind === Kind.OPERATION_DEFINITION) operations.push(def);
  }
  if (operations.length !== 1) throw new Error(`expected one operation, got ${operations.length}`);
  const [operation] = operations;

  const expand = (set: SelectionSetNode, parent: GraphQLCompositeType): SelectionSetNode => {
    const selections: SelectionNode[] = [];
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        selections.push(sel.selectionSet ? { ...sel, selectionSet: expand(sel.selectionSet, fieldType(schema, parent, sel.name.value)) } : sel);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const type = sel.typeCondition ? compositeType(schema, sel.typeCondition.name.value) : parent;
        selections.push({ ...sel, selectionSet: expand(sel.selectionSet, type) });
      } else {
        const fragment = fragments.get(sel.name.value);
        if (!fragment) throw new Error(`unknown fragment ${sel.name.value}`);
        const type = compositeType(schema, fragment.typeCondition.name.value);
        const body = expand(fragment.selectionSet, type);
        if (type === parent && !sel.directives?.length) selections.push(...body.selections);
        else selections.push({ kind: Kind.INLINE_FRAGMENT, typeCondition: fragment.typeCondition, directives: sel.directives, selectionSet: body });
      }
    }
    return { kind: Kind.SELECTION_SET, selections };
  };
  const root = rootType(schema, operation);
  return { kind: Kind.DOCUMENT, definitions: [{ ...operation, selectionSet: expand(operation.selectionSet, root) }] };
}

/** Variables as the operation sees them: the given values, else the definitions' defaults. */
export function effectiveVariables(operation: OperationDefinitionNode, variables: Variables): Variables {
  const out: Variables = {};
  for (const def of operation.variableDefinitions ?? []) {
    const name = def.variable.name.value;
    if (variables[name] !== undefined) out[name] = variables[name];
    else if (def.defaultValue) out[name] = valueFromASTUntyped(def.defaultValue);
  }
  return out;
}

/**
 * One rewriting of an inline document (see `inlineDocument`) chosen by `tape`. An empty tape
 * gives the inline document itself.
 */
export function rewrite(inline: DocumentNode, schema: GraphQLSchema, variables: Variables, tape: Tape): Rewriting {
  const operation = inline.definitions[0] as OperationDefinitionNode;
  const root = rootType(schema, operation);
  const effective = effectiveVariables(operation, variables);
  const newVariables: Variables = { ...variables };
  const variableDefs: VariableDefinitionNode[] = [...(operation.variableDefinitions ?? [])];
  const fragments: FragmentDefinitionNode[] = [];
  let counter = 0;
  const fresh = (kind: string) => `${PREFIX}${kind}${++counter}`;

  // --- response keys: aliases and __typename, decided once per position of the answer
  const keys = emptyKeyMap();
  const tree = keyTree(operation.selectionSet);
  decideKeys(tree, keys, tape, fresh);

  // --- values: literals to variables, variables to literals
  const newVariable = (type: GraphQLInputType, value: unknown): ValueNode => {
    const name = fresh('V');
    variableDefs.push({ kind: Kind.VARIABLE_DEFINITION, variable: variableNode(name), type: parseType(String(type)) });
    newVariables[name] = value;
    return variableNode(name);
  };
  const rewriteValue = (node: ValueNode, type: GraphQLInputType): ValueNode => {
    if (node.kind === Kind.VARIABLE) {
      const value = effective[node.name.value];
      return value !== undefined && tape.chance(P.toLiteral) ? toLiteral(value, type) : node;
    }
    if (tape.chance(P.toVariable)) return newVariable(type, valueFromASTUntyped(node, effective));
    const inner = isNonNullType(type) ? type.ofType : type;
    if (node.kind === Kind.OBJECT && isInputObjectType(inner)) {
      const fields = inner.getFields();
      return { ...node, fields: node.fields.map((f) => ({ ...f, value: rewriteValue(f.value, fields[f.name.value].type) })) };
    }
    if (node.kind === Kind.LIST && isListType(inner)) return { ...node, values: node.values.map((v) => rewriteValue(v, inner.ofType)) };
    return node;
  };

  // --- the walk that applies keys and values, scope by scope
  const applyScope = (set: SelectionSetNode, parent: GraphQLCompositeType, map: KeyMap, addTypename: boolean): SelectionSetNode => {
    const aliasOf = new Map([...map.renames].map(([alias, key]) => [key, alias]));
    const walk = (s: SelectionSetNode, type: GraphQLCompositeType): SelectionSetNode => ({
      kind: Kind.SELECTION_SET,
      selections: s.selections.map((sel): SelectionNode => {
        if (sel.kind === Kind.INLINE_FRAGMENT) {
          return { ...sel, selectionSet: walk(sel.selectionSet, sel.typeCondition ? compositeType(schema, sel.typeCondition.name.value) : type) };
        }
        if (sel.kind !== Kind.FIELD) return sel;
        const key = responseKey(sel);
        const alias = aliasOf.get(key);
        const def = isObjectType(type) || isInterfaceType(type) ? type.getFields()[sel.name.value] : undefined;
        const args = sel.arguments?.map((arg): ArgumentNode => {
          const argDef = def?.args.find((a) => a.name === arg.name.value);
          return argDef ? { ...arg, value: rewriteValue(arg.value, argDef.type) } : arg;
        });
        const child = map.children.get(key);
        const selectionSet = sel.selectionSet && child ? applyScope(sel.selectionSet, fieldType(schema, type, sel.name.value), child, child.added.has('__typename')) : sel.selectionSet;
        return { ...sel, alias: alias ? nameNode(alias) : sel.alias, arguments: args, selectionSet };
      }),
    });
    const out = walk(set, parent);
    return addTypename ? { ...out, selections: [...out.selections, fieldNode('__typename')] } : out;
  };
  let selectionSet = applyScope(operation.selectionSet, root, keys, keys.added.has('__typename'));

  // --- structure: fragments, inline fragments, conditions, duplicates, order (bottom-up)
  const condition = (keep: boolean): DirectiveNode => {
    const skip = tape.pick(2) === 1;
    // @include(if: keep) or @skip(if: !keep)
    const value = skip ? !keep : keep;
    const how = tape.pick(3);
    let arg: ValueNode;
    if (how === 0) arg = { kind: Kind.BOOLEAN, value };
    else if (how === 1) arg = newVariable(new GraphQLNonNull(GraphQLBoolean), value);
    else {
      // a nullable variable left unset, its default giving the value
      const name = fresh('D');
      variableDefs.push({ kind: Kind.VARIABLE_DEFINITION, variable: variableNode(name), type: parseType('Boolean'), defaultValue: { kind: Kind.BOOLEAN, value } });
      arg = variableNode(name);
    }
    return { kind: Kind.DIRECTIVE, name: nameNode(skip ? 'skip' : 'include'), arguments: [{ kind: Kind.ARGUMENT, name: nameNode('if'), value: arg }] };
  };
  // @skip and @include are not repeatable: a second of one name is left out (its variable, unused, goes too).
  const withDirective = <T extends SelectionNode>(sel: T, directive: DirectiveNode): T =>
    sel.directives?.some((d) => d.name.value === directive.name.value) ? sel : { ...sel, directives: [...(sel.directives ?? []), directive] };
  const excluded = <T extends SelectionNode>(sel: T): T => withDirective({ ...sel, directives: sel.directives?.filter((d) => d.name.value !== 'skip' && d.name.value !== 'include') }, condition(false));

  const structure = (set: SelectionSetNode, parent: GraphQLCompositeType): SelectionSetNode => {
    let selections: SelectionNode[] = set.selections.map((sel) => {
      if (sel.kind === Kind.FIELD && sel.selectionSet) return { ...sel, selectionSet: structure(sel.selectionSet, fieldType(schema, parent, sel.name.value)) };
      if (sel.kind === Kind.INLINE_FRAGMENT) return { ...sel, selectionSet: structure(sel.selectionSet, sel.typeCondition ? compositeType(schema, sel.typeCondition.name.value) : parent) };
      return sel;
    });
    const insertAt = (node: SelectionNode) => {
      const at = tape.pick(selections.length + 1);
      selections = [...selections.slice(0, at), node, ...selections.slice(at)];
    };
    for (const sel of [...selections]) {
      if (sel.kind !== Kind.FIELD) continue;
      if (sel.selectionSet && sel.selectionSet.selections.length >= 2 && tape.chance(P.split)) {
        const parts: [SelectionNode[], SelectionNode[]] = [[], []];
        for (const inner of sel.selectionSet.selections) parts[tape.pick(2)].push(inner);
        if (!parts[0].length) parts[0].push(parts[1].shift()!);
        if (!parts[1].length) parts[1].push(parts[0].pop()!);
        const [a, b] = parts.map((p): FieldNode => ({ ...sel, selectionSet: { kind: Kind.SELECTION_SET, selections: p } }));
        selections = selections.map((s) => (s === sel ? a : s));
        insertAt(b);
      } else if (tape.chance(P.duplicate)) {
        insertAt(sel);
      }
      if (tape.chance(P.excluded)) insertAt(excluded(sel));
    }
    selections = selections.map((sel) => (tape.chance(P.condition) ? withDirective(sel, condition(true)) : sel));
    for (let round = 0; round < 2; round++) {
      if (selections.length && tape.chance(P.wrap)) {
        const [from, to] = run(selections.length, tape);
        const typed = tape.pick(2) === 1;
        let fragment: SelectionNode = {
          kind: Kind.INLINE_FRAGMENT,
          typeCondition: typed ? { kind: Kind.NAMED_TYPE, name: nameNode(parent.name) } : undefined,
          selectionSet: { kind: Kind.SELECTION_SET, selections: selections.slice(from, to) },
        };
        if (tape.chance(P.condition)) fragment = withDirective(fragment, condition(true));
        selections = [...selections.slice(0, from), fragment, ...selections.slice(to)];
      }
      if (selections.length && tape.chance(P.fragment)) {
        const [from, to] = run(selections.length, tape);
        const name = fresh('F');
        fragments.push({
          kind: Kind.FRAGMENT_DEFINITION,
          name: nameNode(name),
          typeCondition: { kind: Kind.NAMED_TYPE, name: nameNode(parent.name) },
          selectionSet: { kind: Kind.SELECTION_SET, selections: selections.slice(from, to) },
        });
        let spread: SelectionNode = { kind: Kind.FRAGMENT_SPREAD, name: nameNode(name) };
        if (tape.chance(P.condition)) spread = withDirective(spread, condition(true));
        selections = [...selections.slice(0, from), spread, ...selections.slice(to)];
      }
    }
    if (tape.chance(P.shuffle)) {
      selections = [...selections];
      for (let i = selections.length - 1; i > 0; i--) {
        const j = tape.pick(i + 1);
        [selections[i], selections[j]] = [selections[j], selections[i]];
      }
    }
    return { kind: Kind.SELECTION_SET, selections };
  };
  selectionSet = structure(selectionSet, root);

  // Variables no longer used (all their uses became literals) go, as validation requires.
  const draft: DocumentNode = { kind: Kind.DOCUMENT, definitions: [{ ...operation, selectionSet }, ...fragments] };
  // A variable definition holds a Variable node too: count uses outside definitions only.
  const usedOutside = new Set<string>();
  visit(draft, {
    VariableDefinition: () => false,
    Variable: (node) => void usedOutside.add(node.name.value),
  });
  const keptDefs = variableDefs.filter((d) => usedOutside.has(d.variable.name.value));
  for (const name of Object.keys(newVariables)) if (!usedOutside.has(name)) delete newVariables[name];
  const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [{ ...operation, variableDefinitions: keptDefs, selectionSet }, ...fragments] };
  const source = print(document);
  const errors = validate(schema, document);
  if (errors.length) throw new Error(`rewriting is not a valid document: ${errors.map((e) => e.message).join('; ')}\n${source}`);
  return { document, source, variables: newVariables, keys };
}

/** The answer of a rewriting in the inline document's shape: aliases undone, added keys removed. */
export function undoData(value: unknown, map: KeyMap | undefined): unknown {
  if (!map || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => undoData(v, map));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (map.added.has(key)) continue;
    const original = map.renames.get(key) ?? key;
    out[original] = undoData(v, map.children.get(original));
  }
  return out;
}

/** An error path of a rewriting as the inline document would give it. */
export function undoPath(path: readonly (string | number)[] | undefined, map: KeyMap): (string | number)[] | undefined {
  if (!path) return path;
  let at: KeyMap | undefined = map;
  return path.map((segment) => {
    if (typeof segment === 'number' || !at) return segment;
    const original = at.renames.get(segment) ?? segment;
    at = at.children.get(original);
    return original;
  });
}

// ---- helpers

interface KeyTree {
  keys: string[];
  children: Map<string, KeyTree>;
}

/** Every response key at each position of the answer, over all fields that land there. */
function keyTree(set: SelectionSetNode, into: KeyTree = { keys: [], children: new Map() }): KeyTree {
  for (const sel of set.selections) {
    if (sel.kind === Kind.INLINE_FRAGMENT) keyTree(sel.selectionSet, into);
    else if (sel.kind === Kind.FIELD) {
      const key = responseKey(sel);
      if (!into.keys.includes(key)) into.keys.push(key);
      if (sel.selectionSet) {
        let child = into.children.get(key);
        if (!child) into.children.set(key, (child = { keys: [], children: new Map() }));
        keyTree(sel.selectionSet, child);
      }
    }
  }
  return into;
}

function decideKeys(tree: KeyTree, map: KeyMap, tape: Tape, fresh: (kind: string) => string): void {
  for (const key of tree.keys) {
    if (key !== '__typename' && tape.chance(P.alias)) map.renames.set(`${key}_${fresh('A')}`, key);
  }
  if (!tree.keys.includes('__typename') && tape.chance(P.typename)) map.added.add('__typename');
  for (const [key, child] of tree.children) {
    const childMap = emptyKeyMap();
    map.children.set(key, childMap);
    decideKeys(child, childMap, tape, fresh);
  }
}

function emptyKeyMap(): KeyMap {
  return { renames: new Map(), added: new Set(), children: new Map() };
}

/** A non-empty run [from, to) of `length` items. */
function run(length: number, tape: Tape): [number, number] {
  const from = tape.pick(length);
  return [from, from + 1 + tape.pick(length - from)];
}

function toLiteral(value: unknown, type: GraphQLInputType): ValueNode {
  if (isNonNullType(type)) return toLiteral(value, type.ofType);
  if (value === null) return { kind: Kind.NULL };
  if (isListType(type)) {
    const items = Array.isArray(value) ? value : [value];
    return { kind: Kind.LIST, values: items.map((v) => toLiteral(v, type.ofType)) };
  }
  if (isInputObjectType(type)) {
    const fields = type.getFields();
    return {
      kind: Kind.OBJECT,
      fields: Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => ({ kind: Kind.OBJECT_FIELD, name: nameNode(k), value: toLiteral(v, fields[k].type) })),
    };
  }
  if (isEnumType(type)) return { kind: Kind.ENUM, value: String(value) };
  if (typeof value === 'boolean') return { kind: Kind.BOOLEAN, value };
  if (typeof value === 'number') return Number.isInteger(value) ? { kind: Kind.INT, value: String(value) } : { kind: Kind.FLOAT, value: String(value) };
  if (typeof value === 'string') return { kind: Kind.STRING, value };
  throw new Error(`no literal for ${JSON.stringify(value)} as ${String(type)}`);
}

function rootType(schema: GraphQLSchema, operation: OperationDefinitionNode): GraphQLCompositeType {
  const type = operation.operation === 'query' ? schema.getQueryType() : operation.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
  if (!type) throw new Error(`schema has no ${operation.operation} type`);
  return type;
}

function compositeType(schema: GraphQLSchema, name: string): GraphQLCompositeType {
  const type = schema.getType(name);
  if (!isCompositeType(type)) throw new Error(`${name} is not a composite type`);
  return type;
}

function fieldType(schema: GraphQLSchema, parent: GraphQLCompositeType, name: string): GraphQLCompositeType {
  if (isUnionType(parent)) throw new Error(`field ${name} on union ${parent.name}`);
  const field = parent.getFields()[name];
  if (!field) throw new Error(`${parent.name}.${name} is not in the schema`);
  const type = getNamedType(field.type);
  if (!isCompositeType(type)) throw new Error(`${parent.name}.${name} has no selection`);
  return type;
}

function responseKey(field: FieldNode): string {
  return field.alias?.value ?? field.name.value;
}

function nameNode(value: string) {
  return { kind: Kind.NAME, value } as const;
}

function variableNode(name: string) {
  return { kind: Kind.VARIABLE, name: nameNode(name) } as const;
}

function fieldNode(name: string): FieldNode {
  return { kind: Kind.FIELD, name: nameNode(name) };
}

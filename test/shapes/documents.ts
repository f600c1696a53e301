import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, visit, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import type { Variables } from './rewrite.js';

/**
 * The documents the shape suite rewrites: every operation of the client package
 * (client/operations/*.graphql, with the fragments they share) and every document of the
 * journey tests, read from their sources so that a document added there is rewritten here too.
 */

export interface ShapeDocument {
  /** Operation name. */
  name: string;
  /** Where it is written (repository path). */
  file: string;
  operation: 'query' | 'mutation' | 'subscription';
  /** The operation with every fragment of its file (and the client's shared fragments). */
  document: DocumentNode;
  /** What each variable stands for, from the argument it is passed to. */
  roles: Map<string, Role>;
  /** Variables the suite cannot fill (an upload, a job ID...). */
  unfillable: string[];
}

/** The objects a document can be asked about. */
export type Role = 'episodeId' | 'episodeUri' | 'stationId' | 'showUri' | 'commentUri';

export interface Target {
  episodeId: number;
  episodeUri: string;
  stationId: number;
  showUri: string;
  commentUri?: string;
}

/** Inputs that do not depend on the target: those of the mutations compared at their fixed point. */
const FIXED_INPUTS: Variables = { containsSponsoredContent: true, value: true, enabled: true, policy: 'SOME_FILTERING', username: 'user-shapes', imageUrls: [] };

const ROOT = new URL('../../', import.meta.url).pathname;
const CLIENT_OPERATIONS = 'client/operations';
/** The journey matrix and the variant tests' documents, written against all three upstreams. */
const JOURNEY_FILES = ['test/integration/journeys.test.ts', 'test/integration/variant-graph.test.ts', 'test/integration/variant-rest.test.ts'];

export function shapeDocuments(): ShapeDocument[] {
  const out: ShapeDocument[] = [];
  const clientFiles = readdirSync(join(ROOT, CLIENT_OPERATIONS)).filter((f) => f.endsWith('.graphql')).sort();
  const clientDocs = clientFiles.map((f) => ({ file: `${CLIENT_OPERATIONS}/${f}`, doc: parse(readFileSync(join(ROOT, CLIENT_OPERATIONS, f), 'utf8')) }));
  const sharedFragments = clientDocs.flatMap(({ doc }) => doc.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION));
  for (const { file, doc } of clientDocs) {
    for (const def of doc.definitions) {
      if (def.kind === Kind.OPERATION_DEFINITION) out.push(describeOperation(file, { kind: Kind.DOCUMENT, definitions: [def, ...usedFragments(def, sharedFragments)] }));
    }
  }
  for (const file of JOURNEY_FILES) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    // graphql(`...`) and untyped<...>(`...`): the template literals hold no substitutions.
    for (const match of text.matchAll(/\b(?:graphql|untyped(?:<[^`(]*>)?)\(\s*`([^`]*)`/g)) {
      out.push(describeOperation(file, parse(match[1])));
    }
  }
  return out;
}

/**
 * Variables for `target`: each variable the document passes to an ID or URI argument gets the
 * target's; where a field takes either key, the first given (the ID, as the operations list it)
 * is filled and the other left out. Others keep their defaults. Null when a required variable
 * cannot be filled.
 */
export function variablesFor(doc: ShapeDocument, target: Target): Variables | null {
  const op = operationOf(doc.document);
  const variables: Variables = {};
  const filled = new Set<string>();
  for (const def of op.variableDefinitions ?? []) {
    const name = def.variable.name.value;
    const role = doc.roles.get(name);
    const entity = role === 'episodeId' || role === 'episodeUri' ? 'episode' : role === 'stationId' || role === 'showUri' ? 'show' : role;
    const required = def.type.kind === Kind.NON_NULL_TYPE && !def.defaultValue;
    if (!role && name === 'episodeUris') {
      variables[name] = [target.episodeUri];
      continue;
    }
    if (!role && name in FIXED_INPUTS) {
      variables[name] = FIXED_INPUTS[name];
      continue;
    }
    if (!role || (filled.has(entity!) && !required)) {
      if (required) return null;
      continue;
    }
    const value = target[role];
    if (value === undefined) return null;
    variables[name] = value;
    filled.add(entity!);
  }
  return variables;
}

/** Whether the document asks about one episode (then it runs in every episode state). */
export function asksAboutEpisode(doc: ShapeDocument): boolean {
  return [...doc.roles.values()].some((r) => r === 'episodeId' || r === 'episodeUri');
}

export function operationOf(document: DocumentNode): OperationDefinitionNode {
  const op = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (!op) throw new Error('no operation');
  return op;
}

/** The fragments `op` spreads, directly or through other fragments. */
function usedFragments(op: OperationDefinitionNode, fragments: readonly FragmentDefinitionNode[]): FragmentDefinitionNode[] {
  const byName = new Map(fragments.map((f) => [f.name.value, f]));
  const used = new Set<string>();
  const follow = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread: (spread) => {
        const fragment = byName.get(spread.name.value);
        if (fragment && !used.has(fragment.name.value)) {
          used.add(fragment.name.value);
          follow(fragment);
        }
      },
    });
  follow(op);
  return fragments.filter((f) => used.has(f.name.value));
}

function describeOperation(file: string, document: DocumentNode): ShapeDocument {
  const op = operationOf(document);
  const roles = new Map<string, Role>();
  const fields: string[] = [];
  const names: string[] = [];
  visit(op, {
    Field: { enter: (n) => void fields.push(n.name.value), leave: () => void fields.pop() },
    Argument: { enter: (n) => void names.push(n.name.value), leave: () => void names.pop() },
    ObjectField: { enter: (n) => void names.push(n.name.value), leave: () => void names.pop() },
    Variable: (n) => {
      const role = roleOf(fields.at(-1), names.at(-1));
      if (role && !roles.has(n.name.value)) roles.set(n.name.value, role);
    },
  });
  const unfillable = (op.variableDefinitions ?? [])
    .filter((d) => d.type.kind === Kind.NON_NULL_TYPE && !d.defaultValue && !roles.has(d.variable.name.value))
    .map((d) => d.variable.name.value);
  return { name: op.name?.value ?? '(anonymous)', file, operation: op.operation, document, roles, unfillable };
}

function roleOf(field: string | undefined, arg: string | undefined): Role | undefined {
  if (arg === 'episodeId' || arg === 'episodeUri' || arg === 'stationId' || arg === 'showUri' || arg === 'commentUri') return arg;
  if (field === 'episode' || field === 'deleteEpisode' || field === 'publishEpisode' || field === 'scheduleEpisode' || field === 'setEpisodeSponsoredContent' || field === 'updateEpisode') {
    if (arg === 'id') return 'episodeId';
    if (arg === 'uri') return 'episodeUri';
  }
  if (field === 'show' || field === 'showByShowUri') {
    if (arg === 'uri') return 'showUri';
  }
  return undefined;
}

import { generate } from '@graphql-codegen/cli';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, print, visit } from 'graphql';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import clientCodegen from '../../client/codegen.js';

/**
 * The client package's types follow the gateway's schema (issue 12.3's type-level test): its
 * codegen, run on a scratch copy of client/operations with one more operation, refuses an
 * operation that asks for a field the schema does not have, and refuses the package's own
 * operations against a schema that lost a field they select; and TypeScript refuses a program
 * that reads a field the operation did not select or passes variables of the wrong type. Each
 * refusal has a passing twin, so a failure here is about the field and nothing else.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Inside the repository, so module resolution finds its node_modules.
mkdirSync(join(ROOT, 'node_modules/.cache'), { recursive: true });
const SCRATCH = mkdtempSync(join(ROOT, 'node_modules/.cache/client-types-'));
afterAll(() => rmSync(SCRATCH, { recursive: true, force: true }));

const base = clientCodegen as { generates: Record<string, { preset: unknown; presetConfig: unknown; config: unknown }> };
const clientOutput = base.generates['client/src/generated/'];

/** Runs the client's own codegen config on client/operations plus `extra`, into a scratch folder. */
async function codegen(name: string, extra: string | null, schema = 'schema/gateway.graphql'): Promise<string> {
  const dir = join(SCRATCH, name);
  cpSync(join(ROOT, 'client/operations'), join(dir, 'operations'), { recursive: true });
  if (extra !== null) writeFileSync(join(dir, 'operations/probe.graphql'), extra);
  await generate(
    {
      cwd: ROOT,
      overwrite: true,
      silent: true,
      schema,
      documents: [`${relative(ROOT, dir)}/operations/*.graphql`],
      emitLegacyCommonJSImports: false,
      generates: { [`${relative(ROOT, dir)}/generated/`]: clientOutput },
    } as never,
    true,
  );
  return dir;
}

/** TypeScript's diagnostics for one file (strict, the client's own compiler options). */
function typeErrors(file: string): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
  };
  const program = ts.createProgram([file], options);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const PROBE = (field: string) => `query TypeProbe($id: Int!) {\n  episode(id: $id) {\n    id\n    ${field}\n  }\n}\n`;

describe('an operation and the gateway schema', () => {
  it('a field the schema has: codegen types it, and reading it compiles', async () => {
    const dir = await codegen('good', PROBE('title'));
    const usage = join(dir, 'usage.ts');
    writeFileSync(
      usage,
      `import type { ResultOf, VariablesOf } from '@graphql-typed-document-node/core';
import { TypeProbeDocument } from './generated/graphql.js';
declare const result: ResultOf<typeof TypeProbeDocument>;
const title: string | null | undefined = result.episode?.title;
const variables: VariablesOf<typeof TypeProbeDocument> = { id: 1 };
export { title, variables };
`,
    );
    expect(typeErrors(usage)).toEqual([]);
  }, 60_000);

  it('a field the schema does not have: codegen refuses the operation, naming the field', async () => {
    await expect(codegen('bad', PROBE('notAFieldOfEpisode'))).rejects.toThrow(/Cannot query field "notAFieldOfEpisode" on type "Episode"/);
  }, 60_000);

  it("the package's own operations against a schema without a field they select: refused", async () => {
    const schema = parse(readFileSync(join(ROOT, 'schema/gateway.graphql'), 'utf8'));
    let removed = 0;
    const withoutState = print(
      visit(schema, {
        ObjectTypeDefinition: (type) =>
          type.name.value !== 'Episode' ? undefined : { ...type, fields: type.fields?.filter((f) => (f.name.value === 'state' ? (removed++, false) : true)) },
      }),
    );
    expect(removed).toBe(1);
    const path = join(SCRATCH, 'no-state.graphql');
    writeFileSync(path, withoutState);
    await expect(codegen('drift', null, relative(ROOT, path))).rejects.toThrow(/Cannot query field "state" on type "Episode"/);
    // The same operations against the real schema pass: the refusal is the missing field's.
    await expect(codegen('nodrift', null)).resolves.toBeTruthy();
  }, 60_000);
});

describe("the client package's typed documents in TypeScript", () => {
  const program = (body: string) => {
    const file = join(SCRATCH, `program-${Math.random().toString(16).slice(2)}.ts`);
    writeFileSync(
      file,
      `import { createClient, documents } from '${relative(SCRATCH, join(ROOT, 'client/src/index.js')).replace(/\\/g, '/')}';
const client = createClient({ url: 'http://127.0.0.1:4000/graphql', token: 't' });
export async function probe(): Promise<unknown> {
${body}
}
`,
    );
    return typeErrors(file);
  };

  it('compiles what the documents allow', () => {
    expect(
      program(`  const r = await client.request(documents.Episode, { id: 1 });
  const state: 'DRAFT' | 'SCHEDULED' | 'PUBLISHED' | null | undefined = r.data?.episode?.state;
  await client.request(documents.UpdateEpisode, { id: 1, input: { title: 'New' } });
  await client.request(documents.ShowsAndEpisodes);
  return state;`),
    ).toEqual([]);
  });

  it('refuses a field the operation did not select, a wrong variable type and a missing required variable', () => {
    const errors = program(`  const r = await client.request(documents.Episode, { id: 1 });
  const notSelected = r.data?.episode?.formData;
  await client.request(documents.Episode, { id: 'one' });
  await client.request(documents.UpdateEpisode, { id: 1 });
  return notSelected;`);
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(/Property 'formData' does not exist/);
    expect(errors[1]).toMatch(/Type 'string' is not assignable to type 'number'/);
    expect(errors[2]).toMatch(/Property 'input' is missing/);
  });
});

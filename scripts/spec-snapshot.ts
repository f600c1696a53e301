/**
 * Writes `schema/upstream.spec.graphql`: the upstream GraphQL interface holding only what the
 * documents state (the sandbox's SPEC_ONLY preset, introspected). `--stdout` prints it instead;
 * `--check` exits 1 when the committed file differs from what would be written.
 * It does not touch `schema/upstream.graphql` (the snapshot the gateway starts from and codegen
 * reads): swapping that one is a gateway change of its own.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { specSnapshot } from '../src/sandbox/spec-snapshot.js';

const PATH = fileURLToPath(new URL('../schema/upstream.spec.graphql', import.meta.url));
const text = await specSnapshot();

if (process.argv.includes('--stdout')) {
  process.stdout.write(text);
} else if (process.argv.includes('--check')) {
  const committed = await readFile(PATH, 'utf8').catch(() => null);
  if (committed !== text) {
    console.error('schema/upstream.spec.graphql is out of date: run `npm run schema:spec`');
    process.exit(1);
  }
  console.log('schema/upstream.spec.graphql is up to date');
} else {
  await writeFile(PATH, text);
  console.log('wrote schema/upstream.spec.graphql from the sandbox (SPEC_ONLY preset)');
}

/**
 * Writes `schema/upstream.graphql`, the committed snapshot of the upstream GraphQL interface:
 * only what the documents state (the sandbox's SPEC_ONLY preset, introspected over HTTP). The
 * gateway serves from it when the upstream cannot be introspected at start, so a degraded start
 * asks for nothing the spec does not name; `npm run codegen` prints the gateway schema over it,
 * so generated types hold no sandbox invention either. `--stdout` prints it instead; `--check`
 * exits 1 when the committed file differs from what would be written.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { specSnapshot } from '../src/sandbox/spec-snapshot.js';
import { SNAPSHOT_PATH } from '../src/stitching/index.js';

const PATH = fileURLToPath(SNAPSHOT_PATH);
const text = await specSnapshot();

if (process.argv.includes('--stdout')) {
  process.stdout.write(text);
} else if (process.argv.includes('--check')) {
  const committed = await readFile(PATH, 'utf8').catch(() => null);
  if (committed !== text) {
    console.error('schema/upstream.graphql is not the spec snapshot: run `npm run schema:spec`');
    process.exit(1);
  }
  console.log('schema/upstream.graphql is up to date');
} else {
  await writeFile(PATH, text);
  console.log('wrote schema/upstream.graphql from the sandbox (SPEC_ONLY preset)');
}

// Copies the non-TypeScript files the code reads at run time (e.g. src/sandbox/graph/schema.graphql,
// read relative to import.meta.url) from src/ to dist/, so `node dist/...` finds them where `tsx src/...`
// does. tsc only emits .js; this is the one place that mirrors the rest. Run after `tsc -p tsconfig.build.json`.
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';

const ASSET_EXTENSIONS = new Set(['.graphql', '.json']);
const SRC = 'src';
const OUT = 'dist';

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

if (!existsSync(SRC)) throw new Error(`copy-assets: run from the repository root (no ${SRC}/ here)`);
let copied = 0;
for (const file of walk(SRC)) {
  if (!ASSET_EXTENSIONS.has(extname(file))) continue;
  cpSync(file, join(OUT, relative(SRC, file)));
  copied++;
}
console.log(`copy-assets: ${copied} file(s) copied to ${OUT}/`);

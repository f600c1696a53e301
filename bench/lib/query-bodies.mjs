// Each named peer bench query's POST body, as the peer bench sends it (the query text and its
// variables file, if any; a body with __N__ varies per request, lib/wrk.lua), written to
// <out>/<query>.json for the bench scripts that load the gateway with wrk.
//   node bench/lib/query-bodies.mjs <queries dir> <out dir> q1 [q2v ...]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const [dir, out, ...queries] = process.argv.slice(2);
for (const q of queries) {
  const varsFile = `${dir}/${q}.variables.json`;
  const vars = existsSync(varsFile) ? readFileSync(varsFile, 'utf8').trim() : null;
  // The variables file's own text, spliced in, as the peer bench does: its __N__ stays as written.
  const body = JSON.stringify({ query: readFileSync(`${dir}/${q}.graphql`, 'utf8'), variables: '@V@' });
  writeFileSync(`${out}/${q}.json`, body.replace('"@V@"', vars ?? 'null'));
}

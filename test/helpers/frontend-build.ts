import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Vitest global setup: the browser tests drive the built dashboard (examples/dashboard/dist, on
 * the client package's build), so a run builds both first when the build is missing or older
 * than a source (`npm run dashboard:build`; a clean clone builds once). Every run does, whatever
 * its filters: telling from vitest's arguments whether a browser test will run is guesswork
 * (`-t name`, option values), and a fresh build costs only a check of file times.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUILT = join(ROOT, 'examples/dashboard/dist/index.html');
const CLIENT_BUILT = join(ROOT, 'client/dist/index.js');
const SOURCES = [
  'client/src',
  'client/operations',
  'client/package.json',
  'client/tsconfig.json',
  'examples/dashboard/src',
  'examples/dashboard/index.html',
  'examples/dashboard/vite.config.ts',
  'examples/dashboard/package.json',
  'examples/dashboard/tsconfig.json',
];

export default function setup(): void {
  if (isFresh()) return;
  console.log('[frontend-build] building the client package and the dashboard (npm run dashboard:build)');
  execFileSync('npm', ['run', '--silent', 'dashboard:build'], { cwd: ROOT, stdio: 'inherit' });
}

function isFresh(): boolean {
  if (!existsSync(BUILT) || !existsSync(CLIENT_BUILT)) return false;
  const built = Math.min(statSync(BUILT).mtimeMs, statSync(CLIENT_BUILT).mtimeMs);
  return SOURCES.every((source) => newest(join(ROOT, source)) <= built);
}

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

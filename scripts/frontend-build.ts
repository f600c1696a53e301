import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Builds the client package and the creator dashboard (`npm run dashboard:build`) when the build
 * is missing or older than one of its sources. One place for that decision, used by `npm start`
 * (prestart: a fresh clone serves a working /app/ after its first command), by `npm run build`
 * (the Docker image and `node dist/main.js`) and by the test run (test/helpers/frontend-build.ts).
 * A fresh build costs only a check of file times.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
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

/** Builds when stale; returns whether it built. */
export function ensureFrontendBuilt(log: (line: string) => void = console.log): boolean {
  if (isFrontendFresh()) return false;
  log('[frontend-build] building the client package and the dashboard (npm run dashboard:build)');
  execFileSync('npm', ['run', '--silent', 'dashboard:build'], { cwd: ROOT, stdio: 'inherit' });
  return true;
}

export function isFrontendFresh(): boolean {
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

// Run as a script (`tsx scripts/frontend-build.ts`): build when stale.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) ensureFrontendBuilt();

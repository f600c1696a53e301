import { ensureFrontendBuilt } from '../../scripts/frontend-build.js';

/**
 * Vitest global setup: the browser tests drive the built dashboard (examples/dashboard/dist, on
 * the client package's build), so a run builds both first when the build is missing or older
 * than a source (scripts/frontend-build.ts, the same check `npm start` makes). Every run does,
 * whatever its filters: telling from vitest's arguments whether a browser test will run is
 * guesswork (`-t name`, option values), and a fresh build costs only a check of file times.
 */
export default function setup(): void {
  ensureFrontendBuilt();
}

import { defineConfig } from 'vitest/config';

export default defineConfig({
  // graphql 16 ships index.mjs (vite's pick for our sources) and index.js (what Node and the
  // @graphql-tools packages load): two copies break instanceof checks ("Cannot use
  // GraphQLSchema from another module or realm"). Point ours at the one Node uses.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Two test files at a time (README, "Two commands"). Vitest's default is one fewer than the cores:
    // one at a time on the 2-core CI machine, where the suite then kept less than one core busy,
    // its files waiting on upstream answers, timers and the browser more than computing. Files
    // share nothing: ephemeral ports, a Redis key prefix per file (test/helpers/replicas.ts), a
    // Redis of their own for outages (test/helpers/redis-server.ts).
    maxWorkers: 2,
    minWorkers: 1,
    reporters: ['default', './test/helpers/summary-reporter.ts'],
    // Builds the client package and the dashboard the browser tests drive, when stale.
    globalSetup: ['./test/helpers/frontend-build.ts'],
  },
});

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
    reporters: ['default', './test/helpers/summary-reporter.ts'],
    // Builds the client package and the dashboard the browser tests drive, when stale.
    globalSetup: ['./test/helpers/frontend-build.ts'],
  },
});

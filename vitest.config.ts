import { defineConfig } from 'vitest/config';

// Three projects: plain unit tests (node), component tests (happy-dom) and API integration
// tests, which share one database per worker because PGlite takes seconds to start.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit:node',
          environment: 'node',
          include: ['{shell,remotes,shared,infra,bench}/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**', 'infra/api/test/**'],
        },
      },
      {
        test: {
          name: 'unit:dom',
          environment: 'happy-dom',
          include: ['{shell,remotes,shared}/**/*.test.tsx'],
          exclude: ['**/node_modules/**', '**/dist/**'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['infra/api/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One PGlite per run instead of one per file: it takes seconds to start.
          isolate: false,
        },
      },
    ],
  },
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Each unit and integration test file cleans up after itself (its own database, server and env stubs), so the files
// of a worker share one module graph instead of importing the server afresh for each: 90 s less per run.
const shared = { isolate: false };
// The web sources import each other through `~/` (apps/web/vite.config.ts and tsconfig paths).
const webSources = { alias: { '~': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } };

export default defineConfig({
  test: {
    projects: [
      { test: { ...shared, name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      { test: { ...shared, name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      {
        resolve: webSources,
        test: {
          ...shared,
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          testTimeout: 15_000,
        },
      },
      {
        // Component tests: what a person does with the interactive pieces, rendered by React in jsdom (issue 31).
        resolve: webSources,
        test: {
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/component-setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          ...shared,
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Issue 40's topology (scripts/cluster): PostgreSQL with a replica, Redis, two built servers and HAProxy.
        test: {
          name: 'topology',
          include: ['scripts/cluster/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.test.ts'],
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/*/src/**/*.ts', 'apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
      exclude: [
        '**/*.test.ts',
        '**/*.test.tsx',
        '**/test/**',
        'apps/web/src/main.tsx',
        'apps/api/src/main.ts',
        'apps/api/src/db/*-cli.ts',
      ],
      reporter: ['text-summary', 'text'],
      thresholds: { 'packages/domain/src/**': { lines: 95 } },
    },
  },
});

import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname),
  // `server-only` throws outside React Server Components; in Node tests the guard has nothing to guard.
  'server-only': path.resolve(import.meta.dirname, 'tests/support/empty-module.ts'),
};

// The tests that read query plans (EXPLAIN ANALYZE on seeded tenants).
const PLAN_TESTS = [
  'tests/api/search-plans.test.ts',
  'tests/api/search.test.ts',
  'tests/api/due-animals.test.ts',
  'tests/api/booked-visit.test.ts',
  'tests/api/invoice-list-plans.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: PLAN_TESTS,
          environment: 'node',
          globalSetup: ['tests/support/database-global-setup.ts'],
          setupFiles: ['tests/support/api-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Each file makes its own accounts, so files may run in parallel on one database.
          pool: 'forks',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'plans',
          include: PLAN_TESTS,
          environment: 'node',
          globalSetup: ['tests/support/database-global-setup.ts'],
          setupFiles: ['tests/support/api-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // A database of their own, one file at a time: a plan depends on the table's statistics, visibility map
          // and GIN pending list, which other files' writes in a shared database would change under it.
          fileParallelism: false,
          pool: 'forks',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'fuzz',
          include: ['tests/fuzz/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/database-global-setup.ts'],
          setupFiles: ['tests/support/api-setup.ts', 'tests/fuzz/support/fake-billing.ts'],
          testTimeout: 600_000,
          hookTimeout: 300_000,
          // A database of its own and one file at a time: every committed row change in it comes from the
          // request the fuzz just sent, so the change log can blame the request (tests/fuzz/support/change-log.ts).
          fileParallelism: false,
          pool: 'forks',
        },
      },
    ],
  },
});

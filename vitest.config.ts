import { configDefaults, defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            'apps/web/vite-plugins/**/*.test.ts',
            'docs/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/tests/**/*.test.ts'],
          // `*.postgres.test.ts` need a PostgreSQL server (two server processes on one database):
          // they run in the PostgreSQL pass only, and scripts/test-integration.ts says so.
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.DATABASE_URL ? [] : ['apps/server/tests/**/*.postgres.test.ts']),
          ],
          environment: 'node',
          globalSetup: ['apps/server/tests/helpers/global-setup.ts'],
          env: { NODE_ENV: 'test' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})

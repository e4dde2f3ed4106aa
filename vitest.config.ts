import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'

/**
 * Vitest runs one file at a time on a 2-core machine (its default is the cores less one). The
 * integration files wait on their database much of the time, so two at once go nearly twice as fast
 * (decision 065).
 */
const workers = Math.max(2, availableParallelism())

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
          maxWorkers: workers,
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
          maxWorkers: workers,
          // The files share a worker's loaded modules instead of importing the whole server again
          // for each (2.7 s a file, most of the pass's time; decision 065). Each file still builds
          // its own app on its own database, so nothing a test sees is shared.
          isolate: false,
          globalSetup: ['apps/server/tests/helpers/global-setup.ts'],
          env: { NODE_ENV: 'test' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})

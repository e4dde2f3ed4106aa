/**
 * Runs the integration suite on the embedded PGlite database, then, when DATABASE_URL is
 * set, a second time on that PostgreSQL server (issue #2: tests run on both).
 */
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'

function run(label: string, env: NodeJS.ProcessEnv): void {
  console.log(`\n▶ integration tests on ${label}`)
  const result = spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--project', 'integration'],
    {
      stdio: 'inherit',
      env,
    },
  )
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// Files that need a PostgreSQL server (vitest.config.ts leaves them out without DATABASE_URL).
const postgresOnly = readdirSync('apps/server/tests').filter((file) => file.endsWith('.postgres.test.ts'))

const { DATABASE_URL, ...withoutDatabase } = process.env
run('PGlite (embedded)', withoutDatabase)
console.log(`\nℹ not in the PGlite pass, PostgreSQL only: ${postgresOnly.join(', ')}`)
if (DATABASE_URL) run('PostgreSQL (DATABASE_URL)', process.env)
else console.log(`⚠ DATABASE_URL is not set: ${postgresOnly.join(', ')} did not run at all`)

import { sql } from 'drizzle-orm'
import { getConstructionPlans } from 'pg-boss'
import type { Database } from '../db/client.ts'

/** pg-boss keeps its tables in a schema of its own, outside drizzle's migrations (decision 027). */
export const JOB_SCHEMA = 'pgboss'

/**
 * Installs pg-boss's tables when missing, as part of `migrate()`: the test and embedded templates
 * then carry them, and an app start does not spend ~0.4 s (PGlite) creating them. Upgrades after a
 * pg-boss version change are applied by pg-boss itself at the runner's start (under its advisory lock).
 */
export async function installJobSchema(database: Database): Promise<void> {
  const result = (await database.db.execute(
    sql`select to_regclass(${`${JOB_SCHEMA}.version`})::text as installed`,
  )) as unknown as { rows: { installed: string | null }[] }
  if (result.rows[0]?.installed) return
  await database.exec(getConstructionPlans(JOB_SCHEMA))
}

import path from 'node:path'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { installJobSchema } from '../jobs/job-schema.ts'
import type { Database } from './client.ts'

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../drizzle')

/**
 * Applies the committed migrations in apps/server/drizzle, then installs the job runner's own
 * schema when it is missing (pg-boss, decision 027); safe to run at every start.
 */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR }
  // Only the migrator of the driver in use is loaded (see openDatabase).
  if (database.kind === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator')
    await migratePglite(database.db as unknown as PgliteDatabase, config)
  } else {
    const { migrate: migrateNodePg } = await import('drizzle-orm/node-postgres/migrator')
    await migrateNodePg(database.db as unknown as NodePgDatabase, config)
  }
  await installJobSchema(database)
}

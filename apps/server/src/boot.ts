import type { Config } from './config.ts'
import { type Database, openDatabase } from './platform/db/client.ts'
import { copyEmbeddedTemplate, isNewDataDir } from './platform/db/embedded-template.ts'
import { migrate } from './platform/db/migrate.ts'
import { seedDemo } from './seed/demo.ts'

/**
 * The database as `npm start`, `npm run dev` and the seed commands need it: opened (a new
 * embedded one as a copy of the prepared template when there is one), migrated, and, with
 * `seedIfMissing`, holding the demo data. Says whether it seeded.
 */
export async function prepareDatabase(
  config: Config,
  options: { seedIfMissing: boolean },
): Promise<{ database: Database; seeded: boolean }> {
  if (!config.databaseUrl && isNewDataDir(config.dataDir)) copyEmbeddedTemplate(config.dataDir)
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  await migrate(database)
  const seeded = options.seedIfMissing ? await seedDemo(database.db, { onlyIfMissing: true }) : false
  return { database, seeded }
}

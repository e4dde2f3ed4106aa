import { loadConfig } from '../config.ts'
import { openDatabase } from '../platform/db/client.ts'
import { migrate } from '../platform/db/migrate.ts'
import { seedDemo, truncateAll } from './demo.ts'

/** `npm run seed` adds what is missing of the demo data; `npm run seed:reset` starts over. */
const reset = process.argv.includes('--reset')
const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
await migrate(database)
if (reset) await truncateAll(database.db)
await seedDemo(database.db)
await database.close()
console.log(reset ? 'Demo data reset.' : 'Demo data seeded.')

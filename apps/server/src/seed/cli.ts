import { prepareDatabase } from '../boot.ts'
import { loadConfig } from '../config.ts'
import { seedDemo, truncateAll } from './demo.ts'

/** `npm run seed` adds what is missing of the demo data; `npm run seed:reset` starts over. */
const reset = process.argv.includes('--reset')
const { database } = await prepareDatabase(loadConfig(), { seedIfMissing: false })
if (reset) await truncateAll(database.db)
await seedDemo(database.db)
await database.close()
console.log(reset ? 'Demo data reset.' : 'Demo data seeded.')

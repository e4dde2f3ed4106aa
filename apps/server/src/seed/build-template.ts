import { openDatabase } from '../platform/db/client.ts'
import { EMBEDDED_TEMPLATE, writeEmbeddedTemplate } from '../platform/db/embedded-template.ts'
import { migrate } from '../platform/db/migrate.ts'
import { seedDemo } from './demo.ts'

/** `npm run build`: a migrated, seeded embedded database packed as the template for new data dirs. */
const database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' })
await migrate(database)
await seedDemo(database.db)
await writeEmbeddedTemplate(await database.pglite!.dumpDataDir('gzip'))
await database.close()
console.log(`Embedded database template written to ${EMBEDDED_TEMPLATE}`)

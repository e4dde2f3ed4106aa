import { openDatabase } from '../platform/db/client.ts'
import { clearEmbeddedTemplate, EMBEDDED_TEMPLATE_DIR } from '../platform/db/embedded-template.ts'
import { migrate } from '../platform/db/migrate.ts'
import { seedDemo } from './demo.ts'

/** A migrated, seeded embedded database kept as the template for new data dirs (build.ts). */
const database = await openDatabase({ databaseUrl: null, dataDir: clearEmbeddedTemplate() })
await migrate(database)
await seedDemo(database.db)
// A checkpoint writes every page to the data files, so the copy needs no WAL replay.
await database.exec('checkpoint')
await database.close()
console.log(`Embedded database template written to ${EMBEDDED_TEMPLATE_DIR}`)

import { performance } from 'node:perf_hooks'
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './platform/db/client.ts'
import { migrate } from './platform/db/migrate.ts'
import { seedDemo } from './seed/demo.ts'

/** config → database → migrations → demo data on first run → app → listen. */
const started = performance.now()
const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
await migrate(database)
const seeded = await seedDemo(database.db, { onlyIfEmpty: true })
const app = await buildApp({ config, database, web: {} })

let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return
    closing = true
    await app.close()
    await database.close()
    process.exit(0)
  })
}

await app.listen({ port: config.port, host: config.host })
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`
console.log(
  `Tianguis is serving http://localhost:${config.port}/demo — database: ${where}${seeded ? ', demo data seeded' : ''} — ready in ${Math.round(performance.now() - started)} ms`,
)

import { performance } from 'node:perf_hooks'
import { buildApp } from './app.ts'
import { prepareDatabase } from './boot.ts'
import { loadConfig, startWarnings } from './config.ts'

/** config → database (migrated, demo data on first run) → app → listen. */
const started = performance.now()
const config = loadConfig()
for (const warning of startWarnings(config)) console.warn(warning)
const { database, seeded } = await prepareDatabase(config, { seedIfMissing: true })
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
  `Tianguis is serving http://localhost:${config.port}/demo (${config.mode}) — database: ${where}${seeded ? ', demo data seeded' : ''} — ready in ${Math.round(performance.now() - started)} ms`,
)

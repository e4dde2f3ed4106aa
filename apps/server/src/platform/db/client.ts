import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { Logger } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { embeddedSettings } from './embedded-settings.ts'
import { countStatement } from './query-counter.ts'
import { schema } from './schema.ts'

export type Schema = typeof schema
/** The one database type modules see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Runs plain SQL outside drizzle (migrations, extensions, test resets). */
  exec(sql: string): Promise<void>
  close(): Promise<void>
  /** Present for PGlite: the embedded instance, for dumping a data dir in tests. */
  pglite?: PGlite
}

/**
 * Transaction control is not counted: Drizzle's node-postgres driver sends `begin`/`commit` through the
 * logger and the PGlite driver does not, so counting them made one request's budget differ by driver
 * (decision 065). The budgets of quality.md count the statements that read or write.
 */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release savepoint)\b/i
const counter: Logger = {
  logQuery: (query) => {
    if (!TRANSACTION_CONTROL.test(query)) countStatement()
  },
}

export interface OpenOptions {
  databaseUrl: string | null
  /** PGlite data directory, or `memory://` for a throwaway database. */
  dataDir: string
  /** A PGlite data dir tarball to start from (tests load a migrated template this way). */
  loadDataDir?: Blob
  poolSize?: number
}

/**
 * Each driver is imported only when it is the one used (decision 034): PGlite's module and its
 * WebAssembly stay out of a PostgreSQL process, and `pg` out of an embedded one.
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ])
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 })
    pool.on('error', () => {}) // an idle client dying is retried on next use; never crash the process
    const db = drizzle({ client: pool, schema, logger: counter }) as unknown as Db
    return {
      db,
      kind: 'postgres',
      exec: async (sql) => {
        await pool.query(sql)
      },
      close: () => pool.end(),
    }
  }
  const [{ PGlite }, { pg_trgm }, { btree_gin }, { unaccent }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/btree_gin'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('drizzle-orm/pglite'),
  ])
  const dir = options.dataDir
  if (!dir.startsWith('memory://')) mkdirSync(path.resolve(dir), { recursive: true })
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm, btree_gin, unaccent },
    startParams: [...PGlite.defaultStartParams, ...embeddedSettings()],
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  })
  const db = drizzle({ client, schema, logger: counter }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    pglite: client,
    exec: async (sql) => {
      await client.exec(sql)
    },
    close: () => client.close(),
  }
}

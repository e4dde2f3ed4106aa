import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import type { Logger } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
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

const counter: Logger = { logQuery: () => countStatement() }

export interface OpenOptions {
  databaseUrl: string | null
  /** PGlite data directory, or `memory://` for a throwaway database. */
  dataDir: string
  /** A PGlite data dir tarball to start from (tests load a migrated template this way). */
  loadDataDir?: Blob
  poolSize?: number
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 })
    pool.on('error', () => {}) // an idle client dying is retried on next use; never crash the process
    const db = drizzleNodePg({ client: pool, schema, logger: counter }) as unknown as Db
    return {
      db,
      kind: 'postgres',
      exec: async (sql) => {
        await pool.query(sql)
      },
      close: () => pool.end(),
    }
  }
  const dir = options.dataDir
  if (!dir.startsWith('memory://')) mkdirSync(path.resolve(dir), { recursive: true })
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm, unaccent },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  })
  const db = drizzlePglite({ client, schema, logger: counter }) as unknown as Db
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

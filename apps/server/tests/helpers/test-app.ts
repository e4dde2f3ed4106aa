import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, inject } from 'vitest'
import { type AppDeps, buildApp } from '../../src/app.ts'
import { type Config, loadConfig } from '../../src/config.ts'
import { type Database, openDatabase } from '../../src/platform/db/client.ts'
import type { MailTransport } from '../../src/platform/mail/mailer.ts'

export interface TestApp {
  app: FastifyInstance
  database: Database
  config: Config
}

/** A test file's database, with its PostgreSQL URL (null on PGlite) for what opens its own connections. */
export type TestDatabase = Database & { url: string | null }

/** A fresh database (a copy of the migrated template) for one test file. */
export async function freshDatabase(): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL
  if (databaseUrl) {
    const name = `tianguis_test_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`)
    await admin.end()
    const url = new URL(databaseUrl)
    url.pathname = `/${name}`
    const database = Object.assign(
      await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 5 }),
      { url: url.toString() },
    )
    const close = database.close
    database.close = async () => {
      await close()
      const cleanup = new pg.Client({ connectionString: databaseUrl })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    }
    return database
  }
  const template = await readFile(inject('pgliteTemplate'))
  const database = await openDatabase({
    databaseUrl: null,
    dataDir: 'memory://',
    loadDataDir: new Blob([template]),
  })
  return Object.assign(database, { url: null })
}

/** The whole app on a fresh database, closed after the file's tests. */
export async function createTestApp(
  options: {
    env?: Record<string, string>
    mailTransport?: MailTransport | null
    /** The SMS provider (the sandbox by default). */
    smsProvider?: AppDeps['smsProvider']
    web?: boolean
    /**
     * The job runner's workers: by default on (polling every 0.5 s) when a mail transport is given,
     * since delivering mail is their only work yet, and off otherwise (jobs are still written).
     */
    jobs?: AppDeps['jobs']
    /** Receives the app's log lines (JSON, `info` and above). */
    logStream?: NodeJS.WritableStream
    /** Adds test-only routes before the app starts. */
    extend?: (app: FastifyInstance) => void
    /** The checkout's payment provider and carrier (fakes in tests). */
    payments?: AppDeps['payments']
    shipping?: AppDeps['shipping']
  } = {},
): Promise<TestApp> {
  const database = await freshDatabase()
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // The job runner opens its own small pool on PostgreSQL: to this file's database.
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    UPLOADS_DIR: mkdtempSync(path.join(os.tmpdir(), 'tianguis-uploads-')),
    ...(process.env.WEB_BUILD_DIR ? { WEB_BUILD_DIR: process.env.WEB_BUILD_DIR } : {}),
    ...options.env,
  })
  const app = await buildApp({
    config,
    database,
    mailTransport: options.mailTransport ?? null,
    ...(options.smsProvider ? { smsProvider: options.smsProvider } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    web: options.web ? {} : false,
    jobs: options.jobs ?? (options.mailTransport ? { pollingIntervalSeconds: 0.5 } : false),
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.shipping ? { shipping: options.shipping } : {}),
  })
  options.extend?.(app)
  await app.ready()
  afterAll(async () => {
    await app.close()
    await database.close()
  })
  return { app, database, config }
}

/** The session cookie from a login or sign-up answer, ready for a `cookie` header. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
  return cookies
    .map((c) => c.split(';')[0]!)
    .filter((c) => c.includes('session_token'))
    .join('; ')
}

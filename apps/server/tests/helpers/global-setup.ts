import { writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../src/platform/db/client.ts'
import { migrate } from '../../src/platform/db/migrate.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    postgresTemplate: string
  }
}

// One per run, so two runs on one server (two checkouts, CI beside a session) never share a template.
export const POSTGRES_TEMPLATE_DB = `tianguis_test_template_${process.pid}`

/**
 * Migrates one template database per run; each test file then starts from a copy of it
 * (a PGlite data-dir dump, or PostgreSQL's CREATE DATABASE … TEMPLATE), which is much
 * faster than migrating a new database per file.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
    await admin.query(`drop database if exists ${POSTGRES_TEMPLATE_DB} with (force)`)
    await admin.query(`create database ${POSTGRES_TEMPLATE_DB}`)
    await admin.end()
    const url = new URL(databaseUrl)
    url.pathname = `/${POSTGRES_TEMPLATE_DB}`
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 1 })
    await migrate(database)
    await database.close()
    project.provide('postgresTemplate', POSTGRES_TEMPLATE_DB)
    project.provide('pgliteTemplate', '')
    return async () => {
      const cleanup = new pg.Client({ connectionString: databaseUrl })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${POSTGRES_TEMPLATE_DB} with (force)`)
      await cleanup.end()
    }
  }
  const database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' })
  await migrate(database)
  const dump = await database.pglite!.dumpDataDir('none')
  const file = path.join(os.tmpdir(), `tianguis-template-${process.pid}.tar`)
  await writeFile(file, Buffer.from(await dump.arrayBuffer()))
  await database.close()
  project.provide('pgliteTemplate', file)
  project.provide('postgresTemplate', '')
}

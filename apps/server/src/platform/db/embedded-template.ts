import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

/**
 * A new embedded database spends ~2.5 s in initdb, migrations and the demo seed. `npm run build`
 * (run by `npm ci`) does that once into this directory, a PGlite data dir; a new data dir then
 * starts as a copy of its files, which keeps `npm ci && npm start` serving within 5 s. Migrations
 * still run at every start, so a template older than the code only costs the missing ones.
 *
 * A plain directory rather than a tarball loaded through PGlite's `loadDataDir`: that one was
 * read, unzipped and unpacked in memory (41 MB of tar), and the process kept ~100 MB more
 * resident for good (decision 034).
 */
export const EMBEDDED_TEMPLATE_DIR = path.resolve(import.meta.dirname, '../../../build/pglite-template')

/** True when `dir` holds no database yet (PGlite writes PG_VERSION at initdb). */
export function isNewDataDir(dir: string): boolean {
  return !dir.startsWith('memory://') && !existsSync(path.join(dir, 'PG_VERSION'))
}

/** Copies the template's files into a new data dir; false when there is no template. */
export function copyEmbeddedTemplate(dataDir: string): boolean {
  if (!existsSync(path.join(EMBEDDED_TEMPLATE_DIR, 'PG_VERSION'))) return false
  mkdirSync(dataDir, { recursive: true })
  for (const entry of readdirSync(EMBEDDED_TEMPLATE_DIR)) {
    // The pid file of the build's instance: a copy would look like a running server.
    if (entry === 'postmaster.pid') continue
    cpSync(path.join(EMBEDDED_TEMPLATE_DIR, entry), path.join(dataDir, entry), { recursive: true })
  }
  return true
}

/** An empty place for `npm run build` to make the template in. */
export function clearEmbeddedTemplate(): string {
  rmSync(EMBEDDED_TEMPLATE_DIR, { recursive: true, force: true })
  mkdirSync(EMBEDDED_TEMPLATE_DIR, { recursive: true })
  return EMBEDDED_TEMPLATE_DIR
}

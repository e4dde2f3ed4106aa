import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * A new embedded database spends ~2.5 s in initdb, migrations and the demo seed. `npm run build`
 * (run by `npm ci`) does that once into this tarball; a new data dir then starts as a copy of
 * it in well under a second, which keeps `npm ci && npm start` serving within 5 s. Migrations
 * still run at every start, so a template older than the code only costs the missing ones.
 */
export const EMBEDDED_TEMPLATE = path.resolve(import.meta.dirname, '../../../build/pglite-template.tar.gz')

/** True when `dir` holds no database yet (PGlite writes PG_VERSION at initdb). */
export function isNewDataDir(dir: string): boolean {
  return !dir.startsWith('memory://') && !existsSync(path.join(dir, 'PG_VERSION'))
}

export async function readEmbeddedTemplate(): Promise<Blob | undefined> {
  if (!existsSync(EMBEDDED_TEMPLATE)) return undefined
  return new Blob([await readFile(EMBEDDED_TEMPLATE)])
}

export async function writeEmbeddedTemplate(dump: Blob): Promise<void> {
  await mkdir(path.dirname(EMBEDDED_TEMPLATE), { recursive: true })
  await writeFile(EMBEDDED_TEMPLATE, Buffer.from(await dump.arrayBuffer()))
}

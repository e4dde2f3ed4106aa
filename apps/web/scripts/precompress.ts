/**
 * Writes .br and .gz copies of the built client files, so the server sends compressed assets
 * without compressing them per request (@fastify/static `preCompressed`).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const buildDir = path.resolve(import.meta.dirname, '..', process.env.WEB_BUILD_DIR ?? 'build')
const clientDir = path.join(buildDir, 'client')
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|map)$/

let files = 0
let saved = 0
for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
  const file = path.join(entry.parentPath, entry.name)
  const content = await readFile(file)
  if (content.length < 1024) continue
  const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
  const gz = gzipSync(content, { level: 9 })
  await writeFile(`${file}.br`, br)
  await writeFile(`${file}.gz`, gz)
  files += 1
  saved += content.length - br.length
}
console.log(`Precompressed ${files} files (${Math.round(saved / 1024)} KB saved with brotli)`)

/**
 * `npm run bench:items`: load figures for item lists and search on PostgreSQL (quality.md),
 * against the databases `npm run bench:data` made. Everything stays on loopback and stops by
 * itself: each scenario runs a bounded time (BENCH_SECONDS, 10 s by default).
 *
 * 1. Shop list and storefront pages, on `tianguis_bench` (2,000 shops, 200,000 items):
 *    bench/items-list.ts.
 * 2. Search, on `tianguis_bench_1m` (1,000,000 items): bench/items-search.ts.
 *
 * The load runs and the bench server are in bench/load.ts. `--only=list` or `--only=search` runs
 * one of them (the results then hold only it).
 *
 * Writes bench/results/items.md and items.json; bench/items-notes.md (the analysis, written
 * by hand) is appended to the .md.
 */
import { readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { DATASETS, databaseUrl } from './datasets.ts'
import { shopList, shopListReport } from './items-list.ts'
import { search, searchReport } from './items-search.ts'
import { SECONDS, TARGETS } from './load.ts'

const root = path.resolve(import.meta.dirname, '..')

async function pgVersion() {
  const client = new pg.Client({ connectionString: databaseUrl(DATASETS['200k'].database) })
  await client.connect()
  const { rows } = await client.query<{ v: string }>(`select current_setting('server_version') as v`)
  await client.end()
  return rows[0]!.v
}

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
const list = only === 'search' ? null : await shopList()
const found = only === 'list' ? null : await search()

const date = new Date().toISOString().slice(0, 10)
const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, shared with other work; PostgreSQL ${await pgVersion()} with its default settings`
const lines = [
  '# Item list and search load figures',
  '',
  `Made by \`npm run bench:items\` on ${date}. Machine: ${machine}. Server: \`npm start\`'s entry point in production mode`,
  '(`NODE_ENV=production`, `EXPOSE_QUERY_COUNT=0`, `LOG_LEVEL=warn`, pool of 10), autocannon on the same machine over loopback.',
  `Each run lasts ${SECONDS} s unless said otherwise. Data from \`npm run bench:data\`. Targets from \`../shared/design/quality.md\`.`,
  '',
  ...(list ? shopListReport(list) : []),
  ...(found ? searchReport(found) : []),
]
const notes = await readFile(path.join(root, 'bench/items-notes.md'), 'utf8').catch(() => '')
await writeFile(path.join(root, 'bench/results/items.md'), lines.join('\n') + (notes ? `\n${notes}` : ''))
await writeFile(
  path.join(root, 'bench/results/items.json'),
  `${JSON.stringify({ date, machine, seconds: SECONDS, targets: TARGETS, list, search: found }, null, 2)}\n`,
)
console.log('Wrote bench/results/items.md and items.json')

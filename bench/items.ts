/**
 * `npm run bench:items`: load figures for item lists and search on PostgreSQL (quality.md),
 * against the databases `npm run bench:data` made. Everything stays on loopback and stops by
 * itself: each scenario runs a bounded time (BENCH_SECONDS, 10 s by default).
 *
 * 1. Shop list, on `tianguis_bench` (2,000 shops, 200,000 items): the server in production
 *    mode (EXPOSE_QUERY_COUNT=0, LOG_LEVEL=warn); the bare JSON route `/healthz` and the
 *    36-item list `GET /api/v1/shops/:slug/items?type=product` (rotating over 100 shops) at 50
 *    connections, twice each, alternating, for the throughput ratio (target ≥ 40%); the list
 *    with one connection (p50 unloaded, target ≤ 5 ms); the list at a fixed 500 req/s (p99,
 *    target ≤ 50 ms).
 * 2. Search, on `tianguis_bench_1m` (1,000,000 items): 1–3 word queries (whole and partial
 *    words, with accents or without) with no filter, a type, a supplier, and both, through
 *    `GET /api/v1/items/search` with one connection (p95 ≤ 25 ms, p99 ≤ 50 ms) and under load
 *    at 8 connections; then the same searches through the service function alone (the SQL
 *    and the mapping, no HTTP), and EXPLAIN ANALYZE of the slowest kind.
 *
 * Writes bench/results/items.md and items.json; bench/items-notes.md (the analysis, written
 * by hand) is appended to the .md.
 */
import type { ChildProcess } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import autocannon from 'autocannon'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { searchItems } from '../apps/server/src/modules/items/item-search.service.ts'
import type { Db } from '../apps/server/src/platform/db/client.ts'
import { schema } from '../apps/server/src/platform/db/schema.ts'
import { DATASETS, databaseUrl } from './datasets.ts'
import { startBenchServer } from './server.ts'
import { ADJECTIVES, NOUNS, ORIGINS } from './words.ts'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.BENCH_PORT ?? 3420)
const origin = `http://127.0.0.1:${port}`
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const TARGETS = { ratio: 0.4, p50: 5, p99At500: 50, searchP95: 25, searchP99: 50, pageRps: 1000 }

// --- helpers ---

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]!
}
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits

interface Run {
  name: string
  connections: number
  rate: number | null
  seconds: number
  requests: number
  rps: number
  errors: number
  non2xx: number
  p50: number
  p95: number
  p99: number
  max: number
}

/**
 * One bounded run, tried again (at most twice) when the server went away during it: the
 * machine is shared, and a run cut short by someone else's clean-up measures nothing.
 */
async function load(
  name: string,
  paths: string[],
  options: { connections: number; rate?: number; seconds?: number },
): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await loadOnce(name, paths, options)
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('ECONNREFUSED')) throw error
      console.log(`${name}: the server went away (${attempt}); starting it again`)
      const { database, env } = running!
      await stopServer()
      await startServer(database, env)
    }
  }
}

/** One bounded autocannon run; latencies from every response (autocannon's own table has no p95). */
async function loadOnce(
  name: string,
  paths: string[],
  options: { connections: number; rate?: number; seconds?: number },
): Promise<Run> {
  let next = 0
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  const problems: string[] = []
  const seconds = options.seconds ?? SECONDS
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: options.connections,
        duration: seconds,
        ...(options.rate ? { overallRate: options.rate } : {}),
        requests: [
          {
            setupRequest: (request) => {
              request.path = paths[next++ % paths.length]!
              return request
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime)
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
    })
    instance.on('reqError', (error) => {
      if (problems.length < 5) problems.push(String(error))
    })
  })
  latencies.sort((a, b) => a - b)
  const run: Run = {
    name,
    connections: options.connections,
    rate: options.rate ?? null,
    seconds,
    requests: result.requests.total,
    rps: round(result.requests.total / seconds, 0),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? Number.NaN),
  }
  console.log(
    `${name}: ${run.rps} req/s, p50 ${run.p50} ms, p95 ${run.p95} ms, p99 ${run.p99} ms (${run.requests} requests, ${run.errors} errors, ${run.non2xx} non-2xx)`,
  )
  if (run.errors > 0 || run.non2xx > 0)
    throw new Error(
      `${name}: errors or non-2xx answers: ${JSON.stringify([...statuses])} ${problems.join('; ')}`,
    )
  return run
}

/** The bench server now running, if any. */
let running: { database: string; env: Record<string, string>; process: ChildProcess } | null = null
process.on('exit', () => running?.process.kill('SIGKILL'))

async function startServer(database: string, env: Record<string, string> = {}): Promise<void> {
  running = { database, env, process: await spawnServer(database, env) }
}

function spawnServer(database: string, env: Record<string, string>): Promise<ChildProcess> {
  return startBenchServer({
    script: path.join(root, 'bench/serve.ts'),
    port,
    env: { HOST: '127.0.0.1', DATABASE_URL: databaseUrl(database), PUBLIC_URL: origin, ...env },
  })
}

async function stopServer() {
  if (!running) return
  const server = running.process
  running = null
  if (server.exitCode !== null || server.signalCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
  if (server.exitCode === null) server.kill('SIGKILL')
}

// --- 1. shop list ---

async function shopList() {
  const client = new pg.Client({ connectionString: databaseUrl(DATASETS['200k'].database) })
  await client.connect()
  const { rows } = await client.query<{ slug: string; n: number }>(
    `select s.slug, count(*)::int as n from shops s join items i on i.owner_id = s.owner_id
     where i.type = 'product' and i.list_state = 'published' and not i.hiden and not i.disabled
       and s.slug like 'bench-%'
     group by s.slug having count(*) >= 36 order by s.slug limit 100`,
  )
  await client.end()
  const lists = rows.map((row) => `/api/v1/shops/${row.slug}/items?type=product`)
  // As served (visitors' lists reused for 3 s, decision 023), then with that cache off, so the
  // cost of reading a list from PostgreSQL on every request stays visible.
  const cached = await listRuns(lists, {}, '')
  const uncached = await listRuns(lists, { ANSWER_CACHE: '0' }, ', cache off')
  const slugs = rows.map((row) => row.slug)
  const pages = await pageRuns(slugs, {}, '')
  const renderedPages = await pageRuns(slugs, { ANSWER_CACHE: '0' }, ', cache off')
  return { shops: rows.length, cached, uncached, pages, renderedPages }
}

/**
 * Storefront pages rendered on the server for visitors (quality.md: shop home, item list and
 * item detail ≥ 1,000 req/s each): 10 connections, over the same shops.
 */
async function pageRuns(slugs: string[], env: Record<string, string>, label: string) {
  await startServer(DATASETS['200k'].database, env)
  try {
    const details: string[] = []
    for (const slug of slugs.slice(0, 20)) {
      const { results } = await (
        await fetch(`${origin}/api/v1/shops/${slug}/items?type=product&limit=5`)
      ).json()
      for (const item of results) details.push(`/${slug}/productos/${item.owner_id}/${item.id}`)
    }
    const kinds = [
      { page: 'shop home', paths: slugs.map((slug) => `/${slug}`) },
      { page: 'item list (36 cards)', paths: slugs.map((slug) => `/${slug}/productos`) },
      { page: 'item detail', paths: details },
    ]
    for (const { paths } of kinds) {
      const response = await fetch(`${origin}${paths[0]}`)
      if (response.status !== 200) throw new Error(`${paths[0]} answered ${response.status}`)
    }
    await load(
      `warm-up, pages${label}`,
      kinds.flatMap((kind) => kind.paths),
      { connections: 10, seconds: 3 },
    )
    const runs = []
    for (const { page, paths } of kinds)
      runs.push({ page, run: await load(`page: ${page}${label}`, paths, { connections: 10 }) })
    return runs
  } finally {
    await stopServer()
  }
}

async function listRuns(lists: string[], env: Record<string, string>, label: string) {
  await startServer(DATASETS['200k'].database, env)
  try {
    const check = await (await fetch(`${origin}${lists[0]}`)).json()
    if (check.results.length !== 36) throw new Error(`expected 36 items, got ${check.results.length}`)
    await load(`warm-up${label}`, [...lists, '/healthz'], { connections: 10, seconds: 3 })
    const bare1 = await load(`bare /healthz, 50 connections${label}`, ['/healthz'], { connections: 50 })
    const list1 = await load(`shop list, 50 connections${label}`, lists, { connections: 50 })
    const bare2 = await load(`bare /healthz, 50 connections (again)${label}`, ['/healthz'], {
      connections: 50,
    })
    const list2 = await load(`shop list, 50 connections (again)${label}`, lists, { connections: 50 })
    const unloaded = await load(`shop list, 1 connection${label}`, lists, { connections: 1 })
    const bareUnloaded = await load(`bare /healthz, 1 connection${label}`, ['/healthz'], { connections: 1 })
    // The fixed rate measures the lists as they are while visitors browse: warm (the runs before
    // left them older than the cache keeps them), as the first requests of the day are not.
    await load(`warm-up again${label}`, lists, { connections: 10, seconds: 3 })
    const fixed = await load(`shop list at 500 req/s${label}`, lists, {
      connections: 50,
      rate: 500,
      seconds: 15,
    })
    // The same rate on the bare route: what the load generator's bursts and the shared machine
    // add to any answer's latency (autocannon sends each connection's share on its own timer).
    const bareFixed = await load(`bare /healthz at 500 req/s${label}`, ['/healthz'], {
      connections: 50,
      rate: 500,
      seconds: 15,
    })
    const ratio = round((list1.rps + list2.rps) / (bare1.rps + bare2.rps), 3)
    return { ratio, bare1, list1, bare2, list2, unloaded, bareUnloaded, fixed, bareFixed }
  } finally {
    await stopServer()
  }
}

// --- 2. search at 1,000,000 items ---

/** A small deterministic generator, so each run asks the same questions. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

const strip = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '')

/** 1–3 word queries: a noun, noun + origin, noun + adjective + origin; some partial, some without accents, some upper-cased. */
function queries(count: number): string[] {
  const next = random(42)
  const pick = (list: readonly string[]) => list[Math.floor(next() * list.length)]!
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    const words: string[] = [pick(NOUNS)]
    const size = 1 + (i % 3)
    if (size === 3) words.push(pick(ADJECTIVES).split(' ').at(-1)!)
    if (size >= 2) words.push(pick(ORIGINS).split(' ').at(-1)!)
    let text = words.join(' ')
    if (i % 4 === 1) text = strip(text)
    if (i % 5 === 2) text = text.toUpperCase()
    if (i % 6 === 3) text = text.slice(0, Math.max(4, text.length - 2)) // still typing
    out.push(text)
  }
  return out
}

async function search() {
  const { database, suppliers } = DATASETS['1m']
  const texts = queries(300)
  const next = random(7)
  const supplierIds = Array.from(
    { length: 300 },
    () => `usr_bench${String(1 + Math.floor(suppliers * next() ** 1.6)).padStart(6, '0')}`,
  )
  const types = ['product', 'service', 'experience'] as const
  const kinds = {
    'no filter': (i: number) => ({ q: texts[i]! }),
    type: (i: number) => ({ q: texts[i]!, type: types[i % 3]! }),
    supplier: (i: number) => ({ q: texts[i]!, supplier: supplierIds[i]! }),
    'type and supplier': (i: number) => ({ q: texts[i]!, type: types[i % 3]!, supplier: supplierIds[i]! }),
  }
  const urls = (make: (i: number) => Record<string, string>) =>
    texts.map((_, i) => `/api/v1/items/search?${new URLSearchParams(make(i))}`)

  await startServer(database)
  const api: Run[] = []
  try {
    await load('warm-up', urls(kinds['no filter']), { connections: 4, seconds: 5 })
    for (const [kind, make] of Object.entries(kinds))
      api.push(await load(`search, ${kind}, 1 connection`, urls(make), { connections: 1 }))
    const all = Object.values(kinds).flatMap((make) => urls(make))
    api.push(await load('search, mixed, 8 connections', all, { connections: 8 }))
  } finally {
    await stopServer()
  }

  // The same searches through the service alone: the SQL (two statements side by side) and the mapping.
  const pool = new pg.Pool({ connectionString: databaseUrl(database), max: 4 })
  const captured: { sql: string; params: unknown[] }[] = []
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
  }) as unknown as Db
  const ctx = { db, viewer: { userId: null, sessionId: null }, locale: 'es-MX' as const }
  const service: { kind: string; p50: number; p95: number; p99: number; matches: number }[] = []
  let slowest = { ms: 0, sql: '', params: [] as unknown[] }
  for (const [kind, make] of Object.entries(kinds)) {
    const times: number[] = []
    let matches = 0
    for (let i = 0; i < texts.length; i++) {
      const query = { offset: 0, limit: 36, ...make(i) } as Parameters<typeof searchItems>[1]
      captured.length = 0
      const started = performance.now()
      const result = await searchItems(ctx, query)
      const ms = performance.now() - started
      times.push(ms)
      matches += result.matches_estimated
      if (ms > slowest.ms) slowest = { ms, ...captured[0]! }
    }
    times.sort((a, b) => a - b)
    const row = {
      kind,
      p50: round(percentile(times, 50)),
      p95: round(percentile(times, 95)),
      p99: round(percentile(times, 99)),
      matches: Math.round(matches / texts.length),
    }
    service.push(row)
    console.log(
      `service ${kind}: p50 ${row.p50} ms, p95 ${row.p95} ms, p99 ${row.p99} ms, ~${row.matches} matches`,
    )
  }
  const explain = await pool.query(`explain (analyze, buffers, costs off) ${slowest.sql}`, slowest.params)
  await pool.end()
  return {
    queries: texts.slice(0, 12),
    api,
    service,
    slowest: {
      ms: round(slowest.ms),
      params: slowest.params,
      plan: explain.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'),
    },
  }
}

// --- run and report ---

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
const list = only === 'search' ? null : await shopList()
const found = only === 'list' ? null : await search()

const date = new Date().toISOString().slice(0, 10)
const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, shared with other work; PostgreSQL ${await pgVersion()} with its default settings`
const mark = (ok: boolean, text: string) => (ok ? `${text} ✓` : `**${text}** ✗`)
const lines = [
  '# Item list and search load figures',
  '',
  `Made by \`npm run bench:items\` on ${date}. Machine: ${machine}. Server: \`npm start\`'s entry point in production mode`,
  '(`NODE_ENV=production`, `EXPOSE_QUERY_COUNT=0`, `LOG_LEVEL=warn`, pool of 10), autocannon on the same machine over loopback.',
  `Each run lasts ${SECONDS} s unless said otherwise. Data from \`npm run bench:data\`. Targets from \`../shared/design/quality.md\`.`,
  '',
]
type ListRuns = Awaited<ReturnType<typeof listRuns>>
const pageRows = (runs: Awaited<ReturnType<typeof pageRuns>>) =>
  runs.map(
    ({ page, run }) =>
      `| ${page} | ≥ 1,000 req/s | ${mark(run.rps >= TARGETS.pageRps, String(run.rps))} | ${run.p50} ms | ${run.p99} ms |`,
  )
if (list) {
  const row = (what: string, target: string, runs: ListRuns, measure: (r: ListRuns) => string) =>
    `| ${what} | ${target} | ${measure(runs)} |`
  const ratio = (r: ListRuns) =>
    `${mark(r.ratio >= TARGETS.ratio, `${round(r.ratio * 100, 1)}%`)} (${r.list1.rps} and ${r.list2.rps} req/s vs ${r.bare1.rps} and ${r.bare2.rps} req/s)`
  const p50 = (r: ListRuns) =>
    `${mark(r.unloaded.p50 <= TARGETS.p50, `${r.unloaded.p50} ms`)} (p99 ${r.unloaded.p99} ms; bare route p50 ${r.bareUnloaded.p50} ms)`
  const p99 = (r: ListRuns) =>
    `${mark(r.fixed.p99 <= TARGETS.p99At500, `${r.fixed.p99} ms`)} (p50 ${r.fixed.p50} ms, ${r.fixed.rps} req/s served; the bare route at the same rate: p50 ${r.bareFixed.p50} ms, p99 ${r.bareFixed.p99} ms)`
  lines.push(
    `## Shop list: 36 products of one shop, 200,000 items in 2,000 shops`,
    '',
    `\`GET /api/v1/shops/:slug/items?type=product\` over ${list.shops} shops with at least 36 published products each, asked`,
    "in turn by visitors (no session). As served, a visitor's list is reused for 3 s, then served 3 s more while one",
    'fresh copy is read, unless a write drops it (decision 023): 100 lists cause about 33 reads a second here',
    'whatever the load, and once they are warm no visitor waits for one; the second table turns that',
    "off (`ANSWER_CACHE=0`) and reads every list from PostgreSQL, as every signed-in viewer's list is.",
    '',
    '| as served | target | measured |',
    '|---|---|---|',
    row('list throughput ÷ bare JSON route throughput, same run', '≥ 40%', list.cached, ratio),
    row('p50, unloaded (1 connection)', '≤ 5 ms', list.cached, p50),
    row('p99 at a fixed 500 req/s, after 3 s of warm-up', '≤ 50 ms', list.cached, p99),
    '',
    '| every list read from PostgreSQL (cache off) | target | measured |',
    '|---|---|---|',
    row('list throughput ÷ bare JSON route throughput, same run', '≥ 40%', list.uncached, ratio),
    row('p50, unloaded (1 connection)', '≤ 5 ms', list.uncached, p50),
    row('p99 at a fixed 500 req/s', '≤ 50 ms', list.uncached, p99),
    '',
    '## Storefront pages rendered on the server, for visitors',
    '',
    "The same shops' pages as a visitor's browser asks for them (whole HTML documents, without compression), 10",
    "connections, over 100 shops' homes, their item lists and 100 of their items. As served, a visitor's page is kept",
    '3 s and served 3 s more while one fresh copy is rendered, unless a write drops it (decision 024); the second',
    "table renders every page, as every signed-in viewer's page is.",
    '',
    '| page, as served | target | req/s | p50 | p99 |',
    '|---|---|---|---|---|',
    ...pageRows(list.pages),
    '',
    '| page, every one rendered (cache off) | target | req/s | p50 | p99 |',
    '|---|---|---|---|---|',
    ...pageRows(list.renderedPages),
    '',
  )
}
if (found) {
  lines.push(
    '## Search: 1,000,000 items',
    '',
    '`GET /api/v1/items/search` with 300 queries of 1–3 words (a product word; + a place; + an adjective), a quarter without',
    'accents, a fifth upper-cased, a sixth cut short as if still typing; filters as in each row (type rotating over the three',
    'kinds; supplier drawn like the catalogue sizes, so big suppliers come up more often). Examples:',
    `${found.queries.map((q) => `\`${q}\``).join(', ')}.`,
    '',
    '| through the API | connections | req/s | p50 | p95 (target ≤ 25 ms) | p99 (target ≤ 50 ms) |',
    '|---|---|---|---|---|---|',
    ...found.api.map(
      (r) =>
        `| ${r.name.replace(/^search, /, '').replace(/, \d+ connections?$/, '')} | ${r.connections} | ${r.rps} | ${r.p50} ms | ${mark(r.p95 <= TARGETS.searchP95, `${r.p95} ms`)} | ${mark(r.p99 <= TARGETS.searchP99, `${r.p99} ms`)} |`,
    ),
    '',
    '| the service alone (SQL and mapping, no HTTP), one at a time | p50 | p95 | p99 | matches (mean, counted up to 1,000) |',
    '|---|---|---|---|---|',
    ...found.service.map((r) => `| ${r.kind} | ${r.p50} ms | ${r.p95} ms | ${r.p99} ms | ${r.matches} |`),
    '',
    `The slowest single search in the service run took ${found.slowest.ms} ms; its page statement (parameters`,
    `\`${JSON.stringify(found.slowest.params)}\`), run again with EXPLAIN ANALYZE:`,
    '',
    '```',
    found.slowest.plan,
    '```',
    '',
  )
}
const notes = await readFile(path.join(root, 'bench/items-notes.md'), 'utf8').catch(() => '')
await writeFile(path.join(root, 'bench/results/items.md'), lines.join('\n') + (notes ? `\n${notes}` : ''))
await writeFile(
  path.join(root, 'bench/results/items.json'),
  `${JSON.stringify({ date, machine, seconds: SECONDS, targets: TARGETS, list, search: found }, null, 2)}\n`,
)
console.log('Wrote bench/results/items.md and items.json')

async function pgVersion() {
  const client = new pg.Client({ connectionString: databaseUrl(DATASETS['200k'].database) })
  await client.connect()
  const { rows } = await client.query<{ v: string }>(`select current_setting('server_version') as v`)
  await client.end()
  return rows[0]!.v
}

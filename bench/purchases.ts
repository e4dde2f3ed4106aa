/**
 * `npm run bench:purchases`: my purchases on PostgreSQL with one customer's 50,000 orders (issue 15's
 * bar; decision 080): SQL statements per request (≤ 4) and p50 unloaded (≤ 10 ms) of
 * `GET /api/v1/me/orders` whatever the page and filters, beside the order detail, the page itself and
 * the bare JSON route in the same run. The data is `tianguis_bench_orders` (bench/purchases-data.ts),
 * made first when it is missing (`npm run bench:data -- --only=orders` makes it again).
 *
 * Each run lasts BENCH_SECONDS (10 s by default), on loopback only: every scenario at 1 connection
 * (unloaded), the default list also at 10. Statement counts are read from `x-sql-statements` on a
 * second request, once the session is known. Writes bench/results/purchases.md and purchases.json;
 * bench/purchases-notes.md (written by hand) is appended to the .md.
 */
import { readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { load, mark, origin, type Run, round, SECONDS, serverCpuMs, startServer, stopServer } from './load.ts'
import { BUYER, makePurchasesData, ORDERS_DATABASE, purchasesDataReady } from './purchases-data.ts'

const root = path.resolve(import.meta.dirname, '..')
const TARGET = { statements: 4, p50: 10 }

async function signIn(): Promise<string> {
  const response = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BUYER.email, password: BUYER.password }),
  })
  if (!response.ok)
    throw new Error(`the bench customer could not log in: ${response.status} ${await response.text()}`)
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.includes('session_token'))
  if (!cookie) throw new Error('no session cookie')
  return cookie
}

/** A request's statements once the session is known, and what it answered. */
async function probe(url: string, cookie: string): Promise<{ statements: number; matches: number | null }> {
  let statements = Number.NaN
  let matches: number | null = null
  for (let i = 0; i < 2; i++) {
    const response = await fetch(`${origin}${url}`, { headers: { cookie } })
    if (response.status !== 200)
      throw new Error(`${url} answered ${response.status} ${await response.text()}`)
    statements = Number(response.headers.get('x-sql-statements'))
    if (response.headers.get('content-type')?.includes('json')) {
      const body = (await response.json()) as { matches_estimated?: number }
      matches = body.matches_estimated ?? null
    } else await response.text()
  }
  return { statements, matches }
}

interface Scenario {
  name: string
  url: string
  /** The list's bar applies (≤ 4 statements, p50 ≤ 10 ms); the others are shown beside it. */
  list: boolean
}

const monthAgo = new Date(Date.now() - 365 * 86_400_000)
const day = (date: Date) => date.toISOString().slice(0, 10)
const all = 'include_delivered=true&include_canceled=true'
const SCENARIOS: Scenario[] = [
  { name: 'default list (under way), page 1', url: '/api/v1/me/orders', list: true },
  { name: 'every order, page 1', url: `/api/v1/me/orders?${all}`, list: true },
  { name: 'every order, page 50 (offset 490)', url: `/api/v1/me/orders?${all}&offset=490`, list: true },
  { name: 'every order, 50 a page', url: `/api/v1/me/orders?${all}&limit=50`, list: true },
  { name: 'one state (canceled)', url: '/api/v1/me/orders?state=canceled', list: true },
  { name: 'a group (in progress)', url: '/api/v1/me/orders?state=in_progress', list: true },
  {
    name: 'payment and delivery type',
    url: `/api/v1/me/orders?${all}&payment_type=deposit&delivery_type=collection`,
    list: true,
  },
  {
    name: 'one month a year ago',
    url: `/api/v1/me/orders?${all}&start_date=${day(monthAgo)}&end_date=${day(new Date(monthAgo.getTime() + 30 * 86_400_000))}`,
    list: true,
  },
  { name: 'text: an order id', url: `/api/v1/me/orders?${all}&text=ord_bench0012345`, list: true },
  { name: 'text: a product word', url: `/api/v1/me/orders?${all}&text=canasta`, list: true },
  { name: 'order detail', url: '/api/v1/me/orders/ord_bench0012345', list: false },
  { name: 'page /mis-compras (SSR, whole document)', url: '/mis-compras', list: false },
]

interface Measured {
  scenario: Scenario
  statements: number
  matches: number | null
  unloaded: Run
  cpuMs: number
}

async function measure(name: string, paths: string[], options: Parameters<typeof load>[2]) {
  const before = await serverCpuMs()
  const run = await load(name, paths, options)
  return { run, cpuMs: round(((await serverCpuMs()) - before) / run.requests, 2) }
}

async function run() {
  if (!(await purchasesDataReady())) await makePurchasesData()
  await startServer(ORDERS_DATABASE, { EXPOSE_QUERY_COUNT: '1' })
  try {
    const cookie = await signIn()
    const headers = { cookie }
    await load(
      'warm-up',
      SCENARIOS.map((s) => s.url),
      { connections: 4, seconds: 3, headers },
    )
    const measured: Measured[] = []
    for (const scenario of SCENARIOS) {
      const { statements, matches } = await probe(scenario.url, cookie)
      const { run: unloaded, cpuMs } = await measure(`${scenario.name}, 1 connection`, [scenario.url], {
        connections: 1,
        headers,
      })
      measured.push({ scenario, statements, matches, unloaded, cpuMs })
    }
    const loaded = await measure('default list, 10 connections', [SCENARIOS[0]!.url], {
      connections: 10,
      headers,
    })
    const bare = await measure('bare /healthz, 10 connections', ['/healthz'], { connections: 10 })
    return { measured, loaded, bare }
  } finally {
    await stopServer()
  }
}

const result = await run()
const date = new Date().toISOString().slice(0, 10)
const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, shared with other work (load average ${os.loadavg()[0]!.toFixed(1)} at the end of the run)`
const rows = result.measured.map(({ scenario, statements, matches, unloaded, cpuMs }) => {
  const statementsText = scenario.list
    ? mark(statements <= TARGET.statements, String(statements))
    : String(statements)
  const p50 = scenario.list ? mark(unloaded.p50 <= TARGET.p50, `${unloaded.p50} ms`) : `${unloaded.p50} ms`
  return `| ${scenario.name} | \`${scenario.url.replace(/\|/g, '\\|')}\` | ${matches ?? '–'} | ${statementsText} | ${p50} | ${unloaded.p99} ms | ${unloaded.rps} | ${cpuMs} ms |`
})
const lines = [
  '# My purchases with 50,000 orders',
  '',
  `Made by \`npm run bench:purchases\` on ${date}. Machine: ${machine}. Server: \`npm start\`'s entry point in production mode`,
  '(`NODE_ENV=production`, `LOG_LEVEL=warn`, pool of 10, `EXPOSE_QUERY_COUNT=1` for the statement column) on',
  `\`${ORDERS_DATABASE}\` (PostgreSQL): one customer's 50,000 orders over three years (those of the last two weeks in every state,`,
  'older ones delivered, canceled or expired) and 50,000 orders of 1,000 other customers, 1–3 lines each (bench/purchases-data.ts).',
  `autocannon on the same machine over loopback, each run ${SECONDS} s. Target (issue 15; decision 080): the list ≤ ${TARGET.statements}`,
  `SQL statements per request whatever the page and filters, and p50 ≤ ${TARGET.p50} ms unloaded. Statements are counted once the`,
  "session is known (a request that reads the session adds better-auth's two).",
  '',
  '| request | address | matches_estimated | SQL statements (list: ≤ 4) | p50, 1 connection (list: ≤ 10 ms) | p99 | req/s, 1 connection | server CPU per answer |',
  '|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
  'In the same run:',
  '',
  '| reference | req/s, 10 connections | p50 | p99 | server CPU per answer |',
  '|---|---|---|---|---|',
  `| the default list, 10 connections | ${result.loaded.run.rps} | ${result.loaded.run.p50} ms | ${result.loaded.run.p99} ms | ${result.loaded.cpuMs} ms |`,
  `| bare JSON route \`/healthz\` | ${result.bare.run.rps} | ${result.bare.run.p50} ms | ${result.bare.run.p99} ms | ${result.bare.cpuMs} ms |`,
  '',
]
const notes = await readFile(path.join(root, 'bench/purchases-notes.md'), 'utf8').catch(() => '')
await writeFile(path.join(root, 'bench/results/purchases.md'), lines.join('\n') + (notes ? `\n${notes}` : ''))
await writeFile(
  path.join(root, 'bench/results/purchases.json'),
  `${JSON.stringify({ date, machine, seconds: SECONDS, target: TARGET, ...result }, null, 2)}\n`,
)
const missed = result.measured.filter(
  (m) => m.scenario.list && (m.statements > TARGET.statements || m.unloaded.p50 > TARGET.p50),
)
console.log(
  missed.length
    ? `Below target: ${missed.map((m) => m.scenario.name).join(', ')}`
    : 'Every list request meets the target.',
)
console.log('Wrote bench/results/purchases.md and purchases.json')

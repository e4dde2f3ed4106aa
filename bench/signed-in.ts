/**
 * `npm run bench:signed-in`: a signed-in customer's storefront pages on PostgreSQL with the large
 * dataset (`tianguis_bench`, 200,000 items in 2,000 shops; `npm run bench:data -- --only=200k`),
 * beside the bare JSON route and a visitor's kept page in the same run (issue 10, point 8;
 * decision 032). Every buyer is signed in, and a signed-in viewer's page is always rendered:
 * the visitors' caches (decisions 023, 024) never answer it.
 *
 * Runs, each BENCH_SECONDS (10 s by default), loopback only:
 * - bare `/healthz`, 10 connections;
 * - a visitor's shop home as served (kept 3 s), 10 connections;
 * - a signed-in customer's shop home, item list (36 cards) and item detail over 100 shops,
 *   10 connections, then 1 connection (p50 unloaded);
 * each with the server process's CPU time per answer (from /proc), which a busy machine bends
 * much less than throughput. Writes bench/results/signed-in.md and signed-in.json; the notes in
 * bench/signed-in-notes.md (written by hand) are appended to the .md.
 */
import { readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { DATASETS, databaseUrl } from './datasets.ts'
import {
  load,
  mark,
  origin,
  type Run,
  round,
  SECONDS,
  serverCpuMs,
  startServer,
  stopServer,
  storefrontPages,
} from './load.ts'

const root = path.resolve(import.meta.dirname, '..')
const TARGET = { rps: 500, p50: 5 }
const BUYER = { name: 'Compradora Bench', email: 'buyer@bench.test', password: 'bench-buyer-password-1' }

/** 100 shops with at least 36 published products, as bench/items-list.ts picks them. */
async function benchShops(): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl(DATASETS['200k'].database) })
  await client.connect()
  try {
    const { rows } = await client.query<{ slug: string }>(
      `select s.slug from shops s join items i on i.owner_id = s.owner_id
       where i.type = 'product' and i.list_state = 'published' and not i.hiden and not i.disabled
         and s.slug like 'bench-%'
       group by s.slug having count(*) >= 36 order by s.slug limit 100`,
    )
    if (rows.length === 0) throw new Error('no bench shops: run `npm run bench:data -- --only=200k` first')
    return rows.map((row) => row.slug)
  } finally {
    await client.end()
  }
}

/** The customer's session cookie: logged in, or signed up the first time (through the API). */
async function signIn(): Promise<string> {
  const post = (url: string, body: object) =>
    fetch(`${origin}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  let response = await post('/api/v1/auth/login', { email: BUYER.email, password: BUYER.password })
  if (response.status === 401) response = await post('/api/v1/auth/signup', BUYER)
  if (!response.ok)
    throw new Error(`could not sign the customer in: ${response.status} ${await response.text()}`)
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.includes('session_token'))
  if (!cookie) throw new Error('no session cookie')
  return cookie
}

interface Measured {
  run: Run
  /** The server process's CPU time (user + system) per answer. */
  cpuMs: number
}

async function measure(
  name: string,
  paths: string[],
  options: Parameters<typeof load>[2],
): Promise<Measured> {
  const before = await serverCpuMs()
  const run = await load(name, paths, options)
  const cpuMs = round(((await serverCpuMs()) - before) / run.requests, 2)
  console.log(`  ${name}: ${cpuMs} ms of server CPU per answer`)
  return { run, cpuMs }
}

/** A page's statements once the customer's session is known (the first page also reads the session). */
async function statementsOf(url: string, cookie: string): Promise<number> {
  let count = Number.NaN
  for (let i = 0; i < 2; i++) {
    const response = await fetch(`${origin}${url}`, { headers: { cookie } })
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
    const text = await response.text()
    if (!text.includes('Compradora')) throw new Error(`${url} does not show the signed-in customer`)
    count = Number(response.headers.get('x-sql-statements'))
  }
  return count
}

async function run() {
  const slugs = await benchShops()
  // The statement count is exposed here (one header) so the results show each page's SQL.
  await startServer(DATASETS['200k'].database, { EXPOSE_QUERY_COUNT: '1' })
  try {
    const cookie = await signIn()
    const headers = { cookie }
    const pages = await storefrontPages(slugs)
    const statements: Record<string, number> = {}
    for (const { page, paths } of pages) statements[page] = await statementsOf(paths[0]!, cookie)

    await load('warm-up', [...pages.flatMap((p) => p.paths), '/healthz'], {
      connections: 10,
      seconds: 3,
      headers,
    })
    await load(
      'warm-up, visitor',
      slugs.map((slug) => `/${slug}`),
      { connections: 10, seconds: 3 },
    )
    const bare = await measure('bare /healthz, 10 connections', ['/healthz'], { connections: 10 })
    const visitor = await measure(
      "visitor's shop home as served, 10 connections",
      slugs.map((slug) => `/${slug}`),
      { connections: 10 },
    )
    const loaded: Record<string, Measured> = {}
    for (const { page, paths } of pages) {
      loaded[page] = await measure(`signed-in ${page}, 10 connections`, paths, { connections: 10, headers })
    }
    const unloaded: Record<string, Measured> = {}
    for (const { page, paths } of pages) {
      unloaded[page] = await measure(`signed-in ${page}, 1 connection`, paths, { connections: 1, headers })
    }
    return { shops: slugs.length, statements, bare, visitor, loaded, unloaded }
  } finally {
    await stopServer()
  }
}

const result = await run()
const date = new Date().toISOString().slice(0, 10)
const load1 = os.loadavg()[0]!.toFixed(1)
const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, shared with other work (load average ${load1} at the end of the run)`
const row = (page: string) => {
  const l = result.loaded[page]!
  const u = result.unloaded[page]!
  return `| ${page} | ${mark(l.run.rps >= TARGET.rps, String(l.run.rps))} | ${l.run.p50} ms | ${l.run.p99} ms | ${mark(u.run.p50 <= TARGET.p50, `${u.run.p50} ms`)} | ${l.cpuMs} ms | ${result.statements[page]} |`
}
const lines = [
  '# Signed-in storefront pages',
  '',
  `Made by \`npm run bench:signed-in\` on ${date}. Machine: ${machine}. Server: \`npm start\`'s entry point in production mode`,
  '(`NODE_ENV=production`, `LOG_LEVEL=warn`, pool of 10, `EXPOSE_QUERY_COUNT=1` for the statement column) on',
  '`tianguis_bench` (PostgreSQL, 200,000 items in 2,000 shops), autocannon on the same machine over loopback, whole',
  `HTML documents without compression. Each run lasts ${SECONDS} s. Target (issue 10, point 8): each page ≥ 500 req/s at`,
  '10 connections and p50 ≤ 5 ms unloaded.',
  '',
  `A customer signed in through the API asks for ${result.shops} shops' homes, their item lists and 100 of their items in`,
  'turn, with their session cookie; no visitor cache answers a signed-in viewer (decisions 023, 024).',
  '',
  '| signed-in page | req/s, 10 connections (target ≥ 500) | p50 | p99 | p50 unloaded, 1 connection (target ≤ 5 ms) | server CPU per page | SQL statements |',
  '|---|---|---|---|---|---|---|',
  ...Object.keys(result.loaded).map(row),
  '',
  'In the same run:',
  '',
  '| reference | req/s, 10 connections | p50 | p99 | server CPU per answer |',
  '|---|---|---|---|---|',
  `| bare JSON route \`/healthz\` | ${result.bare.run.rps} | ${result.bare.run.p50} ms | ${result.bare.run.p99} ms | ${result.bare.cpuMs} ms |`,
  `| a visitor's shop home as served (kept 3 s, decision 024) | ${result.visitor.run.rps} | ${result.visitor.run.p50} ms | ${result.visitor.run.p99} ms | ${result.visitor.cpuMs} ms |`,
  '',
]
const notes = await readFile(path.join(root, 'bench/signed-in-notes.md'), 'utf8').catch(() => '')
await writeFile(path.join(root, 'bench/results/signed-in.md'), lines.join('\n') + (notes ? `\n${notes}` : ''))
await writeFile(
  path.join(root, 'bench/results/signed-in.json'),
  `${JSON.stringify({ date, machine, seconds: SECONDS, target: TARGET, ...result }, null, 2)}\n`,
)
console.log('Wrote bench/results/signed-in.md and signed-in.json')

/**
 * The shop list and storefront page benches, on `tianguis_bench` (2,000 shops, 200,000 items): the
 * bare JSON route `/healthz` and the 36-item list `GET /api/v1/shops/:slug/items?type=product`
 * (rotating over 100 shops) at 50 connections, twice each, alternating, for the throughput ratio;
 * the list with one connection (p50 unloaded); the list and the bare route at a fixed 500 req/s
 * (p99); then the shops' homes, item lists and item pages as whole documents. Each as served
 * (visitors' caches, decisions 023 and 024) and with `ANSWER_CACHE=0`.
 */
import pg from 'pg'
import { DATASETS, databaseUrl } from './datasets.ts'
import { load, mark, origin, round, startServer, stopServer, storefrontPages, TARGETS } from './load.ts'

export async function shopList() {
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
    const kinds = await storefrontPages(slugs)
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

type ListRuns = Awaited<ReturnType<typeof listRuns>>
const pageRows = (runs: Awaited<ReturnType<typeof pageRuns>>) =>
  runs.map(
    ({ page, run }) =>
      `| ${page} | ≥ 1,000 req/s | ${mark(run.rps >= TARGETS.pageRps, String(run.rps))} | ${run.p50} ms | ${run.p99} ms |`,
  )
export function shopListReport(list: Awaited<ReturnType<typeof shopList>>): string[] {
  const row = (what: string, target: string, runs: ListRuns, measure: (r: ListRuns) => string) =>
    `| ${what} | ${target} | ${measure(runs)} |`
  const ratio = (r: ListRuns) =>
    `${mark(r.ratio >= TARGETS.ratio, `${round(r.ratio * 100, 1)}%`)} (${r.list1.rps} and ${r.list2.rps} req/s vs ${r.bare1.rps} and ${r.bare2.rps} req/s)`
  const p50 = (r: ListRuns) =>
    `${mark(r.unloaded.p50 <= TARGETS.p50, `${r.unloaded.p50} ms`)} (p99 ${r.unloaded.p99} ms; bare route p50 ${r.bareUnloaded.p50} ms)`
  const p99 = (r: ListRuns) =>
    `${mark(r.fixed.p99 <= TARGETS.p99At500, `${r.fixed.p99} ms`)} (p50 ${r.fixed.p50} ms, ${r.fixed.rps} req/s served; the bare route at the same rate: p50 ${r.bareFixed.p50} ms, p99 ${r.bareFixed.p99} ms)`
  return [
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
  ]
}

/**
 * The search bench, on `tianguis_bench_1m` (1,000,000 items): 1–3 word queries (whole and partial
 * words, with accents or without) with no filter, a type, a supplier, and both, through
 * `GET /api/v1/items/search` with one connection and under load at 8 connections; then the same
 * searches through the service function alone (the SQL and the mapping, no HTTP), and EXPLAIN
 * ANALYZE of the slowest.
 */
import { performance } from 'node:perf_hooks'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { systemContext } from '../apps/server/src/kernel/context.ts'
import { searchItems } from '../apps/server/src/modules/items/item-search.service.ts'
import type { Db } from '../apps/server/src/platform/db/client.ts'
import { schema } from '../apps/server/src/platform/db/schema.ts'
import { DATASETS, databaseUrl } from './datasets.ts'
import { load, mark, percentile, type Run, round, startServer, stopServer, TARGETS } from './load.ts'
import { ADJECTIVES, NOUNS, ORIGINS } from './words.ts'

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

export async function search() {
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
  const ctx = systemContext(db)
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

export function searchReport(found: Awaited<ReturnType<typeof search>>): string[] {
  return [
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
  ]
}

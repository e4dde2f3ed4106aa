/**
 * `npm run checkout-rush -w bench`: 500 buyers pay at the same moment for 50 units of one item,
 * through the HTTP API on loopback, on PostgreSQL (quality.md "overselling"; decision 048).
 * A fresh database `tianguis_checkout_rush` each run; the server is bench/checkout-serve.ts (the
 * app with an approving in-memory card provider). Each buyer signs in and readies a buy-now
 * checkout (contact, collection) first; then all 500 `pay` requests are sent at once.
 * Checks: exactly 50 units sold, stock 0 and never negative, 0 server errors, every refusal
 * `insufficient_stock`. Writes bench/results/checkout-rush.md and .json.
 */
import { writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { ADMIN_URL, databaseUrl } from './datasets.ts'
import { startBenchServer } from './server.ts'

const BUYERS = Number(process.env.RUSH_BUYERS ?? 500)
const UNITS = Number(process.env.RUSH_UNITS ?? 50)
const DATABASE = 'tianguis_checkout_rush'
const PORT = Number(process.env.RUSH_PORT ?? 3471)
const origin = `http://127.0.0.1:${PORT}`
const root = path.resolve(import.meta.dirname, '..')
const PASSWORD = 'rush-password-1'

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** Runs `work` over `list` with at most `width` at a time. */
async function pool<T, R>(
  list: T[],
  width: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(list.length)
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < list.length) {
        const index = next++
        results[index] = await work(list[index]!, index)
      }
    }),
  )
  return results
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

await admin(`drop database if exists ${DATABASE} with (force)`)
await admin(`create database ${DATABASE}`)
const url = databaseUrl(DATABASE)
const server = await startBenchServer({
  script: path.join(import.meta.dirname, 'checkout-serve.ts'),
  port: PORT,
  // Each buyer signs in from an address of its own (X-Forwarded-For), so the login limit per
  // address does not stop the setup; the limiter keeps its counters in memory.
  env: { DATABASE_URL: url, TRUST_PROXY: '1', REDIS_URL: '', SMTP_URL: '' },
})

try {
  const db = new pg.Pool({ connectionString: url, max: 4 })
  // The supplier, shop, set-up and item; the buyers sign up through the API below.
  await db.query(
    `insert into users (id, name, email, email_verified) values ('usr_rush_supplier', 'Rush Supplier', 'supplier@rush.test', true)`,
  )
  await db.query(
    `insert into shops (id, slug, name, owner_id, store_theme_info) values ('shp_rush', 'rush', 'Rush', 'usr_rush_supplier', '{"color1":"#000000","color2":"#ffffff","columns":2,"signup_form":"basic","sections_info":[],"slider_info":[],"header_info":null}'::jsonb)`,
  )
  await db.query(
    `insert into supplier_settings (user_id, is_configured, enabled_payment_types, allows_collection) values ('usr_rush_supplier', true, '{card}', true)`,
  )
  await db.query(
    `insert into items (id, owner_id, name, type, slug, photos, list_price, available, list_state, queue_position) values ('itm_rush', 'usr_rush_supplier', 'Rush item', 'product', 'rush-item', '{}', 25000, $1, 'published', 1)`,
    [UNITS],
  )

  const post = (pathName: string, body: object, headers: Record<string, string> = {}, method = 'POST') =>
    fetch(`${origin}${pathName}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })

  console.log(`preparing ${BUYERS} buyers…`)
  const buyers = await pool(
    Array.from({ length: BUYERS }, (_, i) => i),
    8,
    async (i) => {
      const address = `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`
      const email = `buyer${i}@rush.test`
      const signup = await post(
        '/api/v1/auth/signup',
        { name: `Buyer ${i}`, email, password: PASSWORD },
        { 'x-forwarded-for': address },
      )
      if (!signup.ok) throw new Error(`signup ${signup.status} ${await signup.text()}`)
      await db.query(`update users set email_verified = true where email = $1`, [email])
      const login = await post(
        '/api/v1/auth/login',
        { email, password: PASSWORD },
        { 'x-forwarded-for': address },
      )
      if (!login.ok) throw new Error(`login ${login.status} ${await login.text()}`)
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0]!)
        .filter((c) => c.includes('session_token'))
        .join('; ')
      const headers = { cookie, 'x-forwarded-for': address }
      const started = await post(
        '/api/v1/shops/rush/checkouts',
        { item: { item_id: 'itm_rush', quantity: 1 } },
        headers,
      )
      if (started.status !== 201) throw new Error(`checkout ${started.status} ${await started.text()}`)
      const checkout = (await started.json()) as { id: string }
      const base = `/api/v1/shops/rush/checkouts/${checkout.id}`
      await post(`${base}/contact`, { email }, headers, 'PUT')
      const ready = await post(
        `${base}/delivery`,
        { supplier_id: 'usr_rush_supplier', delivery_type: 'collection' },
        headers,
        'PUT',
      )
      const body = (await ready.json()) as {
        grand_total: { amount: number; currency: string }
        ready_to_pay: boolean
      }
      if (!body.ready_to_pay) throw new Error('checkout not ready')
      return { headers, base, total: body.grand_total }
    },
  )

  console.log(`${BUYERS} buyers pay at once for ${UNITS} units…`)
  const started = performance.now()
  const answers = await Promise.all(
    buyers.map(async (buyer) => {
      const t0 = performance.now()
      const response = await post(
        `${buyer.base}/pay`,
        { payment_type: 'card', card_token: 'tok_bench', expected_total: buyer.total },
        { ...buyer.headers, 'idempotency-key': crypto.randomUUID() },
      )
      const body = (await response.json()) as { status?: string; error?: { code: string } }
      return {
        status: response.status,
        code: body.error?.code ?? body.status ?? '',
        ms: performance.now() - t0,
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000

  const {
    rows: [stock],
  } = await db.query<{ available: number }>(`select available from items where id = 'itm_rush'`)
  const {
    rows: [sold],
  } = await db.query<{ units: number }>(
    `select coalesce(sum(quantity), 0)::int as units from purchase_order_lines where item_id = 'itm_rush'`,
  )
  const {
    rows: [held],
  } = await db.query<{ n: number }>(`select count(*)::int as n from stock_reservations where status = 'held'`)
  await db.end()

  const count = (predicate: (a: (typeof answers)[number]) => boolean) => answers.filter(predicate).length
  const paid = count((a) => a.status === 200)
  const refused = count((a) => a.status === 409 && a.code === 'insufficient_stock')
  const serverErrors = count((a) => a.status >= 500)
  const other = answers.length - paid - refused - serverErrors
  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b)
  const result = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB`,
    /** The machine's 1-minute load average as the rush ended: a shared machine bends the times. */
    load_average: Math.round(os.loadavg()[0]! * 100) / 100,
    buyers: BUYERS,
    units: UNITS,
    paid,
    insufficient_stock: refused,
    server_errors: serverErrors,
    other_answers: other,
    units_sold: sold!.units,
    stock_left: stock!.available,
    oversold: Math.max(0, sold!.units - UNITS),
    reservations_still_held: held!.n,
    seconds: Math.round(seconds * 100) / 100,
    answers_per_second: Math.round((answers.length / seconds) * 10) / 10,
    orders_per_second: Math.round((paid / seconds) * 10) / 10,
    p50_ms: Math.round(percentile(latencies, 50)),
    p99_ms: Math.round(percentile(latencies, 99)),
    max_ms: Math.round(latencies.at(-1) ?? 0),
  }
  const ok =
    result.oversold === 0 &&
    result.units_sold === UNITS &&
    result.stock_left === 0 &&
    result.server_errors === 0 &&
    result.other_answers === 0
  const md = [
    '# Checkout rush',
    '',
    `${result.date} on ${result.machine}; PostgreSQL on loopback; one server process (bench/checkout-serve.ts, card provider answering in ${process.env.BENCH_CHARGE_MS ?? 20} ms); load average ${result.load_average} on ${os.cpus().length} cores as the rush ended, so the times are the machine's as much as the server's.`,
    '',
    `${BUYERS} buyers with a ready buy-now checkout each send \`pay\` at the same moment for ${UNITS} units of one item.`,
    '',
    '| what | result | bar |',
    '|---|---|---|',
    `| units sold | ${result.units_sold} | exactly ${UNITS} ${result.units_sold === UNITS ? '✓' : '✗'} |`,
    `| oversold | ${result.oversold} | 0 ${result.oversold === 0 ? '✓' : '✗'} |`,
    `| stock left | ${result.stock_left} | 0, never negative ${result.stock_left === 0 ? '✓' : '✗'} |`,
    `| server errors | ${result.server_errors} | 0 ${result.server_errors === 0 ? '✓' : '✗'} |`,
    `| refused with insufficient_stock | ${result.insufficient_stock} | the other ${BUYERS - UNITS} |`,
    `| other answers | ${result.other_answers} | 0 |`,
    `| reservations still held | ${result.reservations_still_held} | 0 |`,
    `| wall time for all answers | ${result.seconds} s | |`,
    `| answers/s (paid + refused) | ${result.answers_per_second} | |`,
    `| orders placed/s | ${result.orders_per_second} | |`,
    `| latency p50 / p99 / max | ${result.p50_ms} / ${result.p99_ms} / ${result.max_ms} ms | |`,
    '',
    ok ? 'All checks pass.' : '**A check failed.**',
    '',
  ].join('\n')
  await writeFile(path.join(root, 'bench/results/checkout-rush.md'), md)
  await writeFile(path.join(root, 'bench/results/checkout-rush.json'), `${JSON.stringify(result, null, 2)}\n`)
  console.log(md)
  if (!ok) process.exitCode = 1
} finally {
  server.kill('SIGTERM')
}

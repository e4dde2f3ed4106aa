/**
 * The purchases bench's database (decision 080), `tianguis_bench_orders` on the local PostgreSQL
 * server: one customer with 50,000 purchase orders over three years, and 50,000 more orders of 1,000
 * other customers in the same tables, generated set-based in SQL. `npm run bench:data -- --only=orders`
 * makes it; `npm run bench:purchases` makes it when it is missing.
 *
 * The customer's orders are mostly old and ended, as a long-time buyer's are: those older than two
 * weeks delivered (92%), canceled (5%) or expired references (3%); those of the last two weeks (about
 * 640) in every state, about half still under way. Each has 1 to 3 lines named from the item word
 * lists and a history of its placement and last step. 20 suppliers with a shop each sell them. The
 * schema comes from the server's own migrations.
 */
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { hashPassword } from '../apps/server/src/modules/identity/passwords.ts'
import { openDatabase } from '../apps/server/src/platform/db/client.ts'
import { migrate } from '../apps/server/src/platform/db/migrate.ts'
import { ADMIN_URL, databaseUrl } from './datasets.ts'
import { ADJECTIVES, NOUNS, ORIGINS } from './words.ts'

export const ORDERS_DATABASE = 'tianguis_bench_orders'
export const BUYER = {
  id: 'usr_bench_buyer',
  email: 'orders-buyer@bench.test',
  name: 'Compradora Frecuente',
  password: 'bench-orders-password-1',
}
const ORDERS = 50_000
const OTHER_ORDERS = 50_000
const OTHER_CUSTOMERS = 1_000
const SUPPLIERS = 20

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

/** Whether the database exists with the customer's orders in it. */
export async function purchasesDataReady(): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl(ORDERS_DATABASE) })
  try {
    await client.connect()
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from purchase_orders where customer_id = $1',
      [BUYER.id],
    )
    return rows[0]!.n === ORDERS
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

export async function makePurchasesData(): Promise<void> {
  const host = new URL(ADMIN_URL).hostname
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host))
    throw new Error(`bench data goes to a loopback server only, not ${host}`)
  const started = performance.now()
  console.log(
    `▶ ${ORDERS_DATABASE}: ${ORDERS.toLocaleString('en')} orders of one customer, ${OTHER_ORDERS.toLocaleString('en')} of others`,
  )
  const admin = new pg.Client({ connectionString: ADMIN_URL })
  await admin.connect()
  await admin.query(`drop database if exists ${ORDERS_DATABASE} with (force)`)
  await admin.query(`create database ${ORDERS_DATABASE}`)
  await admin.end()

  const app = await openDatabase({ databaseUrl: databaseUrl(ORDERS_DATABASE), dataDir: '', poolSize: 1 })
  await migrate(app)
  await app.close()

  const client = new pg.Client({ connectionString: databaseUrl(ORDERS_DATABASE) })
  await client.connect()
  try {
    await client.query('set synchronous_commit = off')
    await client.query(`set maintenance_work_mem = '256MB'`)
    await client.query('select setseed(0.080)')
    let step = performance.now()
    await client.query(
      `insert into users (id, name, email, email_verified, main_type, user_level)
       values ($1, $2, $3, true, 'personal', 'ul0')`,
      [BUYER.id, BUYER.name, BUYER.email],
    )
    await client.query(
      `insert into accounts (id, account_id, provider_id, user_id, password)
       values ('acc_bench_buyer', $1, 'credential', $1, $2)`,
      [BUYER.id, await hashPassword(BUYER.password)],
    )
    await client.query(
      `insert into users (id, name, email, email_verified, main_type, user_level)
       select 'usr_bench_customer' || n, 'Cliente ' || n, 'customer' || n || '@bench.test', true, 'personal', 'ul0'
       from generate_series(1, $1::int) as n`,
      [OTHER_CUSTOMERS],
    )
    await client.query(
      `insert into users (id, name, email, email_verified, main_type, user_level)
       select 'usr_bench_seller' || lpad(n::text, 2, '0'), 'Vendedora ' || n, 'seller' || n || '@bench.test', true, 'dssupplier', 'ul2'
       from generate_series(1, $1::int) as n`,
      [SUPPLIERS],
    )
    await client.query(
      `insert into shops (id, slug, name, owner_id, contact_phone, contact_country_code, store_theme_info)
       select 'shp_bench_seller' || lpad(n::text, 2, '0'), 'orders-' || n, 'Tienda ' || n,
              'usr_bench_seller' || lpad(n::text, 2, '0'), '55' || lpad(n::text, 8, '0'), '52',
              '{"color1":"#0f766e","color2":"#f97316","columns":2,"signup_form":"basic","sections_info":[],"slider_info":[],"header_info":null}'::jsonb
       from generate_series(1, $1::int) as n`,
      [SUPPLIERS],
    )
    console.log(`  users and shops: ${seconds(step)}`)

    step = performance.now()
    // The buyer's orders first (n ≤ ORDERS), then the other customers'. Statuses by a cumulative draw.
    await client.query(
      `with r as (
         select n, random() as r_status, random() as r_when, random() as r_pay, random() as r_delivery,
                random() as r_seller, random() as r_total, random() as r_days
         from generate_series(1, $1::int + $2::int) as n
       ), x as (
         select r.*,
           -- Orders of the last two weeks may still be under way; older ones have ended.
           case when r_when * 1095 >= 14 then
                  case when r_status < 0.92 then 'delivered' when r_status < 0.97 then 'canceled' else 'payment_expired' end
                when r_status < 0.40 then 'delivered' when r_status < 0.45 then 'canceled'
                when r_status < 0.48 then 'payment_expired' when r_status < 0.60 then 'paid'
                when r_status < 0.70 then 'in_process' when r_status < 0.76 then 'to_deliver'
                when r_status < 0.88 then 'on_the_way' when r_status < 0.94 then 'awaiting_payment'
                when r_status < 0.97 then 'awaiting_confirmation' else 'awaiting_customer' end as status,
           now() - r_when * interval '1095 days' as created,
           (array['card','card','card','deposit','cash','store','wallet','redirect'])[1 + floor(r_pay * 8)::int] as pay,
           (array['shipping','delivery','collection','fixed_delivery','to_branch','to_address'])[1 + floor(r_delivery * 6)::int] as delivery,
           1 + floor(r_seller * ${SUPPLIERS})::int as seller,
           (5000 + floor(r_total * 200000))::bigint as items,
           (floor(r_days * 10))::int as days
         from r
       )
       insert into purchase_orders (id, checkout_id, shop_id, customer_id, supplier_id, status, payment_type,
         currency, items_total, shipping_cost, total, delivery_type, contact_email, delivered_at, canceled_at,
         created_at, updated_at)
       select 'ord_bench' || lpad(n::text, 7, '0'), 'chk_bench' || lpad(n::text, 7, '0'),
              'shp_bench_seller' || lpad(seller::text, 2, '0'),
              case when n <= $1 then '${BUYER.id}' else 'usr_bench_customer' || (1 + n % ${OTHER_CUSTOMERS}) end,
              'usr_bench_seller' || lpad(seller::text, 2, '0'),
              status, case when status = 'awaiting_confirmation' then null else pay end,
              'MXN', items, 9900, items + 9900, delivery, 'compras@bench.test',
              case when status = 'delivered' then created + days * interval '1 day' end,
              case when status = 'canceled' then created + interval '1 hour' end,
              created, created + days * interval '1 day'
       from x`,
      [ORDERS, OTHER_ORDERS],
    )
    console.log(`  orders: ${seconds(step)}`)

    step = performance.now()
    await client.query(
      `insert into purchase_order_lines (id, order_id, position, item_id, name, unit_price, quantity, total, currency)
       select o.id || '_' || p, o.id, p, 'itm_bench' || lpad((1 + floor(random() * 200000))::text, 8, '0'),
              initcap(($1::text[])[1 + floor(random() * cardinality($1::text[]))::int]) || ' '
                || ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int] || ' de '
                || ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int],
              o.items_total, 1, o.items_total, 'MXN'
       from purchase_orders o
       cross join lateral generate_series(0, (abs(hashtext(o.id)) % 3)) as p`,
      [NOUNS, ADJECTIVES, ORIGINS],
    )
    await client.query(
      `insert into order_history (id, order_id, at, event, from_state, to_state, actor, actor_id)
       select 'ohi_' || id || '_0', id, created_at, 'place', null,
              case when status in ('awaiting_confirmation', 'awaiting_customer') then 'awaiting_confirmation'
                   when status in ('awaiting_payment', 'payment_expired') then 'awaiting_payment' else 'paid' end,
              'customer', customer_id
       from purchase_orders
       union all
       select 'ohi_' || id || '_1', id, updated_at,
              case status when 'delivered' then 'deliver' when 'canceled' then 'cancel' when 'payment_expired' then 'expire'
                          when 'in_process' then 'process' when 'to_deliver' then 'ready' when 'on_the_way' then 'ship'
                          when 'awaiting_customer' then 'quote' else 'pay' end,
              'paid', status, case when status in ('delivered', 'canceled') then 'customer' else 'system' end, null
       from purchase_orders where status not in ('paid', 'awaiting_payment', 'awaiting_confirmation')`,
    )
    console.log(`  lines and history: ${seconds(step)}`)
    step = performance.now()
    await client.query('vacuum analyze')
    console.log(`  vacuum analyze: ${seconds(step)}`)
    const { rows } = await client.query<{ size: string; lines: number }>(
      `select pg_size_pretty(pg_database_size(current_database())) as size,
              (select count(*)::int from purchase_order_lines) as lines`,
    )
    console.log(
      `✓ ${ORDERS_DATABASE} in ${seconds(started)} (${rows[0]!.size}, ${rows[0]!.lines.toLocaleString('en')} lines)`,
    )
  } finally {
    await client.end()
  }
}

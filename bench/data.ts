/**
 * `npm run bench:data`: makes the benchmark databases on a local PostgreSQL server (never the
 * `test` database, never another host than loopback), generated set-based in SQL:
 *
 * - `tianguis_bench`: 2,000 suppliers, each with a shop, and 200,000 items (shop list bench);
 * - `tianguis_bench_1m`: 5,000 suppliers (2,000 with a shop) and 1,000,000 items (search bench);
 * - `tianguis_bench_orders`: one customer's 50,000 purchase orders and 50,000 of others (purchases
 *   bench, bench/purchases-data.ts).
 *
 * Items are spread unevenly over their suppliers (a few big catalogues, a long tail of small
 * ones, every shop with at least ~40 products), 70% products, 20% services, 10% experiences;
 * 92% published, some hidden or disabled; 30% dropshipping. Names, descriptions and tags
 * come from Spanish word lists (bench/words.ts) with accents. The schema comes from the
 * server's own migrations; the item indexes are dropped before loading and built after.
 *
 * Options: `--only=200k`, `--only=1m` or `--only=orders`; BENCH_ADMIN_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) names the server.
 */
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { openDatabase } from '../apps/server/src/platform/db/client.ts'
import { migrate } from '../apps/server/src/platform/db/migrate.ts'
import { ADMIN_URL, DATASETS, databaseUrl } from './datasets.ts'
import { makePurchasesData } from './purchases-data.ts'
import {
  ADJECTIVES,
  DESCRIPTION_WORDS,
  EXPERIENCE_NOUNS,
  NOUNS,
  ORIGINS,
  SERVICE_NOUNS,
  SUPPLIER_FIRST,
  SUPPLIER_SECOND,
  TAGS,
} from './words.ts'

function checkTarget(database: string) {
  const host = new URL(ADMIN_URL).hostname
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host))
    throw new Error(`bench data goes to a loopback server only, not ${host}`)
  if (!/^tianguis_bench[a-z0-9_]*$/.test(database)) throw new Error(`refusing to touch database ${database}`)
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

async function generate(key: keyof typeof DATASETS) {
  const { database, items, suppliers, shops } = DATASETS[key]
  checkTarget(database)
  const started = performance.now()
  console.log(`▶ ${database}: ${items.toLocaleString('en')} items, ${suppliers} suppliers, ${shops} shops`)

  const admin = new pg.Client({ connectionString: ADMIN_URL })
  await admin.connect()
  await admin.query(`drop database if exists ${database} with (force)`)
  await admin.query(`create database ${database}`)
  await admin.end()

  const app = await openDatabase({ databaseUrl: databaseUrl(database), dataDir: '', poolSize: 1 })
  await migrate(app)
  await app.close()

  const client = new pg.Client({ connectionString: databaseUrl(database) })
  await client.connect()
  try {
    await client.query(`set maintenance_work_mem = '512MB'`)
    await client.query('set synchronous_commit = off')
    await client.query('select setseed(0.2024)')

    // Build the item indexes after loading (much faster than keeping them up to date).
    const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes where tablename = 'items' and indexname <> 'items_pkey'`,
    )
    for (const index of indexes) await client.query(`drop index ${index.indexname}`)

    let step = performance.now()
    await client.query(
      `insert into users (id, name, email, email_verified, main_type, user_level, avatar)
       select 'usr_bench' || lpad(n::text, 6, '0'),
              ($1::text[])[1 + (n * 7) % cardinality($1::text[])] || ' ' || ($2::text[])[1 + (n * 13) % cardinality($2::text[])],
              'supplier' || n || '@bench.test', true, 'dssupplier', 'ul2',
              '/static/demo/mercado-vrt.svg'
       from generate_series(1, $3::int) as n`,
      [SUPPLIER_FIRST, SUPPLIER_SECOND, suppliers],
    )
    await client.query(
      `insert into shops (id, slug, name, owner_id, store_theme_info)
       select 'shp_bench' || lpad(n::text, 6, '0'), 'bench-' || n, 'Tienda ' || u.name, u.id,
              '{"color1":"#0f766e","color2":"#f97316","columns":2,"signup_form":"basic","sections_info":[{"section":"products","enabled":true},{"section":"services","enabled":true}],"slider_info":[],"header_info":null}'::jsonb
       from generate_series(1, $1::int) as n
       join users u on u.id = 'usr_bench' || lpad(n::text, 6, '0')`,
      [shops],
    )
    console.log(`  users and shops: ${seconds(step)}`)

    step = performance.now()
    // Loaded in chunks so progress shows and no single transaction grows huge.
    const chunk = 100_000
    for (let from = 1; from <= items; from += chunk) {
      const to = Math.min(items, from + chunk - 1)
      await client.query(
        `with w as (
           select $1::text[] as nouns, $2::text[] as adjectives, $3::text[] as origins, $4::text[] as tags,
                  $5::text[] as filler, $6::text[] as services, $7::text[] as experiences
         ), r as (
           select g, random() as r_owner, random() as r_type, random() as r_noun, random() as r_adj,
                  random() as r_origin, random() as r_state, random() as r_flags, random() as r_price,
                  random() as r_tag1, random() as r_tag2, random() as r_when
           from generate_series($8::int, $9::int) as g
         ), x as (
           select r.*, w.*,
                  1 + floor(${suppliers} * power(r.r_owner, 1.6))::int as owner_n,
                  case when r.r_type < 0.7 then 'product' when r.r_type < 0.9 then 'service' else 'experience' end as kind,
                  w.nouns[1 + floor(r.r_noun * cardinality(w.nouns))::int] as noun,
                  w.adjectives[1 + floor(r.r_adj * cardinality(w.adjectives))::int] as adjective,
                  w.origins[1 + floor(r.r_origin * cardinality(w.origins))::int] as origin
           from r cross join w
         )
         insert into items (id, owner_id, name, type, slug, photos, list_price, crossout_price, plain_description,
                            tags, stock_type, available, disabled, list_state, hiden, is_dropshipping,
                            contribution_margin, experience_date, experience_available, queue_position, created_at)
         select 'itm_bench' || lpad(g::text, 8, '0'),
                'usr_bench' || lpad(owner_n::text, 6, '0'),
                case kind
                  when 'product' then initcap(left(noun, 1)) || substr(noun, 2) || ' ' || adjective || ' de ' || origin
                  when 'service' then initcap(left(services[1 + g % cardinality(services)], 1))
                                      || substr(services[1 + g % cardinality(services)], 2) || ' de ' || noun
                  else initcap(left(experiences[1 + g % cardinality(experiences)], 1))
                       || substr(experiences[1 + g % cardinality(experiences)], 2) || ' de ' || noun || ' en ' || origin
                end,
                kind, 'item-' || g,
                array['/static/demo/mercado-vrt.svg'],
                (1000 + floor(r_price * 500000))::bigint,
                case when r_flags < 0.2 then (1000 + floor(r_price * 600000))::bigint + 5000 end,
                initcap(left(noun, 1)) || substr(noun, 2) || ' ' || adjective || ' de ' || origin || '. '
                  || array_to_string(array(select filler[1 + floor(random() * cardinality(filler))::int]
                                           from generate_series(1, 10 + g % 9) as s(n)), ' '),
                array[tags[1 + floor(r_tag1 * cardinality(tags))::int], tags[1 + floor(r_tag2 * cardinality(tags))::int]],
                case when kind = 'product' then 'onstock' else 'ondemand' end,
                floor(r_flags * 100)::int,
                r_state between 0.88 and 0.885,
                case when r_state < 0.92 then 'published' else 'unpublished' end,
                r_state between 0.90 and 0.92,
                r_flags < 0.3,
                case when r_flags < 0.3 then floor(r_price * 50000)::bigint end,
                case when kind = 'experience' then now() + (r_when * interval '180 days') end,
                case when kind = 'experience' then 20 end,
                g,
                now() - (r_when * interval '365 days')
         from x`,
        [NOUNS, ADJECTIVES, ORIGINS, TAGS, DESCRIPTION_WORDS, SERVICE_NOUNS, EXPERIENCE_NOUNS, from, to],
      )
      console.log(`  items ${to.toLocaleString('en')}: ${seconds(step)}`)
    }

    for (const index of indexes) {
      step = performance.now()
      await client.query(index.indexdef)
      console.log(`  index ${index.indexname}: ${seconds(step)}`)
    }
    step = performance.now()
    await client.query('vacuum analyze items')
    await client.query('analyze users')
    await client.query('analyze shops')
    console.log(`  vacuum analyze: ${seconds(step)}`)
    const { rows } = await client.query<{ size: string }>(
      `select pg_size_pretty(pg_database_size(current_database())) as size`,
    )
    console.log(`✓ ${database} in ${seconds(started)} (${rows[0]!.size})`)
  } finally {
    await client.end()
  }
}

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
if (only !== undefined && only !== 'orders' && !(only in DATASETS))
  throw new Error(`--only is one of ${[...Object.keys(DATASETS), 'orders']}`)
if (only !== 'orders') {
  const keys = only ? [only as keyof typeof DATASETS] : (Object.keys(DATASETS) as (keyof typeof DATASETS)[])
  for (const key of keys) await generate(key)
}
// The purchases bench's orders (bench/purchases-data.ts, decision 080).
if (only === undefined || only === 'orders') await makePurchasesData()

/**
 * `npm run bench:lighthouse`: starts the server on a fresh embedded database with the demo
 * data, runs Lighthouse (mobile) in Debian's Chromium against the shop home, the login page, a
 * second shop's home and an item list, measures the JavaScript each page loads first (gzipped),
 * and writes bench/results/lighthouse.md and .json. Targets (quality.md): every score ≥ 95, JS ≤ 120 KB.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CATALOGUE_PAGE, CATALOGUE_PAGE_KEY, prepareCatalogueData } from './catalogue-page.ts'
import { startBenchServer } from './server.ts'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.BENCH_PORT ?? 3400)
const origin = `http://localhost:${port}`
const buildDir = path.resolve(root, 'apps/web', process.env.WEB_BUILD_DIR ?? 'build')
// `{item}` stands for the page of the first product of franquicia-centro (its ids are made at seed time).
// `/demo/productos` is an item list with the catalogue strip above it (decision 038).
// `{cart}` is the demo customer's cart page, `{home}` their shop home and `{checkout}` a checkout of
// theirs, all signed in (issue 12); `/demo/carrito` is a visitor's. `{catalogue}` is a catalogue's page
// holding 30 products, made beside the demo data (catalogue-page.ts, decision 073). `{purchases}` is the
// demo customer's purchases with every order listed and `{order}` her order on its way (decision 080).
const PAGES = (
  process.env.BENCH_PAGES ??
  '/demo,/demo/login,/tienda-afiliada,/franquicia-centro/productos,/demo/productos,{item},/demo/catalogos,{catalogue},/marketplace,/demo/carrito,{cart},{home},{checkout},{purchases},{order},{settings}'
).split(',')
const TARGET_CHECKOUT_JS_KB = 160
// A shop admin's editors (issue 17, decision 097): visitors never load them; the checkout's bar.
const TARGET_ADMIN_JS_KB = 160
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const TARGET_SCORE = 95
const TARGET_JS_KB = 120
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

async function startServer(): Promise<ChildProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tianguis-bench-'))
  if (PAGES.includes(CATALOGUE_PAGE_KEY)) await prepareCatalogueData(dataDir)
  return startBenchServer({
    script: path.join(root, 'apps/server/src/main.ts'),
    port,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: origin,
      WEB_BUILD_DIR: buildDir,
    },
  })
}

/**
 * Gzipped bytes of the scripts a page loads before any interaction: its module script and
 * preloads, plus every other script of ours the browser fetched while Lighthouse loaded the page
 * (`fetched`: the parts loaded lazily during hydration, decision 019), plus the inline scripts.
 */
async function firstLoadJs(url: string, fetched: readonly string[] = [], cookie?: string): Promise<number> {
  const html = await (await fetch(url, { headers: cookie ? { cookie } : {} })).text()
  const files = new Set<string>()
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) files.add(match[1]!)
  for (const match of html.matchAll(/import\(?\s*["'](\/assets\/[^"']+\.js)["']/g)) files.add(match[1]!)
  for (const file of fetched) files.add(file)
  let total = gzipSync(Buffer.from(html.match(/<script[^>]*>[\s\S]*?<\/script>/g)?.join('') ?? '')).length
  for (const file of files)
    total += gzipSync(await readFile(path.join(buildDir, 'client', file)), { level: 9 }).length
  return total
}

/** The demo customer's session cookie, for the signed-in pages: one login for them all (10 in 15 minutes are allowed). */
let customerSession: Promise<string> | undefined
function customerCookie(): Promise<string> {
  customerSession ??= logInCustomer()
  return customerSession
}

/** The demo shop's owner's session cookie, for the admin pages (`{settings}`, `{banners}`; decision 097). */
let adminSession: Promise<string> | undefined
function adminCookie(): Promise<string> {
  adminSession ??= logInCustomer('admin@demo.test')
  return adminSession
}

async function logInCustomer(email = 'cliente@demo.test'): Promise<string> {
  const response = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'tianguis-demo' }),
  })
  if (!response.ok) throw new Error(`the demo account ${email} could not log in: ${response.status}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

interface BenchPage {
  path: string
  cookie?: string
}

/**
 * A page of PAGES as a path: `{item}` becomes the first demo product's page; `{cart}` the demo
 * customer's cart page, `{home}` the demo shop's home and `{checkout}` a new checkout of their cart
 * in `demo`, `{purchases}` their purchases and `{order}` the order on its way, all with their cookie;
 * `{catalogue}` the 30-product catalogue's page, for a visitor.
 */
async function resolvePage(page: string): Promise<BenchPage> {
  if (page === '{cart}') return { path: '/demo/carrito', cookie: await customerCookie() }
  // On request only (BENCH_PAGES): the demo shop's settings page and banners editor, for its owner.
  if (page === '{settings}')
    return { path: '/demo/admin/configuracion?showCustomShopToggle=true', cookie: await adminCookie() }
  if (page === '{banners}') return { path: '/demo/admin/banners', cookie: await adminCookie() }
  if (page === '{home}') return { path: '/demo', cookie: await customerCookie() }
  if (page === '{checkout}') {
    const cookie = await customerCookie()
    const response = await fetch(`${origin}/api/v1/shops/demo/checkouts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: '{}',
    })
    if (!response.ok)
      throw new Error(`no checkout for the demo customer: ${response.status} ${await response.text()}`)
    const { id } = (await response.json()) as { id: string }
    return { path: `/demo/comprar?compra=${id}`, cookie }
  }
  if (page === '{purchases}')
    return {
      path: '/demo/mis-compras?include_delivered=on&include_canceled=on',
      cookie: await customerCookie(),
    }
  if (page === '{order}') {
    const cookie = await customerCookie()
    const response = await fetch(`${origin}/api/v1/me/orders?state=on_the_way&limit=1`, {
      headers: { cookie },
    })
    const { results } = (await response.json()) as { results: { id: string }[] }
    if (!results[0]) throw new Error('the demo customer has no order on its way to bench')
    return { path: `/demo/mis-compras/${results[0].id}`, cookie }
  }
  if (page === CATALOGUE_PAGE_KEY) return { path: CATALOGUE_PAGE }
  if (page !== '{item}') return { path: page }
  const list = (await (await fetch(`${origin}/api/v1/shops/franquicia-centro/items?limit=1`)).json()) as {
    results: Array<{ id: string; owner_id: string }>
  }
  const item = list.results[0]
  if (!item) throw new Error('franquicia-centro has no product to bench')
  return { path: `/franquicia-centro/productos/${item.owner_id}/${item.id}` }
}

const server = await startServer()
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [...CHROME_FLAGS, `--user-data-dir=${mkdtempSync(path.join(os.tmpdir(), 'tianguis-lh-'))}`],
})
const results: Array<{ page: string; scores: Record<string, number>; jsKb: number }> = []
try {
  // One at a time: the signed-in pages log the same customer in.
  const pages: BenchPage[] = []
  for (const page of PAGES) pages.push(await resolvePage(page))
  for (const { path: page, cookie } of pages) {
    const url = `${origin}${page}`
    const audit = () =>
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      })
    let run = await audit()
    // A run Lighthouse itself reports as failed (say, a protocol timeout on a busy machine) measured
    // nothing: it is run again, at most twice, and reported if it still fails.
    for (let retry = 0; retry < 2 && run?.lhr.runtimeError; retry++) {
      console.warn(
        page,
        'Lighthouse run failed, again:',
        run.lhr.runtimeError.code,
        run.lhr.runtimeError.message,
      )
      run = await audit()
    }
    if (!run) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (run.lhr.runtimeError) console.warn(page, 'Lighthouse run failed:', run.lhr.runtimeError.message)
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((run.lhr.categories[category]?.score ?? 0) * 100)]),
    )
    // Our scripts the browser fetched during the load, as Lighthouse's network log lists them.
    const requests = (
      run.lhr.audits['network-requests']?.details as { items?: { url?: string }[] } | undefined
    )?.items
    const fetched = (requests ?? [])
      .map((request) => request.url ?? '')
      .filter((address) => address.startsWith(`${origin}/assets/`) && address.endsWith('.js'))
      .map((address) => new URL(address).pathname)
    const jsKb = Math.round((await firstLoadJs(url, fetched, cookie)) / 102.4) / 10
    results.push({ page: cookie ? `${page} (signed in)` : page, scores, jsKb })
    // The metrics behind the performance score, so a low score says what to look at.
    const metric = (id: string) => run.lhr.audits[id]?.displayValue ?? '?'
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ]
      .map((id) => `${id.replace(/-/g, ' ')} ${metric(id)}`)
      .join(', ')
    console.log(page, scores, `${jsKb} KB JS`, metrics)
    // For a category below target, the audits that cost it points: what to look at.
    for (const category of CATEGORIES) {
      if ((scores[category] ?? 0) >= TARGET_SCORE) continue
      const failing = (run.lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (run.lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id)
      console.log(`  ${category} below ${TARGET_SCORE}: ${failing.join(', ')}`)
    }
  }
} finally {
  await chrome.kill()
  server.kill()
}

// The checkout's own bar is 160 KB (issue 12); every other page's is 120 KB.
const jsTarget = (page: string) =>
  page.startsWith('/demo/comprar')
    ? TARGET_CHECKOUT_JS_KB
    : page.startsWith('/demo/admin/')
      ? TARGET_ADMIN_JS_KB
      : TARGET_JS_KB
const ok = (value: number) => (value >= TARGET_SCORE ? `${value}` : `**${value}** (below ${TARGET_SCORE})`)
const lines = [
  '# Lighthouse (mobile) and first-load JavaScript',
  '',
  `Made by \`npm run bench:lighthouse\` on ${new Date().toISOString().slice(0, 10)}: the production build on a fresh embedded database`,
  'with the demo data, Lighthouse in Debian Chromium with its default mobile emulation and throttling.',
  `Targets (\`../shared/design/quality.md\`): each score ≥ ${TARGET_SCORE}; JavaScript on first load ≤ ${TARGET_JS_KB} KB gzipped (the checkout ≤ ${TARGET_CHECKOUT_JS_KB} KB, a shop admin's editors ≤ ${TARGET_ADMIN_JS_KB} KB).`,
  '',
  '| page | performance | accessibility | best practices | SEO | first-load JS (gzip) |',
  '|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| \`${r.page}\` | ${ok(r.scores.performance!)} | ${ok(r.scores.accessibility!)} | ${ok(r.scores['best-practices']!)} | ${ok(r.scores.seo!)} | ${r.jsKb <= jsTarget(r.page) ? `${r.jsKb} KB` : `**${r.jsKb} KB** (over ${jsTarget(r.page)})`} |`,
  ),
  '',
]
const notes = await readFile(path.join(root, 'bench/lighthouse-notes.md'), 'utf8').catch(() => '')
await writeFile(
  path.join(root, 'bench/results/lighthouse.md'),
  lines.join('\n') + (notes ? `\n${notes}` : ''),
)
await writeFile(path.join(root, 'bench/results/lighthouse.json'), `${JSON.stringify(results, null, 2)}\n`)
const failing = results.filter(
  (r) => Object.values(r.scores).some((s) => s < TARGET_SCORE) || r.jsKb > jsTarget(r.page),
)
console.log(
  failing.length ? `Below target: ${failing.map((r) => r.page).join(', ')}` : 'All pages meet the targets.',
)

/**
 * `npm run bench:first-load`: first-load JavaScript without Lighthouse, in seconds rather than
 * minutes. Starts the server like lighthouse.ts, loads each page in Chromium (Playwright) until the
 * network is idle, and counts what it fetched like `firstLoadJs` there: every script of ours, each
 * gzipped at level 9, plus the inline scripts gzipped together. Prints each page's total and its
 * parts. Pages as in lighthouse.ts (`BENCH_PAGES`), plus `{owner}`: the demo shop's home for its owner,
 * `{paid}`: the paid page of the demo customer's purchase awaiting a store payment (decision 056), and
 * `{catalogue}`: a catalogue's page holding 30 products, for a visitor (catalogue-page.ts, decision 073).
 * On request only (`BENCH_PAGES`): `{referral}`, the demo reseller's items to resell (decision 077);
 * `{purchases}` and `{order}`, the demo customer's purchases and her order on its way (decision 080);
 * `{pay}`, the pay page of her quoted order (decision 086); `{settings}`, the demo shop's settings page for its
 * owner (decision 097).
 */
import { mkdtempSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright'
import { CATALOGUE_PAGE, CATALOGUE_PAGE_KEY, prepareCatalogueData } from './catalogue-page.ts'
import { startBenchServer } from './server.ts'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.BENCH_PORT ?? 3401)
const origin = `http://localhost:${port}`
const buildDir = path.resolve(root, 'apps/web', process.env.WEB_BUILD_DIR ?? 'build')
const PAGES = (
  process.env.BENCH_PAGES ??
  '/demo,/demo/login,/tienda-afiliada,/franquicia-centro/productos,/demo/productos,{item},/demo/catalogos,{catalogue},/marketplace,/demo/carrito,{cart},{home},{checkout},{paid}'
).split(',')

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tianguis-bench-'))
if (PAGES.includes(CATALOGUE_PAGE_KEY)) await prepareCatalogueData(dataDir)
const server = await startBenchServer({
  script: path.join(root, 'apps/server/src/main.ts'),
  port,
  env: {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: origin,
    WEB_BUILD_DIR: buildDir,
  },
})

async function customerCookie(email = 'cliente@demo.test'): Promise<string> {
  const response = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'tianguis-demo' }),
  })
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
try {
  for (const page of PAGES) {
    let pathname = page
    let cookie: string | undefined
    if (page === CATALOGUE_PAGE_KEY) {
      pathname = CATALOGUE_PAGE
    } else if (page === '{referral}') {
      cookie = await customerCookie('revendedor@demo.test')
      pathname = '/apps/me/referral'
    } else if (page === '{owner}') {
      cookie = await customerCookie('admin@demo.test')
      pathname = '/demo'
    } else if (page === '{settings}') {
      cookie = await customerCookie('admin@demo.test')
      pathname = '/demo/admin/configuracion?showCustomShopToggle=true'
    } else if (page === '{paid}') {
      cookie = await customerCookie()
      pathname = '/demo/pagado/chk_demo_store_payment'
    } else if (page === '{cart}' || page === '{home}' || page === '{checkout}') {
      cookie = await customerCookie()
      pathname = page === '{cart}' ? '/demo/carrito' : '/demo'
      if (page === '{checkout}') {
        const response = await fetch(`${origin}/api/v1/shops/demo/checkouts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: '{}',
        })
        pathname = `/demo/comprar?compra=${((await response.json()) as { id: string }).id}`
      }
    } else if (page === '{purchases}') {
      cookie = await customerCookie()
      pathname = '/demo/mis-compras?include_delivered=on&include_canceled=on'
    } else if (page === '{order}') {
      cookie = await customerCookie()
      const response = await fetch(`${origin}/api/v1/me/orders?state=on_the_way&limit=1`, {
        headers: { cookie },
      })
      pathname = `/demo/mis-compras/${((await response.json()) as { results: { id: string }[] }).results[0]!.id}`
    } else if (page === '{pay}') {
      // The demo customer's quoted order's pay page (decision 086): the card form's island.
      cookie = await customerCookie()
      const response = await fetch(`${origin}/api/v1/me/orders?state=awaiting_customer&limit=1`, {
        headers: { cookie },
      })
      pathname = `/demo/mis-compras/${((await response.json()) as { results: { id: string }[] }).results[0]!.id}/pagar`
    } else if (page === '{item}') {
      const list = (await (await fetch(`${origin}/api/v1/shops/franquicia-centro/items?limit=1`)).json()) as {
        results: Array<{ id: string; owner_id: string }>
      }
      pathname = `/franquicia-centro/productos/${list.results[0]!.owner_id}/${list.results[0]!.id}`
    }
    const context = await browser.newContext(cookie ? { extraHTTPHeaders: { cookie } } : {})
    const tab = await context.newPage()
    const fetched = new Set<string>()
    tab.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) fetched.add(url.pathname)
    })
    const html = await (await fetch(`${origin}${pathname}`, { headers: cookie ? { cookie } : {} })).text()
    await tab.goto(`${origin}${pathname}`, { waitUntil: 'networkidle' })
    let total = gzipSync(Buffer.from(html.match(/<script[^>]*>[\s\S]*?<\/script>/g)?.join('') ?? '')).length
    const inline = total
    const parts: string[] = []
    for (const file of fetched) {
      const size = gzipSync(await readFile(path.join(buildDir, 'client', file)), { level: 9 }).length
      total += size
      parts.push(`${path.basename(file).replace(/-[\w-]{8}\.js$/, '')} ${size}`)
    }
    console.log(
      `${page.padEnd(32)} ${total} B  ${(total / 1024).toFixed(2)} KB  inline ${inline} | ${parts.join(', ')}`,
    )
    await context.close()
  }
} finally {
  await browser.close()
  server.kill()
}

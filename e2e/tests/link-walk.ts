import type { APIResponse, Page } from '@playwright/test'
import { RESERVED_PATHS } from '@tianguis/core/tenancy'

/**
 * The link walk (decision 036): every internal link a role can reach from the start pages,
 * breadth-first. The first page of each kind is opened in the browser, so links that only exist
 * once React has run (lazily loaded menus, closed popovers and dialogs) are collected from the live
 * DOM; every other page is fetched over HTTP with the role's cookies and parsed by the browser's
 * own HTML parser, which is fast. Each distinct URL is requested once per walk.
 */

/** A link that answered badly, and the page where it was found. */
export interface Broken {
  status: number | string
  url: string
  from: string
}

export interface WalkResult {
  broken: Broken[]
  /** How many distinct pages and assets were requested, and how many pages the browser rendered. */
  pages: number
  assets: number
  rendered: number
  /** URLs left out by the caps (page numbers, many pages of one kind). */
  capped: number
}

interface Links {
  pages: string[]
  assets: string[]
}

/**
 * Pages of one kind requested at most: the same path with other query values (sort orders,
 * filters), or pages below the same third segment (one owner's items in one section).
 */
const PER_KIND = 3
/** Result pages requested at most (`?page=1`, `?page=2`): later ones repeat the same links. */
const MAX_PAGE_NUMBER = 2
/** Requests in flight at once: the server and the browser share two cores. */
const CONCURRENCY = 4

/**
 * Collects a document's links, run inside the browser: on the live page, or on fetched HTML parsed
 * with DOMParser (with a <base> so relative links resolve against the page's own address).
 * Closed popovers and dialogs are in the DOM, so their links count. A form submitted by GET is a
 * link to its action with its fields as they are; POST forms change things and are not followed.
 */
function linksOf([html, url]: readonly [string | null, string]): Links {
  let doc = document
  if (html !== null) {
    doc = new DOMParser().parseFromString(html, 'text/html')
    const base = doc.createElement('base')
    base.href = url
    doc.head.prepend(base)
  }
  const pages: string[] = []
  const assets: string[] = []
  const resolve = (value: string | null) => {
    if (!value) return null
    try {
      return new URL(value, doc.baseURI).href
    } catch {
      return null
    }
  }
  const push = (list: string[], value: string | null) => {
    const href = resolve(value)
    if (href) list.push(href)
  }
  const firstOfSrcset = (srcset: string | null) =>
    (srcset ?? '')
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
      .filter(Boolean)
  for (const a of doc.querySelectorAll('a[href], area[href]')) {
    push(a.hasAttribute('download') ? assets : pages, a.getAttribute('href'))
  }
  for (const link of doc.querySelectorAll('link[href]')) {
    const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/)
    // canonical, alternate, next and prev are pages; stylesheets, icons, preloads and the manifest are files.
    const isPage = rel.some((r) => ['canonical', 'alternate', 'next', 'prev'].includes(r))
    push(isPage ? pages : assets, link.getAttribute('href'))
  }
  for (const element of doc.querySelectorAll('img, source, script[src], video[src], audio[src]')) {
    push(assets, element.getAttribute('src'))
    for (const candidate of firstOfSrcset(element.getAttribute('srcset'))) push(assets, candidate)
  }
  for (const form of doc.querySelectorAll('form')) {
    if ((form.getAttribute('method') ?? 'get').toLowerCase() !== 'get') continue
    const action = resolve(form.getAttribute('action') ?? url)
    if (!action) continue
    // A GET submission replaces the action's query with the form's fields (HTML's form submission).
    const target = new URL(action)
    target.search = ''
    for (const [name, value] of new FormData(form as HTMLFormElement)) {
      if (typeof value === 'string') target.searchParams.append(name, value)
    }
    pages.push(target.href)
  }
  return { pages, assets }
}

/** What the walk does with a URL: nothing (another site, mail), check it, or check and read it. */
type Plan = 'skip' | 'asset' | 'check-only' | 'page'

const PLATFORM_PATHS: ReadonlySet<string> = new Set(RESERVED_PATHS)

function planFor(url: URL, origin: string, kind: 'page' | 'asset', shops: ReadonlySet<string>): Plan {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'skip' // mailto:, tel:, javascript:…
  if (url.origin !== origin) return 'skip' // other sites, and the shops' sub-domains and domains
  if (kind === 'asset') return 'asset'
  // Ending the session would leave the rest of the walk as a visitor: /logout is a confirm page on GET, checked but not read.
  if (url.pathname.split('/').pop() === 'logout') return 'check-only'
  // Files linked from pages (downloads, images opened in a tab) are checked, not read.
  if (/\.(svg|png|jpe?g|webp|gif|ico|css|js|pdf|zip|txt|xml|json)$/i.test(url.pathname)) return 'asset'
  // The platform's pages and the walked shops' are read; another shop (the platform's shop list
  // names every shop, journeys' included) is checked, not walked, so the walk stays the same size.
  const first = url.pathname.split('/')[1] ?? ''
  return first === '' || shops.has(first) || PLATFORM_PATHS.has(first) ? 'page' : 'check-only'
}

/** Pages of one kind share the path up to its third segment and the query's keys. */
function kindOf(url: URL): string {
  const segments = url.pathname.split('/').filter(Boolean)
  const path = segments.map((segment, index) => (index < 3 ? segment : '*')).join('/')
  const keys = [...new Set(url.searchParams.keys())].sort().join('&')
  return `${path}?${keys}`
}

/**
 * The layout of a section page (a platform page, or a shop's home or section such as
 * `/{shop}/productos`), rendered once by the browser; deeper pages (item pages, one catalogue,
 * the editor of one item) and other queries of the same page are read from their HTML.
 */
function sectionLayoutOf(url: URL, shops: ReadonlySet<string>): string | null {
  const segments = url.pathname.split('/').filter(Boolean)
  if (segments[0] && shops.has(segments[0])) segments[0] = '{shop}'
  const depth = segments[0] === '{shop}' ? 2 : 1
  return segments.length <= depth ? segments.join('/') : null
}

/**
 * The platform's own domain (PUBLIC_BASE_DOMAIN, the test server's default): the demo data links
 * to it in absolute form (`https://tianguis.localhost/demo/productos`); such a link is the test
 * server's own page. Shops' sub-domains and custom domains are left out: they need DNS.
 */
const BASE_DOMAIN = process.env.PUBLIC_BASE_DOMAIN ?? 'tianguis.localhost'

function normalized(href: string, origin: string): URL {
  const url = new URL(href)
  url.hash = ''
  // `?a=1&b=2` and `?b=2&a=1` are one page.
  url.searchParams.sort()
  if (url.hostname === BASE_DOMAIN) return new URL(url.pathname + url.search, origin)
  return url
}

function isHtml(response: APIResponse): boolean {
  return (response.headers()['content-type'] ?? '').includes('text/html')
}

/** A failure is a 404 or a 5xx for pages, any answer of 400 or more for files. */
function failed(status: number, plan: Plan): boolean {
  return plan === 'asset' ? status >= 400 : status === 404 || status >= 500
}

/**
 * Walks from `starts` (paths) as the role whose cookies `page`'s context holds. `shops` are the slugs
 * of the shops walked (their pages share a layout). Returns every broken link with where it was found.
 */
export async function walkLinks(
  page: Page,
  starts: string[],
  shops: ReadonlySet<string>,
): Promise<WalkResult> {
  const origin = new URL(page.url() === 'about:blank' ? String(starts[0]) : page.url()).origin
  const request = page.context().request
  const seen = new Set<string>()
  const perKind = new Map<string, number>()
  const rendered = new Set<string>()
  const broken: Broken[] = []
  let pages = 0
  let assets = 0
  let capped = 0

  type Entry = { url: URL; from: string; plan: Plan }
  let level: Entry[] = []

  const enqueue = (next: Entry[], href: string, from: string, kind: 'page' | 'asset') => {
    const url = normalized(href, origin)
    const plan = planFor(url, origin, kind, shops)
    if (plan === 'skip' || seen.has(url.href)) return
    seen.add(url.href)
    if (plan === 'page') {
      const pageNumber = Number(url.searchParams.get('page') ?? '1')
      const key = kindOf(url)
      const count = perKind.get(key) ?? 0
      if (pageNumber > MAX_PAGE_NUMBER || count >= PER_KIND) {
        capped += 1
        return
      }
      perKind.set(key, count + 1)
    }
    next.push({ url, from, plan })
  }

  for (const start of starts) enqueue(level, new URL(start, origin).href, '(start)', 'page')
  // The rendered pages need not download their images: every image is checked once over HTTP.
  await page.route('**/*.{png,jpg,jpeg,webp,gif,avif,svg}', (route) => route.abort())
  // Fetched HTML is parsed in a second tab, so the first can render pages meanwhile.
  const parser = await page.context().newPage()

  while (level.length > 0) {
    const next: Entry[] = []
    const found = (links: Links, from: string) => {
      for (const href of links.pages) enqueue(next, href, from, 'page')
      for (const href of links.assets) enqueue(next, href, from, 'asset')
    }
    const inBrowser = level.filter((entry) => {
      if (entry.plan !== 'page') return false
      const layout = sectionLayoutOf(entry.url, shops)
      if (layout === null || rendered.has(layout)) return false
      rendered.add(layout)
      return true
    })
    const rest = level.filter((entry) => !inBrowser.includes(entry))

    // The first page of each section layout in the browser, one at a time.
    const render = async () => {
      for (const { url, from } of inBrowser) {
        pages += 1
        const response = await page
          .goto(url.href, { waitUntil: 'domcontentloaded' })
          .catch((error: Error) => {
            broken.push({ status: `error ${error.message.split('\n')[0]}`, url: url.href, from })
            return undefined
          })
        const status = response?.status() ?? 0
        if (response && failed(status, 'page')) broken.push({ status, url: url.href, from })
        if (!response || status >= 400 || new URL(page.url()).origin !== origin) continue
        // Hydrated: lazily loaded menus are in the DOM. A page without React has no marker.
        await page
          .locator('html[data-hydrated]')
          .waitFor({ state: 'attached', timeout: 10_000 })
          .catch(() => undefined)
        found(await page.evaluate(linksOf, [null, page.url()] as const), url.href)
      }
    }

    // Everything else over HTTP, a few at a time.
    let index = 0
    const fetchOne = async ({ url, from, plan }: Entry) => {
      let response: APIResponse
      try {
        response =
          plan === 'asset'
            ? await request.head(url.href, { maxRedirects: 5 })
            : await request.get(url.href, { maxRedirects: 10 })
      } catch (error) {
        broken.push({ status: `error ${(error as Error).message.split('\n')[0]}`, url: url.href, from })
        return
      }
      if (plan === 'asset') assets += 1
      else pages += 1
      const status = response.status()
      if (failed(status, plan)) broken.push({ status, url: url.href, from })
      if (plan !== 'page' || status >= 400 || !isHtml(response)) return
      const finalUrl = response.url()
      if (new URL(finalUrl).origin !== origin) return
      found(await parser.evaluate(linksOf, [await response.text(), finalUrl] as const), url.href)
    }
    const worker = async () => {
      while (index < rest.length) await fetchOne(rest[index++]!)
    }
    await Promise.all([render(), ...Array.from({ length: CONCURRENCY }, worker)])
    level = next
  }
  await parser.close()
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  return { broken, pages, assets, rendered: rendered.size, capped }
}

/** One line per broken link: `status  url  (found on page)`, paths relative to the server. */
export function report(broken: Broken[], origin: string): string[] {
  const local = (href: string) => (href.startsWith(origin) ? href.slice(origin.length) || '/' : href)
  return broken.map(({ status, url, from }) => `${status}  ${local(url)}  (found on ${local(from)})`).sort()
}

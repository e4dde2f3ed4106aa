import { request } from '@playwright/test'
import { expect, type Owner, test, unique } from '../fixtures/accounts.ts'
import { expectNoSeriousViolations, hydrated } from './shell-helpers.ts'

/**
 * The catalogue strip (000 §2, §9; decision 038): on every shop page of the storefront, 2 in view
 * on a phone with whole names, 6 on a wide screen, a compact pause control, autoplay every 6 s.
 * The demo shop `demo` has five catalogues: Cocina, Textiles, Regalos, Temporada, Jardín.
 */
const DEMO = ['Cocina', 'Textiles', 'Regalos', 'Temporada', 'Jardín']

const strip = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Catálogos de la tienda' })

/**
 * What the page shows of each catalogue of the strip: its name as drawn, whether the name is cut
 * (wider or taller than its box: an ellipsis or a hidden line), whether the card is wholly in the
 * row's view, and the size of its picture.
 */
async function shownCatalogues(page: import('@playwright/test').Page) {
  return strip(page)
    .locator('ul')
    .evaluate((row) => {
      const view = row.getBoundingClientRect()
      return [...row.children].map((item) => {
        const box = item.getBoundingClientRect()
        const link = item.querySelector('a')!
        const name = link.lastElementChild as HTMLElement
        const picture = link.firstElementChild!.getBoundingClientRect()
        return {
          name: name.innerText.trim(),
          cut: name.scrollWidth > name.clientWidth || name.scrollHeight > name.clientHeight,
          inView: box.left >= view.left - 1 && box.right <= view.right + 1,
          picture: [Math.round(picture.width), Math.round(picture.height)],
        }
      })
    })
}

/** A shop of the owner's own (like `demo`) with these catalogues, in this order. */
async function shopWithCatalogues(serverURL: string, owner: Owner, names: string[]) {
  const api = await request.newContext({ baseURL: serverURL, storageState: owner.state })
  const made = await api.post('/api/e2e/shops', {
    data: { slug: unique('tira'), name: 'Tienda con tira', like: 'demo' },
  })
  expect(made.ok()).toBe(true)
  const { slug } = (await made.json()) as { slug: string }
  for (const name of names) {
    const response = await api.post(`/api/v1/shops/${slug}/catalogues`, { data: { name } })
    expect(response.status(), name).toBe(201)
  }
  await api.dispose()
  return slug
}

test('the strip is on the item list, a catalogue’s page and the home, above the breadcrumb', async ({
  page,
}) => {
  for (const path of ['/demo/productos', '/demo/catalogos/cocina', '/demo']) {
    await page.goto(path)
    await expect(strip(page).getByRole('link'), path).toHaveText(DEMO)
    await expect(strip(page).getByRole('link', { name: 'Textiles' })).toHaveAttribute(
      'href',
      '/demo/catalogos/textiles',
    )
  }
  // Above the page's breadcrumb, as 000 §2 lays the frame out.
  await page.goto('/demo/productos')
  const order = await page.evaluate(() => {
    const stripped = document.querySelector('nav[aria-label="Catálogos de la tienda"]')!
    const crumbs = document.querySelector('nav[aria-label="Ruta de navegación"]')!
    return stripped.compareDocumentPosition(crumbs) & Node.DOCUMENT_POSITION_FOLLOWING
  })
  expect(order).toBeTruthy()
})

test('no strip on the login page nor on the platform’s pages', async ({ page }) => {
  for (const path of ['/demo/login', '/marketplace', '/']) {
    await page.goto(path)
    await expect(page.getByRole('heading').first()).toBeVisible()
    await expect(strip(page), path).toHaveCount(0)
  }
})

test('each catalogue in view shows its whole name and a 48×48 picture: 2 in view on a phone, all 5 on a wide screen', async ({
  page,
  isMobile,
}) => {
  await page.goto('/demo/productos')
  await hydrated(page)
  const shown = await shownCatalogues(page)
  expect(shown.map((catalogue) => catalogue.name)).toEqual(DEMO)
  expect(shown.filter((catalogue) => catalogue.inView).map((catalogue) => catalogue.name)).toEqual(
    isMobile ? ['Cocina', 'Textiles'] : DEMO,
  )
  for (const catalogue of shown) {
    expect(catalogue.cut, catalogue.name).toBe(false)
    expect(catalogue.picture, catalogue.name).toEqual([48, 48])
  }
  await expectNoSeriousViolations(page)
})

test('names of about 20 letters show whole at every width: 2 in view under 768 px, 4 under 1024 px, 6 wider', async ({
  page,
  owner,
  serverURL,
}) => {
  const names = [
    'Accesorios de cocina',
    'Decoración navideña',
    'Electrodomésticos',
    'Juguetes y regalos',
    'Ropa de temporada',
    'Muebles de terraza',
    'Papelería escolar',
  ]
  const slug = await shopWithCatalogues(serverURL, owner, names)
  const inView: Record<number, number> = { 320: 2, 412: 2, 767: 2, 768: 4, 1023: 4, 1024: 6, 1440: 6 }
  for (const [width, count] of Object.entries(inView)) {
    await page.setViewportSize({ width: Number(width), height: 800 })
    await page.goto(`/${slug}/productos`)
    const shown = await shownCatalogues(page)
    expect(shown.map((catalogue) => catalogue.name)).toEqual(names)
    expect(
      shown.filter((catalogue) => catalogue.inView),
      `at ${width} px`,
    ).toHaveLength(count)
    for (const catalogue of shown) expect(catalogue.cut, `${catalogue.name} at ${width} px`).toBe(false)
    // Seven catalogues never all fit: the pause control is there at every width.
    await expect(strip(page).getByRole('checkbox', { name: 'Pausar catálogos' })).toBeVisible()
  }
})

test('the pause control is a compact labelled box that holds the strip; it moves on every 6 s otherwise', async ({
  page,
  isMobile,
}) => {
  // The page's clock stands still but for the test's own steps, so the 6 s are counted from hydration.
  await page.clock.install()
  await page.clock.pauseAt(new Date('2030-01-01T12:00:00Z'))
  await page.goto('/demo/productos')
  await hydrated(page)
  const pause = strip(page).getByRole('checkbox', { name: 'Pausar catálogos' })
  if (!isMobile) {
    // Wide, all five are in view: nothing moves, so there is nothing to pause.
    await expect(pause).toBeHidden()
    return
  }
  const box = (await pause.boundingBox())!
  expect(box.width).toBeGreaterThanOrEqual(24)
  expect(box.height).toBeGreaterThanOrEqual(24)
  // Compact: an icon, not a text button beside the names.
  expect(box.width).toBeLessThanOrEqual(40)
  const row = strip(page).locator('ul')
  const offset = () => row.evaluate((element) => Math.round(element.scrollLeft))
  expect(await offset()).toBe(0)

  // Nothing pointed at or focused: still at 5.9 s, moved on by one catalogue at 6 s (000 §9).
  await page.mouse.move(5, 5)
  await page.clock.runFor(5900)
  await page.waitForTimeout(600)
  expect(await offset()).toBe(0)
  await page.clock.runFor(100)
  await expect.poll(offset).toBeGreaterThan(0)

  // Paused (the pointer then leaves the strip): it stays where it is.
  await pause.click()
  await expect(pause).toBeChecked()
  await page.mouse.move(5, 5)
  await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  // The last move scrolls smoothly: read where it stands once three reads 250 ms apart agree (two
  // could agree while a busy machine's compositor skipped a frame mid-scroll).
  let held = await offset()
  let same = 0
  await expect
    .poll(
      async () => {
        const now = await offset()
        same = now === held ? same + 1 : 0
        held = now
        return same >= 2
      },
      { intervals: [250] },
    )
    .toBe(true)
  await page.clock.runFor(13_000)
  await page.waitForTimeout(600)
  expect(await offset()).toBe(held)

  // Resumed, it moves on again.
  await pause.click()
  await expect(pause).not.toBeChecked()
  await page.mouse.move(5, 5)
  await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.clock.runFor(6000)
  await expect.poll(offset).not.toBe(held)
})

test('a visitor who prefers reduced motion gets a strip that stays still', async ({ page }) => {
  // Phone-wide on both projects: there the strip would move.
  await page.setViewportSize({ width: 412, height: 800 })
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.clock.install()
  await page.goto('/demo/productos')
  await hydrated(page)
  await page.mouse.move(5, 5)
  await page.clock.runFor(13_000)
  await page.waitForTimeout(600)
  expect(
    await strip(page)
      .locator('ul')
      .evaluate((element) => element.scrollLeft),
  ).toBe(0)
})

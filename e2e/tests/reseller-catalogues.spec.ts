import type { APIRequestContext, Page } from '@playwright/test'
import { demoApi, expect, test, unique } from '../fixtures/accounts.ts'
import { hydrated } from './shell-helpers.ts'

/**
 * The reseller's journey through issue #14 (decision 073), as Rita in her shared demo session: she
 * adds Proveedora's rebozo to her shop from its page, makes a catalogue in her shop, fills it from
 * the add-products dialog, moves a product to the top, removes one and cancels, forks `demo`'s
 * Cocina; then a visitor (no cookies) finds all of it on her storefront. It leaves her shop as the
 * seed made it (the rebozo resold, no new catalogue, no copy of Cocina), so it passes again on the
 * same database.
 */
const RITA = 'revendedor@demo.test'
const SHOP = 'tienda-afiliada'
const REBOZO = 'Rebozo de algodón'
const CANASTA = 'Canasta artesanal'
const CAFE = 'Café de Chiapas'

const grid = (page: Page) => page.getByRole('list', { name: 'Productos del catálogo' })
const toasts = (page: Page) => page.getByRole('region', { name: 'Notificaciones' })

type Listed = { id: string; name: string; slug: string; origin_id?: string | null }

async function ritasCatalogues(api: APIRequestContext): Promise<Listed[]> {
  const response = await api.get(`/api/v1/shops/${SHOP}/catalogues?limit=50`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { results: Listed[] }).results
}

/** Deletes her copies of `demo`'s Cocina (a run that stopped half-way may have left one). */
async function dropCocinaCopies(api: APIRequestContext) {
  for (const catalogue of await ritasCatalogues(api))
    if (catalogue.name === 'Cocina')
      expect((await api.delete(`/api/v1/shops/${SHOP}/catalogues/${catalogue.id}`)).status()).toBe(204)
}

async function namesIn(api: APIRequestContext, slug: string) {
  const response = await api.get(`/api/v1/shops/${SHOP}/catalogues/${slug}/products`)
  return ((await response.json()) as { results: Array<{ name: string }> }).results.map((item) => item.name)
}

/** Opens a product's options menu in the grid and answers it. */
async function optionsOf(page: Page, name: string) {
  const row = grid(page).locator('li[data-product]').filter({ hasText: name })
  await row.getByLabel(`Opciones de ${name}`).click()
  return row.locator('details[open]')
}

test('Rita resells an item, makes and orders a catalogue, forks one of demo, and a visitor sees it all', {
  tag: '@desktop',
}, async ({ page, browser, serverURL }) => {
  test.setTimeout(150_000)
  const api = await demoApi(serverURL, RITA)
  const list = await (await api.get('/api/v1/shops/franquicia-centro/items?limit=50')).json()
  const rebozo = (list.results as Array<{ id: string; name: string }>).find((item) => item.name === REBOZO)!
  // Start with the rebozo out of her shop and no copy of Cocina (the seed resells it; runs repeat).
  await api.delete(`/api/v1/shops/${SHOP}/resold-items/${rebozo.id}`)
  await dropCocinaCopies(api)
  await page.context().addCookies((await api.storageState()).cookies)

  // 1. The rebozo, from its page, into her shop.
  await page.goto(`/products/${rebozo.id}`)
  await page.getByRole('button', { name: `Agregar ${REBOZO} a tu tienda` }).click()
  await expect(page.getByText(`«${REBOZO}» se agregó a tu tienda.`, { exact: true })).toBeVisible()
  await expect(page.getByText('En tu tienda')).toBeVisible()

  // 2. A new catalogue in her shop, from the store's catalogue list.
  const name = unique('Selección')
  await page.goto(`/${SHOP}/catalogos`)
  await page.getByRole('link', { name: 'Nuevo catálogo' }).click()
  await page.getByLabel('Nombre *').fill(name)
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page).toHaveURL(new RegExp(`/${SHOP}/catalogos$`))
  const card = page.getByRole('main').getByRole('link', { name, exact: true })
  await expect(card).toBeVisible()
  const made = (await ritasCatalogues(api)).find((catalogue) => catalogue.name === name)!

  // 3. Three of Proveedora's products into it from the add-products dialog.
  await card.click()
  await expect(page).toHaveURL(new RegExp(`/${SHOP}/catalogos/${made.slug}$`))
  await hydrated(page)
  await page.getByRole('button', { name: 'Agregar productos' }).click()
  const dialog = page.getByRole('dialog', { name: 'Agregar productos al catálogo' })
  await expect(dialog).toBeVisible()
  for (const product of [REBOZO, CANASTA, CAFE]) {
    await dialog.getByLabel('Buscar productos').fill(product.split(' ')[0]!.toLowerCase())
    await dialog.getByRole('button', { name: `Agregar ${product}` }).click()
    await expect(dialog.getByRole('listitem').filter({ hasText: product })).toContainText('En el catálogo')
  }
  await dialog.getByRole('button', { name: 'Cerrar' }).click()
  await expect(grid(page).getByRole('link')).toHaveText([REBOZO, CANASTA, CAFE])
  await expect(page.getByText('3 productos')).toBeVisible()

  // 4. The coffee to the first place: the 'Position updating' overlay, then the list reloads.
  const menu = await optionsOf(page, CAFE)
  await menu.getByLabel('Cambiar posición').selectOption('0')
  await menu.getByRole('button', { name: 'Cambiar', exact: true }).click()
  const overlay = page.getByRole('alertdialog', { name: 'Actualizando posición' })
  await expect(overlay).toBeVisible()
  await expect(overlay).toBeHidden({ timeout: 15_000 })
  await expect(grid(page).getByRole('link')).toHaveText([CAFE, REBOZO, CANASTA])

  // 5. Remove the basket and cancel within the window: nothing is sent, it stays.
  await (await optionsOf(page, CANASTA)).getByRole('button', { name: 'Quitar del catálogo' }).click()
  const warning = toasts(page).getByRole('listitem').filter({ hasText: 'Quitando producto' })
  await expect(warning).toBeVisible()
  await warning.getByRole('button', { name: 'Cancelar' }).click()
  await page.waitForTimeout(6_000)
  await expect(grid(page).getByRole('link')).toHaveText([CAFE, REBOZO, CANASTA])
  expect(await namesIn(api, made.slug)).toEqual([CAFE, REBOZO, CANASTA])

  // 6. Fork demo's Cocina: only Proveedora's two come along (her shop takes only Proveedora's).
  await page.goto('/demo/catalogos/cocina')
  await hydrated(page)
  await page.getByRole('button', { name: 'Agregar el catálogo Cocina con sus productos a mi tienda' }).click()
  await expect(page.getByText(/El catálogo Cocina se agregó a tu tienda con 2 productos/)).toBeVisible({
    timeout: 10_000,
  })
  const fork = (await ritasCatalogues(api)).find((catalogue) => catalogue.name === 'Cocina')!
  expect(fork.slug).toMatch(/^cocina/)

  // 7. A visitor, with no cookies, on her storefront.
  const visitor = await browser.newContext()
  const guest = await visitor.newPage()
  await guest.goto(`/${SHOP}`)
  const products = guest.getByRole('region', { name: 'Productos de la tienda' })
  await expect(products.getByRole('link', { name: REBOZO })).toBeVisible()
  const strip = guest.getByRole('navigation', { name: 'Catálogos de la tienda' })
  await expect(strip.getByRole('link', { name })).toHaveAttribute('href', `/${SHOP}/catalogos/${made.slug}`)

  await guest.goto(`/${SHOP}/catalogos`)
  const main = guest.getByRole('main')
  await expect(main.getByRole('link', { name, exact: true })).toBeVisible()
  await expect(main.getByRole('link', { name: 'Cocina', exact: true })).toBeVisible()

  await main.getByRole('link', { name, exact: true }).click()
  await expect(guest).toHaveURL(new RegExp(`/${SHOP}/catalogos/${made.slug}$`))
  await expect(guest.getByRole('heading', { name })).toBeVisible()
  await expect(grid(guest).getByRole('link')).toHaveText([CAFE, REBOZO, CANASTA])
  await expect(guest.getByText('3 productos')).toBeVisible()
  await expect(guest.getByText('Opciones')).toHaveCount(0)

  await guest.goto(`/${SHOP}/catalogos/${fork.slug}`)
  await expect(guest.getByRole('heading', { name: 'Cocina' })).toBeVisible()
  await expect(grid(guest).getByRole('link')).toHaveText([CAFE, CANASTA])
  await visitor.close()

  // Her shop as the seed left it: the new catalogue and the copy deleted (the rebozo stays resold).
  expect((await api.delete(`/api/v1/shops/${SHOP}/catalogues/${made.id}`)).status()).toBe(204)
  await dropCocinaCopies(api)
  await api.dispose()
})

import { type APIRequestContext, request } from '@playwright/test'
import { createItem, expect, type Owner, signIn, signUp, test, unique } from '../fixtures/accounts.ts'
import { expectNoSeriousViolations, hydrated } from './shell-helpers.ts'

/**
 * A catalogue's contents (001 §2, §4, §8; decision 068): the shop's admin fills a catalogue from
 * the add dialog, changes a position, removes a product and cancels, removes another; a visitor
 * sees the grid, searches it and pages it.
 */

async function ownerApi(serverURL: string, owner: Owner): Promise<APIRequestContext> {
  return request.newContext({ baseURL: serverURL, storageState: owner.state })
}

/** A new catalogue of the owner's shop: its id and slug. */
async function newCatalogue(api: APIRequestContext, shop: string, name: string) {
  const response = await api.post(`/api/v1/shops/${shop}/catalogues`, { data: { name } })
  expect(response.status()).toBe(201)
  return (await response.json()) as { id: string; slug: string }
}

async function namesIn(api: APIRequestContext, shop: string, slug: string) {
  const response = await api.get(`/api/v1/shops/${shop}/catalogues/${slug}/products`)
  return ((await response.json()) as { results: Array<{ name: string }> }).results.map((item) => item.name)
}

type Page = import('@playwright/test').Page

const grid = (page: Page) => page.getByRole('list', { name: 'Productos del catálogo' })

/** Opens a product's options menu and answers it. */
async function optionsOf(page: Page, name: string) {
  const row = grid(page).locator('li[data-product]').filter({ hasText: name })
  await row.getByLabel(`Opciones de ${name}`).click()
  return row.locator('details[open]')
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notificaciones' })

test('an admin fills a catalogue from the dialog, moves a product up, removes one and cancels, removes another', {
  tag: '@desktop',
}, async ({ page, owner, serverURL }) => {
  test.setTimeout(90_000)
  const tag = unique('v').slice(-6)
  const names = [`Taza ${tag}`, `Jarro ${tag}`, `Plato ${tag}`]
  for (const [i, name] of names.entries())
    await createItem(serverURL, owner, { name, list_price: 10_000 + i })
  const api = await ownerApi(serverURL, owner)
  const shop = owner.shop.slug
  const catalogue = await newCatalogue(api, shop, `Vitrina ${tag}`)

  await signIn(page, owner)
  await page.goto(`/${shop}/catalogos/${catalogue.slug}`)
  await hydrated(page)
  await page.getByRole('button', { name: 'Agregar productos' }).click()
  const dialog = page.getByRole('dialog', { name: 'Agregar productos al catálogo' })
  await expect(dialog).toBeVisible()
  for (const name of names) {
    await dialog.getByLabel('Buscar productos').fill(name.toLowerCase())
    await dialog.getByRole('button', { name: `Agregar ${name}` }).click()
    await expect(dialog.getByRole('listitem').filter({ hasText: name })).toContainText('En el catálogo')
  }
  await expectNoSeriousViolations(page)
  await dialog.getByRole('button', { name: 'Cerrar' }).click()
  // ADD_PRODUCT reloaded the grid: the three, in the order they were added.
  await expect(grid(page).getByRole('link')).toHaveText(names)
  await expect(page.getByText('3 productos')).toBeVisible()

  // Position change: 'Plato' to the first place; the overlay, then the list reloads after 8 s.
  const menu = await optionsOf(page, names[2]!)
  await menu.getByLabel('Cambiar posición').selectOption('0')
  await menu.getByRole('button', { name: 'Cambiar', exact: true }).click()
  await expect(page.getByRole('alertdialog', { name: 'Actualizando posición' })).toBeVisible()
  await expect(page.getByRole('alertdialog', { name: 'Actualizando posición' })).toBeHidden({
    timeout: 15_000,
  })
  await expect(grid(page).getByRole('link')).toHaveText([names[2]!, names[0]!, names[1]!])

  // Remove 'Taza' and cancel within the window: it stays.
  await (await optionsOf(page, names[0]!)).getByRole('button', { name: 'Quitar del catálogo' }).click()
  const warning = toasts(page).getByRole('listitem').filter({ hasText: 'Quitando producto' })
  await expect(warning).toBeVisible()
  await warning.getByRole('button', { name: 'Cancelar' }).click()
  await page.waitForTimeout(6_000)
  await expect(grid(page).getByRole('link')).toHaveText([names[2]!, names[0]!, names[1]!])
  expect(await namesIn(api, shop, catalogue.slug)).toEqual([names[2], names[0], names[1]])

  // Remove 'Jarro': after 5 s it leaves the list and the count drops by one.
  await (await optionsOf(page, names[1]!)).getByRole('button', { name: 'Quitar del catálogo' }).click()
  await expect(grid(page).getByRole('link')).toHaveText([names[2]!, names[0]!], { timeout: 10_000 })
  await expect(page.getByText('2 productos')).toBeVisible()
  expect(await namesIn(api, shop, catalogue.slug)).toEqual([names[2], names[0]])
  await api.dispose()
})

test('a visitor sees a catalogue’s grid, searches it and pages through it', {
  tag: '@desktop',
}, async ({ browser, serverURL }) => {
  test.setTimeout(90_000)
  const tag = unique('p').slice(-6)
  // A seller and shop of its own: 31 products would crowd the shared owner's lists, which other
  // journeys read (the supplier's journey looks for its cheapest product on the first page).
  const { api } = await signUp(serverURL, `Surtidora ${tag}`)
  const opened = await api.post('/api/e2e/shops', {
    data: { slug: unique('surtido'), name: `Tienda surtido ${tag}`, like: 'demo' },
  })
  expect(opened.ok(), await opened.text()).toBe(true)
  const shop = ((await opened.json()) as { slug: string }).slug
  const catalogue = await newCatalogue(api, shop, `Surtido ${tag}`)
  // 31 products at once (the item-create quota allows 10 a minute through the API).
  const names = Array.from({ length: 31 }, (_, i) =>
    i === 7 ? `Molinillo ${tag}` : `Cuchara ${tag} ${String(i).padStart(2, '0')}`,
  )
  const made = await api.post('/api/e2e/me/items', { data: { names } })
  expect(made.status()).toBe(201)
  const { ids } = (await made.json()) as { ids: string[] }
  const added = await api.post(`/api/v1/shops/${shop}/catalogues/${catalogue.id}/products`, {
    data: { product_ids: ids },
  })
  expect(added.status()).toBe(200)
  await api.dispose()

  const visitor = await browser.newContext()
  const page = await visitor.newPage()
  await page.goto(`/${shop}/catalogos/${catalogue.slug}`)
  await expect(grid(page).getByRole('listitem')).toHaveCount(30)
  await expect(page.getByText('31 productos')).toBeVisible()
  await expect(page.getByText('Opciones')).toHaveCount(0)
  const picture = await grid(page).locator('li[data-product] > :first-child').first().boundingBox()
  expect([picture?.width, picture?.height]).toEqual([48, 48])
  await expectNoSeriousViolations(page)

  await page.getByRole('link', { name: 'Siguiente' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(grid(page).getByRole('link')).toHaveText([`Cuchara ${tag} 30`])

  await hydrated(page)
  await page.getByRole('searchbox', { name: 'Buscar en la lista' }).fill('molinillo')
  // Debounced: the list follows the text without pressing Buscar.
  await expect(page).toHaveURL(/filter=molinillo/)
  await expect(grid(page).getByRole('link')).toHaveText([`Molinillo ${tag}`])
  await visitor.close()
})

test('an admin moves a product to another catalogue, adds one to a new catalogue, and bulk-adds the listed ones', {
  tag: '@desktop',
}, async ({ page, owner, serverURL }) => {
  test.setTimeout(60_000)
  const tag = unique('m').slice(-6)
  const api = await ownerApi(serverURL, owner)
  const shop = owner.shop.slug
  const names = [`Olla ${tag}`, `Comal ${tag}`]
  const made = await api.post('/api/e2e/me/items', { data: { names } })
  const { ids } = (await made.json()) as { ids: string[] }
  const from = await newCatalogue(api, shop, `Origen ${tag}`)
  const to = await newCatalogue(api, shop, `Destino ${tag}`)
  await api.post(`/api/v1/shops/${shop}/catalogues/${from.id}/products`, { data: { product_ids: ids } })

  await signIn(page, owner)
  await page.goto(`/${shop}/catalogos/${from.slug}`)
  await hydrated(page)
  // Move 'Olla': it leaves this catalogue at once (DELETE_PRODUCT) and is in the other one.
  const menu = await optionsOf(page, names[0]!)
  await menu.getByLabel('Mover a otro catálogo').selectOption({ label: `Destino ${tag}` })
  await menu.getByRole('button', { name: 'Mover', exact: true }).click()
  await expect(grid(page).getByRole('link')).toHaveText([names[1]!])
  await expect(page.getByText('1 producto', { exact: true })).toBeVisible()
  expect(await namesIn(api, shop, to.slug)).toEqual([names[0]])

  // 'Comal' to a new catalogue, made from the menu.
  const again = await optionsOf(page, names[1]!)
  await again.getByLabel('Nombre del catálogo nuevo').fill(`Nuevo ${tag}`)
  await again.getByRole('button', { name: 'Crear y agregar' }).click()
  await expect(toasts(page)).toContainText(`Agregado a «Nuevo ${tag}»`)
  expect(await namesIn(api, shop, `nuevo-${tag}`)).toEqual([names[1]])

  // ?cataloguesFilter: the listed products (here 'Comal') go to the chosen catalogue at once.
  await page.goto(`/${shop}/catalogos/${from.slug}?cataloguesFilter`)
  await hydrated(page)
  const bulk = page.getByRole('form', { name: 'Agregar los productos listados a un catálogo' })
  await bulk
    .getByLabel('Agregar los productos listados a un catálogo')
    .selectOption({ label: `Destino ${tag}` })
  await bulk.getByRole('button', { name: 'Agregar 1 producto', exact: true }).click()
  await expect(toasts(page)).toContainText(`Agregado a «Destino ${tag}»`)
  expect(await namesIn(api, shop, to.slug)).toEqual([names[0], names[1]])
  await api.dispose()
})

import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createItem, expect, signIn, test } from '../fixtures/accounts.ts'
import { expectNoSeriousViolations, hydrated } from './shell-helpers.ts'

/**
 * Issue #4 "Done when": what a supplier publishes shows in their shop's lists, sorted as asked,
 * is found by a search typed in another case and without accents, opens on its detail page, and
 * an unpublished item is dimmed for its owner and absent for visitors.
 */
const fixture = (name: string) => path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures', name)
test('a supplier’s new items reach their shop’s lists, search and detail pages', async ({
  page,
  browser,
  owner,
  serverURL,
}, testInfo) => {
  const SHOP = `/${owner.shop.slug}`
  // Both projects share one database: each works on its own names.
  const suffix = testInfo.project.name === 'phone' ? 'teléfono' : 'escritorio'
  const product = `Jarra de cerámica ${suffix}`
  const draft = `Borrador de jarra ${suffix}`
  // An item the shop already sells, through the API: the new product is dearer, the draft cheaper.
  const earlier = `Canasta de palma ${suffix}`
  await createItem(serverURL, owner, { name: earlier, list_price: 50_000 })
  await signIn(page, owner)

  // A published product with two photos and two variants, the dearest of the shop.
  await page.goto(`${SHOP}/apps/me/products/create`)
  await hydrated(page)
  await page.getByLabel('Nombre', { exact: true }).fill(product)
  await page.getByLabel('Nueva foto 1').setInputFiles(fixture('foto-verde.png'))
  await page.getByLabel('Nueva foto 2').setInputFiles(fixture('foto-ambar.png'))
  await page.getByLabel('Precio', { exact: true }).fill('9999')
  await page.getByLabel('Variante 1: nombre').fill('Color')
  await page.getByLabel('Variante 1: valor').fill('Azul')
  await page.getByRole('button', { name: 'Agregar variante' }).click()
  await page.getByLabel('Variante 2: nombre').fill('Capacidad')
  await page.getByLabel('Variante 2: valor').fill('Dos litros')
  await page.getByLabel('Publicado', { exact: true }).check()
  await page.getByRole('button', { name: 'Crear', exact: true }).click()
  await expect(page).toHaveURL(/hecho=creado$/)

  // An unpublished one.
  await page.goto(`${SHOP}/apps/me/products/create`)
  await page.getByLabel('Nombre', { exact: true }).fill(draft)
  await page.getByLabel('Precio', { exact: true }).fill('1')
  await page.getByRole('button', { name: 'Crear', exact: true }).click()
  await expect(page).toHaveURL(/hecho=creado$/)

  // The shop's products, dearest first: the new product before the demo's; the owner sees the draft dimmed.
  await page.goto(`${SHOP}/productos?sort=-list_price`)
  const cards = page.getByRole('main').getByRole('article')
  const names = await cards.getByRole('heading').allTextContents()
  expect(names.indexOf(product)).toBeGreaterThanOrEqual(0)
  expect(names.indexOf(product)).toBeLessThan(names.indexOf(earlier))
  expect(names.indexOf(earlier)).toBeLessThan(names.indexOf(draft))
  const dimmed = cards.filter({ hasText: draft })
  await expect(dimmed).toHaveClass(/opacity-50/)
  await expect(cards.filter({ hasText: product })).not.toHaveClass(/opacity-50/)

  // Found in another case and without the accent.
  await hydrated(page)
  await page
    .getByRole('searchbox', { name: 'Buscar en la lista' })
    .fill(`JARRA DE CERAMICA ${suffix.toUpperCase()}`)
  await expect(page).toHaveURL(/filter=jarra/)
  await expect(cards.filter({ hasText: product })).toBeVisible()

  // Its page: both photos, the variants, the price.
  await page.getByRole('link', { name: product }).click()
  await expect(page.getByRole('heading', { name: product })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Foto 2 de 2' })).toBeAttached()
  await expect(page.getByText('Dos litros')).toBeVisible()
  await expect(page.getByText('$9,999.00')).toBeVisible()
  await expectNoSeriousViolations(page)

  // A visitor sees the product but not the draft.
  const visitor = await browser.newContext()
  const anonymous = await visitor.newPage()
  await anonymous.goto(`${testInfo.project.use.baseURL}${SHOP}/productos?sort=-list_price`)
  await expect(anonymous.getByRole('main')).toContainText(product)
  await expect(anonymous.getByRole('main')).not.toContainText(draft)
  await visitor.close()
})

import { type APIRequestContext, request } from '@playwright/test'
import { type Account, createItem, expect, signIn, signUp, test, unique } from '../fixtures/accounts.ts'
import { expectNoSeriousViolations, hydrated } from './shell-helpers.ts'

/**
 * Reviews (002 §2, §3, §9; decision 084): a customer whose order of an item was delivered writes
 * a review with a rating from the item's page, is told 'Reseña creada o actualizada correctamente',
 * edits it, changes the rating from the item page, and the item's average follows each time. The
 * delivered orders come from the test server's set-up route: the seller's pages that deliver an
 * order are journeys of their own.
 */

type Page = import('@playwright/test').Page
const toasts = (page: Page) => page.getByRole('region', { name: 'Notificaciones' })

/** A delivered order of `itemId` in `shop` for `account`. */
async function deliver(serverURL: string, account: Account, shop: string, itemId: string) {
  const api: APIRequestContext = await request.newContext({ baseURL: serverURL, storageState: account.state })
  const made = await api.post('/api/e2e/me/delivered-orders', { data: { shop, item_id: itemId } })
  expect(made.status()).toBe(201)
  return api
}

test('a buyer reviews a delivered item, edits the review and rates it again; the average follows', {
  tag: '@desktop',
}, async ({ page, owner, customer, serverURL }) => {
  const name = `Jícara ${unique('rv').slice(-6)}`
  const { id } = await createItem(serverURL, owner, { name, list_price: 21_000 })
  const shop = owner.shop.slug
  // Another buyer rated it 5 already.
  const { api: firstApi, ...first } = await signUp(serverURL, 'Primera Compradora')
  const firstOrders = await deliver(serverURL, first, shop, id)
  const rated = await firstOrders.put(`/api/v1/me/reviews/${id}/rating`, { data: { rating: 5 } })
  expect(rated.status()).toBe(200)
  await Promise.all([firstApi.dispose(), firstOrders.dispose()])
  const buyerApi = await deliver(serverURL, customer, shop, id)
  await buyerApi.dispose()

  const ownerApi = await request.newContext({ baseURL: serverURL, storageState: owner.state })
  const item = (await (await ownerApi.get(`/api/v1/shops/${shop}/items/${id}`)).json()) as {
    owner_id: string
  }
  await ownerApi.dispose()
  const itemPath = `/${shop}/productos/${item.owner_id}/${id}`

  // The reviews are islands (their code comes on the first press): they must hydrate cleanly.
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await signIn(page, customer)
  await page.goto(itemPath)
  await hydrated(page)
  const reviews = page.getByRole('region', { name: 'Reseñas' })
  await expect(reviews).toContainText('Calificación: 5.0 de 5 (1 reseña)')
  await reviews.getByRole('link', { name: 'Escribir una reseña' }).click()

  await expect(page).toHaveURL(`${itemPath}/resena`)
  await expect(page.getByRole('heading', { name: `Reseña de «${name}»` })).toBeVisible()
  await page.getByRole('radio', { name: '3 estrellas' }).check()
  await page.getByLabel('Título (opcional)').fill('Bonita, pero pequeña')
  await page.getByLabel('Tu opinión (opcional)').fill('Cabe menos de lo que esperaba.')
  await expectNoSeriousViolations(page)
  await page.getByRole('button', { name: 'Publicar reseña' }).click()

  await expect(page).toHaveURL(new RegExp(`${itemPath}(#resenas)?$`))
  await expect(toasts(page)).toContainText('Reseña creada o actualizada correctamente.')
  // 5 + 3 over 2 reviews.
  await expect(reviews).toContainText('Calificación: 4.0 de 5 (2 reseñas)')
  await expect(reviews).toContainText('Bonita, pero pequeña')
  await expect(page.getByRole('link', { name: 'Calificación: 4.0 de 5 (2 reseñas)' })).toBeVisible()
  await expectNoSeriousViolations(page)

  // Editing: the form brings the review back; a lower rating and a new title.
  await reviews.getByRole('link', { name: 'Editar tu reseña' }).click()
  await expect(page.getByLabel('Título (opcional)')).toHaveValue('Bonita, pero pequeña')
  await expect(page.getByRole('radio', { name: '3 estrellas' })).toBeChecked()
  await page.getByRole('radio', { name: '1 estrella', exact: true }).check()
  await page.getByLabel('Título (opcional)').fill('Se rompió al mes')
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(toasts(page)).toContainText('Reseña creada o actualizada correctamente.')
  await expect(reviews).toContainText('Calificación: 3.0 de 5 (2 reseñas)')
  await expect(reviews).toContainText('Se rompió al mes')
  await expect(reviews).not.toContainText('Bonita, pero pequeña')

  // The quick rating from the item page.
  await reviews.getByRole('button', { name: 'Calificar con 4 de 5 estrellas' }).click()
  await expect(toasts(page)).toContainText('La calificación se guardó correctamente.')
  await expect(reviews).toContainText('Calificación: 4.5 de 5 (2 reseñas)')
  await expect(reviews.getByRole('button', { name: 'Calificar con 4 de 5 estrellas' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(reviews).toContainText('Se rompió al mes')
  expect(errors).toEqual([])
})

test('without JavaScript the review form and the quick rating work, and their toasts show', {
  tag: '@desktop',
}, async ({ browser, owner, customer, serverURL }) => {
  const name = `Molinillo ${unique('nj').slice(-6)}`
  const { id } = await createItem(serverURL, owner, { name, list_price: 15_000 })
  const shop = owner.shop.slug
  const buyerApi = await deliver(serverURL, customer, shop, id)
  const item = (await (await buyerApi.get(`/api/v1/shops/${shop}/items/${id}`)).json()) as {
    owner_id: string
  }
  await buyerApi.dispose()
  const itemPath = `/${shop}/productos/${item.owner_id}/${id}`

  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'es-MX' })
  await context.addCookies(customer.state.cookies)
  const page = await context.newPage()
  await page.goto(itemPath)
  const reviews = page.getByRole('region', { name: 'Reseñas' })
  await expect(reviews).toContainText('Aún no hay reseñas de este artículo.')
  await reviews.getByRole('button', { name: 'Calificar con 2 de 5 estrellas' }).click()
  await expect(page.getByText('La calificación se guardó correctamente.')).toBeVisible()
  await expect(reviews).toContainText('Calificación: 2.0 de 5 (1 reseña)')

  await reviews.getByRole('link', { name: 'Editar tu reseña' }).click()
  await expect(page.getByRole('radio', { name: '2 estrellas' })).toBeChecked()
  await page.getByRole('radio', { name: '5 estrellas' }).check()
  await page.getByLabel('Título (opcional)').fill('Muele fino')
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(page.getByText('Reseña creada o actualizada correctamente.')).toBeVisible()
  await expect(reviews).toContainText('Calificación: 5.0 de 5 (1 reseña)')
  await expect(reviews).toContainText('Muele fino')
  await context.close()
})

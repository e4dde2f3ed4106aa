import { request } from '@playwright/test'
import { createItem, expect, signIn, test, unique } from '../fixtures/accounts.ts'
import { expectNoSeriousViolations, hydrated } from './shell-helpers.ts'

/**
 * The item page's 'Agregar a un catálogo' (000 §7, 001 §2, §5, §8, §9; decision 074): a shop's
 * admin opens the dropdown of the shop's catalogues, adds the product to one, is refused a name
 * that says nothing ('Nombre inválido' on the field), and adds it to a new catalogue; both
 * catalogues then list it. Without JavaScript the same is done through the control's page.
 */

type Page = import('@playwright/test').Page
const toasts = (page: Page) => page.getByRole('region', { name: 'Notificaciones' })

test('an admin adds a product to a catalogue and to a new one from its page', {
  tag: '@desktop',
}, async ({ page, owner, serverURL }) => {
  const tag = unique('ic').slice(-6)
  const name = `Cántaro ${tag}`
  const { id } = await createItem(serverURL, owner, { name, list_price: 25_000 })
  const api = await request.newContext({ baseURL: serverURL, storageState: owner.state })
  const shop = owner.shop.slug
  const made = await api.post(`/api/v1/shops/${shop}/catalogues`, { data: { name: `Barro ${tag}` } })
  expect(made.status()).toBe(201)
  const barro = (await made.json()) as { id: string; slug: string }
  const item = (await (await api.get(`/api/v1/shops/${shop}/items/${id}`)).json()) as { owner_id: string }

  await signIn(page, owner)
  await page.goto(`/${shop}/productos/${item.owner_id}/${id}`)
  await hydrated(page)
  // ADD_PRODUCT is announced on `document` (001 §3).
  await page.evaluate(() => {
    document.addEventListener('ADD_PRODUCT', (event) => {
      ;(window as unknown as { announced: unknown[] }).announced ??= []
      ;(window as unknown as { announced: unknown[] }).announced.push((event as CustomEvent).detail)
    })
  })
  const control = page.getByRole('region', { name: 'Agregar a un catálogo' })
  await control.getByRole('link', { name: `Agregar ${name} a un catálogo` }).click()
  const panel = control.locator('#item-catalogues-panel')
  await expect(panel.getByRole('button', { name: `Agregar a «Barro ${tag}»` })).toBeVisible()
  await expectNoSeriousViolations(page)
  await panel.getByRole('button', { name: `Agregar a «Barro ${tag}»` }).click()
  await expect(toasts(page)).toContainText(`Se agregó a «Barro ${tag}».`)
  await expect(panel).toBeHidden()
  expect(await page.evaluate(() => (window as unknown as { announced: unknown[] }).announced)).toEqual([
    { catalogue_id: barro.id, product_ids: [id] },
  ])

  // A name that says nothing is refused on its field; a good one makes the catalogue and adds.
  await control.getByRole('link', { name: `Agregar ${name} a un catálogo` }).click()
  const field = panel.getByLabel('Nombre del catálogo nuevo')
  await field.fill('¡¡¡!!!')
  await panel.getByRole('button', { name: 'Agregar a un catálogo nuevo' }).click()
  await expect(panel.getByText('Nombre inválido')).toBeVisible()
  await field.fill(`Regalos ${tag}`)
  await panel.getByRole('button', { name: 'Agregar a un catálogo nuevo' }).click()
  await expect(toasts(page)).toContainText(`Se agregó a «Regalos ${tag}».`)

  const all = (await (await api.get(`/api/v1/shops/${shop}/catalogues?limit=50`)).json()) as {
    results: Array<{ name: string; slug: string }>
  }
  const regalos = all.results.find((c) => c.name === `Regalos ${tag}`)
  expect(regalos).toBeDefined()
  for (const slug of [barro.slug, regalos!.slug]) {
    const listed = (await (await api.get(`/api/v1/shops/${shop}/catalogues/${slug}/products`)).json()) as {
      results: Array<{ id: string }>
    }
    expect(listed.results.map((row) => row.id)).toEqual([id])
  }
  await api.dispose()
})

test('without JavaScript the control’s page adds the product and the item page says so', {
  tag: '@desktop',
}, async ({ browser, owner, serverURL }) => {
  const tag = unique('nj').slice(-6)
  const name = `Comal ${tag}`
  const { id } = await createItem(serverURL, owner, { name, list_price: 18_000 })
  const api = await request.newContext({ baseURL: serverURL, storageState: owner.state })
  const shop = owner.shop.slug
  expect(
    (await api.post(`/api/v1/shops/${shop}/catalogues`, { data: { name: `Cocina ${tag}` } })).status(),
  ).toBe(201)
  const item = (await (await api.get(`/api/v1/shops/${shop}/items/${id}`)).json()) as { owner_id: string }
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: owner.state })
  const page = await context.newPage()
  const itemPath = `/${shop}/productos/${item.owner_id}/${id}`
  await page.goto(`${serverURL}${itemPath}`)
  await page.getByRole('link', { name: `Agregar ${name} a un catálogo` }).click()
  await expect(page).toHaveURL(new RegExp(`${itemPath}/catalogos$`))
  await expect(page.getByRole('heading', { name: `Agregar «${name}» a un catálogo` })).toBeVisible()
  await page.getByRole('button', { name: `Agregar a «Cocina ${tag}»` }).click()
  await expect(page).toHaveURL(new RegExp(`${itemPath}\\?catalogo=agregado$`))
  await expect(page.getByText('El producto se agregó al catálogo.')).toBeVisible()
  await context.close()
  await api.dispose()
})

test('a catalogue of the owner’s other shop is offered, and choosing it shows it here with the product', {
  tag: '@desktop',
}, async ({ page, owner, serverURL }) => {
  const tag = unique('av').slice(-6)
  const name = `Molcajete ${tag}`
  const { id } = await createItem(serverURL, owner, { name, list_price: 32_000 })
  const api = await request.newContext({ baseURL: serverURL, storageState: owner.state })
  const shop = owner.shop.slug
  // Made in the owner's other shop: this one does not show it (decision 078).
  const made = await api.post(`/api/v1/shops/${owner.other.slug}/catalogues`, {
    data: { name: `Piedra ${tag}` },
  })
  expect(made.status()).toBe(201)
  const piedra = (await made.json()) as { id: string; slug: string }
  const item = (await (await api.get(`/api/v1/shops/${shop}/items/${id}`)).json()) as { owner_id: string }

  await signIn(page, owner)
  await page.goto(`/${shop}/productos/${item.owner_id}/${id}`)
  await hydrated(page)
  const control = page.getByRole('region', { name: 'Agregar a un catálogo' })
  await control.getByRole('link', { name: `Agregar ${name} a un catálogo` }).click()
  const panel = control.locator('#item-catalogues-panel')
  const available = panel.getByRole('region', { name: 'Catálogos que esta tienda no muestra' })
  await expect(
    available.getByRole('button', { name: `Mostrar «Piedra ${tag}» aquí y agregar` }),
  ).toBeVisible()
  await expect(panel.getByRole('button', { name: `Agregar a «Piedra ${tag}»` })).toHaveCount(0)
  await available.getByRole('button', { name: `Mostrar «Piedra ${tag}» aquí y agregar` }).click()
  await expect(toasts(page)).toContainText(`Se agregó a «Piedra ${tag}».`)

  // Shown in this shop now, with the product in it; still in the other shop too.
  const listed = (await (
    await api.get(`/api/v1/shops/${shop}/catalogues/${piedra.slug}/products`)
  ).json()) as {
    results: Array<{ id: string }>
  }
  expect(listed.results.map((row) => row.id)).toEqual([id])
  const there = await api.get(`/api/v1/shops/${owner.other.slug}/catalogues/${piedra.slug}/products`)
  expect(there.status()).toBe(200)
  // Opened again, it is among the shop's catalogues and no longer offered as available.
  await control.getByRole('link', { name: `Agregar ${name} a un catálogo` }).click()
  await expect(panel.getByRole('button', { name: `Agregar a «Piedra ${tag}»` })).toBeVisible()
  await expect(available.getByRole('button', { name: `Mostrar «Piedra ${tag}» aquí y agregar` })).toHaveCount(
    0,
  )
  await api.dispose()
})

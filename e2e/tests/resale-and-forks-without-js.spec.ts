import { type APIRequestContext, type Page, request } from '@playwright/test'
import { type Account, expect, type Owner, signIn, signUp, test, unique } from '../fixtures/accounts.ts'

/**
 * The resale control, the fork and the duplicate as plain forms (decision 076): a reseller with a
 * shop of her own adds the worker's owner's product to her shop from its page, is refused one that
 * is not for resale, removes one through the confirmation page (cancelling once), and forks a
 * catalogue of the owner's shop; the owner duplicates a catalogue, refused a blank name first.
 * Each lands where it says with its toast, and the API shows the rows. Without JavaScript.
 */

type Reseller = { account: Account; api: APIRequestContext; shop: string }

/** A new user with a shop of her own, like `demo` (her only shop: where she resells). */
async function newReseller(serverURL: string, tag: string): Promise<Reseller> {
  const { api, ...account } = await signUp(serverURL, `Revendedora ${tag}`)
  const opened = await api.post('/api/e2e/shops', {
    data: { slug: unique('reventa'), name: `Reventa ${tag}`, like: 'demo' },
  })
  expect(opened.ok(), await opened.text()).toBe(true)
  return { account, api, shop: ((await opened.json()) as { slug: string }).slug }
}

/** A published product of the owner, for resale (`is_dropshipping`) or not. */
async function ownersProduct(serverURL: string, owner: Owner, name: string, is_dropshipping: boolean) {
  const api = await request.newContext({ baseURL: serverURL, storageState: owner.state })
  const made = await api.post('/api/v1/me/items', {
    data: {
      type: 'product',
      name,
      list_price: 31_000,
      available: 5,
      list_state: 'published',
      is_dropshipping,
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  const item = (await made.json()) as { id: string; owner_id: string }
  await api.dispose()
  return item
}

/** A catalogue of the owner's shop holding `ids`. */
async function ownersCatalogue(serverURL: string, owner: Owner, name: string, ids: string[]) {
  const api = await request.newContext({ baseURL: serverURL, storageState: owner.state })
  const made = await api.post(`/api/v1/shops/${owner.shop.slug}/catalogues`, { data: { name } })
  expect(made.status(), await made.text()).toBe(201)
  const catalogue = (await made.json()) as { id: string; slug: string; name: string }
  const added = await api.post(`/api/v1/shops/${owner.shop.slug}/catalogues/${catalogue.id}/products`, {
    data: { product_ids: ids },
  })
  expect(added.status(), await added.text()).toBe(200)
  await api.dispose()
  return catalogue
}

const inStore = async (api: APIRequestContext, id: string) =>
  ((await (await api.get(`/api/v1/items/${id}`)).json()) as { in_store?: boolean }).in_store

const toast = (page: Page) => page.locator('[data-flash-toast]')

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a reseller adds a product to her shop from its page, and removes it after a confirmation', {
    tag: '@desktop',
  }, async ({ page, owner, serverURL }) => {
    const tag = unique('rv').slice(-6)
    const name = `Jícara ${tag}`
    const item = await ownersProduct(serverURL, owner, name, true)
    const rita = await newReseller(serverURL, tag)
    await signIn(page, rita.account)

    // Added from the platform's page of the item: back there with the toast, and 'En tu tienda'.
    await page.goto(`/products/${item.id}`)
    await page.getByRole('button', { name: `Agregar ${name} a tu tienda` }).click()
    await expect(page).toHaveURL(new RegExp(`/products/${item.id}\\?reventa=agregado$`))
    await expect(toast(page)).toContainText('Producto agregado')
    await expect(toast(page)).toContainText(`«${name}» se agregó a tu tienda.`)
    await expect(page.getByText('En tu tienda', { exact: true })).toBeVisible()
    expect(await inStore(rita.api, item.id)).toBe(true)
    const listed = (await (await rita.api.get(`/api/v1/shops/${rita.shop}/items`)).json()) as {
      results: Array<{ id: string }>
    }
    expect(listed.results.map((row) => row.id)).toContain(item.id)

    // Remove leads to a confirmation; Cancelar goes back and removes nothing.
    await page.getByRole('button', { name: `Quitar ${name} de tu tienda` }).click()
    await expect(page).toHaveURL(new RegExp(`/products/${item.id}/revender$`))
    await expect(page.getByRole('heading', { name: `¿Quitar «${name}» de tu tienda?` })).toBeVisible()
    await page.getByRole('link', { name: 'Cancelar' }).click()
    await expect(page).toHaveURL(new RegExp(`/products/${item.id}$`))
    expect(await inStore(rita.api, item.id)).toBe(true)

    // From her shop's home, confirmed: back on the home with the shop's confirmation.
    await page.goto(`/${rita.shop}`)
    const grid = page.getByRole('region', { name: 'Productos de la tienda' })
    await expect(grid.getByRole('link', { name })).toBeVisible()
    await grid.getByRole('button', { name: `Quitar ${name} de tu tienda` }).click()
    await expect(page).toHaveURL(
      new RegExp(`/${rita.shop}/productos/${item.owner_id}/${item.id}/revender\\?volver=%2F${rita.shop}$`),
    )
    await page.getByRole('button', { name: 'Sí, quitar de mi tienda' }).click()
    await expect(page).toHaveURL(new RegExp(`/${rita.shop}\\?reventa=quitado$`))
    await expect(toast(page)).toContainText('El producto se quitó de tu tienda.')
    await expect(grid.getByRole('link', { name })).toHaveCount(0)
    expect(await inStore(rita.api, item.id)).toBe(false)

    // Its close link is the page without the mark.
    await toast(page).getByRole('link', { name: 'Cerrar notificación' }).click()
    await expect(page).toHaveURL(new RegExp(`/${rita.shop}$`))
    await expect(toast(page)).toHaveCount(0)
    await rita.api.dispose()
  })

  test('an item that is not for resale comes back with the error toast, and is not added', {
    tag: '@desktop',
  }, async ({ page, owner, serverURL }) => {
    const tag = unique('rx').slice(-6)
    const name = `Metate ${tag}`
    const item = await ownersProduct(serverURL, owner, name, false)
    const rita = await newReseller(serverURL, tag)
    await signIn(page, rita.account)
    await page.goto(`/${owner.shop.slug}/productos/${item.owner_id}/${item.id}`)
    await page.getByRole('button', { name: `Agregar ${name} a tu tienda` }).click()
    await expect(page).toHaveURL(new RegExp(`/productos/${item.owner_id}/${item.id}\\?reventa=error$`))
    await expect(toast(page)).toContainText('Ha ocurrido un error')
    await expect(page.getByRole('button', { name: `Agregar ${name} a tu tienda` })).toBeVisible()
    expect(await inStore(rita.api, item.id)).toBe(false)
    await rita.api.dispose()
  })

  test('a reseller forks a catalogue into her shop and lands on the copy', {
    tag: '@desktop',
  }, async ({ page, owner, serverURL }) => {
    const tag = unique('fk').slice(-6)
    const product = `Molcajete ${tag}`
    const item = await ownersProduct(serverURL, owner, product, true)
    const origin = await ownersCatalogue(serverURL, owner, `Cocina sin script ${tag}`, [item.id])
    const rita = await newReseller(serverURL, tag)
    await signIn(page, rita.account)

    await page.goto(`/${owner.shop.slug}/catalogos/${origin.slug}`)
    await page
      .getByRole('button', { name: `Agregar el catálogo ${origin.name} con sus productos a mi tienda` })
      .click()
    await expect(page).toHaveURL(new RegExp(`/${rita.shop}/catalogos/[a-z0-9-]+\\?hecho=copiado$`))
    await expect(toast(page)).toContainText(
      `El catálogo ${origin.name} se agregó a tu tienda con sus productos.`,
    )
    await expect(page.getByRole('heading', { name: origin.name })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Productos del catálogo' }).getByRole('link')).toHaveText([
      product,
    ])

    const mine = (await (await rita.api.get(`/api/v1/shops/${rita.shop}/catalogues?limit=50`)).json()) as {
      results: Array<{ id: string; slug: string; name: string; origin_id?: string | null }>
    }
    const copy = mine.results.find((catalogue) => catalogue.origin_id === origin.id)
    expect(copy?.name).toBe(origin.name)
    expect(new URL(page.url()).pathname).toBe(`/${rita.shop}/catalogos/${copy!.slug}`)
    const products = (await (
      await rita.api.get(`/api/v1/shops/${rita.shop}/catalogues/${copy!.slug}/products`)
    ).json()) as { results: Array<{ id: string }> }
    expect(products.results.map((row) => row.id)).toEqual([item.id])
    expect(await inStore(rita.api, item.id)).toBe(true)
    await rita.api.dispose()
  })

  test('an admin duplicates a catalogue through its form’s page, refused a blank name first', {
    tag: '@desktop',
  }, async ({ page, owner, serverURL }) => {
    const tag = unique('dp').slice(-6)
    const item = await ownersProduct(serverURL, owner, `Olla ${tag}`, false)
    const origin = await ownersCatalogue(serverURL, owner, `Barro sin script ${tag}`, [item.id])
    await signIn(page, owner)

    await page.goto(`/${owner.shop.slug}/catalogos/${origin.slug}`)
    await page.getByRole('link', { name: 'Duplicar catálogo' }).click()
    const formPage = `/${owner.shop.slug}/catalogos/${origin.slug}/duplicar`
    await expect(page).toHaveURL(new RegExp(`${formPage}$`))
    await expect(page.getByRole('heading', { name: `Duplicar el catálogo ${origin.name}` })).toBeVisible()
    const field = page.getByLabel('Nombre')
    await expect(field).toHaveValue(origin.name)

    // Spaces pass the browser's `required` and are refused by the server: 'Invalid name' on the field.
    await field.fill('   ')
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page).toHaveURL(new RegExp(`${formPage}\\?`))
    await expect(page.getByText('Invalid name')).toBeVisible()
    await expect(field).toHaveValue('   ')

    const copyName = `Barro copia ${tag}`
    await field.fill(copyName)
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByRole('heading', { name: copyName })).toBeVisible()

    const api = await request.newContext({ baseURL: serverURL, storageState: owner.state })
    const all = (await (await api.get(`/api/v1/shops/${owner.shop.slug}/catalogues?limit=50`)).json()) as {
      results: Array<{ id: string; slug: string; name: string; origin_id?: string | null }>
    }
    const copies = all.results.filter((catalogue) => catalogue.origin_id === origin.id)
    expect(copies.map((catalogue) => catalogue.name)).toEqual([copyName])
    await expect(page).toHaveURL(new RegExp(`/${owner.shop.slug}/catalogos/${copies[0]!.slug}$`))
    const products = (await (
      await api.get(`/api/v1/shops/${owner.shop.slug}/catalogues/${copies[0]!.slug}/products`)
    ).json()) as { results: Array<{ id: string }> }
    expect(products.results.map((row) => row.id)).toEqual([item.id])
    await api.dispose()
  })
})

test('the resale route answers 404 to those the control does not show to, and never leaves the site', {
  tag: '@desktop',
}, async ({ owner, customer, serverURL }) => {
  const tag = unique('rr').slice(-6)
  const item = await ownersProduct(serverURL, owner, `Petate ${tag}`, true)
  const route = `/products/${item.id}/revender`
  const rita = await newReseller(serverURL, tag)

  // A visitor and a customer without a shop: the not-found page, and nothing is written.
  const visitor = await request.newContext({ baseURL: serverURL, maxRedirects: 0 })
  const buyer = await request.newContext({
    baseURL: serverURL,
    storageState: customer.state,
    maxRedirects: 0,
  })
  for (const who of [visitor, buyer]) {
    expect((await who.get(route)).status()).toBe(404)
    expect((await who.post(route, { form: { intent: 'add' } })).status()).toBe(404)
  }
  // The owner's own item: the control shows to nobody in a shop of theirs.
  const ownerWeb = await request.newContext({
    baseURL: serverURL,
    storageState: owner.state,
    maxRedirects: 0,
  })
  expect((await ownerWeb.post(route, { form: { intent: 'add' } })).status()).toBe(404)
  expect(await inStore(rita.api, item.id)).toBe(false)

  // Another site named as where to land is not followed: the item's page instead.
  const web = await request.newContext({
    baseURL: serverURL,
    storageState: rita.account.state,
    maxRedirects: 0,
  })
  for (const volver of ['//evil.test/x', 'https://evil.test/', '/a/..//evil.test']) {
    const added = await web.post(route, { form: { intent: 'add', volver } })
    expect(added.status()).toBe(302)
    expect(added.headers().location).toBe(`/products/${item.id}?reventa=agregado`)
  }
  // A removal's first post only leads to the confirmation; nothing is removed before it.
  const asked = await web.post(route, { form: { intent: 'remove', volver: `/${rita.shop}` } })
  expect(asked.headers().location).toBe(`${route}?volver=%2F${rita.shop}`)
  expect(await inStore(rita.api, item.id)).toBe(true)
  const confirmed = await web.post(route, {
    form: { intent: 'remove', confirm: '1', volver: `/${rita.shop}` },
  })
  expect(confirmed.headers().location).toBe(`/${rita.shop}?reventa=quitado`)
  expect(await inStore(rita.api, item.id)).toBe(false)
  // Nothing left to remove: the confirmation page sends back to the item.
  const nothing = await web.get(route)
  expect(nothing.status()).toBe(302)
  expect(nothing.headers().location).toBe(`/products/${item.id}`)

  for (const context of [visitor, buyer, ownerWeb, web, rita.api]) await context.dispose()
})

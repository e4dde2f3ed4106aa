import { describe, expect, it } from 'vitest'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The pages of resale (decision 069): the shop home's grid of its first products, and the
 * add/remove control on item pages, shown only to a viewer with a shop to resell in.
 */
const { app, database } = await createTestApp({ web: true, env: { ANSWER_CACHE: '0' } })
const db = database.db

const supplier = await createUser(db, { email: 'rsp-supplier@example.test', name: 'Prove Dora' })
await createShop(db, supplier.id, { slug: 'rsp-proveedora', name: 'Proveedora' })
const reseller = await createUser(db, { email: 'rsp-reseller@example.test' })
await createShop(db, reseller.id, { slug: 'rsp-rita', name: 'Tienda de Rita' })
await createUser(db, { email: 'rsp-customer@example.test' })

const own = await createItem(db, reseller.id, { name: 'Jarro propio', queuePosition: 0 })
const rebozo = await createItem(db, supplier.id, { name: 'Rebozo de lana', isDropshipping: true })
const canasta = await createItem(db, supplier.id, { name: 'Canasta tejida', isDropshipping: true })

const cookie = {
  reseller: await loginAs(app, 'rsp-reseller@example.test'),
  customer: await loginAs(app, 'rsp-customer@example.test'),
}
const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
const page = async (url: string, who?: string) => {
  const response = await app.inject({ url, headers: who ? { cookie: who } : {} })
  expect(response.statusCode, url).toBe(200)
  return shown(response.body)
}
const add = (itemId: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/shops/rsp-rita/resold-items/${itemId}`,
    headers: { cookie: cookie.reseller },
  })

describe('the item page’s add/remove control', () => {
  it('offers the reseller to add a supplier’s item to their shop, and says when it is there', async () => {
    const before = await page(`/products/${rebozo.id}`, cookie.reseller)
    expect(before).toContain('aria-label="Agregar Rebozo de lana a tu tienda"')
    expect(before).not.toContain('En tu tienda')
    expect((await add(rebozo.id)).statusCode).toBe(200)
    const after = await page(`/products/${rebozo.id}`, cookie.reseller)
    expect(after).toContain('En tu tienda')
    expect(after).toContain('aria-label="Quitar Rebozo de lana de tu tienda"')
    // In the reseller's own shop, on the item's page there, the same control acts on that shop.
    const inShop = await page(`/rsp-rita/productos/${supplier.id}/${rebozo.id}`, cookie.reseller)
    expect(inShop).toContain('aria-label="Quitar Rebozo de lana de tu tienda"')
  })

  it('shows nothing of it to visitors, customers without a shop, or the supplier', async () => {
    for (const who of [undefined, cookie.customer, await loginAs(app, 'rsp-supplier@example.test')]) {
      const html = await page(`/products/${canasta.id}`, who)
      expect(html).not.toContain('a tu tienda')
      expect(html).not.toContain('Quitar')
    }
  })
})

describe('the shop home’s products', () => {
  it('shows visitors the shop’s own and resold products as link cards, without the admin’s control', async () => {
    expect((await add(canasta.id)).statusCode).toBe(200)
    const html = await page('/rsp-rita')
    expect(html).toContain('Productos de la tienda')
    for (const name of ['Jarro propio', 'Rebozo de lana', 'Canasta tejida']) expect(html).toContain(name)
    expect(html).toContain(`href="/rsp-rita/productos/${reseller.id}/${own.id}"`)
    expect(html).not.toContain('Quitar')
    expect(html).not.toContain('Ver todos los productos')
  })

  it('gives the owner a removal under each resold product, none under their own', async () => {
    const html = await page('/rsp-rita', cookie.reseller)
    expect(html).toContain('aria-label="Quitar Rebozo de lana de tu tienda"')
    expect(html).toContain('aria-label="Quitar Canasta tejida de tu tienda"')
    expect(html).not.toContain('aria-label="Quitar Jarro propio de tu tienda"')
  })

  it('shows the first 12 and links the products page when there are more', async () => {
    const seller = await createUser(db)
    await createShop(db, seller.id, { slug: 'rsp-many', name: 'Muchas' })
    for (let n = 0; n < 13; n += 1) await createItem(db, seller.id, { name: `Pieza ${n}`, queuePosition: n })
    const html = await page('/rsp-many')
    expect(html).toContain('Pieza 11')
    expect(html).not.toContain('Pieza 12')
    expect(html).toContain('href="/rsp-many/productos"')
    expect(html).toContain('Ver todos los productos')
  })

  it('shows no grid when the products section is off', async () => {
    const seller = await createUser(db)
    await createShop(db, seller.id, {
      slug: 'rsp-services',
      storeThemeInfo: {
        color1: '#0f766e',
        color2: '#f97316',
        columns: 2,
        signup_form: 'basic',
        sections_info: [
          { section: 'products', enabled: false },
          { section: 'services', enabled: true },
        ],
        slider_info: [],
        header_info: null,
      },
    })
    await createItem(db, seller.id, { name: 'Producto oculto' })
    const html = await page('/rsp-services')
    expect(html).not.toContain('Productos de la tienda')
    expect(html).not.toContain('Producto oculto')
  })
})

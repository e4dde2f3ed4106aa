import { PAYMENT_TYPES } from '@tianguis/core/payments/methods'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { cartLines, carts } from '../src/modules/cart/cart.tables.ts'
import { checkouts } from '../src/modules/checkout/checkout.tables.ts'
import { users } from '../src/modules/identity/identity.tables.ts'
import { items } from '../src/modules/items/items.tables.ts'
import { shopItems, supplierSettings } from '../src/modules/resale/resale.tables.ts'
import { seedDemo } from '../src/seed/demo.ts'
import { DEMO_PASSWORD } from '../src/seed/demo-data/accounts.ts'
import { loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The demo seed's items: written once however often it runs, listed by the supplier's shop, and
 * `demo` selling Ana's own items and two suppliers' resold ones, with a cart (decision 043).
 */
const { app, database } = await createTestApp({ web: true })
const db = database.db

describe('demo items', () => {
  it('seeds the supplier’s items once and shows them in franquicia-centro', async () => {
    await seedDemo(db)
    await seedDemo(db)
    const rows = await db.select({ slug: items.slug }).from(items)
    expect(rows.map((r) => r.slug).sort()).toEqual([
      'cafe-de-chiapas',
      'canasta-artesanal',
      'instalacion-de-paneles',
      'jarro-de-barro-negro',
      'maceta-de-talavera',
      'mesa-de-mezquite',
      'mezcal-artesanal',
      'molcajete-de-piedra',
      'playera-bordada',
      'rebozo-de-algodon',
      'retrato-en-acuarela',
      'silla-de-madera-tallada',
      'taller-de-barro',
      'vela-de-copal',
    ])

    const products = await app.inject({ url: '/api/v1/shops/franquicia-centro/items' })
    expect(products.statusCode, products.body).toBe(200)
    const [canasta] = products.json().results
    expect(canasta).toMatchObject({
      name: 'Canasta artesanal',
      photos: ['/static/demo/mercado-vrt.svg', '/static/demo/ofertas-vrt.svg'],
      variants: { Tamaño: 'Mediana', Color: 'Natural' },
    })
    const services = await app.inject({ url: '/api/v1/shops/franquicia-centro/items?type=service' })
    expect(services.json().matches_estimated).toBe(1)
    const experiences = await app.inject({ url: '/api/v1/shops/franquicia-centro/items?type=experience' })
    expect(experiences.json().results[0]).toMatchObject({ name: 'Taller de barro', concluded: false })

    const [experience] = await db.select().from(items).where(eq(items.slug, 'taller-de-barro'))
    expect(experience!.experienceDate!.getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000)
  })

  it('finds the demo items with and without accents (decision 020)', async () => {
    await seedDemo(db)
    for (const [q, name] of [
      ['cafe', 'Café de Chiapas'],
      ['CAFÉ chiapas', 'Café de Chiapas'],
      ['artesania', 'Canasta artesanal'],
      ['algodon', 'Rebozo de algodón'],
      ['anil', 'Rebozo de algodón'],
      ['instalacion', 'Instalación de paneles'],
      ['barro', 'Taller de barro'],
    ]) {
      const response = await app.inject({ url: `/api/v1/items/search?q=${encodeURIComponent(q!)}` })
      expect(
        response.json().results.map((i: { name: string }) => i.name),
        q,
      ).toContain(name)
    }
    const suppliers = await app.inject({ url: '/api/v1/public/dssuppliers' })
    expect(suppliers.json().results.map((s: { name: string }) => s.name)).toEqual([
      'Proveedora del Centro',
      'Taller del Norte',
    ])
  })

  it('seeds demo’s catalogues once, in order', async () => {
    await seedDemo(db)
    const list = await app.inject({ url: '/api/v1/shops/demo/catalogues' })
    expect(list.json().results.map((c: { slug: string }) => c.slug)).toEqual([
      'cocina',
      'textiles',
      'regalos',
      'temporada',
      'jardin',
    ])
  })

  it('makes demo sell at least 12 items of 3 suppliers, and a second seed adds nothing', async () => {
    await seedDemo(db)
    const count = async () => ({
      users: (await db.select().from(users)).length,
      items: (await db.select().from(items)).length,
      shopItems: (await db.select().from(shopItems)).length,
      settings: (await db.select().from(supplierSettings)).length,
      carts: (await db.select().from(carts)).length,
      lines: (await db.select().from(cartLines)).length,
    })
    const before = await count()
    await seedDemo(db)
    expect(await count()).toEqual(before)
    // demo's 7 resold items and Rita's 3: two she chose, one more from her copy of Regalos (decisions 069, 070).
    expect(before).toMatchObject({ shopItems: 10, settings: 2, carts: 1, lines: 3 })

    const lists = await Promise.all(
      ['product', 'service', 'experience'].map(
        async (type) =>
          (await app.inject({ url: `/api/v1/shops/demo/items?type=${type}&limit=50` })).json().results,
      ),
    )
    const sold = lists.flat() as { name: string; owner_id: string }[]
    expect(sold.length).toBeGreaterThanOrEqual(12)
    expect(new Set(sold.map((item) => item.owner_id)).size).toBe(3)
    expect(sold.map((item) => item.name)).toEqual(
      expect.arrayContaining(['Jarro de barro negro', 'Canasta artesanal', 'Silla de madera tallada']),
    )
  })

  it('gives Carla a cart in demo with lines of two suppliers, configured, and Taller unconfigured', async () => {
    await seedDemo(db)
    const cookie = await loginAs(app, 'cliente@demo.test', DEMO_PASSWORD)
    const cart = await app.inject({ url: '/api/v1/shops/demo/cart', headers: { cookie } })
    expect(cart.statusCode, cart.body).toBe(200)
    const view = cart.json()
    expect(
      view.orders.map((o: { supplier: { name: string }; is_configured: boolean }) => [
        o.supplier.name,
        o.is_configured,
      ]),
    ).toEqual([
      ['Ana Administradora', true],
      ['Proveedora del Centro', true],
    ])
    expect(view.count).toBe(4)
    expect(view.orders[0].supplier_info.enabled_payment_types).toEqual([...PAYMENT_TYPES])
    expect(view.orders[0].dssupplier_info).toEqual({ fixed_shipping_cost: 9_900, fixed_shipping_days: 3 })

    const [silla] = await db.select().from(items).where(eq(items.slug, 'silla-de-madera-tallada'))
    const added = await app.inject({
      method: 'POST',
      url: '/api/v1/shops/demo/cart/lines',
      headers: { cookie },
      payload: { item_id: silla!.id, quantity: 1 },
    })
    const taller = added
      .json()
      .orders.find((o: { supplier: { name: string } }) => o.supplier.name === 'Taller del Norte')
    expect(taller).toMatchObject({ is_configured: false, supplier_info: { enabled_payment_types: [] } })
  })

  it('gives an older demo database every payment method, unless its supplier changed them by hand', async () => {
    await seedDemo(db)
    const ana = (await db.select().from(users).where(eq(users.email, 'admin@demo.test')))[0]!
    const proveedora = (await db.select().from(users).where(eq(users.email, 'proveedor@demo.test')))[0]!
    await db
      .update(supplierSettings)
      .set({ enabledPaymentTypes: ['card', 'store'] })
      .where(eq(supplierSettings.userId, ana.id))
    await db
      .update(supplierSettings)
      .set({ enabledPaymentTypes: ['card'] })
      .where(eq(supplierSettings.userId, proveedora.id))
    await seedDemo(db)
    const typesOf = async (userId: string) =>
      (await db.select().from(supplierSettings).where(eq(supplierSettings.userId, userId)))[0]!
        .enabledPaymentTypes
    expect(await typesOf(ana.id)).toEqual([...PAYMENT_TYPES])
    expect(await typesOf(proveedora.id)).toEqual(['card'])
    await db
      .update(supplierSettings)
      .set({ enabledPaymentTypes: [...PAYMENT_TYPES] })
      .where(eq(supplierSettings.userId, proveedora.id))
  })

  it('gives Carla a saved delivery address the checkout offers', async () => {
    await seedDemo(db)
    await seedDemo(db)
    const cookie = await loginAs(app, 'cliente@demo.test', DEMO_PASSWORD)
    const saved = await app.inject({ url: '/api/v1/me/addresses', headers: { cookie } })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().results).toEqual([
      expect.objectContaining({ city: 'Ciudad de México', province_code: 'CMX', postcode: '06700' }),
    ])
  })

  it('gives Carla one shared checkout whose link opens in demo, the vela’s moved price listed (decision 054)', async () => {
    await seedDemo(db)
    await seedDemo(db)
    const shared = await db
      .select({ id: checkouts.id })
      .from(checkouts)
      .where(eq(checkouts.publicSlug, 'regalo-de-carla'))
    expect(shared).toHaveLength(1)
    const view = await app.inject({ url: '/api/v1/shops/demo/shared-checkouts/regalo-de-carla' })
    expect(view.statusCode, view.body).toBe(200)
    const products = view
      .json()
      .cart.orders.flatMap((o: { aggregated: { products: { name: string }[] }[] }) =>
        o.aggregated.flatMap((g) => g.products.map((p) => p.name)),
      )
    expect(products).toEqual(['Molcajete de piedra', 'Vela aromática de copal', 'Rebozo de algodón'])
    expect(view.json().price_changes).toEqual([
      expect.objectContaining({
        shared_price: { amount: 10_000, currency: 'MXN' },
        price: { amount: 12_000, currency: 'MXN' },
      }),
    ])
  })

  it('lists Ana’s and the resold products on /demo/productos', async () => {
    await seedDemo(db)
    const response = await app.inject('/demo/productos')
    expect(response.statusCode).toBe(200)
    const html = response.body.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
    for (const name of [
      'Jarro de barro negro',
      'Playera bordada',
      'Canasta artesanal',
      'Mesa de centro de mezquite',
    ]) {
      expect(html, name).toContain(name)
    }
    // A resold item's page in demo, under its supplier's id, as the cards link it.
    const [canasta] = await db.select().from(items).where(eq(items.slug, 'canasta-artesanal'))
    const detail = await app.inject(`/demo/productos/${canasta!.ownerId}/${canasta!.id}`)
    expect(detail.statusCode).toBe(200)
    expect(detail.body).toContain('Proveedora del Centro')
  })

  it('makes Rita’s shop resell Proveedora’s products (two chosen, one more from her copy of Regalos), restricted to Proveedora (decisions 069, 070)', async () => {
    await seedDemo(db)
    const list = await app.inject('/api/v1/shops/tienda-afiliada/items')
    expect(list.json().results.map((item: { name: string }) => item.name)).toEqual([
      'Canasta artesanal',
      'Café de Chiapas',
      'Rebozo de algodón',
    ])
    const rita = await loginAs(app, 'revendedor@demo.test', DEMO_PASSWORD)
    const [mesa] = await db.select().from(items).where(eq(items.slug, 'mesa-de-mezquite'))
    const refused = await app.inject({
      method: 'PUT',
      url: `/api/v1/shops/tienda-afiliada/resold-items/${mesa!.id}`,
      headers: { cookie: rita },
    })
    expect(refused.json().error.code).toBe('supplier_restricted')
  })
})

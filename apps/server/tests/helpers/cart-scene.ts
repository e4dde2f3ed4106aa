import { eq } from 'drizzle-orm'
import { cartLines, carts } from '../../src/modules/cart/cart.tables.ts'
import type { users } from '../../src/modules/identity/identity.tables.ts'
import { shopItems, supplierSettings } from '../../src/modules/resale/resale.tables.ts'
import { createItem } from '../factories/items.ts'
import { createShop } from '../factories/shops.ts'
import { createUser, loginAs } from '../factories/users.ts'
import { createTestApp } from './test-app.ts'

type Json = Record<string, unknown>

/** The cart's answer as the tests read it. */
export interface View {
  id: string | null
  count: number
  totals: { amount: number; currency: string }[]
  warnings: { code: string; params: Record<string, number>; line_id?: string }[]
  orders: {
    supplier: { id: string; name: string }
    dssupplier: { id: string; name: string } | null
    total: number
    amount: number
    is_configured: boolean
    supplier_info: { enabled_payment_types: string[] }
    dssupplier_info: { fixed_shipping_cost: number | null; fixed_shipping_days: number | null } | null
    aggregated: {
      products: {
        line_id: string | null
        id: string
        name: string
        quantity: number
        total: number
        variants: Record<string, string>
        unavailable: string | null
        url: string
      }[]
    }[]
  }[]
}
export const products = (view: View) => view.orders.flatMap((o) => o.aggregated.flatMap((g) => g.products))
export const quantities = (view: View) => Object.fromEntries(products(view).map((p) => [p.name, p.quantity]))

/**
 * The cart test files' common ground (002 §3–§5; decisions 041, 042): the shop `crt-shop` of Olga sells
 * her own items and two of Rita's (a dropshipping supplier); each test takes a fresh signed-in customer.
 */
export async function cartScene() {
  const { app, database } = await createTestApp()
  const db = database.db

  // The shop `crt-shop` of Olga sells her own items and two of Rita's (a dropshipping supplier).
  const owner = await createUser(db, { email: 'crt-owner@example.test', name: 'Olga Tienda', slug: 'olga' })
  const shop = await createShop(db, owner.id, { slug: 'crt-shop' })
  const reseller = await createUser(db, { email: 'crt-rita@example.test', name: 'Rita Proveedora' })
  const stranger = await createUser(db, { email: 'crt-stranger@example.test', name: 'Sin Tienda' })

  const jarro = await createItem(db, owner.id, { name: 'Jarro', listPrice: 12_000, available: 5 })
  const limited = await createItem(db, owner.id, {
    name: 'Mezcal',
    listPrice: 50_000,
    available: 10,
    maxPurchaseAmount: 2,
  })
  const onDemand = await createItem(db, owner.id, {
    name: 'Retrato',
    listPrice: 90_000,
    stockType: 'ondemand',
    available: 0,
  })
  const shirt = await createItem(db, owner.id, {
    name: 'Camisa',
    listPrice: 30_000,
    available: 20,
    variants: { Talla: 'Chica, Mediana, Grande', Color: 'Añil' },
  })
  const soldOut = await createItem(db, owner.id, { name: 'Agotado', available: 0 })
  const disabled = await createItem(db, owner.id, { name: 'Apagado', disabled: true })
  const resold = await createItem(db, reseller.id, {
    name: 'Rebozo revendido',
    listPrice: 40_000,
    available: 8,
    isDropshipping: true,
  })
  const resold2 = await createItem(db, reseller.id, { name: 'Canasta revendida', listPrice: 15_000 })
  const notSold = await createItem(db, stranger.id, { name: 'Ajeno', listPrice: 1_000 })
  await db.insert(shopItems).values([
    { shopId: shop.id, itemId: resold.id },
    { shopId: shop.id, itemId: resold2.id },
  ])
  await db.insert(supplierSettings).values({
    userId: owner.id,
    isConfigured: true,
    enabledPaymentTypes: ['card', 'store'],
    fixedShippingCost: 9_900,
    fixedShippingDays: 3,
  })

  let n = 0
  /** A fresh customer (each test works on its own cart), signed in. */
  async function customer(overrides: Partial<typeof users.$inferInsert> = {}) {
    n += 1
    const user = await createUser(db, { email: `crt-customer-${n}@example.test`, ...overrides })
    return { user, cookie: await loginAs(app, user.email) }
  }

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    cookie: string,
    payload?: unknown,
  ) =>
    app.inject({
      method,
      url: `/api/v1/shops/crt-shop/cart${path}`,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as Json }),
    })
  const add = (cookie: string, payload: unknown) => call('POST', '/lines', cookie, payload)
  const storedLines = async (userId: string) =>
    db
      .select({ itemId: cartLines.itemId, quantity: cartLines.quantity, variants: cartLines.variants })
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .where(eq(carts.customerId, userId))
      .orderBy(cartLines.addedAt)
  return {
    app,
    db,
    owner,
    shop,
    reseller,
    stranger,
    jarro,
    limited,
    onDemand,
    shirt,
    soldOut,
    disabled,
    resold,
    resold2,
    notSold,
    customer,
    call,
    add,
    storedLines,
  }
}

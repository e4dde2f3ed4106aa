import { checkVariantChoice } from '@tianguis/core/cart/variants'
import { sql } from 'drizzle-orm'
import { checkoutLines, checkoutOrders, checkouts } from '../modules/checkout/checkout.tables.ts'
import type { Db } from '../platform/db/client.ts'
import { newId } from '../platform/ids.ts'
import { DEMO_USERS } from './demo-data/accounts.ts'
import { DEMO_ITEMS } from './demo-data/items.ts'
import { DEMO_SUPPLIER_SETTINGS } from './demo-data/selling.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Carla's shared checkout in `demo` (decision 054): two of Ana's products and Proveedora's rebozo,
 * shared as `/demo/comprar/compartido/regalo-de-carla`. The vela was cheaper when she shared it,
 * so the page shows the price notice. The checkout itself has expired (it is only the link's
 * template); its link ends in 2099 so the README's link keeps working.
 */
export const DEMO_SHARED_CHECKOUT = {
  id: 'chk_demo_shared_carla',
  shop: 'demo',
  customer: 'customer',
  publicSlug: 'regalo-de-carla',
  sharedUntil: new Date('2099-12-31T23:59:59Z'),
  lines: [
    { owner: 'admin', slug: 'molcajete-de-piedra', quantity: 1, unitPrice: null },
    // 100.00 then, 120.00 now.
    { owner: 'admin', slug: 'vela-de-copal', quantity: 3, unitPrice: 10_000 },
    { owner: 'supplier', slug: 'rebozo-de-algodon', quantity: 1, unitPrice: null },
  ],
} as const

/**
 * Writes the shared checkout once (matched by its fixed id): its orders copy the suppliers'
 * demo settings as a checkout would have when it began.
 */
export async function seedDemoSharedCheckout(
  tx: Tx,
  ids: {
    users: Map<string, string>
    shops: Map<string, string>
    items: (owner: string, slug: string) => string
  },
): Promise<void> {
  const demo = DEMO_SHARED_CHECKOUT
  const customerId = ids.users.get(demo.customer)!
  const email = DEMO_USERS.find((user) => user.key === demo.customer)!.email
  const [created] = await tx
    .insert(checkouts)
    .values({
      id: demo.id,
      shopId: ids.shops.get(demo.shop)!,
      customerId,
      status: 'expired',
      source: 'cart',
      currency: 'MXN',
      expiresAt: sql`now()`,
      contactEmail: email,
      publicSlug: demo.publicSlug,
      sharedUntil: demo.sharedUntil,
    })
    .onConflictDoNothing()
    .returning({ id: checkouts.id })
  if (!created) return

  const lines = demo.lines.map((line, position) => {
    const item = DEMO_ITEMS.find((i) => i.owner === line.owner && i.slug === line.slug)!
    const choice = checkVariantChoice(item.variants, {})
    if (!choice.ok) throw new Error(`the demo shared checkout's ${line.slug} needs a variant chosen`)
    const supplierId = ids.users.get(line.owner)!
    const unitPrice = line.unitPrice ?? item.listPrice
    return {
      id: newId('ckl'),
      checkoutId: demo.id,
      position,
      itemId: ids.items(line.owner, line.slug),
      name: item.name,
      photo: item.photos[0] ?? null,
      unitPrice,
      quantity: line.quantity,
      variants: choice.variants,
      total: unitPrice * line.quantity,
      currency: 'MXN',
      supplierId,
      // Proveedora's items are dropshipping items resold in Ana's shop (decision 041).
      dssupplierId: item.isDropshipping ? supplierId : null,
      margin: item.contributionMargin,
      stockType: 'stockType' in item ? item.stockType : ('onstock' as const),
      owner: line.owner,
    }
  })
  const owners = [...new Set(lines.map((line) => line.owner))]
  const orderIds = new Map(owners.map((owner) => [owner, newId('cko')]))
  await tx.insert(checkoutOrders).values(
    owners.map((owner, position) => {
      const settings = DEMO_SUPPLIER_SETTINGS.find((s) => s.user === owner)!
      const own = lines.filter((line) => line.owner === owner)
      return {
        id: orderIds.get(owner)!,
        checkoutId: demo.id,
        position,
        supplierId: ids.users.get(owner)!,
        dssupplierId: own[0]!.dssupplierId,
        currency: 'MXN',
        itemsTotal: own.reduce((sum, line) => sum + line.total, 0),
        enabledPaymentTypes: [...settings.enabledPaymentTypes],
        fixedShippingCost: settings.fixedShippingCost,
        fixedShippingDays: settings.fixedShippingDays,
        allowsCollection: settings.allowsCollection,
      }
    }),
  )
  await tx
    .insert(checkoutLines)
    .values(lines.map(({ owner, ...line }) => ({ ...line, checkoutOrderId: orderIds.get(owner)! })))
}

import { and, asc, eq, inArray } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { cartLines, carts } from '../src/modules/cart/cart.tables.ts'
import { checkouts, stockReservations } from '../src/modules/checkout/checkout.tables.ts'
import { users } from '../src/modules/identity/identity.tables.ts'
import { items } from '../src/modules/items/items.tables.ts'
import { outbox } from '../src/modules/notifications/outbox.tables.ts'
import { purchaseOrderLines, purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { paymentAttempts } from '../src/modules/payments/payments.tables.ts'
import { sandboxCharges } from '../src/platform/payments/sandbox/sandbox.tables.ts'
import { seedDemo } from '../src/seed/demo.ts'
import { DEMO_PASSWORD } from '../src/seed/demo-data/accounts.ts'
import { DEMO_ORDER_STATES } from '../src/seed/demo-data/order-states.ts'
import { DEMO_REVIEWS } from '../src/seed/demo-data/reviews.ts'
import { loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Carla's demo purchases (decisions 056, 058): one order in each state issues 12 and 13 place, made
 * by the checkout's flows in the seed, once; the stock they took; her cart untouched; their paid pages.
 */
const { app, database } = await createTestApp({ web: true })
const db = database.db
const IDS = [
  'chk_demo_paid_card',
  'chk_demo_store_payment',
  'chk_demo_own_delivery',
  'chk_demo_transfer',
  'chk_demo_cash_voucher',
  'chk_demo_wallet',
  'chk_demo_expired_transfer',
  'chk_demo_canceled',
]

const userId = async (email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id
const available = async (slug: string) =>
  (await db.select({ available: items.available }).from(items).where(eq(items.slug, slug)))[0]!.available
const count = async () => ({
  checkouts: (await db.select().from(checkouts)).length,
  orders: (await db.select().from(purchaseOrders)).length,
  lines: (await db.select().from(purchaseOrderLines)).length,
  attempts: (await db.select().from(paymentAttempts)).length,
  charges: (await db.select().from(sandboxCharges)).length,
  reservations: (await db.select().from(stockReservations)).length,
  emails: (await db.select().from(outbox)).length,
  stock: [
    await available('maceta-de-talavera'),
    await available('cafe-de-chiapas'),
    await available('vela-de-copal'),
    await available('jarro-de-barro-negro'),
    await available('canasta-artesanal'),
    await available('molcajete-de-piedra'),
    await available('rebozo-de-algodon'),
  ],
})
const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '').replace(/<!-- -->/g, '')

describe('Carla’s demo purchases', () => {
  it('are paid (card, wallet), awaiting payment (store, transfer, voucher), awaiting confirmation and expired, with their lines and totals', async () => {
    await seedDemo(db)
    const carla = await userId('cliente@demo.test')
    const ana = await userId('admin@demo.test')
    const proveedora = await userId('proveedor@demo.test')
    const placed = await db
      .select({ id: checkouts.id, status: checkouts.status, source: checkouts.source })
      .from(checkouts)
      .where(and(inArray(checkouts.id, IDS), eq(checkouts.customerId, carla)))
    expect(placed.map((c) => [c.id, c.status, c.source]).sort()).toEqual(
      IDS.map((id) => [id, 'paid', 'item']).sort(),
    )

    // These seven: her tickets (decision 083, seed-tickets.test.ts) are an order of their own.
    const orders = await db
      .select()
      .from(purchaseOrders)
      // Carla's delivered and reviewed orders are seed-reviews.test.ts's (decision 084); her orders moved
      // further along, seed-order-states.test.ts's (decision 080).
      .where(and(eq(purchaseOrders.customerId, carla), inArray(purchaseOrders.checkoutId, IDS)))
      .orderBy(asc(purchaseOrders.id))
    expect(
      orders.map((o) => ({
        checkout: o.checkoutId,
        status: o.status,
        paymentType: o.paymentType,
        supplier: o.supplierId,
        delivery: o.deliveryType,
        itemsTotal: o.itemsTotal,
        shippingCost: o.shippingCost,
        total: o.total,
      })),
    ).toEqual([
      // Maceta ×1 by the post's Estándar to her door (zone 1, 1 kg: $99), paid with her saved Visa.
      {
        checkout: 'chk_demo_paid_card',
        status: 'paid',
        paymentType: 'card',
        supplier: ana,
        delivery: 'to_address',
        itemsTotal: 42_000,
        shippingCost: 9_900,
        total: 51_900,
      },
      // Café ×2 by the broker's cheapest courier (Colibrí, zone 1, 2 kg: $89 + $12), a store reference.
      {
        checkout: 'chk_demo_store_payment',
        status: 'awaiting_payment',
        paymentType: 'store',
        supplier: proveedora,
        delivery: 'shipping',
        itemsTotal: 36_000,
        shippingCost: 10_100,
        total: 46_100,
      },
      // Vela ×4 by Ana's own delivery: nothing paid, its cost to be confirmed.
      {
        checkout: 'chk_demo_own_delivery',
        status: 'awaiting_confirmation',
        paymentType: null,
        supplier: ana,
        delivery: 'delivery',
        itemsTotal: 48_000,
        shippingCost: 0,
        total: 48_000,
      },
      // Jarro ×1 at Ana's fixed cost ($99, 3 days), a bank transfer waiting (decision 058).
      {
        checkout: 'chk_demo_transfer',
        status: 'awaiting_payment',
        paymentType: 'deposit',
        supplier: ana,
        delivery: 'fixed_delivery',
        itemsTotal: 24_000,
        shippingCost: 9_900,
        total: 33_900,
      },
      // Canasta ×1 collected at Proveedora's, a cash voucher waiting.
      {
        checkout: 'chk_demo_cash_voucher',
        status: 'awaiting_payment',
        paymentType: 'cash',
        supplier: proveedora,
        delivery: 'collection',
        itemsTotal: 45_000,
        shippingCost: 0,
        total: 45_000,
      },
      // Molcajete ×1 at Ana's fixed cost, paid at the sandbox wallet's page.
      {
        checkout: 'chk_demo_wallet',
        status: 'paid',
        paymentType: 'wallet',
        supplier: ana,
        delivery: 'fixed_delivery',
        itemsTotal: 68_000,
        shippingCost: 9_900,
        total: 77_900,
      },
      // Rebozo ×1 to collect, by a transfer never made: its hour passed.
      {
        checkout: 'chk_demo_expired_transfer',
        status: 'payment_expired',
        paymentType: 'deposit',
        supplier: proveedora,
        delivery: 'collection',
        itemsTotal: 89_000,
        shippingCost: 0,
        total: 89_000,
      },
      // Maceta ×1 again by the post, paid with her Visa, then canceled by her (decision 082).
      {
        checkout: 'chk_demo_canceled',
        status: 'canceled',
        paymentType: 'card',
        supplier: ana,
        delivery: 'to_address',
        itemsTotal: 42_000,
        shippingCost: 9_900,
        total: 51_900,
      },
    ])
    expect(
      orders.every((o) => o.address?.postcode === '06700' && o.contactEmail === 'cliente@demo.test'),
    ).toBe(true)
    const lines = await db
      .select()
      .from(purchaseOrderLines)
      .where(
        inArray(
          purchaseOrderLines.orderId,
          orders.map((o) => o.id),
        ),
      )
    expect(lines.map((l) => [l.name, l.quantity, l.unitPrice, l.total]).sort()).toEqual([
      ['Café de Chiapas', 2, 18_000, 36_000],
      ['Canasta artesanal', 1, 45_000, 45_000],
      ['Jarro de barro negro', 1, 24_000, 24_000],
      ['Maceta de talavera', 1, 42_000, 42_000],
      ['Maceta de talavera', 1, 42_000, 42_000],
      ['Molcajete de piedra', 1, 68_000, 68_000],
      ['Rebozo de algodón', 1, 89_000, 89_000],
      ['Vela aromática de copal', 4, 12_000, 48_000],
    ])

    const attempts = await db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.customerId, carla), inArray(paymentAttempts.checkoutId, IDS)))
    const card = attempts.find((a) => a.checkoutId === 'chk_demo_paid_card')!
    expect(card).toMatchObject({ status: 'approved', cardBrand: 'Visa', cardLast4: '4242', amount: 51_900 })
    const store = attempts.find((a) => a.checkoutId === 'chk_demo_store_payment')!
    expect(store).toMatchObject({ status: 'pending', amount: 46_100 })
    expect(store.reference).toMatch(/^93\d{12}$/)
    expect(store.referenceExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000)
    // Decision 058: a transfer and a voucher waiting with what their pages show, a wallet paid, a transfer expired.
    const transfer = attempts.find((a) => a.checkoutId === 'chk_demo_transfer')!
    expect(transfer).toMatchObject({
      status: 'pending',
      paymentType: 'deposit',
      amount: 33_900,
      reference: expect.stringMatching(/^\d{7}$/),
      details: { clabe: expect.stringMatching(/^\d{18}$/), bank: 'Banco Sandbox' },
    })
    expect(transfer.referenceExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000)
    expect(attempts.find((a) => a.checkoutId === 'chk_demo_cash_voucher')).toMatchObject({
      status: 'pending',
      paymentType: 'cash',
      reference: expect.stringMatching(/^\d{14}$/),
      details: { stores: expect.arrayContaining(['OXXO']) },
    })
    expect(attempts.find((a) => a.checkoutId === 'chk_demo_wallet')).toMatchObject({
      status: 'approved',
      paymentType: 'wallet',
      amount: 77_900,
    })
    const expired = attempts.find((a) => a.checkoutId === 'chk_demo_expired_transfer')!
    expect(expired).toMatchObject({ status: 'expired', paymentType: 'deposit' })
    // Its hour ended before the seed ran.
    expect(expired.referenceExpiresAt!.getTime()).toBeLessThan(Date.now())
    expect(attempts).toHaveLength(7)

    // The order emails wait in the outbox, never sent from the seed: one per purchase (her tickets'
    // too, decision 083, and her orders moved further along, decision 080), and a notice of each
    // later step (the transfer expired, the maceta canceled; decision 082; and the steps of her orders
    // moved further along).
    const emails = await db.select().from(outbox).where(eq(outbox.recipient, 'cliente@demo.test'))
    // One per purchase: these eight, her tickets' and her reviewed ones (seed-tickets.test.ts,
    // seed-reviews.test.ts), her orders moved further along, the later steps' notices, and one for
    // each of her two returns (decision 091).
    const stepNotices = emails.filter((e) => e.meta.kind === 'order_step')
    expect(emails.filter((e) => e.meta.kind === 'return_started')).toHaveLength(2)
    expect(emails.map((e) => e.status)).toEqual(
      Array(IDS.length + 1 + DEMO_REVIEWS.length + DEMO_ORDER_STATES.length + stepNotices.length + 2).fill(
        'held',
      ),
    )
    // Each step of her orders moved further along is told too.
    // Packing (decision 087) is not a step of the order's state: nothing is told.
    const furtherSteps = DEMO_ORDER_STATES.flatMap((state) =>
      state.steps.map((step) => step.event).filter((event) => event !== 'pack'),
    )
    expect(stepNotices.map((e) => e.meta.event).sort()).toEqual(['cancel', 'expire', ...furtherSteps].sort())
  })

  it('take the stock they sold, hold none, leave Carla’s cart as it was, and are made once', async () => {
    await seedDemo(db)
    const before = await count()
    // The demo's stock (8, 40, 50; 12, 25, 4 and 6) less what was bought; the expired transfer's rebozo and the
    // canceled maceta came back. Her orders moved further along (decision 080) took one maceta, jarro
    // and canasta more and three cafés (the franchise's order being packed, decision 087), and the two
    // candles of the one she canceled came back. One more canasta went in Rita's resale collected
    // days ago (decision 090).
    expect(before.stock).toEqual([6, 35, 46, 10, 22, 3, 6])
    const reservations = await db
      .select({ status: stockReservations.status, quantity: stockReservations.quantity })
      .from(stockReservations)
      .where(inArray(stockReservations.checkoutId, IDS))
    expect(reservations.map((r) => [r.status, r.quantity]).sort()).toEqual([
      // The expired transfer's rebozo and the canceled maceta, given back.
      ['released', 1],
      ['released', 1],
      ['sold', 1],
      ['sold', 1],
      ['sold', 1],
      ['sold', 1],
      ['sold', 2],
      ['sold', 4],
    ])

    const carla = await userId('cliente@demo.test')
    const [cart] = await db.select().from(carts).where(eq(carts.customerId, carla))
    expect(await db.select().from(cartLines).where(eq(cartLines.cartId, cart!.id))).toHaveLength(3)
    const cookie = await loginAs(app, 'cliente@demo.test', DEMO_PASSWORD)
    const view = (await app.inject({ url: '/api/v1/shops/demo/cart', headers: { cookie } })).json()
    expect(view.orders.map((o: { supplier: { name: string } }) => o.supplier.name)).toEqual([
      'Ana Administradora',
      'Proveedora del Centro',
    ])

    await seedDemo(db)
    expect(await count()).toEqual(before)
  })
})

describe('the purchase Carla canceled (decision 082)', () => {
  it('keeps her reason and message, gave the maceta back and refunded her card at the sandbox', async () => {
    await seedDemo(db)
    const [order] = await db
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.checkoutId, 'chk_demo_canceled'))
    expect(order).toMatchObject({
      status: 'canceled',
      cancelReason: 'duplicated_transaction',
      cancelMessage: 'Compré la misma maceta dos veces, perdón.',
    })
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.checkoutId, 'chk_demo_canceled'))
    expect(attempt!.status).toBe('refunded')
    const [charge] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, attempt!.chargeId!))
    expect(charge!.refunded).toBe(51_900)
    // Ana, who sells it, was told too.
    const toAna = await db.select().from(outbox).where(eq(outbox.recipient, 'admin@demo.test'))
    expect(toAna.map((m) => m.subject)).toContain(`Pedido ${order!.id}: Cancelado`)
  })
})

describe('their paid pages', () => {
  it('show Carla each purchase’s state, and are another person’s 404', async () => {
    await seedDemo(db)
    const cookie = await loginAs(app, 'cliente@demo.test', DEMO_PASSWORD)
    const page = async (id: string, as = cookie) => {
      const response = await app.inject({ url: `/demo/pagado/${id}`, headers: { cookie: as } })
      return { status: response.statusCode, html: shown(response.body) }
    }

    const card = await page('chk_demo_paid_card')
    expect(card.status).toBe(200)
    expect(card.html).toContain('¡Gracias por tu compra!')
    expect(card.html).toContain('Maceta de talavera × 1')
    expect(card.html).toContain('Pagado con Visa terminada en 4242')
    expect(card.html).toMatch(/Total pagado<\/span><span>\$519\.00/)

    const store = await page('chk_demo_store_payment')
    expect(store.status).toBe(200)
    expect(store.html).toContain('Café de Chiapas × 2')
    expect(store.html).toMatch(
      /Tu pago está pendiente\. Antes del [^<]+\d{4}[^<]*, paga en tienda con la referencia 93\d{12}\./,
    )
    expect(store.html).toMatch(/Total a pagar<\/span><span>\$461\.00/)
    expect(store.html).not.toContain('Total pagado')

    const placed = await page('chk_demo_own_delivery')
    expect(placed.status).toBe(200)
    expect(placed.html).toContain('¡Pedido realizado!')
    expect(placed.html).toContain('Vela aromática de copal × 4')
    expect(placed.html).toContain('Esperando que el vendedor confirme la fecha y el costo de entrega.')
    expect(placed.html).not.toContain('Total pagado')

    const ana = await loginAs(app, 'admin@demo.test', DEMO_PASSWORD)
    expect((await page('chk_demo_paid_card', ana)).status).toBe(404)
  })
})

describe('the purchases of every method (decision 058)', () => {
  it('answer Carla their payment: the transfer’s account, the voucher’s stores, the wallet paid, the transfer expired', async () => {
    await seedDemo(db)
    const cookie = await loginAs(app, 'cliente@demo.test', DEMO_PASSWORD)
    const paymentOf = async (id: string) =>
      (await app.inject({ url: `/api/v1/shops/demo/checkouts/${id}`, headers: { cookie } })).json().payment
    expect(await paymentOf('chk_demo_transfer')).toMatchObject({
      type: 'deposit',
      status: 'pending',
      reference: expect.stringMatching(/^\d{7}$/),
      payment_metadata: {
        clabe: expect.stringMatching(/^000180\d{12}$/),
        bank: 'Banco Sandbox',
        beneficiary: 'Tianguis Pagos Sandbox',
      },
    })
    const voucher = await paymentOf('chk_demo_cash_voucher')
    expect(voucher).toMatchObject({
      type: 'cash',
      status: 'pending',
      payment_metadata: {
        barcode: voucher.reference,
        stores: ['OXXO', 'Farmacias del Ahorro', '7-Eleven', 'Walmart'],
      },
    })
    expect(await paymentOf('chk_demo_wallet')).toMatchObject({ type: 'wallet', status: 'approved' })
    expect(await paymentOf('chk_demo_expired_transfer')).toMatchObject({ type: 'deposit', status: 'expired' })
    // The voucher can be paid at the sandbox, as the README says; the expired transfer no longer.
    const paid = await app.inject({
      method: 'POST',
      url: `/api/v1/sandbox/payments/references/${voucher.reference}/pay`,
    })
    expect(paid.json()).toMatchObject({ reference: voucher.reference, status: 'paid' })
    const late = await app.inject({
      method: 'POST',
      url: `/api/v1/sandbox/payments/references/${(await paymentOf('chk_demo_expired_transfer')).reference}/pay`,
    })
    expect(late.json().error.code).toBe('payment_reference_expired')
  })
})

// Last: it takes the card purchase away from this file's database.
describe('an older demo database', () => {
  it('leaves out a purchase the shop refuses now, with a warning, and writes nothing of it', async () => {
    await seedDemo(db)
    // As if the card purchase had never been made and Ana had sold every maceta meanwhile.
    await db.delete(purchaseOrders).where(eq(purchaseOrders.checkoutId, 'chk_demo_paid_card'))
    await db.delete(paymentAttempts).where(eq(paymentAttempts.checkoutId, 'chk_demo_paid_card'))
    await db.delete(checkouts).where(eq(checkouts.id, 'chk_demo_paid_card'))
    await db.update(items).set({ available: 0 }).where(eq(items.slug, 'maceta-de-talavera'))
    const before = await count()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      await seedDemo(db)
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/^The demo purchase chk_demo_paid_card was left out: /),
      )
    } finally {
      warn.mockRestore()
    }
    expect(await count()).toEqual(before)
  })
})

import { randomBytes } from 'node:crypto'
import type { Address, Checkout, DeliveryType, NewAddressBody } from '@tianguis/core/contracts/checkout'
import { parsePhone } from '@tianguis/core/phone'
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { newId } from '../../platform/ids.ts'
import { addresses, checkoutLines, checkoutOrders, checkouts, stockReservations } from './checkout.tables.ts'

/**
 * How long a checkout lives (decision 048): long enough to fill in contact, address, delivery
 * and a card with a 3-D Secure step, short enough that stock held by an abandoned payment comes
 * back soon. 15 minutes, as common checkouts (Shopify holds inventory ~10, ticketing 10–20).
 */
export const CHECKOUT_MINUTES = 15

export type CheckoutRow = typeof checkouts.$inferSelect
export type CheckoutOrderRow = typeof checkoutOrders.$inferSelect
export type CheckoutLineRow = typeof checkoutLines.$inferSelect

export interface LoadedCheckout {
  checkout: CheckoutRow
  orders: CheckoutOrderRow[]
  lines: CheckoutLineRow[]
}

export interface NewCheckout {
  shopId: string
  customerId: string
  source: CheckoutRow['source']
  currency: string
  warnings: CheckoutRow['warnings']
  referral: string | null
  campaign: string | null
  clickId: string | null
  contactEmail: string | null
  orders: {
    supplierId: string
    dssupplierId: string | null
    enabledPaymentTypes: string[]
    fixedShippingCost: number | null
    fixedShippingDays: number | null
    allowsCollection: boolean
    lines: {
      cartLineId: string | null
      itemId: string
      name: string
      photo: string | null
      unitPrice: number
      quantity: number
      variants: Record<string, string>
      currency: string
      supplierId: string
      dssupplierId: string | null
      margin: number | null
      stockType: 'onstock' | 'ondemand'
    }[]
  }[]
}

/** Writes a new checkout, its orders and lines (three statements). */
export async function insertCheckout(ctx: ServiceContext, data: NewCheckout): Promise<CheckoutRow> {
  const id = newId('chk')
  const [row] = await ctx.db
    .insert(checkouts)
    .values({
      id,
      shopId: data.shopId,
      customerId: data.customerId,
      source: data.source,
      currency: data.currency,
      warnings: data.warnings,
      referral: data.referral,
      campaign: data.campaign,
      clickId: data.clickId,
      contactEmail: data.contactEmail,
      expiresAt: sql`now() + make_interval(mins => ${CHECKOUT_MINUTES})`,
    })
    .returning()
  const orderRows: (typeof checkoutOrders.$inferInsert)[] = []
  const lineRows: (typeof checkoutLines.$inferInsert)[] = []
  data.orders.forEach((order, position) => {
    const orderId = newId('cko')
    let itemsTotal = 0
    for (const line of order.lines) {
      const total = line.unitPrice * line.quantity
      itemsTotal += total
      lineRows.push({
        ...line,
        id: newId('ckl'),
        checkoutId: id,
        checkoutOrderId: orderId,
        position: lineRows.length,
        total,
      })
    }
    orderRows.push({
      id: orderId,
      checkoutId: id,
      position,
      supplierId: order.supplierId,
      dssupplierId: order.dssupplierId,
      currency: data.currency,
      itemsTotal,
      enabledPaymentTypes: order.enabledPaymentTypes,
      fixedShippingCost: order.fixedShippingCost,
      fixedShippingDays: order.fixedShippingDays,
      allowsCollection: order.allowsCollection,
    })
  })
  await ctx.db.insert(checkoutOrders).values(orderRows)
  await ctx.db.insert(checkoutLines).values(lineRows)
  return row!
}

/**
 * The viewer's checkout in the route's shop, with its orders and lines. Another customer's (or
 * another shop's) is 404, as if it did not exist (quality case 1). `forUpdate` locks the row.
 */
export async function loadCheckout(
  ctx: ServiceContext,
  checkoutId: string,
  options: { customerId?: string; forUpdate?: boolean } = {},
): Promise<LoadedCheckout> {
  const customerId = options.customerId ?? ctx.viewer.userId
  if (!customerId) throw new AppError('not_found')
  const query = ctx.db
    .select()
    .from(checkouts)
    .where(
      and(
        eq(checkouts.id, checkoutId),
        eq(checkouts.customerId, customerId),
        ...(ctx.shop ? [eq(checkouts.shopId, ctx.shop.id)] : []),
      ),
    )
  const [checkout] = options.forUpdate ? await query.for('update') : await query
  if (!checkout) throw new AppError('not_found')
  const readOrders = () =>
    ctx.db
      .select()
      .from(checkoutOrders)
      .where(eq(checkoutOrders.checkoutId, checkoutId))
      .orderBy(asc(checkoutOrders.position))
  const readLines = () =>
    ctx.db
      .select()
      .from(checkoutLines)
      .where(eq(checkoutLines.checkoutId, checkoutId))
      .orderBy(asc(checkoutLines.position))
  // A transaction is one connection: its statements go one after another.
  const [orders, lines] = ctx.pending
    ? [await readOrders(), await readLines()]
    : await Promise.all([readOrders(), readLines()])
  return { checkout, orders, lines }
}

/** Whether the countdown has run out for a checkout still being filled in. */
export function isExpired(checkout: CheckoutRow, now = new Date()): boolean {
  return checkout.status === 'expired' || (checkout.status === 'open' && checkout.expiresAt <= now)
}

/** Changes are only taken while the checkout is open and its countdown runs (409 otherwise). */
export function assertOpen(checkout: CheckoutRow): void {
  if (isExpired(checkout)) throw new AppError('checkout_expired')
  if (checkout.status !== 'open') throw new AppError('checkout_not_open')
}

/** An order's shipping cost, or null until its delivery is chosen. */
export function orderTotal(order: CheckoutOrderRow): number {
  return order.itemsTotal + (order.shippingCost ?? 0)
}

export function grandTotal(loaded: LoadedCheckout): number {
  return loaded.orders.reduce((sum, order) => sum + orderTotal(order), 0)
}

/** Contact, and every order's delivery, and an address when a delivery needs one. */
export function readyToPay(loaded: LoadedCheckout): boolean {
  const { checkout, orders } = loaded
  if (!checkout.contactEmail) return false
  if (orders.some((order) => order.deliveryType === null)) return false
  const needsAddress = orders.some(
    (order) => order.deliveryType === 'to_address' || order.deliveryType === 'fixed_delivery',
  )
  return !needsAddress || checkout.address !== null
}

/** The payment types every order accepts (a master checkout is paid once). */
export function commonPaymentTypes(orders: readonly CheckoutOrderRow[]): string[] {
  if (orders.length === 0) return []
  return orders[0]!.enabledPaymentTypes.filter((type) =>
    orders.every((order) => order.enabledPaymentTypes.includes(type)),
  )
}

/** The checkout as the API answers it. `names`: the suppliers' display names. */
export function presentCheckout(
  loaded: LoadedCheckout,
  shop: { id: string; slug: string; name: string },
  names: Map<string, { name: string }>,
): Checkout {
  const { checkout, orders, lines } = loaded
  const party = (id: string | null) => (id ? { id, name: names.get(id)?.name ?? '', slug: null } : null)
  return {
    id: checkout.id,
    shop,
    status: isExpired(checkout) ? 'expired' : checkout.status,
    expires_at: checkout.expiresAt.toISOString(),
    contact: checkout.contactEmail ? { email: checkout.contactEmail, phone: checkout.contactPhone } : null,
    address: checkout.address,
    orders: orders.map((order) => ({
      id: order.id,
      supplier: party(order.supplierId)!,
      dssupplier: party(order.dssupplierId),
      currency: order.currency,
      lines: lines
        .filter((line) => line.checkoutOrderId === order.id)
        .map((line) => ({
          id: line.id,
          item_id: line.itemId,
          name: line.name,
          photo: line.photo,
          unit_price: line.unitPrice,
          quantity: line.quantity,
          variants: line.variants,
          total: line.total,
          currency: line.currency,
          supplier_id: line.supplierId,
          dssupplier_id: line.dssupplierId,
        })),
      delivery: order.deliveryType
        ? {
            delivery_type: order.deliveryType as DeliveryType,
            rate_id: order.rateId,
            agency_id: order.agencyId,
            carrier: order.carrier,
            service: order.service,
            days: order.days,
          }
        : null,
      shipping_cost: order.shippingCost,
      items_total: order.itemsTotal,
      total: orderTotal(order),
      enabled_payment_types: order.enabledPaymentTypes,
      fixed_delivery:
        order.fixedShippingCost !== null
          ? { price: order.fixedShippingCost, days: order.fixedShippingDays }
          : null,
      allows_collection: order.allowsCollection,
    })),
    grand_total: { amount: grandTotal(loaded), currency: checkout.currency },
    enabled_payment_types: commonPaymentTypes(orders),
    warnings: checkout.warnings as Checkout['warnings'],
    ready_to_pay: readyToPay(loaded),
    public_slug: checkout.publicSlug,
    order_ids: checkout.orderIds,
  }
}

export async function setContact(
  ctx: ServiceContext,
  checkoutId: string,
  contact: { email: string; phone: string | null },
): Promise<void> {
  await ctx.db
    .update(checkouts)
    .set({ contactEmail: contact.email, contactPhone: contact.phone, updatedAt: sql`now()` })
    .where(eq(checkouts.id, checkoutId))
}

function presentAddress(row: typeof addresses.$inferSelect): Address {
  return {
    id: row.id,
    recipient: row.recipient,
    street: row.street,
    exterior_number: row.exteriorNumber,
    interior_number: row.interiorNumber,
    neighbourhood: row.neighbourhood,
    city: row.city,
    province_name: row.provinceName,
    province_code: row.provinceCode,
    postcode: row.postcode,
    country: row.country,
    phone: row.phone,
    references: row.references,
  }
}

/** The viewer's saved addresses, newest first. */
export async function listAddresses(ctx: ServiceContext): Promise<Address[]> {
  const rows = await ctx.db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, ctx.viewer.userId!))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(50)
  return rows.map(presentAddress)
}

/** A saved address of the viewer (another customer's is 404), or a new one, saved unless `save: false`. */
export async function chooseAddress(
  ctx: ServiceContext,
  checkoutId: string,
  body: { address_id: string } | NewAddressBody,
): Promise<Address> {
  const customerId = ctx.viewer.userId!
  let chosen: Address
  if ('address_id' in body) {
    const [row] = await ctx.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, body.address_id), eq(addresses.customerId, customerId)))
    if (!row) throw new AppError('address_not_found')
    chosen = presentAddress(row)
  } else {
    const { save = true, ...fields } = body
    chosen = {
      id: newId('adr'),
      recipient: fields.recipient,
      street: fields.street,
      exterior_number: fields.exterior_number,
      interior_number: fields.interior_number || null,
      neighbourhood: fields.neighbourhood || null,
      city: fields.city,
      province_name: fields.province_name,
      province_code: fields.province_code.toUpperCase(),
      postcode: fields.postcode.toUpperCase(),
      country: fields.country,
      phone: parsePhone(fields.phone, fields.country)?.national ?? '',
      references: fields.references || null,
    }
    if (chosen.phone === '') {
      throw new AppError('invalid_request', { fields: { phone: { problem: 'invalid_format' } } })
    }
    if (save) {
      await ctx.db.insert(addresses).values({
        id: chosen.id,
        customerId,
        recipient: chosen.recipient,
        street: chosen.street,
        exteriorNumber: chosen.exterior_number,
        interiorNumber: chosen.interior_number,
        neighbourhood: chosen.neighbourhood,
        city: chosen.city,
        provinceName: chosen.province_name,
        provinceCode: chosen.province_code,
        postcode: chosen.postcode,
        country: chosen.country,
        phone: chosen.phone,
        references: chosen.references,
      })
    }
  }
  // A new address makes the quotes and the carrier deliveries chosen for the old one stale.
  await ctx.db
    .update(checkouts)
    .set({ address: chosen, updatedAt: sql`now()` })
    .where(eq(checkouts.id, checkoutId))
  await ctx.db
    .update(checkoutOrders)
    .set({
      quotes: [],
      deliveryType: null,
      rateId: null,
      agencyId: null,
      carrier: null,
      service: null,
      days: null,
      shippingCost: null,
    })
    .where(
      and(
        eq(checkoutOrders.checkoutId, checkoutId),
        inArray(checkoutOrders.deliveryType, ['to_address', 'to_branch']),
      ),
    )
  await ctx.db.update(checkoutOrders).set({ quotes: [] }).where(eq(checkoutOrders.checkoutId, checkoutId))
  return chosen
}

export async function storeQuotes(
  ctx: ServiceContext,
  orderId: string,
  quotes: CheckoutOrderRow['quotes'],
): Promise<void> {
  await ctx.db.update(checkoutOrders).set({ quotes }).where(eq(checkoutOrders.id, orderId))
}

export async function setDelivery(
  ctx: ServiceContext,
  orderId: string,
  delivery: {
    deliveryType: DeliveryType
    rateId: string | null
    agencyId: string | null
    carrier: string | null
    service: string | null
    days: number | null
    shippingCost: number
  },
): Promise<void> {
  await ctx.db.update(checkoutOrders).set(delivery).where(eq(checkoutOrders.id, orderId))
}

/**
 * open → paying, only while the countdown runs (one conditional UPDATE): of two payers of one
 * checkout, one wins. Answers why not otherwise.
 */
export async function beginPaying(ctx: ServiceContext, checkoutId: string): Promise<void> {
  const rows = await ctx.db
    .update(checkouts)
    .set({ status: 'paying', updatedAt: sql`now()` })
    .where(
      and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'open'), gt(checkouts.expiresAt, sql`now()`)),
    )
    .returning({ id: checkouts.id })
  if (rows.length === 0) {
    const [row] = await ctx.db
      .select({ status: checkouts.status })
      .from(checkouts)
      .where(eq(checkouts.id, checkoutId))
    throw new AppError(
      row?.status === 'open' || row?.status === 'expired' ? 'checkout_expired' : 'checkout_not_open',
    )
  }
}

/** paying → open after a declined payment: a new attempt may follow. False when it is not paying. */
export async function reopenCheckout(ctx: ServiceContext, checkoutId: string): Promise<boolean> {
  const rows = await ctx.db
    .update(checkouts)
    .set({ status: 'open', updatedAt: sql`now()` })
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'paying')))
    .returning({ id: checkouts.id })
  return rows.length > 0
}

/** paying → paid with its orders. False when it is no longer paying (it expired meanwhile). */
export async function markPaid(
  ctx: ServiceContext,
  checkoutId: string,
  orderIds: string[],
): Promise<boolean> {
  const rows = await ctx.db
    .update(checkouts)
    .set({ status: 'paid', orderIds, paidAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'paying')))
    .returning({ id: checkouts.id })
  return rows.length > 0
}

/**
 * open or paying → expired once its countdown has run out; false when it was paid, already
 * expired, or still has time (a job that runs early does nothing).
 */
export async function expireCheckout(ctx: ServiceContext, checkoutId: string): Promise<boolean> {
  const rows = await ctx.db
    .update(checkouts)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(
      and(
        eq(checkouts.id, checkoutId),
        inArray(checkouts.status, ['open', 'paying']),
        lte(checkouts.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: checkouts.id })
  return rows.length > 0
}

/** The stock held for a checkout being paid (one row per item). */
export async function recordReservations(
  ctx: ServiceContext,
  checkoutId: string,
  moves: readonly { itemId: string; quantity: number }[],
): Promise<void> {
  if (moves.length === 0) return
  await ctx.db
    .insert(stockReservations)
    .values(
      moves.map((move) => ({ id: newId('rsv'), checkoutId, itemId: move.itemId, quantity: move.quantity })),
    )
}

/**
 * held → sold or released, once: answers the moves that changed, so a second release (the job
 * after a decline, two jobs at once) finds nothing held and gives nothing back twice.
 */
export async function settleReservations(
  ctx: ServiceContext,
  checkoutId: string,
  to: 'sold' | 'released',
): Promise<{ itemId: string; quantity: number }[]> {
  return ctx.db
    .update(stockReservations)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(stockReservations.checkoutId, checkoutId), eq(stockReservations.status, 'held')))
    .returning({ itemId: stockReservations.itemId, quantity: stockReservations.quantity })
}

/** A public link for the checkout (002 §4), once: again → 409 `slug_public_was_alrready_generated`. */
export async function shareCheckout(ctx: ServiceContext, checkoutId: string): Promise<string> {
  const slug = randomBytes(12).toString('base64url')
  const rows = await ctx.db
    .update(checkouts)
    .set({ publicSlug: slug, updatedAt: sql`now()` })
    .where(and(eq(checkouts.id, checkoutId), sql`${checkouts.publicSlug} is null`))
    .returning({ slug: checkouts.publicSlug })
  if (rows.length === 0) throw new AppError('slug_public_was_alrready_generated')
  return rows[0]!.slug!
}

import { checkVariantChoice } from '@tianguis/core/cart/variants'
import { amountDueNow } from '@tianguis/core/checkout/delivery-types'
import type { AddressBody } from '@tianguis/core/contracts/checkout'
import { eq } from 'drizzle-orm'
import { cancelOrder } from '../flows/cancel-order.ts'
import { payCheckout } from '../flows/pay-checkout.ts'
import { placeCheckout } from '../flows/place-checkout.ts'
import { REFUND_CANCELED_ORDER, refundCanceledOrder } from '../flows/refund-canceled-order.ts'
import { EXPIRE_CHECKOUT } from '../flows/release-checkout.ts'
import { applyChargeNews, type ChargeNews, RECONCILE_PAYMENT } from '../flows/settle-payment.ts'
import { startCheckout } from '../flows/start-checkout.ts'
import { AppError } from '../kernel/app-error.ts'
import { type JobQueue, type ServiceContext, systemContext } from '../kernel/context.ts'
import { listAddresses } from '../modules/checkout/checkout.address.ts'
import { updateAttendees } from '../modules/checkout/checkout.attendees.ts'
import { loadCheckout } from '../modules/checkout/checkout.service.ts'
import { updateAddress, updateContact, updateDelivery } from '../modules/checkout/checkout.steps.ts'
import { checkouts } from '../modules/checkout/checkout.tables.ts'
import { deliveryOptionsOf } from '../modules/checkout/delivery.options.ts'
import { attemptByCharge } from '../modules/payments/payments.service.ts'
import { listSavedCards } from '../modules/payments/saved-cards.service.ts'
import type { Db } from '../platform/db/client.ts'
import { paymentProviders } from '../platform/payments/registry.ts'
import { sandboxPaymentProvider } from '../platform/payments/sandbox/sandbox-provider.ts'
import { shippingProviders } from '../platform/shipping/registry.ts'
import { DEMO_USERS } from './demo-data/accounts.ts'
import { DEMO_ADDRESS } from './demo-data/customer.ts'
import { DEMO_ITEMS } from './demo-data/items.ts'
import { DEMO_CANCELLATION, DEMO_PURCHASES, type DemoPurchase } from './demo-data/purchases.ts'
import { DEMO_SHOPS } from './demo-data/shops.ts'
import { markDemoTicketsUsed } from './demo-tickets.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * The seed's job queue. Each purchase is finished inside the seed's transaction, so its countdown
 * job (`checkout.expire`) would find it paid and do nothing: it is not written. Emails are not
 * delivered from here (`handles` is false): the order emails wait in the outbox `held`, as they do
 * without SMTP, and no demo address is ever mailed. A reference's reconciliation job is not
 * written either: the minute's sweep finds the attempt once its deadline passes (decision 057).
 * A canceled order's refund job is not written: the seed gives the money back itself (decision 082).
 * Any other job is a mistake.
 */
export const SEED_JOBS: JobQueue = {
  insert: async (_db, name) => {
    if (
      name !== EXPIRE_CHECKOUT.name &&
      name !== RECONCILE_PAYMENT.name &&
      name !== REFUND_CANCELED_ORDER.name
    )
      throw new Error(`the demo seed cannot take job ${name}`)
    return 'job_not_written'
  },
  handles: () => false,
  wake: () => {},
}

/**
 * Carla's purchases in `demo` (decisions 056, 058), made through the flows the API runs — start (buy
 * now), contact, address, the rates and a delivery, then pay (the sandbox gateway: her saved card,
 * a store, transfer or cash reference, the wallet's page then approved, a transfer then expired) or
 * place — so the checkouts, orders, stock, reservations, attempts and
 * emails are what a buyer's would be. Each runs in a savepoint of the seed's transaction and only
 * when its fixed checkout id is missing, so a second run adds nothing. One the shop refuses now (an
 * item Ana hid or sold out in an older demo database) is left out with a warning.
 */
export async function seedDemoPurchases(
  tx: Tx,
  ids: {
    users: Map<string, string>
    shops: Map<string, string>
    items: (owner: string, slug: string) => string
  },
): Promise<void> {
  for (const purchase of DEMO_PURCHASES) {
    const [existing] = await tx
      .select({ id: checkouts.id })
      .from(checkouts)
      .where(eq(checkouts.id, purchase.id))
      .limit(1)
    if (existing) continue
    try {
      await tx.transaction((savepoint) => buy(savepoint as unknown as Db, purchase, ids))
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      console.warn(`The demo purchase ${purchase.id} was left out: ${error.code}`)
    }
  }
}

/**
 * One demo purchase made as a buyer would make it (above), through the checkout's flows, in `db` (a
 * savepoint of the seed's transaction), in whichever demo shop it names. Also used for demo-reviews.ts's
 * delivered orders (decision 084), the orders the seed then moves along their lifecycle
 * (demo-order-states.ts, decision 080) and the demo sales of decision 081 (demo-sales.ts). The buyer's
 * saved address is used when they have one.
 */
export async function buy(
  db: Db,
  purchase: Omit<DemoPurchase, 'status'>,
  ids: Parameters<typeof seedDemoPurchases>[1],
): Promise<void> {
  const customerId = ids.users.get(purchase.customer)!
  const ctx: ServiceContext = {
    ...systemContext(db, { jobs: SEED_JOBS }),
    viewer: { userId: customerId, sessionId: null },
    shop: {
      id: ids.shops.get(purchase.shop)!,
      slug: purchase.shop,
      ownerId: ids.users.get(DEMO_SHOPS.find((shop) => shop.slug === purchase.shop)!.owner)!,
      viewerRoles: [],
    },
    // Inside the seed's transaction: every flow's inTransaction() joins it.
    pending: [],
  }
  const { id } = purchase
  const demoItem = DEMO_ITEMS.find((i) => i.owner === purchase.item.owner && i.slug === purchase.item.slug)!
  const choice = checkVariantChoice(demoItem.variants, {})
  if (!choice.ok) throw new Error(`the demo purchase's ${demoItem.slug} needs a variant chosen`)
  await startCheckout(
    ctx,
    {
      item: {
        item_id: ids.items(purchase.item.owner, purchase.item.slug),
        quantity: purchase.item.quantity,
        variants: choice.variants,
      },
    },
    { fixedId: id },
  )
  const customer = DEMO_USERS.find((user) => user.key === purchase.customer)!
  await updateContact(ctx, id, { email: customer.email, phone: DEMO_ADDRESS.phone })
  await updateAddress(ctx, id, await addressOf(ctx))

  const started = await loadCheckout(ctx, id)
  for (const order of started.orders) {
    const { options } = await deliveryOptionsOf(
      ctx,
      shippingProviders().carriers(),
      started,
      order.supplierId,
    )
    const [option] = options
      .filter((candidate) => candidate.delivery_type === purchase.delivery)
      .sort((a, b) => (a.price ?? 0) - (b.price ?? 0))
    if (!option) throw new Error(`the demo purchase ${id} is not offered ${purchase.delivery}`)
    await updateDelivery(ctx, id, {
      supplier_id: order.supplierId,
      delivery_type: option.delivery_type,
      ...(option.rate_id ? { rate_id: option.rate_id } : {}),
      ...(option.shipment_id ? { shipment_id: option.shipment_id } : {}),
    })
  }

  // An experience's attendees, one per ticket, as the checkout page names them (decision 083).
  const experience = started.lines.find((line) => line.experienceDate !== null)
  if (purchase.attendees && experience) {
    await updateAttendees(ctx, id, {
      lines: [{ line_id: experience.id, attendees: [...purchase.attendees] }],
    })
  }

  if (purchase.payment === null) {
    await placeCheckout(ctx, id)
    return
  }
  const ready = await loadCheckout(ctx, id)
  const [card] = await listSavedCards(ctx, customerId)
  if (purchase.payment === 'card' && !card) throw new AppError('card_not_found')
  // The sandbox writes its charge in this transaction too: the demo purchase is all or nothing. A
  // transfer to expire is charged on a clock two hours back, so its hour ended an hour ago.
  const sandbox = sandboxPaymentProvider({
    db,
    ...(purchase.afterwards === 'expire' ? { now: () => new Date(Date.now() - 2 * 3_600_000) } : {}),
  })
  const api = `/api/v1/shops/${purchase.shop}/checkouts/${id}`
  const result = await payCheckout(
    ctx,
    { payments: sandbox, returnUrl: `${api}/return`, cancelUrl: `${api}/cancel` },
    id,
    {
      payment_type: purchase.payment,
      ...(purchase.payment === 'card' ? { card_id: card!.id } : {}),
      expected_total: { amount: amountDueNow(ready.orders), currency: ready.checkout.currency },
    },
  )
  const wanted = purchase.payment === 'card' ? 'paid' : purchase.payment === 'wallet' ? 'redirect' : 'pending'
  if (result.status !== wanted) throw new Error(`the demo purchase ${id} answered ${result.status}`)
  // Tickets scanned at the door already, by the experience's seller (decision 083).
  if (purchase.usedTickets && 'order_ids' in result) {
    await markDemoTicketsUsed(db, result.order_ids, purchase.usedTickets, ids.users.get(purchase.item.owner)!)
  }
  if (purchase.afterwards === 'cancel' && result.status === 'paid') {
    await cancelDemoOrder(ctx, customerId, result.order_ids, sandbox)
    return
  }
  if (!purchase.afterwards || !('charge_id' in result) || !result.charge_id) return
  // What Carla, or the clock, did next (decision 058), applied as a return or the job would apply it.
  const chargeId = result.charge_id
  const attempt = await attemptByCharge(ctx, id, chargeId)
  if (!attempt) throw new Error(`the demo purchase ${id} has no attempt`)
  if (purchase.afterwards === 'approve') await sandbox.settleRedirect(chargeId, true)
  const news: ChargeNews =
    purchase.afterwards === 'approve' ? await sandbox.retrieve(chargeId) : { status: 'expired', chargeId }
  const { settlement } = await applyChargeNews(ctx, { payments: sandbox }, attempt.id, news)
  const settled = purchase.afterwards === 'approve' ? 'approved' : 'expired'
  if (settlement.status !== settled) throw new Error(`the demo purchase ${id} ended ${settlement.status}`)
}

/**
 * Carla cancels the order she just paid (decision 082), as her cancel form would: the stock comes
 * back and its refund job is written, which the seed runs itself (it writes no jobs) so the card
 * payment is given back at the sandbox now.
 */
async function cancelDemoOrder(
  ctx: ServiceContext,
  customerId: string,
  orderIds: string[],
  sandbox: ReturnType<typeof sandboxPaymentProvider>,
) {
  const [orderId] = orderIds
  if (!orderId) throw new Error('the demo purchase to cancel placed no order')
  await cancelOrder(
    ctx,
    orderId,
    { actor: { role: 'customer', userId: customerId }, owner: { customerId } },
    DEMO_CANCELLATION,
  )
  const refunded = await refundCanceledOrder(
    ctx,
    paymentProviders({ db: ctx.db, sandbox: false, overrides: [sandbox] }),
    orderId,
  )
  if (refunded !== 'refunded') throw new Error(`the demo cancellation's refund ended ${refunded}`)
}

/** The buyer's saved address, as the checkout page offers it; Carla's demo address when there is none. */
async function addressOf(ctx: ServiceContext): Promise<AddressBody> {
  const [saved] = await listAddresses(ctx)
  if (saved) return { address_id: saved.id }
  const { customer: _, exteriorNumber, interiorNumber, provinceName, provinceCode, ...rest } = DEMO_ADDRESS
  return {
    ...rest,
    exterior_number: exteriorNumber,
    interior_number: interiorNumber,
    province_name: provinceName,
    province_code: provinceCode,
    save: false,
  }
}

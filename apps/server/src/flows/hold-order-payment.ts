import { confirmedLater } from '@tianguis/core/checkout/delivery-types'
import { isResellerLevel } from '@tianguis/core/commission/commission'
import { walletTypeFor } from '@tianguis/core/ledger/accounts'
import { type OrderAttribution, paymentHeldEntry, type ResellerParty } from '@tianguis/core/ledger/shares'
import type { OrderStatus } from '@tianguis/core/orders/lifecycle'
import type { ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import type { LoadedCheckout } from '../modules/checkout/checkout.service.ts'
import { partiesOf } from '../modules/identity/parties.service.ts'
import { postEntry } from '../modules/ledger/ledger.service.ts'
import { campaignOwnerOf } from '../modules/marketing/marketing.service.ts'
import { type OrderMoneyFacts, orderMoneyFacts } from '../modules/orders/order-money.service.ts'
import { planRatesOf } from '../modules/plans/plan-rates.service.ts'
import { shopOwnersOf } from '../modules/shops/shops.service.ts'

/** The states of an order whose money came in and was not given back whole. */
const PAID_STATES: readonly OrderStatus[] = ['paid', 'in_process', 'to_deliver', 'on_the_way', 'delivered']

/** What the ledger needs of a paid order (its status, amounts, attribution and lines' margin). */
export type HoldFacts = Pick<
  OrderMoneyFacts,
  | 'id'
  | 'status'
  | 'shopId'
  | 'supplierId'
  | 'currency'
  | 'total'
  | 'shippingCost'
  | 'margin'
  | 'resold'
  | 'referral'
  | 'campaign'
  | 'clickId'
>

/**
 * The people on a paid order as core's attribution (decision 090): the owner of the shop that
 * resold another supplier's item (the route's shop when it is the order's, else asked of shops),
 * the user the checkout's `referral` names, the owner of the marketing link its `campaign` names —
 * each with their level (identity, one statement) and plan rate (plans, one statement, only for
 * users whose level resells). Nothing is asked when nobody is on the order.
 */
async function attributionOf(tx: ServiceContext, order: HoldFacts): Promise<OrderAttribution> {
  let shopOwner: string | null = null
  if (order.resold)
    shopOwner =
      tx.shop?.id === order.shopId
        ? tx.shop.ownerId
        : ((await shopOwnersOf(tx, [order.shopId])).get(order.shopId) ?? null)
  const campaignOwner = order.campaign ? await campaignOwnerOf(tx, order.campaign) : null
  const known = [shopOwner, campaignOwner].filter((id): id is string => id !== null)
  const { referralId, levels } = await partiesOf(tx, { referral: order.referral, userIds: known })
  const resellers = [...levels].filter(([, level]) => isResellerLevel(level)).map(([id]) => id)
  const rates = await planRatesOf(tx, resellers)
  const party = (userId: string | null): ResellerParty | null =>
    userId && levels.has(userId)
      ? { userId, level: levels.get(userId) ?? null, planRateBp: rates.get(userId) ?? null }
      : null
  const campaign = party(campaignOwner)
  return {
    shopOwner: party(shopOwner),
    referral: party(referralId),
    campaign: campaign && order.campaign ? { ...campaign, campaignId: order.campaign } : null,
    clickId: order.clickId,
  }
}

async function hold(tx: ServiceContext, orders: readonly HoldFacts[]): Promise<number> {
  let posted = 0
  for (const order of orders) {
    if (!PAID_STATES.includes(order.status)) continue
    const walletType = walletTypeFor(order.currency)
    if (!walletType) {
      tx.log.error({ orderId: order.id, currency: order.currency }, 'no wallet type for the order currency')
      continue
    }
    const entry = paymentHeldEntry({
      orderId: order.id,
      currency: order.currency,
      walletType: walletType.id,
      paid: order.total,
      shipping: order.shippingCost,
      margin: order.margin,
      supplierId: order.supplierId,
      attribution: await attributionOf(tx, order),
    })
    if (entry && (await postEntry(tx, entry)).posted) posted += 1
  }
  return posted
}

/**
 * Posts core's `paymentHeldEntry` for each paid order (decision 090): what the buyer paid split
 * into the supplier's share, each reseller's commission and the platform's fee, all held until the
 * return window passes. Called by every path that makes an order `paid`, inside its transaction.
 * The entry's id is `payment:{order}`, so a second call for one order (the same webhook twice, a
 * replayed settlement) writes nothing. Orders not paid (waiting for a reference or the seller's
 * quote, canceled) are skipped. Answers how many entries were written.
 */
export async function holdOrderPayments(ctx: ServiceContext, orderIds: readonly string[]): Promise<number> {
  if (orderIds.length === 0) return 0
  return inTransaction(ctx, async (tx) => hold(tx, await orderMoneyFacts(tx, orderIds)))
}

/**
 * The same for orders just placed paid from a checkout, from what the placement wrote (the loaded
 * checkout and the new orders' ids, in its order), so nothing is read again: placing an order
 * stays within quality.md's budget.
 */
export async function holdPlacedOrders(
  tx: ServiceContext,
  loaded: LoadedCheckout,
  orderIds: readonly string[],
): Promise<number> {
  const { checkout, orders, lines } = loaded
  return hold(
    tx,
    orders.map((order, index) => {
      const own = lines.filter((line) => line.checkoutOrderId === order.id)
      const shipping = order.shippingCost ?? 0
      return {
        id: orderIds[index]!,
        status: confirmedLater(order.deliveryType) ? ('awaiting_confirmation' as const) : ('paid' as const),
        shopId: checkout.shopId,
        supplierId: order.supplierId,
        currency: order.currency,
        total: order.itemsTotal + shipping,
        shippingCost: shipping,
        margin: own.reduce((sum, line) => sum + (line.margin ?? 0) * line.quantity, 0),
        resold: order.dssupplierId !== null || own.some((line) => line.dssupplierId !== null),
        referral: checkout.referral,
        campaign: checkout.campaign,
        clickId: checkout.clickId,
      }
    }),
  )
}

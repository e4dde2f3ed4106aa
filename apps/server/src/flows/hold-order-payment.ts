import { walletTypeFor } from '@tianguis/core/ledger/accounts'
import { type OrderAttribution, paymentHeldEntry, type ResellerParty } from '@tianguis/core/ledger/shares'
import type { OrderStatus } from '@tianguis/core/orders/lifecycle'
import type { ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import { levelsOf, userIdForReferral } from '../modules/identity/parties.service.ts'
import { postEntry } from '../modules/ledger/ledger.service.ts'
import { campaignOwnerOf } from '../modules/marketing/marketing.service.ts'
import { type OrderMoneyFacts, orderMoneyFacts } from '../modules/orders/order-money.service.ts'
import { planOf } from '../modules/plans/plans.service.ts'
import { shopOwnersOf } from '../modules/shops/shops.service.ts'

/** The states of an order whose money came in and was not given back whole. */
const PAID_STATES: readonly OrderStatus[] = ['paid', 'in_process', 'to_deliver', 'on_the_way', 'delivered']

/**
 * The people on a paid order as core's attribution (decision 090): the owner of the shop that
 * resold another supplier's item, the user the checkout's `referral` names, the owner of the
 * marketing link its `campaign` names — each with their level (identity) and plan rate (plans).
 */
async function attributionOf(tx: ServiceContext, order: OrderMoneyFacts): Promise<OrderAttribution> {
  const shopOwner = order.resold ? ((await shopOwnersOf(tx, [order.shopId])).get(order.shopId) ?? null) : null
  const referral = order.referral ? await userIdForReferral(tx, order.referral) : null
  const campaignOwner = order.campaign ? await campaignOwnerOf(tx, order.campaign) : null
  const ids = [shopOwner, referral, campaignOwner].filter((id): id is string => id !== null)
  const levels = await levelsOf(tx, ids)
  const party = async (userId: string | null): Promise<ResellerParty | null> => {
    if (!userId || !levels.has(userId)) return null
    const plan = await planOf(tx, userId)
    return {
      userId,
      level: levels.get(userId) ?? null,
      planRateBp: plan.plan_id ? plan.plan_commission_rate : null,
    }
  }
  const campaign = await party(campaignOwner)
  return {
    shopOwner: await party(shopOwner),
    referral: await party(referral),
    campaign: campaign && order.campaign ? { ...campaign, campaignId: order.campaign } : null,
    clickId: order.clickId,
  }
}

/**
 * Posts core's `paymentHeldEntry` for each paid order (decision 090): what the buyer paid split
 * into the supplier's share, each reseller's commission and the platform's fee, all held until the
 * return window passes. Called by every path that makes an order `paid`, inside its transaction.
 * The entry's id is `payment:{order}`, so a second call for one order (the same webhook twice, a
 * replayed settlement) writes nothing. Orders not paid (waiting for a reference, canceled) are
 * skipped. Answers how many entries were written.
 */
export async function holdOrderPayments(ctx: ServiceContext, orderIds: readonly string[]): Promise<number> {
  if (orderIds.length === 0) return 0
  return inTransaction(ctx, async (tx) => {
    let posted = 0
    for (const order of await orderMoneyFacts(tx, orderIds)) {
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
  })
}

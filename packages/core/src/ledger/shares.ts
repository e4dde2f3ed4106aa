import {
  commissionOf,
  DEFAULT_COMMISSION_RATE_BP,
  isResellerLevel,
  type ViewerLevel,
} from '../commission/commission.ts'
import { type AccountKey, platformAccount, userAccount } from './accounts.ts'
import { basisPointsOf } from './allocation.ts'
import { assertEntry, type JournalEntry, netPostings, type Posting } from './entries.ts'

/**
 * A paid order split into shares (issue #16 part 3; decision 089): the platform's fee, each
 * reseller's commission and the supplier's share, which always add up to exactly what was paid.
 *
 * 1. The fee is `(paid − shipping) × fee rate`, rounded once, half up. Shipping is the supplier's
 *    (they ship) and carries no fee.
 * 2. Each reseller earns `margin × rate` (commissionOf: rounded once, half up), the rate by level and
 *    plan (`resellerRateBp`). The margin is held to the goods' price (as 'Buy by' does).
 * 3. Clamp: the commissions together never exceed the margin, nor what is left of the goods once
 *    the fee is taken. Resellers are paid in the order of attribution (the shop owner, the referral,
 *    the campaign); one who would go past the cap gets what is left of it and is marked `clamped`,
 *    the ones after it get what remains (possibly 0).
 * 4. The supplier gets the rest: `paid − fee − Σ commissions`, never negative.
 */

/** The platform's fee on what an order's goods were paid, in basis points: 10 % (decision 089). */
export const DEFAULT_PLATFORM_FEE_BP = 1_000

/** How a reseller came to be on an order (002 §3 checkout fields `referral`, `campaign`, `click_id`). */
export const RESELLER_ROLES = ['shop_owner', 'referral', 'campaign'] as const
export type ResellerRole = (typeof RESELLER_ROLES)[number]

/** A user who may earn on an order: their level and their plan's rate (null: no plan). */
export interface ResellerParty {
  userId: string
  level: ViewerLevel | null
  planRateBp: number | null
}

/**
 * Who is a reseller on an order, as the order recorded it at checkout: the owner of the shop that
 * resold the item (absent when the supplier sold in their own shop), the user the `referral` slug
 * named, the owner of the `campaign`. `clickId` is the marketing link's click, kept for the record.
 */
export interface OrderAttribution {
  shopOwner?: ResellerParty | null
  referral?: ResellerParty | null
  campaign?: (ResellerParty & { campaignId: string }) | null
  clickId?: string | null
}

export interface PaidOrder {
  orderId: string
  currency: string
  /** The wallet type the shares go to (walletTypeFor(currency)). */
  walletType: string
  /** All the buyer paid, minor units. */
  paid: number
  /** The part of `paid` that was shipping; the supplier's. */
  shipping: number
  /** The contribution margin of the order's lines (each line's margin × quantity), minor units. */
  margin: number
  supplierId: string
  attribution: OrderAttribution
  /** The platform's fee rate; DEFAULT_PLATFORM_FEE_BP when not given. */
  platformFeeBp?: number
}

export interface ResellerShare {
  userId: string
  via: ResellerRole
  rateBp: number
  /** What margin × rate came to before the cap. */
  earned: number
  amount: number
  clamped: boolean
}

export interface OrderShares {
  paid: number
  platformFee: number
  resellers: ResellerShare[]
  supplier: number
}

/**
 * A reseller's rate (001 §6): ul1–ul3 earn their plan's rate, or the default (002 §9: 0.5) when they
 * have no plan; ul0 and unknown levels are not resellers and earn nothing.
 */
export function resellerRateBp(level: ViewerLevel | null, planRateBp: number | null): number {
  if (!isResellerLevel(level)) return 0
  return planRateBp ?? DEFAULT_COMMISSION_RATE_BP
}

/**
 * The resellers of an order in attribution order: the same user once (their first role), never the
 * supplier (a supplier does not earn a commission on their own item).
 */
export function resellersOf(
  attribution: OrderAttribution,
  supplierId: string,
): { party: ResellerParty; via: ResellerRole }[] {
  const listed: { party: ResellerParty | null | undefined; via: ResellerRole }[] = [
    { party: attribution.shopOwner, via: 'shop_owner' },
    { party: attribution.referral, via: 'referral' },
    { party: attribution.campaign, via: 'campaign' },
  ]
  const seen = new Set<string>([supplierId])
  const out: { party: ResellerParty; via: ResellerRole }[] = []
  for (const { party, via } of listed) {
    if (!party || seen.has(party.userId)) continue
    seen.add(party.userId)
    out.push({ party, via })
  }
  return out
}

function checkAmount(name: string, amount: number) {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`${name} must be a non-negative integer of minor units, got ${amount}`)
}

export function sharesOf(order: PaidOrder): OrderShares {
  checkAmount('paid', order.paid)
  checkAmount('shipping', order.shipping)
  checkAmount('margin', order.margin)
  if (order.shipping > order.paid) throw new RangeError('shipping cannot be more than what was paid')
  const goods = order.paid - order.shipping
  const platformFee = basisPointsOf(goods, order.platformFeeBp ?? DEFAULT_PLATFORM_FEE_BP)
  const margin = Math.min(order.margin, goods)
  let pool = Math.min(margin, goods - platformFee)
  const resellers = resellersOf(order.attribution, order.supplierId).map(({ party, via }) => {
    const rateBp = resellerRateBp(party.level, party.planRateBp)
    const earned = commissionOf(margin, rateBp)
    const amount = Math.min(earned, pool)
    pool -= amount
    return { userId: party.userId, via, rateBp, earned, amount, clamped: amount < earned }
  })
  const supplier = order.paid - platformFee - resellers.reduce((sum, share) => sum + share.amount, 0)
  return { paid: order.paid, platformFee, resellers, supplier }
}

/** The entry id of an order's payment. */
export const paymentEntryId = (orderId: string) => `payment:${orderId}`

/**
 * The entry recording a paid order's shares as held: what was paid comes out of the platform's
 * clearing account, each share goes to its owner's held bucket (the fee to the platform's
 * `fees_held`). Zero shares are left out; null when nothing was paid.
 */
export function paymentHeldEntry(
  order: PaidOrder,
  shares: OrderShares = sharesOf(order),
): JournalEntry | null {
  if (shares.paid === 0) return null
  const held = (userId: string): AccountKey => userAccount(userId, order.walletType, 'held')
  const postings: Posting[] = [
    { account: platformAccount(order.currency, 'clearing'), currency: order.currency, amount: -shares.paid },
    { account: held(order.supplierId), currency: order.currency, amount: shares.supplier },
    ...shares.resellers.map((share) => ({
      account: held(share.userId),
      currency: order.currency,
      amount: share.amount,
    })),
    {
      account: platformAccount(order.currency, 'fees_held'),
      currency: order.currency,
      amount: shares.platformFee,
    },
  ]
  return assertEntry({
    id: paymentEntryId(order.orderId),
    kind: 'payment_held',
    reference: order.orderId,
    postings: netPostings(postings),
  })
}

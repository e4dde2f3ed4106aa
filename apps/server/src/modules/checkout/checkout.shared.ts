import { and, asc, eq, gt, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { checkoutLines, checkouts } from './checkout.tables.ts'

/**
 * A shared checkout as its public link shows it (decision 054): the lines as the sharer's
 * checkout froze them and the attribution it was started with. Nothing of the sharer — who they
 * are, their contact, address or payment — is read, so nothing of it can be answered.
 */
export interface SharedCheckout {
  checkoutId: string
  sharedUntil: Date
  referral: string | null
  campaign: string | null
  clickId: string | null
  lines: {
    itemId: string
    name: string
    variants: Record<string, string>
    quantity: number
    /** Minor units, the price when the sharer's checkout began. */
    unitPrice: number
    currency: string
  }[]
}

/**
 * The checkout shared as `publicSlug` in this shop while its link lives, with its lines, in one
 * statement. Unknown, ended, or made in another shop: 404 `shared_checkout_not_found`, the same
 * answer for all three, so a link tells nothing of other shops' checkouts.
 */
export async function sharedCheckoutBySlug(
  ctx: ServiceContext,
  shopId: string,
  publicSlug: string,
): Promise<SharedCheckout> {
  const rows = await ctx.db
    .select({
      checkoutId: checkouts.id,
      sharedUntil: checkouts.sharedUntil,
      referral: checkouts.referral,
      campaign: checkouts.campaign,
      clickId: checkouts.clickId,
      itemId: checkoutLines.itemId,
      name: checkoutLines.name,
      variants: checkoutLines.variants,
      quantity: checkoutLines.quantity,
      unitPrice: checkoutLines.unitPrice,
      currency: checkoutLines.currency,
    })
    .from(checkouts)
    .innerJoin(checkoutLines, eq(checkoutLines.checkoutId, checkouts.id))
    .where(
      and(
        eq(checkouts.publicSlug, publicSlug),
        eq(checkouts.shopId, shopId),
        gt(checkouts.sharedUntil, sql`now()`),
      ),
    )
    .orderBy(asc(checkoutLines.position))
  const first = rows[0]
  if (!first?.sharedUntil) throw new AppError('shared_checkout_not_found')
  return {
    checkoutId: first.checkoutId,
    sharedUntil: first.sharedUntil,
    referral: first.referral,
    campaign: first.campaign,
    clickId: first.clickId,
    lines: rows.map((row) => ({
      itemId: row.itemId,
      name: row.name,
      variants: row.variants,
      quantity: row.quantity,
      unitPrice: row.unitPrice,
      currency: row.currency,
    })),
  }
}

import { sharedAttribution } from '@tianguis/core/checkout/shared'
import type { SharedCheckoutStartBody } from '@tianguis/core/contracts/shared-checkout'
import { requireShop, type ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import type { CheckoutRow } from '../modules/checkout/checkout.service.ts'
import { sharedCheckoutBySlug } from '../modules/checkout/checkout.shared.ts'
import { purchaseFactsInShop } from '../modules/items/purchase-facts.ts'
import { offerableLines } from './shared-checkout-view.ts'
import { startCheckout } from './start-checkout.ts'

/**
 * POST /shops/:slug/shared-checkouts/:public_slug/checkouts (decision 054): the viewer's own
 * checkout of exactly the shared lines, in one transaction. The link must still live in this
 * shop; its lines are priced now (never at the sharer's frozen prices) and go through the
 * checkout's usual start (decision 048): what cannot be bought is left out with a warning,
 * quantities over the limit lowered. The sharer's attribution (referral, campaign, click) is kept,
 * the buyer's own cookies filling only what it left empty. The link may be bought from again and
 * again, by anyone, as a payment link can: each purchase is its own checkout.
 */
export async function startSharedCheckout(
  ctx: ServiceContext,
  publicSlug: string,
  body: SharedCheckoutStartBody,
): Promise<CheckoutRow> {
  const shop = requireShop(ctx)
  return inTransaction(ctx, async (tx) => {
    const shared = await sharedCheckoutBySlug(tx, shop.id, publicSlug)
    // Items no longer sold here, or in a choice no longer offered, are left out before starting.
    const facts = await purchaseFactsInShop(
      tx,
      shop,
      shared.lines.map((line) => line.itemId),
    )
    const { lines } = offerableLines(shared, facts)
    const tracking = sharedAttribution(
      { referral: shared.referral, campaign: shared.campaign, click_id: shared.clickId },
      body,
    )
    return startCheckout(
      tx,
      {
        ...(tracking.referral ? { referral: tracking.referral } : {}),
        ...(tracking.campaign ? { campaign: tracking.campaign } : {}),
        ...(tracking.click_id ? { click_id: tracking.click_id } : {}),
      },
      { shared: { checkoutId: shared.checkoutId, lines } },
    )
  })
}

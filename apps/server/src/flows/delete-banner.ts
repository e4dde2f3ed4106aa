import type { ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import { deleteBanner } from '../modules/shops/banners.service.ts'

/**
 * Deletes a banner of the request's shop (000 §7 "Delete banner"; decision 097). The spec's client
 * then deletes both gallery images; here their files stay: uploads are stored by content, so the
 * same file may also be an item's photo, a slide, the shop's photo or an order line's picture, and
 * nothing records who uses it. Removing unreferenced uploads is a sweep's job, not a deletion's.
 */
export async function deleteBannerOfShop(
  ctx: ServiceContext,
  shopId: string,
  bannerId: string,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await deleteBanner(tx, shopId, bannerId)
  })
}

import type { ServiceContext } from '../kernel/context.ts'
import { afterCommit, inTransaction } from '../kernel/transaction.ts'
import { discardImage, IMAGE_ID, imageIdOf } from '../modules/media/images.service.ts'
import { bannerImagesInUse, deleteBanner } from '../modules/shops/banners.service.ts'
import type { Storage } from '../platform/storage/storage.ts'

/**
 * Deletes a banner of the request's shop, then both its gallery images (000 §7 "Delete banner":
 * DELETE …/banners/{id}, then DELETE gallery … for the vertical and the horizontal image;
 * decision 097). The row goes in the transaction (shops); the files (media) only after it
 * commits, and only those no other banner still shows. Uploads are stored by content, so a file
 * is shared by every upload of the same bytes.
 */
export async function deleteBannerWithImages(
  ctx: ServiceContext,
  storage: Storage,
  shopId: string,
  bannerId: string,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const { images } = await deleteBanner(tx, shopId, bannerId)
    const ids = [
      ...new Set(
        images.flatMap((image) => {
          const id = image.id && IMAGE_ID.test(image.id) ? image.id : imageIdOf(image.url)
          return id ? [id] : []
        }),
      ),
    ]
    const kept = await bannerImagesInUse(tx, ids)
    for (const id of ids) {
      if (!kept.has(id)) afterCommit(tx, () => discardImage(storage, id))
    }
  })
}

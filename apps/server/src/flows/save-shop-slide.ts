import { missingSlideImages, settleSlideLink } from '@tianguis/core/carousel'
import type { ShopSlide, SlideCreate, SlideUpdate } from '@tianguis/core/contracts/shop-slides'
import { AppError } from '../kernel/app-error.ts'
import { requireShop, type ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import { getShopItemDetail } from '../modules/items/item-detail.service.ts'
import { createSlide, getSlide, type SlideValues, updateSlide } from '../modules/shops/slides.service.ts'

/**
 * Saves a carousel slide of the request's shop (001 §5 Carousel; decision 096): creates one
 * without `id`, otherwise changes it (the body merged over the stored slide); the images the
 * shop's column count needs, the link settled by core's rule (a product slide clears the url, a
 * url slide the product; the url pattern only with 1 column), the product found among what the
 * shop sells (items), then the slide written and the shop's slider_info rewritten (shops).
 */
export async function saveShopSlide(
  ctx: ServiceContext,
  columns: 1 | 2,
  id: string | null,
  body: SlideCreate | SlideUpdate,
): Promise<ShopSlide> {
  const shop = requireShop(ctx)
  return inTransaction(ctx, async (tx) => {
    const current = id ? await getSlide(tx, shop.id, id) : null
    const pick = <K extends keyof SlideUpdate & keyof ShopSlide>(key: K) =>
      (body[key] !== undefined ? body[key] : current?.[key]) as NonNullable<SlideUpdate[K]> | null
    const images = { hzt_image: pick('hzt_image'), vrt_image: pick('vrt_image') }
    const missing = missingSlideImages(images, columns)
    if (missing.length > 0) {
      throw new AppError('invalid_request', {
        fields: Object.fromEntries(missing.map((field) => [field, { problem: 'required' as const }])),
      })
    }
    const link = settleSlideLink(
      { type: pick('type') ?? 'URL', url: pick('url'), product: pick('product') },
      columns,
    )
    if (!link.ok)
      throw new AppError('invalid_request', { fields: { [link.field]: { problem: link.problem } } })
    let productName: string | null = null
    let supplier: string | null = null
    if (link.product) {
      if (current && current.product === link.product && current.product_name) {
        productName = current.product_name
        supplier = current.supplier
      } else {
        const item = await getShopItemDetail(tx, link.product).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'item_not_found') return null
          throw error
        })
        if (!item)
          throw new AppError('invalid_request', { fields: { product: { problem: 'invalid_value' } } })
        productName = item.name
        supplier = item.owner_id
      }
    }
    const values: SlideValues = {
      hztImage: images.hzt_image!,
      vrtImage: images.vrt_image,
      hztImageId: pick('hzt_image_id'),
      vrtImageId: pick('vrt_image_id'),
      type: pick('type') ?? 'URL',
      product: link.product,
      productName,
      supplier,
      url: link.url,
      urlTarget: pick('url_target') ?? false,
      target: pick('target') ?? 'all',
      actionType: link.action_type,
      ...(body.position !== undefined ? { position: body.position } : {}),
    }
    return current ? updateSlide(tx, shop.id, current.id, values) : createSlide(tx, shop.id, values)
  })
}

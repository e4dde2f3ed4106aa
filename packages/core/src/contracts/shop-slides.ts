import { z } from 'zod'
import { SLIDE_TYPES } from '../carousel.ts'
import { imageRef } from './banners.ts'
import { AUDIENCES } from './shops.ts'

/**
 * The shop's carousel slides (001 §3 Carousel slide, §5 Carousel, §7 Carousel slide calls). The
 * storefront shows them from `store_theme_info.slider_info`, rewritten from the slides on every
 * change (decision 096).
 */

/** Most slides one shop may have. */
export const SLIDES_PER_SHOP_MAX = 20

const imageId = z.string().trim().min(1).max(100).nullable()
const emptyIsNull = (schema: z.ZodType) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema)

const slideFields = {
  hzt_image: imageRef,
  /** Required in 1-column mode; the 2-column variant shows the single (hzt) image (001 §5). */
  vrt_image: emptyIsNull(imageRef.nullable()) as z.ZodType<string | null>,
  hzt_image_id: imageId,
  vrt_image_id: imageId,
  type: z.enum(SLIDE_TYPES),
  product: emptyIsNull(z.string().trim().min(1).max(100).nullable()) as z.ZodType<string | null>,
  url: emptyIsNull(z.string().trim().max(2048).nullable()) as z.ZodType<string | null>,
  url_target: z.boolean(),
  target: z.enum(AUDIENCES),
  position: z.number().int().min(0).max(1000),
}

export const slideCreateBody = z.strictObject({
  hzt_image: slideFields.hzt_image,
  vrt_image: slideFields.vrt_image.default(null),
  hzt_image_id: slideFields.hzt_image_id.default(null),
  vrt_image_id: slideFields.vrt_image_id.default(null),
  type: slideFields.type.default('URL'),
  product: slideFields.product.default(null),
  url: slideFields.url.default(null),
  url_target: slideFields.url_target.default(false),
  target: slideFields.target.default('all'),
  position: slideFields.position.optional(),
})
export type SlideCreate = z.output<typeof slideCreateBody>

export const slideUpdateBody = z.strictObject(slideFields).partial()
export type SlideUpdate = z.output<typeof slideUpdateBody>

export const slideParams = z.strictObject({
  slug: z.string().min(1).max(100),
  id: z.string().min(1).max(100),
})

export const shopSlide = z.object({
  id: z.string(),
  hzt_image: z.string(),
  vrt_image: z.string().nullable(),
  hzt_image_id: z.string().nullable(),
  vrt_image_id: z.string().nullable(),
  type: z.enum(SLIDE_TYPES),
  product: z.string().nullable(),
  product_name: z.string().nullable(),
  supplier: z.string().nullable(),
  url: z.string().nullable(),
  url_target: z.boolean(),
  target: z.enum(AUDIENCES),
  action_type: z.enum(['url', 'none']),
  position: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type ShopSlide = z.infer<typeof shopSlide>

/** The carousel's column toggle (001 §2 "a 1-column or 2-column toggle"): store_theme_info.columns. */
export const carouselColumnsBody = z.strictObject({ columns: z.union([z.literal(1), z.literal(2)]) })

import { z } from 'zod'
import { NAME_MAX } from '../constants.ts'
import { isSafeUrl, safeUrl } from '../safe-url.ts'
import { ACTION_TYPES, AUDIENCES } from './shops.ts'

/**
 * Shop banners (000 §3 Banner, §6 target, §7 create/update/delete/list banners). A banner shows
 * a horizontal image on wide screens and a vertical one on phones, for one audience, with one
 * action:
 * - `none`: no link;
 * - `url`: `url` is an absolute http(s) address, opened in a new tab;
 * - `product`: `url` is the item's path inside the shop (`/productos/{owner}/{id}`, or
 *   `/servicios/…`, `/experiencias/…`, 000 §2) and `product_name` its label;
 * - `signup`: the shop's sign-up page.
 * For `none` and `signup` the `url` is cleared (001 §5: a slide's action clears the other link).
 */

/** Most banners one shop may have, and most the public list answers. */
export const BANNERS_PER_SHOP_MAX = 50

/** An uploaded image's address: https (or http) URL, or a path on this site (`/static/…`); see safe-url.ts. */
export const imageRef = safeUrl()

const imageId = z.string().trim().min(1).max(100).nullable()
const bannerUrl = z.string().trim().max(2048).nullable()
export const BANNER_PRODUCT_PATH =
  /^\/(?:productos|servicios|experiencias)\/[A-Za-z0-9_-]{1,100}\/[A-Za-z0-9_-]{1,100}$/
/** A link that leaves the site: a safe absolute http(s) URL whose host has a dot (safe-url.ts). */
const isHttpUrl = (url: string) => isSafeUrl(url, 'external') && new URL(url).hostname.includes('.')

const bannerFields = {
  hzt_image: imageRef,
  vrt_image: imageRef,
  hzt_image_id: imageId,
  vrt_image_id: imageId,
  url: bannerUrl,
  product_name: z.string().trim().min(1).max(NAME_MAX).nullable(),
  action_type: z.enum(ACTION_TYPES),
  target: z.enum(AUDIENCES),
  /** 0-based place in the shop's list; a new banner goes last when it is left out. */
  position: z.number().int().min(0).max(1000),
}

export const bannerCreateBody = z.strictObject({
  hzt_image: bannerFields.hzt_image,
  vrt_image: bannerFields.vrt_image,
  hzt_image_id: bannerFields.hzt_image_id.default(null),
  vrt_image_id: bannerFields.vrt_image_id.default(null),
  url: bannerFields.url.default(null),
  product_name: bannerFields.product_name.default(null),
  action_type: bannerFields.action_type.default('none'),
  target: bannerFields.target.default('all'),
  position: bannerFields.position.optional(),
})
export type BannerCreate = z.output<typeof bannerCreateBody>

export const bannerUpdateBody = z.strictObject(bannerFields).partial()
export type BannerUpdate = z.output<typeof bannerUpdateBody>

export const bannerParams = z.strictObject({
  slug: z.string().min(1).max(100),
  id: z.string().min(1).max(100),
})

export const banner = z.object({
  id: z.string(),
  ...bannerFields,
  created_at: z.string(),
  updated_at: z.string(),
})
export type Banner = z.infer<typeof banner>

/** What a storefront visitor receives: no timestamps. */
export const publicBanner = banner.omit({ created_at: true, updated_at: true })
export type PublicBanner = z.infer<typeof publicBanner>

/**
 * The link fields once the action is known: the cleared `url` for `none` and `signup`, or the
 * field problem that makes the combination invalid. Run on the merged row, so an update that
 * changes only `action_type` is checked against the stored `url`.
 */
export function settleBannerAction(banner: {
  action_type: (typeof ACTION_TYPES)[number]
  url: string | null
}): { ok: true; url: string | null } | { ok: false; field: 'url'; problem: 'required' | 'invalid_format' } {
  switch (banner.action_type) {
    case 'none':
    case 'signup':
      return { ok: true, url: null }
    case 'url':
      if (!banner.url) return { ok: false, field: 'url', problem: 'required' }
      return isHttpUrl(banner.url)
        ? { ok: true, url: banner.url }
        : { ok: false, field: 'url', problem: 'invalid_format' }
    case 'product':
      if (!banner.url) return { ok: false, field: 'url', problem: 'required' }
      return BANNER_PRODUCT_PATH.test(banner.url)
        ? { ok: true, url: banner.url }
        : { ok: false, field: 'url', problem: 'invalid_format' }
  }
}

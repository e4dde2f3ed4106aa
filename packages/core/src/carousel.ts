import { isSafeUrl } from './safe-url.ts'

/**
 * The carousel's and the header's pure rules (001 §5 Header form, Carousel): the link pattern of
 * the 1-column carousel, and what a slide's type clears.
 */

/**
 * 001 §5: optional http(s), optional www, a domain, a top-level domain of 2 or more letters,
 * an optional path. Spaces and control characters are never part of it.
 */
export const SLIDE_LINK_PATTERN =
  /^(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#][^\s\\]*)?$/i

/** Whether `value` is a carousel link (001 §5); the 1-column form shows 'invalid link' otherwise. */
export function isSlideLink(value: string): boolean {
  return value.length <= 2048 && SLIDE_LINK_PATTERN.test(value)
}

/**
 * The address to store for a link typed without a scheme (`www.example.com/x` →
 * `https://www.example.com/x`), so the storefront's `href` leaves the site; null when the result
 * is still not a safe external URL (safe-url.ts).
 */
export function normaliseSlideLink(value: string): string | null {
  const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`
  return isSafeUrl(withScheme, 'external') ? withScheme : null
}

export const SLIDE_TYPES = ['PRODUCT', 'URL'] as const
export type SlideType = (typeof SLIDE_TYPES)[number]

export type SlideLinkProblem = 'required' | 'invalid_link'

/**
 * A slide's link fields once its type and the shop's columns are known (001 §5 Carousel):
 * - PRODUCT: the product is required and the url cleared;
 * - URL: the product cleared; in 1-column mode a given url must match SLIDE_LINK_PATTERN
 *   ('invalid link'), and is stored with its scheme; with 2 columns the link field is hidden and
 *   not checked, so nothing is kept;
 * - `action_type` is `url` when a url remains, otherwise `none`.
 * An empty url is no url (a URL slide may link nowhere, like the spec's slide without a link).
 */
export function settleSlideLink(
  slide: { type: SlideType; url: string | null; product: string | null },
  columns: 1 | 2,
):
  | { ok: true; url: string | null; product: string | null; action_type: 'url' | 'none' }
  | { ok: false; field: 'url' | 'product'; problem: SlideLinkProblem } {
  if (slide.type === 'PRODUCT') {
    if (!slide.product) return { ok: false, field: 'product', problem: 'required' }
    return { ok: true, url: null, product: slide.product, action_type: 'none' }
  }
  const typed = slide.url?.trim() ?? ''
  if (columns === 2 || typed === '') return { ok: true, url: null, product: null, action_type: 'none' }
  const url = isSlideLink(typed) ? normaliseSlideLink(typed) : null
  if (!url) return { ok: false, field: 'url', problem: 'invalid_link' }
  return { ok: true, url, product: null, action_type: 'url' }
}

/**
 * Which images a slide needs (001 §5): both the desktop (hzt) and the mobile (vrt) one in
 * 1-column mode; in the 2-column variant the single (hzt) image, shown on every screen.
 */
export function missingSlideImages(
  slide: { hzt_image: string | null; vrt_image: string | null },
  columns: 1 | 2,
): ('hzt_image' | 'vrt_image')[] {
  const missing: ('hzt_image' | 'vrt_image')[] = []
  if (!slide.hzt_image) missing.push('hzt_image')
  if (columns === 1 && !slide.vrt_image) missing.push('vrt_image')
  return missing
}

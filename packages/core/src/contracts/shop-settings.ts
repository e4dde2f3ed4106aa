import { z } from 'zod'
import { safeUrl } from '../safe-url.ts'
import { FOOTER_PAGE_TEXT_MAX, FOOTER_STYLES, SECTION_KINDS, SEO_DESCRIPTION_MAX } from '../shop-kinds.ts'

/**
 * A shop's settings page (001 §2 `{shop}/admin/configuracion`, §3 shop fields; decision 097): the
 * fields the storefront reads that are not its look (part A's PATCH /shops/:slug) nor its header
 * and carousel (part B). Read and changed at GET/PATCH /api/v1/shops/:slug/settings.
 */

export {
  FOOTER_PAGE_TEXT_MAX,
  FOOTER_PAGES,
  FOOTER_STYLES,
  type FooterPage,
  SEO_DESCRIPTION_MAX,
} from '../shop-kinds.ts'

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/)
const phone = z.string().regex(/^\d{6,15}$/)
const countryCode = z.string().regex(/^\d{1,4}$/)
const pageText = z.string().trim().min(1).max(FOOTER_PAGE_TEXT_MAX)

export const sectionsInfo = z
  .array(z.strictObject({ section: z.enum(SECTION_KINDS), enabled: z.boolean() }))
  .max(SECTION_KINDS.length)
  .refine((list) => new Set(list.map((entry) => entry.section)).size === list.length, {
    message: 'duplicate section',
  })

const settingsFields = {
  contact_email: z.email().max(254).nullable(),
  contact_phone: phone.nullable(),
  contact_country_code: countryCode.nullable(),
  whatsapp_phone: phone.nullable(),
  whatsapp_country_code: countryCode.nullable(),
  /** LiveChat's licence number (digits). */
  live_chat_license: z
    .string()
    .regex(/^\d{1,20}$/)
    .nullable(),
  sections_info: sectionsInfo,
  signup_form: z.enum(['complete', 'basic']),
  hidden_store_name: z.boolean(),
  hidden_search_bar: z.boolean(),
  hidden_affinity_xheader: z.boolean(),
  hidden_affiliate_banner: z.boolean(),
  hidden_dssupplier_banner: z.boolean(),
  seo_description: z.string().trim().min(1).max(SEO_DESCRIPTION_MAX).nullable(),
  favicon: safeUrl({ max: 500 }).nullable(),
  /** The shop's own address: `https://host` (or http), nothing after the host (see canonicalOrigin). */
  canonical_url: safeUrl({ kind: 'external', max: 255 }).nullable(),
  /** Meta (Facebook) pixel id: digits only. */
  fb_pixel: z
    .string()
    .regex(/^\d{5,20}$/)
    .nullable(),
  footer_style: z.enum(FOOTER_STYLES),
  footer_bg: hexColour.nullable(),
  footer_fg: hexColour.nullable(),
  users_support_url: safeUrl({ kind: 'external', max: 500 }).nullable(),
  franchise_support_url: safeUrl({ kind: 'external', max: 500 }).nullable(),
  affiliate_support_url: safeUrl({ kind: 'external', max: 500 }).nullable(),
  /** Where the affiliate and dropshipping-supplier banners lead: a path of this site or an http(s) URL. */
  affiliate_landing: safeUrl({ max: 500 }).nullable(),
  dssupplier_landing: safeUrl({ max: 500 }).nullable(),
  about_text: pageText.nullable(),
  terms_text: pageText.nullable(),
  privacy_text: pageText.nullable(),
}

/** PATCH body: any subset of the fields; null clears a field (a page text goes back to the platform's). */
export const shopSettingsUpdateBody = z.strictObject(settingsFields).partial()
export type ShopSettingsUpdate = z.output<typeof shopSettingsUpdateBody>

export const shopSettings = z.object({
  ...settingsFields,
  seo_description: z.string().nullable(),
  about_text: z.string().nullable(),
  terms_text: z.string().nullable(),
  privacy_text: z.string().nullable(),
})
export type ShopSettings = z.infer<typeof shopSettings>

/** 002 §7 "Setup apps": whether the shop admin's guided tour still shows. */
export const setupApps = z.object({ show_tour: z.boolean() })
export const setupAppsUpdateBody = z.strictObject({ show_tour: z.boolean() })

/**
 * The canonical address as stored: `https://host[:port]` in lower case, or null when the value has
 * a path, query or fragment (a domain names a whole shop, never a page of it).
 */
export function canonicalOrigin(value: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if ((url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '') return null
  if (!url.hostname.includes('.')) return null
  return url.origin.toLowerCase()
}

/** A footer page's own text as paragraphs: split on blank lines, each trimmed, empty ones dropped. */
export function pageParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
}

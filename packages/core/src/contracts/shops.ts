import { z } from 'zod'
import { NAME_MAX } from '../constants.ts'
import { STAFF_ROLES } from '../permissions.ts'
import { safeUrl } from '../safe-url.ts'
import { ACTION_TYPES, AUDIENCES, PHOTO_DISPLAYS, SECTION_KINDS, STORE_TYPES } from '../shop-kinds.ts'
import { ADORNMENT_TYPES, blankToNull, SOCIAL_NAME, SOCIAL_NAME_MAX } from '../shop-look.ts'

export {
  ACTION_TYPES,
  AUDIENCES,
  PHOTO_DISPLAYS,
  SECTION_KINDS,
  SOCIAL_NETWORKS,
  STORE_TYPES,
} from '../shop-kinds.ts'

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/)

export const headerInfo = z.object({
  title: z.string().max(30),
  subtitle: z.string().max(40).nullable(),
  description: z.string().max(130).nullable(),
  action_type: z.enum(ACTION_TYPES),
  url: z.string().nullable(),
  product: z.string().nullable(),
  product_supplier: z.string().nullable(),
  button_label: z.string().nullable(),
  target: z.enum(AUDIENCES),
})

export const sliderEntry = z.object({
  hzt_image: z.string(),
  vrt_image: z.string(),
  hzt_image_id: z.string().nullable(),
  vrt_image_id: z.string().nullable(),
  product: z.string().nullable(),
  supplier: z.string().nullable(),
  url: z.string().nullable(),
  url_target: z.boolean(),
  target: z.enum(AUDIENCES),
})

export const storeThemeInfo = z.object({
  color1: hexColour,
  color2: hexColour,
  columns: z.union([z.literal(1), z.literal(2)]),
  signup_form: z.enum(['complete', 'basic']),
  sections_info: z.array(z.object({ section: z.enum(SECTION_KINDS), enabled: z.boolean() })),
  slider_info: z.array(sliderEntry),
  header_info: headerInfo.nullable(),
})
export type StoreThemeInfo = z.infer<typeof storeThemeInfo>

export const rootAffinityStoreInfo = z.object({
  owner: z.string(),
  slug: z.string(),
  name: z.string(),
  about_entry_id: z.string().nullable(),
  canonical_url: z.string().nullable(),
  users_support_url: z.string().nullable(),
  color1: z.string(),
  color2: z.string(),
  photo: z.string().nullable(),
  currentShopID: z.string(),
})

/** Everything spec 000 §3 and 001 §3 list for a shop, as the public storefront sees it. */
/** 000 §2 catalogue strip: how many of the shop's first catalogues it shows. */
export const CATALOGUE_STRIP_SIZE = 12

/** A catalogue as the strip under the header shows it: picture, name, link (contracts/catalogues.ts has the whole one). */
export const catalogueStripEntry = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
})
export type CatalogueStripEntry = z.infer<typeof catalogueStripEntry>

export const shop = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  owner: z.string(),
  theme: z.union([z.literal(3), z.literal(4)]),
  photo: z.string().nullable(),
  photo_display: z.enum(PHOTO_DISPLAYS),
  favicon: z.string().nullable(),
  hidden_store_name: z.boolean(),
  hidden_search_bar: z.boolean(),
  hidden_darkmode: z.boolean(),
  hidden_affinity_xheader: z.boolean(),
  hidden_affiliate_banner: z.boolean(),
  hidden_dssupplier_banner: z.boolean(),
  darkmode: z.boolean(),
  adornment_type: z.enum(['geom-circle', 'none']),
  store_type: z.enum(STORE_TYPES),
  is_proxy: z.boolean(),
  canonical_url: z.string().nullable(),
  seo_description: z.string().nullable(),
  store_theme_info: storeThemeInfo,
  signup_plan: z.string().nullable(),
  fb_pixel: z.string().nullable(),
  live_chat_license: z.string().nullable(),
  whatsapp_phone: z.string().nullable(),
  whatsapp_country_code: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  contact_country_code: z.string().nullable(),
  about_entry_id: z.string().nullable(),
  affiliate_landing: z.string().nullable(),
  dssupplier_landing: z.string().nullable(),
  permissions: z.array(z.string()),
  root_affinity_store_info: rootAffinityStoreInfo.nullable(),
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  twitter: z.string().nullable(),
  youtube: z.string().nullable(),
  twitch: z.string().nullable(),
  kick: z.string().nullable(),
  discord: z.string().nullable(),
  footer_bg: z.string().nullable(),
  footer_fg: z.string().nullable(),
  footer_style: z.string().nullable(),
  bgcolor: z.string().nullable(),
  users_support_url: z.string().nullable(),
  franchise_support_url: z.string().nullable(),
  affiliate_support_url: z.string().nullable(),
  currency: z.string(),
  /** The footer pages the shop wrote its own text for (decision 097): GET /shops/:slug/pages/:page. */
  own_pages: z.array(z.enum(['about', 'terms', 'privacy'])),
  /**
   * Whether the viewer's guided setup tour shows here (002 §7 setup-apps; decision 097): a shop
   * admin (`shop.update`) of a shop that is not a proxy who has not closed it. False for everyone else.
   */
  viewer_show_tour: z.boolean(),
  /** What the viewer is in this shop; empty for visitors and customers. */
  viewer_roles: z.array(z.enum(['owner', ...STAFF_ROLES])),
  /** The first catalogues in the shop's order, for the catalogue strip (000 §2; decision 022). */
  catalogue_strip: z.array(catalogueStripEntry),
})
export type Shop = z.infer<typeof shop>

export const shopSummary = shop.pick({ id: true, slug: true, name: true, photo: true, store_type: true })

/**
 * 000 §5: a network other than discord holds a name only (no URL, no spaces or slashes); an
 * empty value is null (decision 095).
 */
const socialName = z.preprocess(
  blankToNull,
  z.string().trim().max(SOCIAL_NAME_MAX).regex(SOCIAL_NAME).nullable(),
)

/** The fields an admin changes from the storefront (001 §6, decision 095); everything else has its own issue. */
export const shopUpdateBody = z
  .strictObject({
    name: z.string().trim().min(1).max(NAME_MAX),
    photo: safeUrl().nullable(),
    photo_display: z.enum(PHOTO_DISPLAYS),
    hidden_store_name: z.boolean(),
    hidden_search_bar: z.boolean(),
    seo_description: z.string().max(300).nullable(),
    contact_email: z.email().nullable(),
    contact_phone: z
      .string()
      .regex(/^\d{6,15}$/)
      .nullable(),
    contact_country_code: z
      .string()
      .regex(/^\d{1,4}$/)
      .nullable(),
    whatsapp_phone: z
      .string()
      .regex(/^\d{6,15}$/)
      .nullable(),
    whatsapp_country_code: z
      .string()
      .regex(/^\d{1,4}$/)
      .nullable(),
    facebook: socialName,
    instagram: socialName,
    twitter: socialName,
    youtube: socialName,
    twitch: socialName,
    kick: socialName,
    /** 000 §5: discord must be a valid URL (an http(s) one); the other networks hold names only. */
    discord: z.preprocess(blankToNull, safeUrl({ kind: 'external', max: 300 }).nullable()),
    /** 001 §7 'color1/color2': the shop's two colours (a palette's or the admin's own). */
    color1: hexColour,
    color2: hexColour,
    /** 001 §9: 1 or 2 columns on the home. */
    columns: z.union([z.literal(1), z.literal(2)]),
    /** 000 §2: the storefront layout, theme 3 or 4. */
    theme: z.union([z.literal(3), z.literal(4)]),
    /** 001 §4, §6: may the visitors choose dark mode, and is its switch hidden. */
    darkmode: z.boolean(),
    hidden_darkmode: z.boolean(),
    adornment_type: z.enum(ADORNMENT_TYPES),
  })
  .partial()
export type ShopUpdateBody = z.infer<typeof shopUpdateBody>

export const staffMember = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['owner', ...STAFF_ROLES]),
})

import type { Shop } from '@tianguis/core/contracts/shops'
import { can, SHOP_ACTIONS, type ShopAction, type ShopRole } from '@tianguis/core/permissions'
import type { CSSProperties } from 'react'
import { supplierDisabled } from '../banners/supplier-status'
import { type PageStripEntry, pageStrip } from '../catalogues/page-strip'
import { type SocialLink, socialLinks } from '../contact/contact'
import {
  canEditStorefront,
  isShopAdmin,
  type MenuEntry,
  type SearchTarget,
  SHOP_SETTINGS_BUILT,
  searchTargets,
  shopSettingsHref,
  topMenuEntries,
} from '../navigation/sections'
import { shopLookHref } from '../shop-look/shop-look-fields'
import { footerColours, themeStyle } from './theme'

/**
 * The shop fields the pages render or need for their tags (decision 019): the layout sends the
 * browser only these, not the whole API answer (the side menu's link to the root network store
 * is worked out on the server: account-links.ts). A component that needs another field adds it
 * here (the compiler points at this list: components take `PageShop`, not `Shop`).
 */
export const PAGE_SHOP_FIELDS = [
  'slug',
  'name',
  'theme',
  'photo',
  'photo_display',
  'favicon',
  'hidden_store_name',
  'hidden_search_bar',
  'hidden_darkmode',
  'darkmode',
  'adornment_type',
  'store_type',
  'is_proxy',
  'canonical_url',
  'seo_description',
  'fb_pixel',
  'live_chat_license',
  'whatsapp_phone',
  'whatsapp_country_code',
  'contact_email',
  'contact_phone',
  'contact_country_code',
  'about_entry_id',
  'footer_style',
  'users_support_url',
] as const satisfies readonly (keyof Shop)[]

type Picked = Pick<Shop, (typeof PAGE_SHOP_FIELDS)[number]>
type NullableKey = { [K in keyof Picked]: null extends Picked[K] ? K : never }[keyof Picked]

/**
 * A field the shop has not set is left out rather than sent as null: every page carries the shop,
 * and a dozen `"fb_pixel":null`s are bytes of first-load data (decision 019).
 */
type SetFields = Omit<Picked, NullableKey> & { [K in NullableKey]?: NonNullable<Picked[K]> }

export type PageShop = SetFields & {
  /** The social bar's links, worked out from the shop's network names (contact.ts). */
  social_links: SocialLink[]
  /** What the viewer may do in this shop: the permission rule applied on the server, not shipped. */
  viewer_can: ShopAction[]
  /** The shell's colour variables and the footer's own colours, with readable text (theme.ts). */
  colours: { shell: CSSProperties; footer: CSSProperties | null }
  /** The footer links to {base}/acerca: an about entry, or the shop's own about text (decision 097). */
  about_page?: true
  /** A supplier's shop whose supplier account is disabled (the warning shows). */
  supplier_disabled: boolean
  /** The top menu's entries, the search's targets and the settings link for admins (sections.ts). */
  menu: {
    entries: MenuEntry[]
    search: SearchTarget[]
    settings: string | null
    /** The look editor for the shop's admins ('Editar tienda', decision 095); absent for everyone else. */
    look?: string
  }
  /**
   * The catalogue strip every shop page shows (000 §2; decision 038), from the shop's own answer
   * (no statement of its own); left out when the shop has no catalogues.
   */
  strip?: PageStripEntry[]
}

/** The shop actions these roles allow (core's permissions.ts). */
export function viewerCan(roles: readonly ShopRole[]): ShopAction[] {
  return (Object.keys(SHOP_ACTIONS) as ShopAction[]).filter((action) => can(roles, action))
}

/**
 * The page's shop at `base` (where its pages live for this request): only PAGE_SHOP_FIELDS of the
 * API's answer, and what the server works out from the rest (social links, the viewer's actions,
 * colours, the menus) so the rules stay out of the bundle.
 */
export function pageShop(shop: Shop, base: string): PageShop {
  const picked = Object.fromEntries(
    PAGE_SHOP_FIELDS.flatMap((field) => (shop[field] === null ? [] : [[field, shop[field]]])),
  )
  const viewer = { ...shop, viewer_can: viewerCan(shop.viewer_roles) }
  return {
    ...picked,
    social_links: socialLinks(shop),
    viewer_can: viewer.viewer_can,
    supplier_disabled: supplierDisabled(shop),
    ...(shop.about_entry_id || shop.own_pages.includes('about') ? { about_page: true } : {}),
    colours: { shell: themeStyle(shop.store_theme_info), footer: footerColours(shop) ?? null },
    menu: {
      entries: topMenuEntries(viewer, base),
      search: searchTargets(shop, base),
      settings: SHOP_SETTINGS_BUILT && isShopAdmin(viewer) ? shopSettingsHref(base) : null,
      ...(canEditStorefront(viewer) ? { look: shopLookHref(base) } : {}),
    },
    ...(shop.catalogue_strip.length > 0 ? { strip: pageStrip(shop.catalogue_strip) } : {}),
  } as PageShop
}

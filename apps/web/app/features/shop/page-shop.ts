import type { Shop } from '@tianguis/core/contracts/shops'

/**
 * The shop fields the pages render or need for their tags (decision 019): the layout sends the
 * browser only these, not the whole API answer. A component that needs another field adds it
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
  'store_theme_info',
  'fb_pixel',
  'live_chat_license',
  'whatsapp_phone',
  'whatsapp_country_code',
  'contact_email',
  'contact_phone',
  'contact_country_code',
  'about_entry_id',
  'permissions',
  'root_affinity_store_info',
  'facebook',
  'instagram',
  'twitter',
  'youtube',
  'twitch',
  'kick',
  'discord',
  'footer_bg',
  'footer_fg',
  'footer_style',
  'users_support_url',
  'viewer_roles',
] as const satisfies readonly (keyof Shop)[]

export type PageShop = Pick<Shop, (typeof PAGE_SHOP_FIELDS)[number]>

/** The page's shop: only PAGE_SHOP_FIELDS of the API's answer. */
export function pageShop(shop: Shop): PageShop {
  return Object.fromEntries(PAGE_SHOP_FIELDS.map((field) => [field, shop[field]])) as PageShop
}

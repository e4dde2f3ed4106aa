import type { Shop } from '@tianguis/core/contracts/shops'
import { type SocialLink, socialLinks } from '../contact/contact'

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
  'footer_bg',
  'footer_fg',
  'footer_style',
  'users_support_url',
  'viewer_roles',
] as const satisfies readonly (keyof Shop)[]

export type PageShop = Pick<Shop, (typeof PAGE_SHOP_FIELDS)[number]> & {
  /** The social bar's links, worked out from the shop's network names (contact.ts). */
  social_links: SocialLink[]
}

/** The page's shop: only PAGE_SHOP_FIELDS of the API's answer, and the social links. */
export function pageShop(shop: Shop): PageShop {
  const picked = Object.fromEntries(PAGE_SHOP_FIELDS.map((field) => [field, shop[field]]))
  return { ...picked, social_links: socialLinks(shop) } as PageShop
}

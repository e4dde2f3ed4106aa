import type { SECTION_KINDS } from './contracts/shops.ts'

/** The pages a shop can show besides its home (001 §2 "Shop pages"). */
export const SHOP_SECTIONS = [
  'products',
  'services',
  'experiences',
  'catalogues',
  'blogs',
  'franchises',
  'info',
] as const
export type ShopSection = (typeof SHOP_SECTIONS)[number]

/** Each section's path segment under the shop (Spanish in URLs, conventions 8). */
export const SECTION_PATHS: Record<ShopSection, string> = {
  products: 'productos',
  services: 'servicios',
  experiences: 'experiencias',
  catalogues: 'catalogos',
  blogs: 'blogs',
  franchises: 'franquicias',
  info: 'info',
}

type SectionKind = (typeof SECTION_KINDS)[number]
export interface SectionsShop {
  store_type: string
  store_theme_info: { sections_info: ReadonlyArray<{ section: SectionKind; enabled: boolean }> }
}

function flagOn(shop: SectionsShop, kind: SectionKind): boolean {
  return shop.store_theme_info.sections_info.some((entry) => entry.section === kind && entry.enabled)
}

/**
 * Is this section's page reachable in this shop? Products, services, experiences, blogs and
 * franchises follow their flag in store_theme_info.sections_info; catálogos is always on; info
 * (the contact page) only for franchise shops with the retail section on (001 §2).
 */
export function isSectionEnabled(shop: SectionsShop, section: ShopSection): boolean {
  switch (section) {
    case 'catalogues':
      return true
    case 'info':
      return shop.store_type === 'franchise' && flagOn(shop, 'retail')
    default:
      return flagOn(shop, section)
  }
}

/** The shop's reachable sections, in menu order. */
export function enabledSections(shop: SectionsShop): ShopSection[] {
  return SHOP_SECTIONS.filter((section) => isSectionEnabled(shop, section))
}

import type { Shop } from '@tianguis/core/contracts/shops'
import type { ShopAction } from '@tianguis/core/permissions'
import { enabledSections, isSectionEnabled, SECTION_PATHS, type ShopSection } from '@tianguis/core/sections'

/**
 * The top menu's entries (001 §2 "Shop pages", "Top menu and admin shortcuts"), worked out by the
 * layout's loader (page-shop.ts), like the search's targets and the settings link.
 */
export type MenuSection = ShopSection

export interface MenuEntry {
  section: MenuSection
  /** Where the entry goes, as the browser sees it. */
  href: string
  /**
   * The admin's add-plus shortcut, when the viewer may edit the shop and it is not a proxy shop;
   * absent otherwise (every page carries the menu: no `"add":null` for each entry).
   */
  add?: string
}

/**
 * Where an admin creates an item of each section (000 §2 creation links, 001 §2 shortcuts), or
 * null while that page is not built (issue 11: no link to an unbuilt part; decision 035). The
 * spec's targets, to restore when their pages come: catalogues `{base}/catalogos?crear=1` (the
 * list has no create form yet), blogs `{base}/blogs/crear`, franchises `{base}/franquicias?agregar=1`.
 */
function addPath(section: MenuSection): string | null {
  switch (section) {
    case 'products':
      return '/apps/me/products/create'
    case 'services':
      return '/apps/me/products/services/create'
    case 'experiences':
      return '/apps/me/products/experiences/create'
    case 'catalogues':
    case 'blogs':
    case 'franchises':
    case 'info':
      return null
  }
}

/** May this viewer edit the storefront here ('shop.update': owner, admin)? Never on proxy shops (001 §6). */
export function canEditStorefront(shop: { is_proxy: boolean; viewer_can: readonly ShopAction[] }): boolean {
  return !shop.is_proxy && shop.viewer_can.includes('shop.update')
}

/** May this viewer open the shop's settings (the preferences icon, for admins only)? */
export function isShopAdmin(shop: { viewer_can: readonly ShopAction[] }): boolean {
  return shop.viewer_can.includes('shop.update')
}

/**
 * The entries for the sections the shop enables (packages/core/src/sections.ts: catálogos always,
 * 'info' only for franchise shops with retail on), each with the admin's shortcut when allowed.
 */
export function topMenuEntries(
  shop: Pick<Shop, 'store_theme_info' | 'store_type' | 'is_proxy'> & { viewer_can: readonly ShopAction[] },
  base: string,
): MenuEntry[] {
  const editable = canEditStorefront(shop)
  return enabledSections(shop).map((section) => {
    const add = editable ? addPath(section) : null
    return { section, href: `${base}/${SECTION_PATHS[section]}`, ...(add ? { add } : {}) }
  })
}

/** The item kinds the search can look in: those whose section is on. */
export function searchableSections(
  shop: Pick<Shop, 'store_theme_info' | 'store_type'>,
): ('products' | 'services' | 'experiences')[] {
  return (['products', 'services', 'experiences'] as const).filter((section) =>
    isSectionEnabled(shop, section),
  )
}

/** Where the search looks for each item kind that is on (its form posts there). */
export interface SearchTarget {
  section: 'products' | 'services' | 'experiences'
  href: string
}

export function searchTargets(
  shop: Pick<Shop, 'store_theme_info' | 'store_type'>,
  base: string,
): SearchTarget[] {
  return searchableSections(shop).map((section) => ({ section, href: `${base}/${SECTION_PATHS[section]}` }))
}

/** The admin settings page opened by the preferences icon (001 §2). */
export function shopSettingsHref(base: string): string {
  return `${base}/admin/configuracion?showCustomShopToggle=true`
}

/**
 * Whether the admin settings page exists: built by issue 17 (decision 097), so the preferences
 * icon and the add-contact-info shortcut link there (decision 035 held them back until then).
 */
export const SHOP_SETTINGS_BUILT = true

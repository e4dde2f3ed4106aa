/**
 * The shop's menu apps (001 §2 "Floating side bar for shop admins", §7 "Menu apps: fetch by
 * store_type and owner"): the links of the admin side bar, per store type, as data.
 * Each entry's `action` says who sees it through the permission rule (permissions.ts), so the
 * roles of each link are the roles of that action. Paths are relative to the shop's base.
 * An entry is shown only once its page is `built` (issue 11 "no dead ends", decision 035): the
 * back office (`admin/…`) comes with later issues, so today only the orders and their returns
 * (decisions 081, 091), the door's ticket scanner (`admin/boletos`, decision 083), the catalogues list, the
 * shop's settings and banners (decision 097) and, for the owner, the supplier's own items page are links.
 */
import type { Locale } from './locales.ts'
import { can, type ShopAction, type ShopRole } from './permissions.ts'

export type StoreType = 'plain' | 'affiliate' | 'affinity' | 'franchise'

/** Labels per menu locale: the spec's menu apps carry es, en and es-AR. */
export interface MenuLabel {
  es: string
  en: string
  'es-AR': string
}

export const MENU_ICONS = [
  'dashboard',
  'orders',
  'dispatch',
  'products',
  'catalogues',
  'finance',
  'wallet',
  'invoice',
  'staff',
  'qr',
  'settings',
  'franchise',
  'supplier',
  'network',
  'commission',
  'campaign',
] as const
export type MenuIcon = (typeof MENU_ICONS)[number]

export interface MenuApp {
  id: string
  label: MenuLabel
  icon: MenuIcon
  /** A colour for the icon's badge (#rrggbb). */
  icon_color: string
  /** Relative to the shop's base, without a leading slash: `admin/pedidos` → `{base}/admin/pedidos`. */
  path: string
  /** The back-office module the link opens. */
  app_module: string
  /** Who sees the entry: the roles allowed this action. */
  action: ShopAction
  /**
   * Whether the page at `path` exists. An entry that is not built is never shown; its built
   * submenu entries take its place. Set it to true in the change that builds the page.
   */
  built: boolean
  /**
   * Shown to the shop's owner only: the page lists the viewer's own data rather than the shop's
   * (the products entry opens `apps/me/products`, the viewer's own items, which are the shop's
   * items only for its owner until in-store lists exist).
   */
  ownerOnly?: boolean
  submenu: MenuApp[]
}

const app = (
  id: string,
  label: MenuLabel,
  icon: MenuIcon,
  icon_color: string,
  path: string,
  app_module: string,
  action: ShopAction,
  submenu: MenuApp[] = [],
  built = false,
): MenuApp => ({ id, label, icon, icon_color, path, app_module, action, built, submenu })

const same = (es: string, en: string, esAR = es): MenuLabel => ({ es, en, 'es-AR': esAR })

const DASHBOARD = app(
  'dashboard',
  same('Panel', 'Dashboard'),
  'dashboard',
  '#0f766e',
  'admin',
  'dashboard',
  'shop.admin_panel',
)
// The seller's back office is built (decision 081); its dispatch view is not yet.
const ORDERS = app(
  'orders',
  same('Pedidos', 'Orders'),
  'orders',
  '#1d4ed8',
  'admin/pedidos',
  'orders',
  'shop.orders.read',
  [
    app(
      'dispatch',
      same('Por despachar', 'To dispatch'),
      'dispatch',
      '#1d4ed8',
      'admin/pedidos/despacho',
      'orders',
      'shop.orders.dispatch',
    ),
    // The shop's returns and their refunds (decision 091).
    app(
      'returns',
      same('Devoluciones', 'Returns'),
      'orders',
      '#1d4ed8',
      'admin/devoluciones',
      'orders',
      'shop.orders.read',
      [],
      true,
    ),
  ],
  true,
)
const PRODUCTS: MenuApp = {
  ...app(
    'products',
    same('Productos', 'Products'),
    'products',
    '#c2410c',
    // The supplier's items page (routes/apps/products.tsx): the owner's items are the shop's items.
    'apps/me/products',
    'items',
    'shop.items.manage',
    [
      app(
        'catalogues',
        same('Catálogos', 'Catalogues'),
        'catalogues',
        '#c2410c',
        // The shop's catalogues page, where admins see the add-your-first-catalogue state.
        'catalogos',
        'catalogues',
        'shop.items.manage',
        [],
        true,
      ),
    ],
    true,
  ),
  ownerOnly: true,
}
const FINANCE = app(
  'finance',
  same('Finanzas', 'Finance'),
  'finance',
  '#15803d',
  'admin/finanzas',
  'finance',
  'shop.finance',
  [
    app(
      'wallet',
      same('Billetera', 'Wallet'),
      'wallet',
      '#15803d',
      'admin/finanzas/billetera',
      'wallet',
      'shop.finance',
    ),
    app(
      'invoices',
      same('Facturas', 'Invoices'),
      'invoice',
      '#15803d',
      'admin/finanzas/facturas',
      'invoices',
      'shop.finance',
    ),
  ],
)
const STAFF = app(
  'staff',
  same('Personal', 'Staff'),
  'staff',
  '#6d28d9',
  'admin/personal',
  'staff',
  'shop.staff.read',
)
// The door's scan page (decision 083), the first page of the back office.
const QR = app(
  'qr',
  same('Escanear boletos', 'Scan tickets', 'Escaneá boletos'),
  'qr',
  '#374151',
  'admin/boletos',
  'tickets',
  'shop.tickets.scan',
  [],
  true,
)
// The shop's settings and, under them, its editors (issue 17): the look (decision 095), the header
// and the carousel (decision 096) and the banners (decision 097); the storefront also opens them in
// place ('Editar tienda', 'Editar fondo', 'Editar header', 'Editar carrusel').
const SETTINGS = app(
  'settings',
  same('Configuración', 'Settings'),
  'settings',
  '#374151',
  'admin/configuracion',
  'settings',
  'shop.update',
  [
    app(
      'look',
      same('Apariencia', 'Look'),
      'settings',
      '#374151',
      'admin/tienda',
      'look',
      'shop.update',
      [],
      true,
    ),
    app(
      'headers',
      same('Headers', 'Headers'),
      'campaign',
      '#374151',
      'admin/encabezados',
      'headers',
      'shop.update',
      [],
      true,
    ),
    app(
      'carousel',
      same('Carrusel', 'Carousel'),
      'campaign',
      '#374151',
      'admin/carrusel',
      'carousel',
      'shop.update',
      [],
      true,
    ),
    app(
      'banners',
      same('Banners', 'Banners'),
      'campaign',
      '#374151',
      'admin/banners',
      'banners',
      'shop.update',
      [],
      true,
    ),
  ],
  true,
)

const BY_TYPE: Record<StoreType, MenuApp[]> = {
  plain: [
    app(
      'campaigns',
      same('Campañas', 'Campaigns'),
      'campaign',
      '#be123c',
      'admin/campanas',
      'campaigns',
      'shop.update',
    ),
  ],
  affiliate: [
    app(
      'commissions',
      same('Comisiones', 'Commissions'),
      'commission',
      '#a16207',
      'admin/comisiones',
      'commissions',
      'shop.finance',
    ),
  ],
  affinity: [
    app(
      'network',
      same('Red de afinidad', 'Affinity network'),
      'network',
      '#1e3a8a',
      'admin/red',
      'affinity',
      'shop.update',
      [
        app(
          'network-shops',
          same('Tiendas de la red', 'Network shops'),
          'network',
          '#1e3a8a',
          'admin/red/tiendas',
          'affinity',
          'shop.update',
        ),
      ],
    ),
  ],
  franchise: [
    app(
      'franchises',
      same('Franquicias', 'Franchises'),
      'franchise',
      '#b91c1c',
      'admin/franquicias',
      'franchises',
      'shop.items.manage',
    ),
    app(
      'supplier',
      same('Proveedor', 'Supplier'),
      'supplier',
      '#b91c1c',
      'admin/proveedor',
      'dssupplier',
      'shop.update',
    ),
  ],
}

/** Every menu app of a store type, before permissions. */
export function menuAppsOf(storeType: StoreType): MenuApp[] {
  return [DASHBOARD, ORDERS, PRODUCTS, ...BY_TYPE[storeType], FINANCE, STAFF, QR, SETTINGS]
}

/** The menu apps these roles may use in a shop of this type, built or not (submenus filtered the same way). */
export function permittedMenuApps(storeType: StoreType, roles: readonly ShopRole[]): MenuApp[] {
  if (!can(roles, 'shop.admin_panel')) return []
  const visible = (apps: MenuApp[]): MenuApp[] =>
    apps
      .filter((entry) => can(roles, entry.action))
      .map((entry) => ({ ...entry, submenu: visible(entry.submenu) }))
  return visible(menuAppsOf(storeType))
}

/**
 * Only the entries whose page is built (and owner-only entries only for the owner): an entry that
 * is not shown gives its place to its shown submenu entries, so a built page under an unbuilt
 * parent is still reachable. Nothing left: the side bar is not shown.
 */
export function builtMenuApps(apps: readonly MenuApp[], roles: readonly ShopRole[]): MenuApp[] {
  return apps.flatMap((entry) => {
    const submenu = builtMenuApps(entry.submenu, roles)
    const shown = entry.built && (!entry.ownerOnly || roles.includes('owner'))
    return shown ? [{ ...entry, submenu }] : submenu
  })
}

/** The admin side bar's entries for these roles in a shop of this type: permitted and built. */
export function menuAppsFor(storeType: StoreType, roles: readonly ShopRole[]): MenuApp[] {
  return builtMenuApps(permittedMenuApps(storeType, roles), roles)
}

/** The label in a page locale: es-AR has its own, es-MX reads es. */
export function menuLabel(entry: Pick<MenuApp, 'label'>, locale: Locale): string {
  if (locale === 'en') return entry.label.en
  if (locale === 'es-AR') return entry.label['es-AR']
  return entry.label.es
}

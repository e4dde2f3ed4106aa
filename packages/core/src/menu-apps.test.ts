import { describe, expect, it } from 'vitest'
import {
  builtMenuApps,
  MENU_ICONS,
  type MenuApp,
  menuAppsFor,
  menuAppsOf,
  menuLabel,
  permittedMenuApps,
  type StoreType,
} from './menu-apps.ts'
import { SHOP_ACTIONS, type ShopRole } from './permissions.ts'

const STORE_TYPES: StoreType[] = ['plain', 'affiliate', 'affinity', 'franchise']
const flatten = (apps: MenuApp[]): MenuApp[] => apps.flatMap((entry) => [entry, ...flatten(entry.submenu)])
const ids = (apps: MenuApp[]) => flatten(apps).map((entry) => entry.id)

describe('menu apps (001 §2, §7)', () => {
  it('gives every entry labels in es, en and es-AR, a known icon, a colour and a relative path', () => {
    for (const type of STORE_TYPES) {
      for (const entry of flatten(menuAppsOf(type))) {
        for (const text of Object.values(entry.label)) expect(text.trim(), entry.id).not.toBe('')
        expect(MENU_ICONS, entry.id).toContain(entry.icon)
        expect(entry.icon_color, entry.id).toMatch(/^#[0-9a-f]{6}$/)
        expect(entry.path, entry.id).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/)
        // The back office is built page by page: its orders (decision 081), their returns (decision
        // 091), the ticket scanner (decision 083), the settings and banners (decision 097), the look
        // (decision 095), the header and the carousel (decision 096) so far;
        // any other admin/… entry that says built would be a dead link.
        if (
          (entry.path === 'admin' || entry.path.startsWith('admin/')) &&
          entry.path !== 'admin/pedidos' &&
          entry.path !== 'admin/devoluciones' &&
          entry.path !== 'admin/configuracion' &&
          entry.path !== 'admin/banners' &&
          entry.path !== 'admin/tienda' &&
          entry.path !== 'admin/encabezados' &&
          entry.path !== 'admin/carrusel' &&
          entry.id !== 'qr'
        )
          expect(entry.built, entry.id).toBe(false)
        expect(entry.app_module, entry.id).not.toBe('')
        expect(Object.keys(SHOP_ACTIONS), entry.id).toContain(entry.action)
      }
      const all = ids(menuAppsOf(type))
      expect(new Set(all).size, type).toBe(all.length)
    }
  })

  it('differs by store type', () => {
    expect(ids(menuAppsOf('franchise'))).toContain('franchises')
    expect(ids(menuAppsOf('plain'))).not.toContain('franchises')
    expect(ids(menuAppsOf('affinity'))).toContain('network-shops')
    expect(ids(menuAppsOf('affiliate'))).toContain('commissions')
  })

  it('lets the owner and admins use everything', () => {
    for (const role of ['owner', 'admin'] as ShopRole[]) {
      expect(ids(permittedMenuApps('plain', [role]))).toEqual(ids(menuAppsOf('plain')))
    }
  })

  it('lets an accountant use the money and the staff list, not the settings or the items', () => {
    const seen = ids(permittedMenuApps('plain', ['accountant']))
    expect(seen).toEqual(
      expect.arrayContaining(['dashboard', 'orders', 'finance', 'wallet', 'invoices', 'staff']),
    )
    expect(seen).not.toContain('settings')
    expect(seen).not.toContain('products')
    expect(seen).not.toContain('dispatch')
    expect(seen).not.toContain('qr')
  })

  it('lets a dispatcher use the orders to dispatch and a QR reader only the scanner', () => {
    expect(ids(permittedMenuApps('plain', ['dispatcher']))).toEqual([
      'dashboard',
      'orders',
      'dispatch',
      'returns',
    ])
    expect(ids(permittedMenuApps('franchise', ['qrreader']))).toEqual(['dashboard', 'qr'])
  })

  it('shows visitors and customers nothing', () => {
    for (const type of STORE_TYPES) expect(menuAppsFor(type, [])).toEqual([])
  })

  it('shows only built entries: the owner gets the orders, products (their items page) with catalogues, and the scanner', () => {
    for (const type of STORE_TYPES) {
      const owner = menuAppsFor(type, ['owner'])
      expect(ids(owner), type).toEqual([
        'orders',
        'returns',
        'products',
        'catalogues',
        'qr',
        'settings',
        'look',
        'headers',
        'carousel',
        'banners',
      ])
      expect(owner.at(-1)?.path).toBe('admin/configuracion')
      expect(owner.at(-1)?.submenu.map((entry) => entry.path)).toEqual([
        'admin/tienda',
        'admin/encabezados',
        'admin/carrusel',
        'admin/banners',
      ])
      expect(owner[0]?.path).toBe('admin/pedidos')
      expect(owner[0]?.submenu.map((entry) => entry.path)).toEqual(['admin/devoluciones'])
      expect(owner[1]?.path).toBe('apps/me/products')
      expect(owner[1]?.submenu.map((entry) => entry.path)).toEqual(['catalogos'])
      for (const entry of flatten(owner)) expect(entry.built, entry.id).toBe(true)
    }
  })

  it('shows only built entries: an admin gets the orders, catalogues in the place of the owner-only products, and the scanner', () => {
    expect(ids(menuAppsFor('plain', ['admin']))).toEqual([
      'orders',
      'returns',
      'catalogues',
      'qr',
      'settings',
      'look',
      'headers',
      'carousel',
      'banners',
    ])
    expect(menuAppsFor('plain', ['admin'])[1]?.path).toBe('catalogos')
  })

  it('shows only built entries: the orders for an accountant and a dispatcher, the scanner for a QR reader', () => {
    for (const role of ['accountant', 'dispatcher'] as ShopRole[]) {
      expect(ids(menuAppsFor('franchise', [role])), role).toEqual(['orders', 'returns'])
    }
    const reader = menuAppsFor('franchise', ['qrreader'])
    expect(ids(reader)).toEqual(['qr'])
    expect(reader[0]?.path).toBe('admin/boletos')
  })

  it('puts the built children of an unbuilt entry in its place', () => {
    const leaf = (id: string, built: boolean): MenuApp => ({
      ...menuAppsOf('plain')[0]!,
      id,
      built,
      submenu: [],
    })
    const tree = [{ ...leaf('a', false), submenu: [leaf('b', true), leaf('c', false)] }, leaf('d', true)]
    expect(ids(builtMenuApps(tree, ['owner']))).toEqual(['b', 'd'])
    expect(ids(builtMenuApps([{ ...leaf('e', true), ownerOnly: true }], ['admin']))).toEqual([])
  })

  it('reads the label in the page locale', () => {
    const qr = menuAppsOf('plain').find((entry) => entry.id === 'qr')!
    expect(menuLabel(qr, 'es-MX')).toBe('Escanear boletos')
    expect(menuLabel(qr, 'es-AR')).toBe('Escaneá boletos')
    expect(menuLabel(qr, 'en')).toBe('Scan tickets')
  })
})

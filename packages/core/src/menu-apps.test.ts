import { describe, expect, it } from 'vitest'
import { MENU_ICONS, type MenuApp, menuAppsFor, menuAppsOf, menuLabel, type StoreType } from './menu-apps.ts'
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
        expect(entry.path, entry.id).toMatch(/^admin(\/[a-z0-9-]+)*$/)
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

  it('shows the owner and admins everything', () => {
    for (const role of ['owner', 'admin'] as ShopRole[]) {
      expect(ids(menuAppsFor('plain', [role]))).toEqual(ids(menuAppsOf('plain')))
    }
  })

  it('shows an accountant the money and the staff list, not the settings or the items', () => {
    const seen = ids(menuAppsFor('plain', ['accountant']))
    expect(seen).toEqual(
      expect.arrayContaining(['dashboard', 'orders', 'finance', 'wallet', 'invoices', 'staff']),
    )
    expect(seen).not.toContain('settings')
    expect(seen).not.toContain('products')
    expect(seen).not.toContain('dispatch')
    expect(seen).not.toContain('qr')
  })

  it('shows a dispatcher the orders to dispatch and a QR reader only the scanner', () => {
    expect(ids(menuAppsFor('plain', ['dispatcher']))).toEqual(['dashboard', 'orders', 'dispatch'])
    expect(ids(menuAppsFor('franchise', ['qrreader']))).toEqual(['dashboard', 'qr'])
  })

  it('shows visitors and customers nothing', () => {
    for (const type of STORE_TYPES) expect(menuAppsFor(type, [])).toEqual([])
  })

  it('reads the label in the page locale', () => {
    const qr = menuAppsOf('plain').find((entry) => entry.id === 'qr')!
    expect(menuLabel(qr, 'es-MX')).toBe('Escanear boletos')
    expect(menuLabel(qr, 'es-AR')).toBe('Escaneá boletos')
    expect(menuLabel(qr, 'en')).toBe('Scan tickets')
  })
})

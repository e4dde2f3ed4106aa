import { shop as shopContract } from '@tianguis/core/contracts/shops'
import { describe, expect, it } from 'vitest'
import { PAGE_SHOP_FIELDS, pageShop, viewerCan } from './page-shop'

describe('viewerCan', () => {
  it('applies the permission rule to the viewer’s roles', () => {
    expect(viewerCan([])).toEqual([])
    expect(viewerCan(['owner'])).toContain('shop.update')
    expect(viewerCan(['admin'])).toContain('shop.update')
    expect(viewerCan(['dispatcher'])).not.toContain('shop.update')
    expect(viewerCan(['qrreader'])).toEqual(['shop.admin_panel', 'shop.tickets.scan'])
  })
})

describe('pageShop', () => {
  const slide = {
    hzt_image: '/h.svg',
    vrt_image: '/v.svg',
    hzt_image_id: null,
    vrt_image_id: null,
    product: null,
    supplier: null,
    url: null,
    url_target: false,
    target: 'all',
  }
  // Every field of the API's shop, each with a value of its own where the page does not read it.
  const full = {
    ...Object.fromEntries(Object.keys(shopContract.shape).map((field) => [field, `value of ${field}`])),
    store_type: 'plain',
    is_proxy: false,
    store_theme_info: {
      color1: '#0f766e',
      color2: '#fafafa',
      columns: 2,
      signup_form: 'basic',
      sections_info: [
        { section: 'products', enabled: true },
        { section: 'services', enabled: false },
      ],
      slider_info: [slide],
      header_info: null,
    },
    footer_bg: '#111111',
    footer_fg: '#222222',
    facebook: 'tiendademo',
    instagram: null,
    twitter: null,
    youtube: null,
    twitch: null,
    kick: null,
    discord: 'https://discord.gg/demo',
    viewer_roles: ['accountant'],
    permissions: ['dssupplier', 'dssupplier-disabled'],
    catalogue_strip: [
      { id: 'cat_1', slug: 'cocina', name: 'Cocina', photo: '/cocina.svg' },
      { id: 'cat_2', slug: 'jardin', name: 'Jardín', photo: null },
    ],
  }
  const page = pageShop(full as never, '/demo')

  it('keeps exactly the fields the pages use, and what the server works out from the rest', () => {
    expect(Object.keys(page).sort()).toEqual(
      [
        ...PAGE_SHOP_FIELDS,
        'social_links',
        'viewer_can',
        'supplier_disabled',
        'about_page',
        'colours',
        'menu',
        'strip',
      ].sort(),
    )
    expect(page.name).toBe('value of name')
    // The slides and header block travel with the home's own data (home.server.ts), not the frame's.
    expect(page).not.toHaveProperty('store_theme_info')
    expect(page.supplier_disabled).toBe(true)
    expect(pageShop({ ...full, permissions: ['dssupplier'] } as never, '').supplier_disabled).toBe(false)
  })

  it('carries the catalogue strip for every page: no ids, a photo or the colour of the initial (decision 038)', () => {
    expect(page.strip).toEqual([
      // The photo's address carries its cache-busting suffix (decision 067).
      { slug: 'cocina', name: 'Cocina', photo: expect.stringMatching(/^\/cocina\.svg\?v=[0-9a-z]{8}$/) },
      { slug: 'jardin', name: 'Jardín', colour: expect.any(Number) },
    ])
    // The same catalogue gets the same colour on every page; none of the eight is out of range.
    const again = pageShop(full as never, '').strip![1]!
    expect(again).toEqual(page.strip![1])
    expect((again as { colour: number }).colour).toBeGreaterThanOrEqual(0)
    expect((again as { colour: number }).colour).toBeLessThan(8)
    // No catalogues, no strip: the field is left out.
    expect(pageShop({ ...full, catalogue_strip: [] } as never, '/demo')).not.toHaveProperty('strip')
  })

  it('works out the social links', () => {
    expect(page.social_links).toEqual([
      { network: 'facebook', name: 'Facebook', href: 'https://facebook.com/tiendademo' },
      { network: 'discord', name: 'Discord', href: 'https://discord.gg/demo' },
    ])
  })

  it('works out the viewer’s actions: an accountant sees the admin panel, not the storefront editing', () => {
    expect(page.viewer_can).toEqual([
      'shop.admin_panel',
      'shop.staff.read',
      'shop.orders.read',
      'shop.finance',
    ])
    expect(page.menu.settings).toBeNull()
    expect(page.menu.entries.every((entry) => !('add' in entry))).toBe(true)
    const owner = pageShop({ ...full, viewer_roles: ['owner'] } as never, '/demo')
    // The preferences icon opens the settings page, for the owner and admins only (decision 097).
    expect(owner.menu.settings).toBe('/demo/admin/configuracion?showCustomShopToggle=true')
    expect(owner.menu.entries[0]).toEqual({
      section: 'products',
      href: '/demo/productos',
      add: '/apps/me/products/create',
    })
  })

  it('works out the menus at the base', () => {
    expect(page.menu.entries.map((entry) => entry.href)).toEqual(['/demo/productos', '/demo/catalogos'])
    expect(page.menu.search).toEqual([{ section: 'products', href: '/demo/productos' }])
    expect(pageShop(full as never, '').menu.search).toEqual([{ section: 'products', href: '/productos' }])
  })

  it('works out the shell’s and the footer’s colours with readable text', () => {
    expect(page.colours.shell).toMatchObject({ '--color1': '#0f766e', '--on-color2': '#000000' })
    expect(page.colours.footer).toEqual({ backgroundColor: '#111111', color: '#ffffff' })
    expect(pageShop({ ...full, footer_bg: null } as never, '/demo').colours.footer).toBeNull()
  })

  it('leaves out what the pages never show', () => {
    const shown = page as unknown as Record<string, unknown>
    for (const field of [
      'owner',
      'signup_plan',
      'affiliate_landing',
      'dssupplier_landing',
      'bgcolor',
      'root_affinity_store_info',
      'facebook',
      'viewer_roles',
      'footer_bg',
      'footer_fg',
      'permissions',
    ]) {
      expect(shown).not.toHaveProperty(field)
    }
  })
})

import type { Profile } from '@tianguis/core/contracts/identity'
import type { Shop } from '@tianguis/core/contracts/shops'
import type { ShopRole } from '@tianguis/core/permissions'
import { describe, expect, it } from 'vitest'
import { type PageShop, viewerCan } from '../shop/page-shop'
import { collaborationsOf, ownShopHref, rootStoreLink } from './account-links'
import { searchableSections, shopSettingsHref, topMenuEntries } from './sections'

const sections = (...on: string[]) =>
  (['products', 'services', 'experiences', 'franchises', 'retail', 'blogs'] as const).map((section) => ({
    section,
    enabled: on.includes(section),
  }))

const shop = (over: Partial<Shop & PageShop> = {}, on = ['products', 'services', 'blogs']) =>
  ({
    store_type: 'plain',
    viewer_can: [],
    is_proxy: false,
    store_theme_info: { sections_info: sections(...on) },
    ...over,
  }) as unknown as Shop & PageShop

describe('top menu (001 §2)', () => {
  it('lists only the enabled sections, catálogos always', () => {
    expect(topMenuEntries(shop(), '/demo').map((entry) => entry.href)).toEqual([
      '/demo/productos',
      '/demo/servicios',
      '/demo/catalogos',
      '/demo/blogs',
    ])
    expect(topMenuEntries(shop({}, []), '').map((entry) => entry.href)).toEqual(['/catalogos'])
  })

  it("adds 'info' for franchise shops with retail on, not for others", () => {
    const franchise = shop({ store_type: 'franchise' }, ['products', 'franchises', 'retail'])
    expect(topMenuEntries(franchise, '').map((entry) => entry.section)).toEqual([
      'products',
      'catalogues',
      'franchises',
      'info',
    ])
    expect(topMenuEntries(shop({}, ['retail']), '').map((entry) => entry.section)).not.toContain('info')
  })

  it('gives owners and admins the add-plus shortcuts, nobody else, and none on proxy shops', () => {
    const adds = (roles: ShopRole[], over: Partial<Shop & PageShop> = {}) =>
      topMenuEntries(
        shop({ ...over, viewer_can: viewerCan(roles) }, ['products', 'services', 'blogs']),
        '/demo',
      ).map((e) => e.add)
    // No shortcut to a page that is not built (decision 035): creating catalogues and blogs.
    expect(adds(['owner'])).toEqual([
      '/apps/me/products/create',
      '/apps/me/products/services/create',
      undefined,
      undefined,
    ])
    expect(adds(['admin'])[0]).toBe('/apps/me/products/create')
    expect(adds(['accountant'])).toEqual([undefined, undefined, undefined, undefined])
    expect(adds([])).toEqual([undefined, undefined, undefined, undefined])
    expect(adds(['owner'], { is_proxy: true })).toEqual([undefined, undefined, undefined, undefined])
  })

  it('searches only the item kinds that are on and links the settings page', () => {
    expect(searchableSections(shop({}, ['services', 'experiences']))).toEqual(['services', 'experiences'])
    expect(shopSettingsHref('/demo')).toBe('/demo/admin/configuracion?showCustomShopToggle=true')
  })
})

describe('side menu links (001 §2)', () => {
  const profile = (over: Partial<Profile>) =>
    ({ shops: [], main_type: 'personal', slug: null, ...over }) as Pick<
      Profile,
      'shops' | 'main_type' | 'slug'
    >

  it('links my shop: another shop the viewer owns, never a profile slug without a shop', () => {
    const owner = profile({
      shops: [
        { slug: 'demo', name: 'Demo', role: 'owner', photo: null },
        { slug: 'red-raiz', name: 'Red', role: 'owner', photo: null },
      ],
    })
    expect(ownShopHref(owner, 'demo')).toBe('/red-raiz')
    expect(
      ownShopHref(profile({ shops: [{ slug: 'demo', name: 'Demo', role: 'owner', photo: null }] }), 'demo'),
    ).toBeNull()
    expect(
      ownShopHref(
        profile({ shops: [{ slug: 'otra', name: 'Otra', role: 'accountant', photo: null }] }),
        'demo',
      ),
    ).toBeNull()
    // A referral's slug with no shop of theirs behind it is no shop to link to (decision 035).
    expect(ownShopHref(profile({ main_type: 'referral', slug: 'rita' }), 'demo')).toBeNull()
    expect(ownShopHref(profile({ main_type: 'personal', slug: 'rita' }), 'demo')).toBeNull()
  })

  it('lists the shops the viewer works in without owning them as collaborations', () => {
    const viewer = profile({
      shops: [
        { slug: 'demo', name: 'Demo', role: 'owner', photo: null },
        { slug: 'otra', name: 'Otra', role: 'accountant', photo: '/static/otra.svg' },
        { slug: 'mas', name: 'Más', role: 'dispatcher', photo: null },
      ],
    })
    expect(collaborationsOf(viewer)).toEqual([
      { id: 'otra', store_name: 'Otra', store_url: '/otra', store_photo: '/static/otra.svg' },
      { id: 'mas', store_name: 'Más', store_url: '/mas', store_photo: null },
    ])
    expect(collaborationsOf(profile({}))).toEqual([])
  })

  it('links the root network store by its own domain or its path', () => {
    const root = {
      owner: 'u',
      slug: 'red-raiz',
      name: 'Red Raíz',
      about_entry_id: null,
      canonical_url: null,
      users_support_url: null,
      color1: '#000000',
      color2: '#ffffff',
      photo: null,
      currentShopID: 's',
    }
    expect(rootStoreLink({ slug: 'demo', root_affinity_store_info: root })).toEqual({
      name: 'Red Raíz',
      href: '/red-raiz',
    })
    expect(
      rootStoreLink({ slug: 'demo', root_affinity_store_info: { ...root, canonical_url: 'red.example' } })
        ?.href,
    ).toBe('https://red.example')
    expect(rootStoreLink({ slug: 'red-raiz', root_affinity_store_info: root })).toBeNull()
    expect(rootStoreLink({ slug: 'demo', root_affinity_store_info: null })).toBeNull()
  })
})

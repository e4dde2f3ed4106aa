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
  // Every field of the API's shop, each with a value of its own.
  const full = {
    ...Object.fromEntries(Object.keys(shopContract.shape).map((field) => [field, `value of ${field}`])),
    facebook: 'tiendademo',
    instagram: null,
    twitter: null,
    youtube: null,
    twitch: null,
    kick: null,
    discord: 'https://discord.gg/demo',
    viewer_roles: ['accountant'],
  }

  it('keeps exactly the fields the pages use, with their values, the social links and the viewer’s actions', () => {
    const page = pageShop(full as never)
    expect(Object.keys(page).sort()).toEqual(
      [...PAGE_SHOP_FIELDS, 'social_links', 'viewer_can', 'colours'].sort(),
    )
    // An accountant sees the admin panel, orders and finance, and may not edit the storefront.
    expect(page.viewer_can).toEqual([
      'shop.admin_panel',
      'shop.staff.read',
      'shop.orders.read',
      'shop.finance',
    ])
    expect(page.name).toBe('value of name')
    expect(page.social_links).toEqual([
      { network: 'facebook', name: 'Facebook', href: 'https://facebook.com/tiendademo' },
      { network: 'discord', name: 'Discord', href: 'https://discord.gg/demo' },
    ])
  })

  it('works out the shell’s and the footer’s colours with readable text', () => {
    const page = pageShop({
      ...full,
      store_theme_info: { color1: '#0f766e', color2: '#fafafa' },
      footer_bg: '#111111',
      footer_fg: '#222222',
    } as never)
    expect(page.colours.shell).toMatchObject({ '--color1': '#0f766e', '--on-color2': '#000000' })
    expect(page.colours.footer).toEqual({ backgroundColor: '#111111', color: '#ffffff' })
    expect(
      pageShop({
        ...full,
        store_theme_info: { color1: '#0f766e', color2: '#fafafa' },
        footer_bg: null,
      } as never).colours.footer,
    ).toBeNull()
  })

  it('leaves out what the pages never show', () => {
    const page = pageShop(full as never) as Record<string, unknown>
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
    ]) {
      expect(page).not.toHaveProperty(field)
    }
  })
})

import { shop as shopContract } from '@tianguis/core/contracts/shops'
import { describe, expect, it } from 'vitest'
import { PAGE_SHOP_FIELDS, pageShop } from './page-shop'

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
  }

  it('keeps exactly the fields the pages use, with their values, and the social links', () => {
    const page = pageShop(full as never)
    expect(Object.keys(page).sort()).toEqual([...PAGE_SHOP_FIELDS, 'social_links'].sort())
    expect(page.name).toBe('value of name')
    expect(page.social_links).toEqual([
      { network: 'facebook', name: 'Facebook', href: 'https://facebook.com/tiendademo' },
      { network: 'discord', name: 'Discord', href: 'https://discord.gg/demo' },
    ])
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
    ]) {
      expect(page).not.toHaveProperty(field)
    }
  })
})

import { describe, expect, it } from 'vitest'
import {
  PUBLIC_SLUG_PATTERN,
  priceChanges,
  sharedAttribution,
  sharedCheckoutPath,
  sharedCheckoutStartPath,
} from './shared.ts'

describe('shared checkout rules (decision 054)', () => {
  it('keeps the sharer’s attribution and fills only its empty fields from the buyer’s cookies', () => {
    expect(
      sharedAttribution(
        { referral: 'ana', campaign: null, click_id: null },
        { referral: 'beto', campaign: 'verano', click_id: undefined },
      ),
    ).toEqual({ referral: 'ana', campaign: 'verano', click_id: null })
    expect(sharedAttribution({ referral: null, campaign: null, click_id: null }, {})).toEqual({
      referral: null,
      campaign: null,
      click_id: null,
    })
  })

  it('lists an item whose amount or currency moved, once, and never one no longer sold', () => {
    const lines = [
      { item_id: 'a', name: 'Jarro', shared_price: 10_000, shared_currency: 'MXN' },
      { item_id: 'a', name: 'Jarro', shared_price: 10_000, shared_currency: 'MXN' },
      { item_id: 'b', name: 'Vela', shared_price: 5_000, shared_currency: 'MXN' },
      { item_id: 'c', name: 'Maceta', shared_price: 7_000, shared_currency: 'MXN' },
      { item_id: 'gone', name: 'Molcajete', shared_price: 1, shared_currency: 'MXN' },
    ]
    const now = new Map([
      ['a', { amount: 12_000, currency: 'MXN' }],
      ['b', { amount: 5_000, currency: 'MXN' }],
      ['c', { amount: 7_000, currency: 'ARS' }],
    ])
    expect(priceChanges(lines, now)).toEqual([
      {
        item_id: 'a',
        name: 'Jarro',
        shared_price: { amount: 10_000, currency: 'MXN' },
        price: { amount: 12_000, currency: 'MXN' },
      },
      {
        item_id: 'c',
        name: 'Maceta',
        shared_price: { amount: 7_000, currency: 'MXN' },
        price: { amount: 7_000, currency: 'ARS' },
      },
    ])
  })

  it('places the page and its buy link under the shop’s base, the slug escaped', () => {
    expect(sharedCheckoutPath('/demo', 'AbC-_123xyz')).toBe('/demo/comprar/compartido/AbC-_123xyz')
    expect(sharedCheckoutPath('', 'AbC-_123xyz')).toBe('/comprar/compartido/AbC-_123xyz')
    expect(sharedCheckoutStartPath('/demo', 'a b')).toBe('/demo/comprar?compartido=a%20b')
  })

  it('takes the slugs share makes and refuses anything else', () => {
    expect(PUBLIC_SLUG_PATTERN.test('q1w2e3r4t5y6u7i8')).toBe(true)
    expect(PUBLIC_SLUG_PATTERN.test('demo-carla-regalo')).toBe(true)
    expect(PUBLIC_SLUG_PATTERN.test('short')).toBe(false)
    expect(PUBLIC_SLUG_PATTERN.test('../etc/passwd')).toBe(false)
    expect(PUBLIC_SLUG_PATTERN.test('a'.repeat(65))).toBe(false)
  })
})

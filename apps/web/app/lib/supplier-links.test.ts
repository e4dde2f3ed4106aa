import { ANONYMOUS_PROFILE, type Profile } from '@tianguis/core/contracts/identity'
import { describe, expect, it } from 'vitest'
import { managesItems, myProductsHref } from './supplier-links'

const user = (over: Partial<Profile>): Profile => ({ ...ANONYMOUS_PROFILE, anonymous: false, ...over })

describe("'Mis productos' link", () => {
  it('is offered to suppliers and shop owners only', () => {
    expect(managesItems(user({ main_type: 'dssupplier' }))).toBe(true)
    expect(managesItems(user({ shops: [{ slug: 'a', name: 'A', role: 'owner', photo: null }] }))).toBe(true)
    expect(managesItems(user({ shops: [{ slug: 'a', name: 'A', role: 'admin', photo: null }] }))).toBe(false)
    expect(managesItems(user({ main_type: 'referral' }))).toBe(false)
    expect(managesItems({ ...ANONYMOUS_PROFILE, main_type: 'dssupplier' })).toBe(false)
  })

  it('stays in the current shop', () => {
    expect(myProductsHref('/demo')).toBe('/demo/apps/me/products')
    expect(myProductsHref('')).toBe('/apps/me/products')
  })
})

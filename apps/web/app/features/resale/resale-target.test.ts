import { describe, expect, it } from 'vitest'
import { resaleTarget } from './resale-target'

describe('resaleTarget (decision 069)', () => {
  it('acts on the shop being looked at when the viewer administers it', () => {
    expect(resaleTarget({ slug: 'rita', viewer_can: ['shop.update'] }, { own_shop: 'otra' })).toBe('rita')
  })

  it('acts on the viewer’s own shop elsewhere, and on none without one', () => {
    expect(resaleTarget({ slug: 'demo', viewer_can: [] }, { own_shop: 'rita' })).toBe('rita')
    expect(resaleTarget(null, { own_shop: 'rita' })).toBe('rita')
    expect(resaleTarget({ slug: 'demo', viewer_can: [] }, {})).toBeNull()
  })

  it('offers nothing in a proxy shop (001 §6)', () => {
    expect(
      resaleTarget({ slug: 'p', viewer_can: ['shop.update'], is_proxy: true }, { own_shop: 'r' }),
    ).toBeNull()
  })
})

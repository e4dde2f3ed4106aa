import { describe, expect, it } from 'vitest'
import { addressing, shopHome } from './shop-base'

describe('addressing', () => {
  it('reads the shop from the path on the platform host', () => {
    expect(addressing('demo', null)).toEqual({ slug: 'demo', base: '/demo', misplaced: false })
  })

  it('has no shop for the platform’s own pages', () => {
    expect(addressing(undefined, null)).toEqual({ slug: null, base: '', misplaced: false })
  })

  it("takes the shop from the host on a shop's sub-domain or domain", () => {
    expect(addressing(undefined, 'demo')).toEqual({ slug: 'demo', base: '', misplaced: false })
    expect(addressing('otra', 'demo')).toEqual({ slug: 'demo', base: '', misplaced: true })
  })

  it('never links home to an empty href', () => {
    expect(shopHome('')).toBe('/')
    expect(shopHome('/demo')).toBe('/demo')
  })
})

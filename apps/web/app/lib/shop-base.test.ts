import { describe, expect, it } from 'vitest'
import { browserPath, shopBase, shopHome } from './shop-base'

describe('shop base', () => {
  it("is '/{slug}' on the platform host and '' on the shop's own host", () => {
    expect(shopBase('demo', null)).toBe('/demo')
    expect(shopBase('demo', 'demo')).toBe('')
    expect(shopBase('demo', 'otra')).toBe('/demo')
  })

  it('never links home to an empty href', () => {
    expect(shopHome('')).toBe('/')
    expect(shopHome('/demo')).toBe('/demo')
  })

  it('turns router paths into what the browser shows', () => {
    expect(browserPath('/demo/perfil', 'demo', '/demo')).toBe('/demo/perfil')
    expect(browserPath('/demo/perfil', 'demo', '')).toBe('/perfil')
    expect(browserPath('/demo', 'demo', '')).toBe('/')
    expect(browserPath('/demos/x', 'demo', '')).toBe('/demos/x')
  })
})

import { describe, expect, it } from 'vitest'
import { pagePath } from './page-path'

describe('pagePath', () => {
  it('is the browser’s path and query', () => {
    expect(pagePath(new Request('http://x/demo/apps/me/products?type=service'))).toBe(
      '/demo/apps/me/products?type=service',
    )
  })

  it('drops what a script-made request adds', () => {
    expect(pagePath(new Request('http://x/demo/perfil.data'))).toBe('/demo/perfil')
    expect(
      pagePath(new Request('http://x/apps/me/products.data?page=2&_routes=routes%2Fapps%2Fproducts')),
    ).toBe('/apps/me/products?page=2')
    expect(pagePath(new Request('http://x/_root.data'))).toBe('/')
  })
})

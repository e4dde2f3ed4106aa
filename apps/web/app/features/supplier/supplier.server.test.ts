import { describe, expect, it } from 'vitest'
import { pagePath, toLogin } from './supplier.server'

describe('the page a request is for', () => {
  it('is the browser’s path, also for a submission made by the page’s script', () => {
    expect(pagePath(new Request('http://x/demo/apps/me/products?type=service'))).toBe(
      '/demo/apps/me/products?type=service',
    )
    expect(
      pagePath(new Request('http://x/apps/me/products.data?page=2&_routes=routes%2Fapps%2Fproducts')),
    ).toBe('/apps/me/products?page=2')
  })

  it('is where a visitor comes back to after logging in', () => {
    const response = toLogin(new Request('http://x/demo/apps/me/products/create.data'), '/demo')
    expect(response.headers.get('location')).toBe('/demo/login?next=%2Fdemo%2Fapps%2Fme%2Fproducts%2Fcreate')
  })
})

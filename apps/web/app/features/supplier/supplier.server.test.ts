import { describe, expect, it } from 'vitest'
import { toLogin } from './supplier.server'

describe('logging in first', () => {
  it('is where a visitor comes back to after logging in', () => {
    const response = toLogin(new Request('http://x/demo/apps/me/products/create.data'), '/demo')
    expect(response.headers.get('location')).toBe('/demo/login?next=%2Fdemo%2Fapps%2Fme%2Fproducts%2Fcreate')
  })
})

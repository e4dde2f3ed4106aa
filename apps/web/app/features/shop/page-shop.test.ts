import { shop as shopContract } from '@tianguis/core/contracts/shops'
import { describe, expect, it } from 'vitest'
import { PAGE_SHOP_FIELDS, pageShop } from './page-shop'

describe('pageShop', () => {
  // Every field of the API's shop, each with a value of its own.
  const full = Object.fromEntries(
    Object.keys(shopContract.shape).map((field) => [field, `value of ${field}`]),
  )

  it('keeps exactly the fields the pages use, with their values', () => {
    const page = pageShop(full as never)
    expect(Object.keys(page).sort()).toEqual([...PAGE_SHOP_FIELDS].sort())
    expect(page.name).toBe('value of name')
  })

  it('leaves out what the pages never show', () => {
    const page = pageShop(full as never) as Record<string, unknown>
    for (const field of ['owner', 'signup_plan', 'affiliate_landing', 'dssupplier_landing', 'bgcolor']) {
      expect(page).not.toHaveProperty(field)
    }
  })
})

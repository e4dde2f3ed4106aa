import { PHOTO_DISPLAYS } from '@tianguis/core/contracts/shops'
import { describe, expect, it } from 'vitest'
import { PHOTO_DISPLAY_CHOICES, shopLookHref } from './shop-look-fields'

describe('the look editor’s fields (decision 095)', () => {
  it('offers every photo display the shops table allows, and only those', () => {
    expect([...PHOTO_DISPLAY_CHOICES]).toEqual([...PHOTO_DISPLAYS])
  })

  it('lives under the shop’s admin path; ‘Editar fondo’ opens its colours', () => {
    expect(shopLookHref('/demo')).toBe('/demo/admin/tienda')
    expect(shopLookHref('', 'colours')).toBe('/admin/tienda#colours')
  })
})

import { describe, expect, it } from 'vitest'
import { checkVariantChoice, variantKey, variantOptions } from './variants.ts'

describe('variant choices of a cart line (decision 042)', () => {
  it('reads comma-separated options, trimmed, empty parts dropped', () => {
    expect(variantOptions('Chica, Mediana ,Grande,')).toEqual(['Chica', 'Mediana', 'Grande'])
    expect(variantOptions('Natural')).toEqual(['Natural'])
    expect(variantOptions(' ')).toEqual([])
  })

  it('fills in fixed variants and takes a listed option, in the item’s spelling', () => {
    expect(checkVariantChoice({ Talla: 'Chica, Mediana', Color: 'Natural' }, { Talla: 'mediana' })).toEqual({
      ok: true,
      variants: { Talla: 'Mediana', Color: 'Natural' },
    })
    expect(checkVariantChoice({}, undefined)).toEqual({ ok: true, variants: {} })
  })

  it('refuses a variant the item does not offer, an option it does not list, and a missing choice', () => {
    expect(checkVariantChoice({ Talla: 'Chica, Mediana' }, { Sabor: 'Fresa' })).toEqual({
      ok: false,
      problems: { Sabor: 'unknown', Talla: 'required' },
    })
    expect(checkVariantChoice({ Talla: 'Chica, Mediana' }, { Talla: 'Enorme' })).toEqual({
      ok: false,
      problems: { Talla: 'invalid_value' },
    })
  })

  it('keys the same choice the same whatever the order of its names', () => {
    expect(variantKey({ b: '2', a: '1' })).toBe(variantKey({ a: '1', b: '2' }))
    expect(variantKey({})).toBe('{}')
  })
})

import { describe, expect, it } from 'vitest'
import { type DependentFields, isConcluded, isSoldOut, itemSlug, settleDependentFields } from './items.ts'

const now = new Date('2026-06-01T12:00:00Z')

describe('isConcluded (001 §4)', () => {
  it('marks an experience whose date has passed', () => {
    expect(isConcluded({ type: 'experience', experience_date: '2026-06-01T11:59:59Z' }, now)).toBe(true)
    expect(isConcluded({ type: 'experience', experience_date: new Date('2020-01-01') }, now)).toBe(true)
  })
  it('keeps a future or undated experience open', () => {
    expect(isConcluded({ type: 'experience', experience_date: '2026-06-01T12:00:00Z' }, now)).toBe(false)
    expect(isConcluded({ type: 'experience', experience_date: '2027-01-01T00:00:00-06:00' }, now)).toBe(false)
    expect(isConcluded({ type: 'experience', experience_date: null }, now)).toBe(false)
  })
  it('never concludes products or services', () => {
    expect(isConcluded({ type: 'product', experience_date: '2020-01-01T00:00:00Z' }, now)).toBe(false)
    expect(isConcluded({ type: 'service', experience_date: '2020-01-01T00:00:00Z' }, now)).toBe(false)
  })
})

describe('isSoldOut', () => {
  it('follows the flag, or an on-stock item with no units', () => {
    expect(isSoldOut({ sold_out: true, stock_type: 'ondemand', available: 9 })).toBe(true)
    expect(isSoldOut({ sold_out: false, stock_type: 'onstock', available: 0 })).toBe(true)
    expect(isSoldOut({ sold_out: false, stock_type: 'onstock', available: 1 })).toBe(false)
    expect(isSoldOut({ sold_out: false, stock_type: 'ondemand', available: 0 })).toBe(false)
  })
})

describe('settleDependentFields', () => {
  const stored: DependentFields = {
    type: 'experience',
    experience_date: '2027-01-01T00:00:00.000Z',
    experience_available: 20,
    return_fees: 'restocking_fees',
    restocking_fees: 500,
  }
  it('takes the sent values and keeps the stored ones', () => {
    expect(settleDependentFields(stored, { experience_available: 5 })).toEqual({
      ok: true,
      values: { ...stored, experience_available: 5 },
    })
  })
  it('requires a date for an experience and a fee for restocking_fees', () => {
    expect(settleDependentFields(null, { type: 'experience', return_fees: 'restocking_fees' })).toEqual({
      ok: false,
      fields: { experience_date: 'required', restocking_fees: 'required' },
    })
  })
  it('refuses dependent fields sent for the wrong kind', () => {
    expect(
      settleDependentFields(null, {
        type: 'service',
        experience_date: '2027-01-01T00:00:00Z',
        restocking_fees: 1,
      }),
    ).toEqual({ ok: false, fields: { experience_date: 'invalid_value', restocking_fees: 'invalid_value' } })
  })
  it('clears stored fields left behind by a change of kind, and accepts explicit nulls', () => {
    expect(
      settleDependentFields(stored, { type: 'product', return_fees: 'free', restocking_fees: null }),
    ).toEqual({
      ok: true,
      values: {
        type: 'product',
        experience_date: null,
        experience_available: null,
        return_fees: 'free',
        restocking_fees: null,
      },
    })
  })
})

describe('itemSlug', () => {
  it('lower-cases, drops accents and joins words', () => {
    expect(itemSlug('Café de Olla — Edición Especial')).toBe('cafe-de-olla-edicion-especial')
    expect(itemSlug('¡¡!!')).toBe('item')
    expect(itemSlug('a'.repeat(100)).length).toBe(80)
  })
})

import { describe, expect, it } from 'vitest'
import { newId } from './ids.ts'

describe('newId', () => {
  it('keeps the prefix and 26 characters of Crockford base 32', () => {
    expect(newId('usr')).toMatch(/^usr_[0-9a-hjkmnp-tv-z]{26}$/)
  })

  it('sorts by creation time, whatever the random part', () => {
    const ids = [1, 2, 1_000, 1_700_000_000_000, 1_700_000_000_001, 2 ** 47].map((t) => newId('x', t))
    expect([...ids].sort()).toEqual(ids)
  })

  it('never repeats', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => newId('x', 5)))
    expect(ids.size).toBe(10_000)
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allocate, basisPointsOf } from './allocation.ts'

describe('allocation by largest remainder (decision 089)', () => {
  it('gives the left-over units to the largest remainders, ties to the larger weight, then the earlier', () => {
    // 10000 over 29000/6000/6000/4000: exact 6444.4, 1333.3, 1333.3, 888.9.
    expect(allocate(10_000, [29_000, 6_000, 6_000, 4_000])).toEqual([6_445, 1_333, 1_333, 889])
    expect(allocate(1, [1, 1, 1])).toEqual([1, 0, 0])
    expect(allocate(2, [1, 2, 1])).toEqual([1, 1, 0]) // 0.5, 1, 0.5: the tie goes to the earlier
    expect(allocate(100, [0, 3, 0])).toEqual([0, 100, 0])
    expect(allocate(0, [0, 0])).toEqual([0, 0])
  })

  it('refuses a negative or fractional total and weights that are all zero', () => {
    expect(() => allocate(-1, [1])).toThrow(RangeError)
    expect(() => allocate(1.5, [1])).toThrow(RangeError)
    expect(() => allocate(1, [0, 0])).toThrow(RangeError)
    expect(() => allocate(1, [-1, 2])).toThrow(RangeError)
  })

  it('property: parts sum to the total, each within one unit of its exact share, none above its weight', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 6 })
          .filter((w) => w.some((x) => x > 0)),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, fraction) => {
          const sum = weights.reduce((a, b) => a + b, 0)
          const total = Math.floor(sum * fraction)
          const parts = allocate(total, weights)
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total)
          parts.forEach((part, i) => {
            const exact = (total * weights[i]!) / sum
            expect(part).toBeGreaterThanOrEqual(Math.floor(exact))
            expect(part).toBeLessThanOrEqual(Math.ceil(exact))
            expect(part).toBeLessThanOrEqual(weights[i]!)
          })
          expect(allocate(total, weights)).toEqual(parts)
        },
      ),
    )
  })

  it('a fee in basis points rounds once, half up', () => {
    expect(basisPointsOf(999, 1_000)).toBe(100) // 99.9
    expect(basisPointsOf(5, 1_000)).toBe(1) // 0.5
    expect(basisPointsOf(4, 1_000)).toBe(0) // 0.4
  })
})

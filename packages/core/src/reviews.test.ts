import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  averageRating,
  EMPTY_SUMMARY,
  isRating,
  type RatingSummary,
  reviewerName,
  starsOf,
  summaryAfterSave,
} from './reviews.ts'

describe('isRating', () => {
  it('takes the whole numbers 1 to 5 and nothing else', () => {
    expect([1, 2, 3, 4, 5].every(isRating)).toBe(true)
    for (const bad of [0, 6, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '5', null, undefined, [5]]) {
      expect(isRating(bad), String(bad)).toBe(false)
    }
  })
})

describe('summaryAfterSave', () => {
  it('counts a first review and adds its rating', () => {
    expect(summaryAfterSave(EMPTY_SUMMARY, null, 4)).toEqual({ count: 1, sum: 4 })
    expect(summaryAfterSave({ count: 2, sum: 9 }, null, 1)).toEqual({ count: 3, sum: 10 })
  })

  it('replaces an edited review’s rating, the count staying', () => {
    expect(summaryAfterSave({ count: 3, sum: 10 }, 1, 5)).toEqual({ count: 3, sum: 14 })
    expect(summaryAfterSave({ count: 1, sum: 4 }, 4, 4)).toEqual({ count: 1, sum: 4 })
  })

  it('refuses a rating outside 1–5 and an edit the summary does not count', () => {
    expect(() => summaryAfterSave(EMPTY_SUMMARY, null, 0)).toThrow(RangeError)
    expect(() => summaryAfterSave(EMPTY_SUMMARY, null, 4.5)).toThrow(RangeError)
    expect(() => summaryAfterSave(EMPTY_SUMMARY, 3, 4)).toThrow(RangeError)
    expect(() => summaryAfterSave({ count: 1, sum: 3 }, 7, 4)).toThrow(RangeError)
  })

  it('keeps the summary equal to the ratings it counts, whatever the saves (property)', () => {
    // Each save is (buyer, rating); the summary must always be the count and sum of the latest ratings.
    const saves = fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 5 })), {
      maxLength: 60,
    })
    fc.assert(
      fc.property(saves, (list) => {
        const latest = new Map<number, number>()
        let summary: RatingSummary = EMPTY_SUMMARY
        for (const [buyer, rating] of list) {
          summary = summaryAfterSave(summary, latest.get(buyer) ?? null, rating)
          latest.set(buyer, rating)
        }
        const ratings = [...latest.values()]
        expect(summary).toEqual({ count: ratings.length, sum: ratings.reduce((a, b) => a + b, 0) })
      }),
    )
  })
})

describe('averageRating', () => {
  it('is null with no reviews', () => {
    expect(averageRating(EMPTY_SUMMARY)).toBeNull()
  })

  it('has one decimal, halves rounded up', () => {
    expect(averageRating({ count: 1, sum: 5 })).toBe(5)
    expect(averageRating({ count: 2, sum: 9 })).toBe(4.5)
    expect(averageRating({ count: 3, sum: 13 })).toBe(4.3) // 4.333…
    expect(averageRating({ count: 3, sum: 14 })).toBe(4.7) // 4.666…
    expect(averageRating({ count: 4, sum: 17 })).toBe(4.3) // 4.25 → 4.3
    expect(averageRating({ count: 8, sum: 9 })).toBe(1.1) // 1.125 → 1.1
    expect(averageRating({ count: 20, sum: 31 })).toBe(1.6) // 1.55 → 1.6
  })

  it('stays between 1 and 5 for any set of ratings (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 500 }), (ratings) => {
        const sum = ratings.reduce((a, b) => a + b, 0)
        const average = averageRating({ count: ratings.length, sum })!
        expect(average).toBeGreaterThanOrEqual(1)
        expect(average).toBeLessThanOrEqual(5)
        expect(Math.abs(average - sum / ratings.length)).toBeLessThanOrEqual(0.05 + 1e-9)
      }),
    )
  })
})

describe('starsOf', () => {
  it('draws an average to the nearest half star, five in all', () => {
    expect(starsOf(null)).toEqual({ full: 0, half: false, empty: 5 })
    expect(starsOf(5)).toEqual({ full: 5, half: false, empty: 0 })
    expect(starsOf(4.5)).toEqual({ full: 4, half: true, empty: 0 })
    expect(starsOf(4.3)).toEqual({ full: 4, half: true, empty: 0 })
    expect(starsOf(4.2)).toEqual({ full: 4, half: false, empty: 1 })
    expect(starsOf(1)).toEqual({ full: 1, half: false, empty: 4 })
    expect(starsOf(2.7)).toEqual({ full: 2, half: true, empty: 2 })
  })
})

describe('reviewerName', () => {
  it('shows the first name and the last word’s initial', () => {
    expect(reviewerName('Carla Cliente')).toBe('Carla C.')
    expect(reviewerName('  María José  de la Cruz ')).toBe('María C.')
    expect(reviewerName('ana álvarez')).toBe('ana Á.')
    expect(reviewerName('Rita')).toBe('Rita')
    expect(reviewerName('   ')).toBe('')
  })
})

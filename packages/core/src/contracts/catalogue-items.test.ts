import { describe, expect, it } from 'vitest'
import {
  CATALOGUE_BULK_MAX,
  catalogueAddBody,
  catalogueMoveBody,
  cataloguePositionBody,
  catalogueProductsQuery,
} from './catalogue-items.ts'

describe('catalogue contents contracts', () => {
  it('takes one product_id or a list of product_ids, never both nor neither', () => {
    expect(catalogueAddBody.safeParse({ product_id: 'itm_1' }).success).toBe(true)
    expect(catalogueAddBody.safeParse({ product_ids: ['itm_1', 'itm_2'] }).success).toBe(true)
    expect(catalogueAddBody.safeParse({ product_id: 'itm_1', product_ids: ['itm_2'] }).success).toBe(false)
    expect(catalogueAddBody.safeParse({}).success).toBe(false)
    expect(catalogueAddBody.safeParse({ product_ids: [] }).success).toBe(false)
    expect(
      catalogueAddBody.safeParse({ product_ids: Array(CATALOGUE_BULK_MAX + 1).fill('itm_1') }).success,
    ).toBe(false)
    expect(catalogueAddBody.safeParse({ product_id: 'itm_1', position: 0 }).success).toBe(false)
  })

  it('takes a zero-based whole position (001 §4) and nothing else', () => {
    expect(cataloguePositionBody.parse({ queue_position: 0 })).toEqual({ queue_position: 0 })
    for (const queue_position of [-1, 1.5, '2', null]) {
      expect(cataloguePositionBody.safeParse({ queue_position }).success, String(queue_position)).toBe(false)
    }
  })

  it('pages 30 at a time by default (000 §9) and bounds the search text', () => {
    expect(catalogueProductsQuery.parse({})).toEqual({ offset: 0, limit: 30 })
    expect(catalogueProductsQuery.safeParse({ text: 'a'.repeat(101) }).success).toBe(false)
    expect(catalogueMoveBody.safeParse({ product_ids: ['itm_1'] }).success).toBe(false)
  })
})

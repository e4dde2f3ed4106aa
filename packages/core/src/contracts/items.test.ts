import { describe, expect, it } from 'vitest'
import { itemCreateBody, itemListQuery, itemUpdateBody, ownItem, publicItem } from './items.ts'

const base = { name: 'Jarro', type: 'product' }

describe('item contracts', () => {
  it('fills the defaults of a new item', () => {
    expect(itemCreateBody.parse(base)).toMatchObject({
      main_type: 'business',
      photos: [],
      list_price: 0,
      currency: 'MXN',
      list_state: 'unpublished',
      stock_type: 'onstock',
      return_type: '72hrs',
    })
  })
  it.each([
    [{ owner: 'x' }],
    [{ list_price: '100' }],
    [{ list_price: 1.5 }],
    [{ list_price: -1 }],
    [{ list_price: '1e3' }],
    [{ list_price: 2 ** 53 }],
    [{ name: null }],
    [{ name: '   ' }],
    [{ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }],
    [{ photos: ['ftp://example.test/a.png'] }],
    [{ photos: ['/uploads/../etc/passwd'] }],
    [{ variants: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`v${i}`, 'x'])) }],
    [{ experience_date: '2027-01-01' }],
    [{ currency: 'mxn' }],
  ])('refuses %j', (change) => {
    expect(itemCreateBody.safeParse({ ...base, ...change }).success).toBe(false)
  })
  it('accepts http(s) and /static/ photos', () => {
    const photos = ['https://cdn.example.test/a.png', '/static/demo/mercado-hzt.svg']
    expect(itemCreateBody.parse({ ...base, photos }).photos).toEqual(photos)
  })
  it('refuses unknown fields on update', () => {
    expect(itemUpdateBody.safeParse({ owner_id: 'x' }).success).toBe(false)
    expect(itemUpdateBody.parse({})).toEqual({})
  })
  it('parses list queries with the sorts of 001 §4', () => {
    expect(itemListQuery.parse({})).toEqual({ offset: 0, type: 'product' })
    expect(itemListQuery.parse({ sort: '-list_price', limit: '18', type: 'service' })).toMatchObject({
      sort: '-list_price',
      limit: 18,
    })
    expect(itemListQuery.safeParse({ sort: 'name' }).success).toBe(false)
  })
  it('keeps stock and margin out of the public shape', () => {
    expect(Object.keys(publicItem.shape)).not.toContain('available')
    expect(Object.keys(publicItem.shape)).not.toContain('contribution_margin')
    expect(Object.keys(ownItem.shape)).toEqual(expect.arrayContaining(['available', 'contribution_margin']))
  })
})

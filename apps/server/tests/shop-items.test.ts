import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { items } from '../src/modules/items/items.tables.ts'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/** Items: a shop's public lists and item answers, who sees which item, and what they never carry. */
const { app, database } = await createTestApp()
const db = database.db

// Another supplier's shop, a user with a shop and a customer: the viewers who are not the seller.
const supplier = await createUser(db, { email: 'itm-supplier@example.test' })
await createShop(db, supplier.id, { slug: 'itm-shop' })
await createUser(db, { email: 'itm-other@example.test' })
await createUser(db, { email: 'itm-customer@example.test' })
const otherCookie = await loginAs(app, 'itm-other@example.test')
const customerCookie = await loginAs(app, 'itm-customer@example.test')

// The public lists' supplier and items.
const seller = await createUser(db, { email: 'itm-seller@example.test' })
await createShop(db, seller.id, { slug: 'itm-lists' })
const a = await createItem(db, seller.id, {
  name: 'A',
  listPrice: 300,
  queuePosition: 2,
  contributionMargin: 77,
})
const b = await createItem(db, seller.id, { name: 'B', listPrice: 100, queuePosition: 0 })
const c = await createItem(db, seller.id, { name: 'C', listPrice: 200, queuePosition: 1 })
const unpublished = await createItem(db, seller.id, { listState: 'unpublished', queuePosition: 3 })
const hidden = await createItem(db, seller.id, { hiden: true, queuePosition: 4 })
const disabled = await createItem(db, seller.id, { disabled: true, queuePosition: 5 })
const service = await createItem(db, seller.id, { type: 'service', name: 'Corte', queuePosition: 6 })
const past = await createItem(db, seller.id, {
  type: 'experience',
  experienceDate: new Date('2020-05-01T00:00:00Z'),
})
const future = await createItem(db, seller.id, {
  type: 'experience',
  experienceDate: new Date(Date.now() + 86_400_000 * 30),
})
const sellerCookie = await loginAs(app, 'itm-seller@example.test')
describe('public shop items', () => {
  const ids = (response: { json(): { results: { id: string }[] } }) =>
    response.json().results.map((i) => i.id)

  it('lists published products by queue_position, then by price both ways', async () => {
    const byPosition = await app.inject({ url: '/api/v1/shops/itm-lists/items' })
    expect(byPosition.statusCode, byPosition.body).toBe(200)
    expect(ids(byPosition)).toEqual([b.id, c.id, a.id])
    expect(byPosition.json().matches_estimated).toBe(3)
    const cheap = await app.inject({ url: '/api/v1/shops/itm-lists/items?sort=list_price' })
    expect(ids(cheap)).toEqual([b.id, c.id, a.id])
    expect(cheap.json().results.map((i: { list_price: number }) => i.list_price)).toEqual([100, 200, 300])
    const dear = await app.inject({ url: '/api/v1/shops/itm-lists/items?sort=-list_price' })
    expect(ids(dear)).toEqual([a.id, c.id, b.id])
  })

  it('pages with offset and limit, keeping the full count', async () => {
    const page = await app.inject({ url: '/api/v1/shops/itm-lists/items?offset=1&limit=1' })
    expect(ids(page)).toEqual([c.id])
    expect(page.json().matches_estimated).toBe(3)
    const beyond = await app.inject({ url: '/api/v1/shops/itm-lists/items?offset=50' })
    expect(beyond.json()).toEqual({ results: [], matches_estimated: 3 })
    const tooBig = await app.inject({ url: '/api/v1/shops/itm-lists/items?limit=101' })
    expect(tooBig.statusCode).toBe(400)
    const badSort = await app.inject({ url: '/api/v1/shops/itm-lists/items?sort=name' })
    expect(badSort.statusCode).toBe(400)
  })

  it('lists services and experiences by type, marking a past experience as concluded', async () => {
    const services = await app.inject({ url: '/api/v1/shops/itm-lists/items?type=service' })
    expect(ids(services)).toEqual([service.id])
    const experiences = await app.inject({ url: '/api/v1/shops/itm-lists/items?type=experience' })
    const byId = Object.fromEntries(
      experiences.json().results.map((i: { id: string; concluded: boolean }) => [i.id, i.concluded]),
    )
    expect(byId).toEqual({ [past.id]: true, [future.id]: false })
  })

  it('keeps unpublished, hidden and disabled items away from visitors and other users', async () => {
    for (const cookie of ['', customerCookie, otherCookie]) {
      const list = await app.inject({
        url: '/api/v1/shops/itm-lists/items',
        headers: cookie ? { cookie } : {},
      })
      expect(ids(list)).toEqual([b.id, c.id, a.id])
      for (const item of [unpublished, hidden, disabled]) {
        for (const url of [`/api/v1/shops/itm-lists/items/${item.id}`, `/api/v1/items/${item.id}`]) {
          const detail = await app.inject({ url, headers: cookie ? { cookie } : {} })
          expect(detail.statusCode).toBe(404)
          expect(detail.json().error.code).toBe('item_not_found')
        }
      }
    }
  })

  it('shows the owner their unpublished and hidden items, marked, but not disabled ones', async () => {
    const list = await app.inject({ url: '/api/v1/shops/itm-lists/items', headers: { cookie: sellerCookie } })
    expect(ids(list)).toEqual([b.id, c.id, a.id, unpublished.id, hidden.id])
    expect(list.json().matches_estimated).toBe(5)
    const marks = Object.fromEntries(
      list
        .json()
        .results.map((i: { id: string; list_state: string; hiden: boolean }) => [
          i.id,
          [i.list_state, i.hiden],
        ]),
    )
    expect(marks).toEqual({
      [b.id]: ['published', false],
      [c.id]: ['published', false],
      [a.id]: ['published', false],
      [unpublished.id]: ['unpublished', false],
      [hidden.id]: ['published', true],
    })
    for (const item of [unpublished, hidden]) {
      const detail = await app.inject({
        url: `/api/v1/shops/itm-lists/items/${item.id}`,
        headers: { cookie: sellerCookie },
      })
      expect(detail.statusCode).toBe(200)
      expect(detail.json()).toHaveProperty('list_state')
    }
    const gone = await app.inject({
      url: `/api/v1/shops/itm-lists/items/${disabled.id}`,
      headers: { cookie: sellerCookie },
    })
    expect(gone.statusCode).toBe(404)
    // The owner's items seen through another shop are still not theirs to show there.
    const elsewhere = await app.inject({
      url: `/api/v1/shops/itm-shop/items/${unpublished.id}`,
      headers: { cookie: sellerCookie },
    })
    expect(elsewhere.statusCode).toBe(404)
  })

  it('lets the supplier open their own unpublished or hidden item on the platform too, marked as such', async () => {
    for (const [item, state] of [
      [unpublished, { list_state: 'unpublished', hiden: false }],
      [hidden, { list_state: 'published', hiden: true }],
    ] as const) {
      const detail = await app.inject({ url: `/api/v1/items/${item.id}`, headers: { cookie: sellerCookie } })
      expect(detail.statusCode).toBe(200)
      expect(detail.json()).toMatchObject({ id: item.id, ...state })
    }
    const gone = await app.inject({ url: `/api/v1/items/${disabled.id}`, headers: { cookie: sellerCookie } })
    expect(gone.statusCode).toBe(404)
    const visibleOne = await app.inject({ url: `/api/v1/items/${a.id}`, headers: { cookie: customerCookie } })
    expect(visibleOne.json()).not.toHaveProperty('list_state')
  })

  it('answers an item with its supplier’s public name and image, never their email', async () => {
    const detail = await app.inject({ url: `/api/v1/items/${a.id}` })
    expect(detail.statusCode).toBe(200)
    expect(detail.json().supplier).toEqual({ id: seller.id, name: seller.name, image: null })
    expect(detail.body).not.toContain(seller.email)
    const missing = await app.inject({ url: '/api/v1/items/itm_missing' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.code).toBe('item_not_found')
  })

  it('never answers contribution_margin, available or the list state to anyone but the owner', async () => {
    const list = await app.inject({
      url: '/api/v1/shops/itm-lists/items',
      headers: { cookie: customerCookie },
    })
    const detail = await app.inject({ url: `/api/v1/shops/itm-lists/items/${a.id}` })
    expect(detail.statusCode).toBe(200)
    expect(detail.json()).toMatchObject({ id: a.id, name: 'A', list_price: 300, sold_out: false })
    for (const text of [list.body, detail.body]) {
      expect(text).not.toContain('contribution_margin')
      expect(text).not.toContain('"available"')
      expect(text).not.toContain('list_state')
      expect(text).not.toContain('hiden')
    }
    const own = await app.inject({ url: '/api/v1/shops/itm-lists/items', headers: { cookie: sellerCookie } })
    expect(own.body).toContain('list_state')
    expect(own.body).not.toContain('contribution_margin')
    expect(own.body).not.toContain('"available"')
  })

  it('hides the price when the supplier asks, and marks an on-stock item with no units as sold out', async () => {
    const hiddenPrice = await createItem(db, seller.id, { hidePrice: true, available: 0, crossoutPrice: 500 })
    const detail = await app.inject({ url: `/api/v1/shops/itm-lists/items/${hiddenPrice.id}` })
    expect(detail.json()).toMatchObject({
      list_price: null,
      crossout_price: null,
      hide_price: true,
      sold_out: true,
    })
    await db.delete(items).where(eq(items.id, hiddenPrice.id))
  })

  it('does not show an item through a shop its supplier does not own', async () => {
    const response = await app.inject({ url: `/api/v1/shops/itm-shop/items/${a.id}` })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('item_not_found')
    const noShop = await app.inject({ url: '/api/v1/shops/no-such-shop/items' })
    expect(noShop.statusCode).toBe(404)
    expect(noShop.json().error.code).toBe('shop_not_found')
    const noShopDetail = await app.inject({ url: `/api/v1/shops/no-such-shop/items/${a.id}` })
    expect(noShopDetail.json().error.code).toBe('shop_not_found')
  })

  it('answers the item list in at most 4 SQL statements, logged in or not, searching or not', async () => {
    // Questions no other test asks (limit=35), so the visitor's first asking is a real read.
    for (const query of ['sort=-list_price', 'q=item', 'q=item&sort=list_price'].map(
      (q) => `${q}&limit=35`,
    )) {
      for (const cookie of ['', sellerCookie, customerCookie]) {
        const response = await app.inject({
          url: `/api/v1/shops/itm-lists/items?${query}`,
          headers: cookie ? { cookie } : {},
        })
        expect(response.statusCode).toBe(200)
        expect(Number(response.headers['x-sql-statements'])).toBeLessThanOrEqual(4)
        // A visitor's first asking of each list reads the shop, then the list (2 statements);
        // repeats come from the visitors' list cache (visitor-list-cache.test.ts).
        if (!cookie) expect(Number(response.headers['x-sql-statements'])).toBe(2)
        if (!cookie) expect(response.headers['x-answer-cache']).toBe('miss')
      }
    }
  })
})

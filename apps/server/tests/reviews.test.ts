import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { items } from '../src/modules/items/items.tables.ts'
import { reviewSummaries, reviews } from '../src/modules/reviews/reviews.tables.ts'
import { createItem } from './factories/items.ts'
import { createOrder } from './factories/orders.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Reviews (002 §3, §9; decision 084): only the buyer of a delivered item reviews it, once, and
 * edits it; strict input (quality.md 1, 5); nobody reaches another buyer's review; saves at once
 * make one review and keep the average right; the public list and the item's page carry the rating.
 */
const { app, database } = await createTestApp()
const db = database.db

const seller = await createUser(db, { email: 'rv-seller@example.test' })
const shop = await createShop(db, seller.id, { slug: 'rv-tienda' })
const item = await createItem(db, seller.id, { name: 'Jarro reseñado' })

/** A signed-in customer with an order of `itemId` in `status` (none with null). */
async function buyer(
  name: string,
  status: Parameters<typeof createOrder>[1]['status'] | null,
  itemId = item.id,
) {
  const user = await createUser(db, { name })
  if (status)
    await createOrder(db, { shopId: shop.id, customerId: user.id, supplierId: seller.id, itemId, status })
  return { user, cookie: await loginAs(app, user.email) }
}

const put = (cookie: string, itemId: string, payload: unknown, rating = false) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/me/reviews/${itemId}${rating ? '/rating' : ''}`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  })
const reviewRows = (itemId: string) => db.select().from(reviews).where(eq(reviews.itemId, itemId))
const summaryOf = async (itemId: string) =>
  (await db.select().from(reviewSummaries).where(eq(reviewSummaries.itemId, itemId)))[0] ?? null

describe('saving a review', () => {
  it('creates the review of a delivered item, then updates it through the same route', async () => {
    const carla = await buyer('Carla Cliente', 'delivered')
    const first = await put(carla.cookie, item.id, { rating: 4, title: ' Muy bonito ', body: 'Llegó bien.' })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({
      created: true,
      review: { item_id: item.id, rating: 4, title: 'Muy bonito', body: 'Llegó bien.', photos: [] },
      rating: { average: 4, count: 1 },
    })
    const photo = `/uploads/${'a1'.repeat(12)}-large.webp`
    const edit = await put(carla.cookie, item.id, { rating: 2, title: 'Se despostilló', photos: [photo] })
    expect(edit.statusCode, edit.body).toBe(200)
    expect(edit.json()).toMatchObject({
      created: false,
      review: { rating: 2, title: 'Se despostilló', body: '', photos: [photo] },
      rating: { average: 2, count: 1 },
    })
    const rows = await reviewRows(item.id)
    expect(rows.filter((row) => row.customerId === carla.user.id)).toHaveLength(1)
    // The quick rating save changes the rating alone; title, body and photos stay.
    const quick = await put(carla.cookie, item.id, { rating: 5 }, true)
    expect(quick.statusCode, quick.body).toBe(200)
    expect(quick.json().review).toMatchObject({ rating: 5, title: 'Se despostilló', photos: [photo] })
    const mine = await app.inject({ url: `/api/v1/me/reviews/${item.id}`, headers: { cookie: carla.cookie } })
    expect(mine.json()).toMatchObject({
      may_review: true,
      refusal: null,
      review: { rating: 5, title: 'Se despostilló' },
    })
  })

  it('makes a review from a first quick rating save, with no title or body', async () => {
    const other = await createItem(db, seller.id)
    const beto = await buyer('Beto Rápido', 'delivered', other.id)
    const saved = await put(beto.cookie, other.id, { rating: 3 }, true)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ created: true, review: { rating: 3, title: '', body: '' } })
    expect(await summaryOf(other.id)).toMatchObject({ reviewCount: 1, ratingSum: 3 })
  })

  it('keeps the average of many buyers right through their edits', async () => {
    const other = await createItem(db, seller.id)
    const people = await Promise.all(['Ana', 'Beto', 'Cris'].map((n) => buyer(n, 'delivered', other.id)))
    for (const [person, rating] of [
      [people[0]!, 5],
      [people[1]!, 4],
      [people[2]!, 4],
      [people[1]!, 1],
    ] as const) {
      expect((await put(person.cookie, other.id, { rating }, true)).statusCode).toBe(200)
    }
    // 5 + 1 + 4 = 10 over 3 reviews: 3.3.
    expect(await summaryOf(other.id)).toMatchObject({ reviewCount: 3, ratingSum: 10 })
    const list = await app.inject({ url: `/api/v1/items/${other.id}/reviews` })
    expect(list.json().rating).toEqual({ average: 3.3, count: 3 })
  })
})

describe('strict input (quality.md 1, 5)', () => {
  const cases: Array<[string, unknown, string, string]> = [
    ['no rating', { title: 'Hola' }, 'invalid_request', 'rating'],
    ['rating 0', { rating: 0 }, 'invalid_request', 'rating'],
    ['rating 6', { rating: 6 }, 'invalid_request', 'rating'],
    ['rating 4.5', { rating: 4.5 }, 'invalid_request', 'rating'],
    ['rating "5"', { rating: '5' }, 'invalid_request', 'rating'],
    ['rating null', { rating: null }, 'invalid_request', 'rating'],
    ['rating []', { rating: [] }, 'invalid_request', 'rating'],
    ['a title of 101 characters', { rating: 4, title: 'x'.repeat(101) }, 'invalid_request', 'title'],
    ['a body of 2,001 characters', { rating: 4, body: 'x'.repeat(2_001) }, 'invalid_request', 'body'],
    [
      'five photos',
      { rating: 4, photos: [1, 2, 3, 4, 5].map((n) => `/uploads/${String(n).repeat(24)}-large.webp`) },
      'invalid_request',
      'photos',
    ],
    [
      'the same photo twice',
      {
        rating: 4,
        photos: [`/uploads/${'b'.repeat(24)}-large.webp`, `/uploads/${'b'.repeat(24)}-large.webp`],
      },
      'invalid_request',
      'photos',
    ],
    ['an outside photo', { rating: 4, photos: ['https://example.com/a.png'] }, 'invalid_request', 'photos.0'],
    ['a script for a photo', { rating: 4, photos: ['javascript:alert(1)'] }, 'invalid_request', 'photos.0'],
    ['an unknown field', { rating: 4, status: 'approved' }, 'unknown_fields', 'status'],
    ['someone else named', { rating: 4, customer_id: 'usr_x' }, 'unknown_fields', 'customer_id'],
  ]
  it.each(cases)('refuses %s with 400, writing nothing', async (_, payload, code, field) => {
    const other = await createItem(db, seller.id)
    const dana = await buyer('Dana Estricta', 'delivered', other.id)
    const answer = await put(dana.cookie, other.id, payload)
    expect(answer.statusCode, answer.body).toBe(400)
    expect(answer.json().error.code).toBe(code)
    expect(Object.keys(answer.json().error.fields)).toContain(field)
    expect(await reviewRows(other.id)).toEqual([])
    expect(await summaryOf(other.id)).toBeNull()
  })

  it('refuses a quick rating save with more than the rating', async () => {
    const eli = await buyer('Eli Estricto', 'delivered')
    const extra = await put(eli.cookie, item.id, { rating: 4, title: 'x' }, true)
    expect(extra.statusCode).toBe(400)
    expect(extra.json().error.code).toBe('unknown_fields')
    expect((await reviewRows(item.id)).some((row) => row.customerId === eli.user.id)).toBe(false)
  })
})

describe('who may review (quality.md 1, 2)', () => {
  it('refuses a customer who never bought the item, and one whose order was canceled: review_not_allowed', async () => {
    const other = await createItem(db, seller.id)
    for (const status of [null, 'canceled', 'payment_expired'] as const) {
      const who = await buyer(`Nadie ${status}`, status, other.id)
      const answer = await put(who.cookie, other.id, { rating: 5, title: 'Falso' })
      expect(answer.statusCode, `${status}`).toBe(403)
      expect(answer.json().error).toMatchObject({
        code: 'review_not_allowed',
        message: 'Solo quien compró este artículo puede reseñarlo.',
      })
      const quick = await put(who.cookie, other.id, { rating: 5 }, true)
      expect(quick.json().error.code).toBe('review_not_allowed')
      const mine = await app.inject({
        url: `/api/v1/me/reviews/${other.id}`,
        headers: { cookie: who.cookie },
      })
      expect(mine.json()).toEqual({
        may_review: false,
        refusal: 'review_not_allowed',
        review: null,
      })
    }
    expect(await reviewRows(other.id)).toEqual([])
    expect(await summaryOf(other.id)).toBeNull()
  })

  it('refuses a buyer whose order is not delivered yet: review_before_delivery, in their language', async () => {
    const other = await createItem(db, seller.id)
    for (const status of ['paid', 'awaiting_confirmation', 'in_process', 'on_the_way'] as const) {
      const who = await buyer(`Pronto ${status}`, status, other.id)
      const answer = await app.inject({
        method: 'PUT',
        url: `/api/v1/me/reviews/${other.id}`,
        headers: { cookie: who.cookie, 'accept-language': 'en' },
        payload: { rating: 5 },
      })
      expect(answer.statusCode, status).toBe(409)
      const mine = await app.inject({
        url: `/api/v1/me/reviews/${other.id}`,
        headers: { cookie: who.cookie },
      })
      expect(mine.json()).toEqual({ may_review: false, refusal: 'review_before_delivery', review: null })
      expect(answer.json().error).toMatchObject({
        code: 'review_before_delivery',
        message: 'You can review this item once you have received it.',
      })
    }
    expect(await reviewRows(other.id)).toEqual([])
  })

  it('never shows nor changes another buyer’s review: /me/reviews is always the viewer’s own', async () => {
    const other = await createItem(db, seller.id)
    const owner = await buyer('Fer Dueña', 'delivered', other.id)
    await put(owner.cookie, other.id, { rating: 5, title: 'Mío', body: 'Excelente' })
    const before = await reviewRows(other.id)
    const stranger = await buyer('Gus Ajeno', null)
    const read = await app.inject({
      url: `/api/v1/me/reviews/${other.id}`,
      headers: { cookie: stranger.cookie },
    })
    expect(read.json()).toEqual({ may_review: false, refusal: 'review_not_allowed', review: null })
    const write = await put(stranger.cookie, other.id, { rating: 1, title: 'Cambiado' })
    expect(write.statusCode).toBe(403)
    // The seller of the item is no buyer of it either.
    const sellerCookie = await loginAs(app, seller.email)
    expect((await put(sellerCookie, other.id, { rating: 5 })).statusCode).toBe(403)
    expect(await reviewRows(other.id)).toEqual(before)
    expect(await summaryOf(other.id)).toMatchObject({ reviewCount: 1, ratingSum: 5 })
  })

  it('answers item_not_found for a delivered item deleted since, writing nothing', async () => {
    const gone = await createItem(db, seller.id)
    const who = await buyer('Hugo Tarde', 'delivered', gone.id)
    await db.delete(items).where(eq(items.id, gone.id))
    const answer = await put(who.cookie, gone.id, { rating: 4 })
    expect(answer.statusCode).toBe(404)
    expect(answer.json().error.code).toBe('item_not_found')
    expect(await reviewRows(gone.id)).toEqual([])
  })

  it('asks a visitor to sign in for their review', async () => {
    expect((await app.inject({ url: `/api/v1/me/reviews/${item.id}` })).statusCode).toBe(401)
    expect((await put('', item.id, { rating: 4 })).statusCode).toBe(401)
  })
})

describe('two saves at once (quality.md 3)', () => {
  it('makes one review of the same buyer, and the summary counts it once', async () => {
    const other = await createItem(db, seller.id)
    const iris = await buyer('Iris Doble', 'delivered', other.id)
    const answers = await Promise.all([
      put(iris.cookie, other.id, { rating: 2, title: 'Primero' }),
      put(iris.cookie, other.id, { rating: 5, title: 'Segundo' }),
      put(iris.cookie, other.id, { rating: 3 }, true),
    ])
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200])
    expect(answers.filter((a) => a.json().created)).toHaveLength(1)
    const rows = await reviewRows(other.id)
    expect(rows).toHaveLength(1)
    expect(await summaryOf(other.id)).toMatchObject({ reviewCount: 1, ratingSum: rows[0]!.rating })
  })
})

describe('the public list', () => {
  it('lists an item’s reviews newest first, paged, with the average and count, in one statement', async () => {
    const other = await createItem(db, seller.id)
    const names = ['Julia Uno', 'Karla Dos', 'Luis Tres']
    for (const [i, name] of names.entries()) {
      const who = await buyer(name, 'delivered', other.id)
      await put(who.cookie, other.id, { rating: 3 + i, title: `Reseña ${i + 1}` })
    }
    const first = await app.inject({ url: `/api/v1/items/${other.id}/reviews?limit=2` })
    expect(first.statusCode).toBe(200)
    expect(Number(first.headers['x-sql-statements'])).toBe(1)
    const body = first.json()
    expect(body.rating).toEqual({ average: 4, count: 3 })
    expect(body.matches_estimated).toBe(3)
    expect(body.results.map((r: { title: string; author: string }) => [r.title, r.author])).toEqual([
      ['Reseña 3', 'Luis T.'],
      ['Reseña 2', 'Karla D.'],
    ])
    const next = await app.inject({ url: `/api/v1/items/${other.id}/reviews?limit=2&offset=2` })
    expect(next.json().results.map((r: { title: string }) => r.title)).toEqual(['Reseña 1'])
    // Nothing of the reviewer but their first name and initial.
    expect(next.body).not.toContain('Julia Uno')
    expect(next.body).not.toContain('customer')
  })

  it('drops a visitor’s kept review list as soon as a review is saved', async () => {
    const other = await createItem(db, seller.id)
    const first = await app.inject({ url: `/api/v1/items/${other.id}/reviews` })
    expect(first.json().rating).toEqual({ average: null, count: 0 })
    const kept = await app.inject({ url: `/api/v1/items/${other.id}/reviews` })
    expect(kept.headers['x-answer-cache']).toBe('hit')
    const who = await buyer('Olga Pronta', 'delivered', other.id)
    await put(who.cookie, other.id, { rating: 4, title: 'Al instante' })
    const fresh = await app.inject({ url: `/api/v1/items/${other.id}/reviews` })
    expect(fresh.headers['x-answer-cache']).not.toBe('hit')
    expect(fresh.json()).toMatchObject({
      rating: { average: 4, count: 1 },
      results: [{ title: 'Al instante' }],
    })
  })

  it('answers an item nobody reviewed (or no item) with an empty list and no average', async () => {
    for (const id of [(await createItem(db, seller.id)).id, 'itm_missing']) {
      const answer = await app.inject({ url: `/api/v1/items/${id}/reviews` })
      expect(answer.statusCode).toBe(200)
      expect(answer.json()).toEqual({
        results: [],
        matches_estimated: 0,
        rating: { average: null, count: 0 },
      })
    }
  })

  it('refuses paging outside its bounds', async () => {
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'page=2']) {
      const answer = await app.inject({ url: `/api/v1/items/${item.id}/reviews?${query}` })
      expect(answer.statusCode, query).toBe(400)
    }
  })

  it('gives the item’s page its rating in the statements it took before reviews existed', async () => {
    const other = await createItem(db, seller.id)
    const bare = await app.inject({ url: `/api/v1/shops/rv-tienda/items/${other.id}` })
    expect(bare.json().rating).toEqual({ average: null, count: 0 })
    const before = Number(bare.headers['x-sql-statements'])
    for (const [name, rating] of [
      ['Memo', 5],
      ['Nora', 4],
    ] as const) {
      const who = await buyer(name, 'delivered', other.id)
      await put(who.cookie, other.id, { rating })
    }
    const rated = await app.inject({ url: `/api/v1/shops/rv-tienda/items/${other.id}` })
    expect(rated.json().rating).toEqual({ average: 4.5, count: 2 })
    expect(Number(rated.headers['x-sql-statements'])).toBe(before)
    const platform = await app.inject({ url: `/api/v1/items/${other.id}` })
    expect(platform.json().rating).toEqual({ average: 4.5, count: 2 })
  })
})

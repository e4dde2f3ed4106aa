import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { items } from '../src/modules/items/items.tables.ts'
import { createItem } from './factories/items.ts'
import { cartScene, products, quantities, type View } from './helpers/cart-scene.ts'

/** Changing and removing cart lines (decision 042), and bad input (quality cases 1, 5 and 6). */
const { db, owner, jarro, limited, customer, call, add, storedLines } = await cartScene()

describe('changing and removing lines', () => {
  it('sets a line’s quantity, within the same limits, and removes a line', async () => {
    const { user, cookie } = await customer()
    await add(cookie, { item_id: jarro.id, quantity: 1 })
    const view = (await add(cookie, { item_id: limited.id, quantity: 1 })).json() as View
    const [jarroLine, limitedLine] = products(view).map((p) => p.line_id!)

    const patched = await call('PATCH', `/lines/${jarroLine}`, cookie, { quantity: 5 })
    expect(patched.statusCode, patched.body).toBe(200)
    expect(quantities(patched.json())).toEqual({ Jarro: 5, Mezcal: 1 })

    const over = await call('PATCH', `/lines/${limitedLine}`, cookie, { quantity: 3 })
    expect([over.statusCode, over.json().error.code, over.json().error.params]).toEqual([
      409,
      'purchase_amount_exceeded',
      { max: 2 },
    ])

    const removed = await call('DELETE', `/lines/${jarroLine}`, cookie)
    expect(removed.statusCode).toBe(200)
    expect(quantities(removed.json())).toEqual({ Mezcal: 1 })
    expect(await storedLines(user.id)).toEqual([{ itemId: limited.id, quantity: 1, variants: {} }])
  })

  it('answers 404 for another customer’s line and leaves it untouched (quality case 1)', async () => {
    const alice = await customer()
    const bob = await customer()
    const view = (await add(alice.cookie, { item_id: jarro.id, quantity: 2 })).json() as View
    const line = products(view)[0]!.line_id!
    const patched = await call('PATCH', `/lines/${line}`, bob.cookie, { quantity: 1 })
    expect([patched.statusCode, patched.json().error.code]).toEqual([404, 'cart_line_not_found'])
    const deleted = await call('DELETE', `/lines/${line}`, bob.cookie)
    expect(deleted.statusCode).toBe(404)
    expect(await storedLines(alice.user.id)).toEqual([{ itemId: jarro.id, quantity: 2, variants: {} }])
    expect(quantities((await call('GET', '', alice.cookie)).json())).toEqual({ Jarro: 2 })
  })

  it('shows a stored quantity above today’s stock lowered, with insufficient_stock', async () => {
    const { cookie } = await customer()
    const item = await createItem(db, owner.id, { name: 'Escaso', available: 6 })
    await add(cookie, { item_id: item.id, quantity: 6 })
    await db.update(items).set({ available: 2 }).where(eq(items.id, item.id))
    const view = (await call('GET', '', cookie)).json() as View
    expect(quantities(view)).toEqual({ Escaso: 2 })
    expect(view.warnings).toEqual([
      {
        code: 'insufficient_stock',
        params: { available: 2, quantity: 2 },
        line_id: products(view)[0]!.line_id,
      },
    ])
  })

  it('flags lines that can no longer be bought and leaves them out of totals and count', async () => {
    const { cookie } = await customer()
    const item = await createItem(db, owner.id, { name: 'Se apagará', available: 3, listPrice: 1_000 })
    await add(cookie, { item_id: item.id, quantity: 1 })
    await add(cookie, { item_id: jarro.id, quantity: 1 })
    await db.update(items).set({ disabled: true }).where(eq(items.id, item.id))
    const view = (await call('GET', '', cookie)).json() as View
    expect(products(view).map((p) => [p.name, p.unavailable])).toEqual([
      ['Se apagará', 'unavailable_for_sale'],
      ['Jarro', null],
    ])
    expect(view.count).toBe(1)
    expect(view.totals).toEqual([{ amount: 12_000, currency: 'MXN' }])
    expect((await call('GET', '/count', cookie)).json()).toEqual({ count: 1 })
  })
})

describe('bad input (quality cases 5 and 6)', () => {
  it('refuses list_price, amount and status in bodies with 400 unknown_fields, saving nothing', async () => {
    const { user, cookie } = await customer()
    for (const extra of [{ list_price: 1 }, { amount: 1 }, { status: 'paid' }]) {
      const response = await add(cookie, { item_id: jarro.id, quantity: 1, ...extra })
      expect(response.statusCode, JSON.stringify(extra)).toBe(400)
      expect(response.json().error.code).toBe('unknown_fields')
    }
    const bulk = await call('POST', '/bulk', cookie, {
      lines: [{ item_id: jarro.id, quantity: 1, amount: 5 }],
    })
    expect([bulk.statusCode, bulk.json().error.code]).toEqual([400, 'unknown_fields'])
    expect(await storedLines(user.id)).toEqual([])
  })

  it('refuses quantities 0, −1, 1.5, "1e3", 2^53, null and [] with 400, the cart unchanged', async () => {
    const { user, cookie } = await customer()
    const view = (await add(cookie, { item_id: jarro.id, quantity: 2 })).json() as View
    const line = products(view)[0]!.line_id!
    for (const quantity of [0, -1, 1.5, '1e3', 2 ** 53, null, []]) {
      const added = await add(cookie, { item_id: jarro.id, quantity })
      expect([added.statusCode, added.json().error.code], JSON.stringify(quantity)).toEqual([
        400,
        'invalid_request',
      ])
      const patched = await call('PATCH', `/lines/${line}`, cookie, { quantity })
      expect(patched.statusCode, JSON.stringify(quantity)).toBe(400)
      const bulk = await call('POST', '/bulk', cookie, { lines: [{ item_id: jarro.id, quantity }] })
      expect(bulk.statusCode, JSON.stringify(quantity)).toBe(400)
    }
    expect(await storedLines(user.id)).toEqual([{ itemId: jarro.id, quantity: 2, variants: {} }])
  })
})

/**
 * A position change while another change of the same catalogue is under way (001 §8, decision
 * 068): on PostgreSQL, where a second connection really holds the catalogue's lock, the change is
 * refused at once with `updating_position_error` (try again later) and nothing moves; once the lock
 * is gone it goes through. PostgreSQL only (`*.postgres.test.ts`, vitest.config.ts).
 */
import { asc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { catalogueItems } from '../src/modules/catalogues/catalogues.tables.ts'
import { createCatalogue } from './factories/catalogues.ts'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

const { app, database } = await createTestApp()
const db = database.db

describe('position change on PostgreSQL', () => {
  it('answers updating_position_error while the catalogue is locked, and moves once it is free', async () => {
    const owner = await createUser(db, { email: `pos-${Date.now()}@example.test` })
    const shop = await createShop(db, owner.id)
    const cookie = await loginAs(app, owner.email)
    const catalogue = await createCatalogue(db, shop.id)
    const [a, b] = [await createItem(db, owner.id), await createItem(db, owner.id)]
    await db.insert(catalogueItems).values([
      { catalogueId: catalogue.id, itemId: a.id, position: 0 },
      { catalogueId: catalogue.id, itemId: b.id, position: 1 },
    ])
    const move = () =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/shops/${shop.slug}/catalogues/${catalogue.id}/products/${b.id}/position`,
        headers: { cookie },
        payload: { queue_position: 0 },
      })
    const order = async () =>
      (
        await db
          .select({ itemId: catalogueItems.itemId })
          .from(catalogueItems)
          .where(eq(catalogueItems.catalogueId, catalogue.id))
          .orderBy(asc(catalogueItems.position))
      ).map((row) => row.itemId)

    await db.transaction(async (tx) => {
      await tx.execute(sql`select id from catalogues where id = ${catalogue.id} for update`)
      const busy = await move()
      expect(busy.statusCode).toBe(400)
      expect(busy.json().error.code).toBe('updating_position_error')
    })
    expect(await order()).toEqual([a.id, b.id])
    const done = await move()
    expect(done.statusCode).toBe(200)
    expect(await order()).toEqual([b.id, a.id])
  })
})

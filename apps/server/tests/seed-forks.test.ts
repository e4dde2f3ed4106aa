import { and, asc, count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { catalogueItems, catalogues } from '../src/modules/catalogues/catalogues.tables.ts'
import { items } from '../src/modules/items/items.tables.ts'
import { shopItems } from '../src/modules/resale/resale.tables.ts'
import { shops } from '../src/modules/shops/shops.tables.ts'
import { seedDemo } from '../src/seed/demo.ts'
import { createTestApp } from './helpers/test-app.ts'

/** The demo's fork (decision 070): `demo`'s Regalos copied into Rita's shop once, however often the seed runs. */
const { app, database } = await createTestApp()
const db = database.db

describe('demo fork', () => {
  it("copies demo's Regalos into tienda-afiliada once, with its resellable items resold there", async () => {
    await seedDemo(db)
    await seedDemo(db)
    const [rita] = await db.select().from(shops).where(eq(shops.slug, 'tienda-afiliada'))
    const copies = await db
      .select()
      .from(catalogues)
      .where(and(eq(catalogues.shopId, rita!.id), eq(catalogues.originSlug, 'regalos')))
    expect(copies).toHaveLength(1)
    const copied = await db
      .select({ slug: items.slug })
      .from(catalogueItems)
      .innerJoin(items, eq(items.id, catalogueItems.itemId))
      .where(eq(catalogueItems.catalogueId, copies[0]!.id))
      .orderBy(asc(catalogueItems.position))
    // Ana's candle is not for dropshipping: left out of Rita's copy.
    expect(copied.map((r) => r.slug)).toEqual(['canasta-artesanal', 'cafe-de-chiapas', 'rebozo-de-algodon'])
    const [resold] = await db.select({ n: count() }).from(shopItems).where(eq(shopItems.shopId, rita!.id))
    expect(resold!.n).toBeGreaterThanOrEqual(3)
    const page = await app.inject('/api/v1/public/referral/rita/catalogues/regalos/products')
    expect(page.json().matches_estimated).toBe(3)
  })
})

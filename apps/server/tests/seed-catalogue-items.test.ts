import { describe, expect, it } from 'vitest'
import { catalogueItems } from '../src/modules/catalogues/catalogues.tables.ts'
import { seedDemo } from '../src/seed/demo.ts'
import { createTestApp } from './helpers/test-app.ts'

/** The demo's catalogues hold items in an order (decision 068), written once however often the seed runs. */
const { app, database } = await createTestApp()
const db = database.db

describe('demo catalogue contents', () => {
  it('fills the demo shop’s catalogues once, in order, with what the shop sells', async () => {
    await seedDemo(db)
    const first = await db.select().from(catalogueItems)
    await seedDemo(db)
    const second = await db.select().from(catalogueItems)
    expect(second).toHaveLength(first.length)
    expect(first.length).toBeGreaterThanOrEqual(15)
    const cocina = await app.inject('/api/v1/shops/demo/catalogues/cocina/products')
    expect(cocina.statusCode).toBe(200)
    expect(
      cocina
        .json()
        .results.map((item: { slug: string; queue_position: number }) => [item.slug, item.queue_position]),
    ).toEqual([
      ['jarro-de-barro-negro', 0],
      ['molcajete-de-piedra', 1],
      ['cafe-de-chiapas', 2],
      ['canasta-artesanal', 3],
    ])
    const jardin = await app.inject('/api/v1/shops/demo/catalogues/jardin/products')
    expect(jardin.json().matches_estimated).toBe(3)
  })
})

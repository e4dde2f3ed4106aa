import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * 001 §4 "Each shop list … failure ends loading with an empty result" and §8 "List fetch failures:
 * empty list and zero matches; shop lists swallow the failure silently". The list's query is made
 * to fail by taking its table away (the shop's own statement does not read it).
 */
// Without the answer caches (decisions 023, 024), so each request reads the database.
const { app, database } = await createTestApp({ web: true, env: { ANSWER_CACHE: '0' } })
const db = database.db
const owner = await createUser(db, { email: 'lista-rota@example.test' })
await createShop(db, owner.id, { slug: 'lista-rota', name: 'Lista Rota' })
await createItem(db, owner.id, { name: 'Jarra de barro' })
await createItem(db, owner.id, { name: 'Servicio de afinación', type: 'service' })

const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
const page = (path: string) => app.inject(path)

async function withItemsUnreadable(run: () => Promise<void>) {
  await db.execute(sql`alter table items rename to items_away`)
  try {
    await run()
  } finally {
    await db.execute(sql`alter table items_away rename to items`)
  }
}

describe('a shop list whose load fails', () => {
  it('ends as an empty list on the page, not an error page, and shows the items again once they load', async () => {
    expect(shown((await page('/lista-rota/productos')).body)).toContain('Jarra de barro')
    await withItemsUnreadable(async () => {
      const products = await page('/lista-rota/productos')
      expect(products.statusCode).toBe(200)
      const html = shown(products.body)
      expect(html).toMatch(/<h2[^>]*>Productos<\/h2>/)
      expect(html).toContain('No se encontraron productos')
      expect(html).not.toContain('Jarra de barro')
      const services = await page('/lista-rota/servicios')
      expect(services.statusCode).toBe(200)
      expect(shown(services.body)).toContain('No se encontraron servicios')
    })
    const again = shown((await page('/lista-rota/productos')).body)
    expect(again).toContain('Jarra de barro')
    expect(again).not.toContain('No se encontraron productos')
  })

  it('keeps the search box and says nothing matched when a search fails', async () => {
    await withItemsUnreadable(async () => {
      const search = await page('/lista-rota/productos?filter=jarra')
      expect(search.statusCode).toBe(200)
      const html = shown(search.body)
      expect(html).toMatch(/<input[^>]*name="filter"[^>]*value="jarra"/)
      expect(html).toContain('No encontramos nada para «jarra».')
      expect(html).not.toContain('Jarra de barro')
    })
  })
})

import { eq } from 'drizzle-orm'
import { catalogues, shopCatalogues } from '../../src/modules/catalogues/catalogues.tables.ts'
import { shops } from '../../src/modules/shops/shops.tables.ts'
import type { Db } from '../../src/platform/db/client.ts'
import { newId } from '../../src/platform/ids.ts'

let counter = 0

/**
 * A catalogue made in `shopId` by its owner and shown there, last in its list unless `overrides`
 * say otherwise (decision 066: a catalogue is its owner's; `shop_catalogues` shows it in a shop).
 */
export async function createCatalogue(
  db: Db,
  shopId: string,
  overrides: Partial<typeof catalogues.$inferInsert> = {},
) {
  counter += 1
  const [shop] = await db.select({ ownerId: shops.ownerId }).from(shops).where(eq(shops.id, shopId))
  const position = overrides.position ?? counter
  const [row] = await db
    .insert(catalogues)
    .values({
      id: newId('cat'),
      shopId,
      ownerId: shop!.ownerId,
      slug: `catalogo-${counter}`,
      name: `Catálogo ${counter}`,
      position,
      ...overrides,
    })
    .returning()
  await db.insert(shopCatalogues).values({ shopId, catalogueId: row!.id, position })
  return row!
}

import { catalogues } from '../../src/modules/catalogues/catalogues.tables.ts'
import type { Db } from '../../src/platform/db/client.ts'
import { newId } from '../../src/platform/ids.ts'

let counter = 0

/** A catalogue of `shopId`, last in its list unless `overrides` say otherwise. */
export async function createCatalogue(
  db: Db,
  shopId: string,
  overrides: Partial<typeof catalogues.$inferInsert> = {},
) {
  counter += 1
  const [row] = await db
    .insert(catalogues)
    .values({
      id: newId('cat'),
      shopId,
      slug: `catalogo-${counter}`,
      name: `Catálogo ${counter}`,
      position: counter,
      ...overrides,
    })
    .returning()
  return row!
}

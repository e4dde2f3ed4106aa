import { items } from '../../src/modules/items/items.tables.ts'
import type { Db } from '../../src/platform/db/client.ts'
import { newId } from '../../src/platform/ids.ts'

let counter = 0

/** A published, on-stock product of `ownerId` unless `overrides` say otherwise. */
export async function createItem(
  db: Db,
  ownerId: string,
  overrides: Partial<typeof items.$inferInsert> = {},
) {
  counter += 1
  const [item] = await db
    .insert(items)
    .values({
      id: newId('itm'),
      ownerId,
      name: `Item ${counter}`,
      type: 'product',
      slug: `item-${counter}`,
      photos: [`/static/test/item-${counter}.svg`],
      listPrice: 10_000 + counter,
      available: 5,
      listState: 'published',
      queuePosition: counter,
      ...overrides,
    })
    .returning()
  return item!
}

import { and, count, eq } from 'drizzle-orm'
import { catalogueItems, catalogues } from '../modules/catalogues/catalogues.tables.ts'
import type { Db } from '../platform/db/client.ts'
import { DEMO_CATALOGUE_ITEMS } from './demo-data/catalogue-items.ts'

/**
 * Fills the demo shop's catalogues (decision 068), each in its order, only while it holds nothing:
 * a second run adds nothing, and what a tester changed in a catalogue stays as they left it.
 */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export async function seedDemoCatalogueItems(
  tx: Tx,
  refs: { shops: Map<string, string>; items: (owner: string, slug: string) => string },
) {
  for (const demo of DEMO_CATALOGUE_ITEMS) {
    const [catalogue] = await tx
      .select({ id: catalogues.id })
      .from(catalogues)
      .where(and(eq(catalogues.shopId, refs.shops.get(demo.shop)!), eq(catalogues.slug, demo.catalogue)))
      .limit(1)
    if (!catalogue) continue
    const [held] = await tx
      .select({ n: count() })
      .from(catalogueItems)
      .where(eq(catalogueItems.catalogueId, catalogue.id))
    if ((held?.n ?? 0) > 0) continue
    await tx.insert(catalogueItems).values(
      demo.items.map((item, position) => ({
        catalogueId: catalogue.id,
        itemId: refs.items(item.owner, item.slug),
        position,
      })),
    )
  }
}

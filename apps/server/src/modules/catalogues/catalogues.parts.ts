import type { CatalogueSummary } from '@tianguis/core/contracts/catalogue-items'
import { CATALOGUE_STRIP_SIZE, type CatalogueStripEntry } from '@tianguis/core/contracts/shops'
import { type SQL, sql } from 'drizzle-orm'
import { catalogueItems, catalogues, shopCatalogues } from './catalogues.tables.ts'

/**
 * Query parts over the catalogues table for another module's statement to carry (decision 026):
 * the caller passes its own key, never names this module's tables, and gets back a value.
 */

/**
 * The catalogue strip of the shop whose id is `shopId` (000 §2): its first CATALOGUE_STRIP_SIZE
 * catalogues in the shop's order (`shop_catalogues`), as a JSON array. The shop's own read carries it, so the strip costs no
 * statement of its own (shop home ≤ 6 statements).
 */
export function catalogueStripOf(shopId: SQL): SQL<CatalogueStripEntry[]> {
  return sql<CatalogueStripEntry[]>`coalesce((
    select json_agg(json_build_object('id', c.id, 'slug', c.slug, 'name', c.name, 'photo', c.photo)
      order by c.position, c.updated_at desc, c.id)
    from (
      select cat.id, cat.slug, cat.name, cat.photo, link.position, cat.updated_at
      from ${shopCatalogues} link join ${catalogues} cat on cat.id = link.catalogue_id
      where link.shop_id = ${shopId}
      order by link.position, cat.updated_at desc, cat.id
      limit ${CATALOGUE_STRIP_SIZE}
    ) c
  ), '[]'::json)`
}

/**
 * The items of the catalogue `catalogueId` with their zero-based place in it (001 §4
 * `queue_position`), as a subquery of `(item_id, position)`: the items module joins its list of
 * a catalogue's items on it (decision 068) without naming this module's tables.
 */
export function catalogueItemPlaces(catalogueId: SQL): SQL {
  return sql`select ${catalogueItems.itemId} as item_id, ${catalogueItems.position} as position
    from ${catalogueItems} where ${catalogueItems.catalogueId} = ${catalogueId}`
}

/** Whether the catalogue `catalogueId` holds the item `itemId` (the add dialog's `in_catalogue`). */
export function catalogueHolds(catalogueId: SQL, itemId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${catalogueItems}
    where ${catalogueItems.catalogueId} = ${catalogueId} and ${catalogueItems.itemId} = ${itemId})`
}

/**
 * The catalogue the shop `shopId` shows under `slug` (the first in its order on a clash, as the
 * catalogue's page resolves it), as a JSON object `{ id, slug, name, photo }` or null: the
 * catalogue's product list carries it, so the page costs the shop and one statement (decision 068).
 */
export function shownCatalogueBySlug(shopId: SQL, slug: SQL): SQL<CatalogueSummary | null> {
  return sql<CatalogueSummary | null>`(
    select json_build_object('id', cat.id, 'slug', cat.slug, 'name', cat.name, 'photo', cat.photo)
    from ${shopCatalogues} link join ${catalogues} cat on cat.id = link.catalogue_id
    where link.shop_id = ${shopId} and cat.slug = ${slug}
    order by link.position limit 1
  )`
}

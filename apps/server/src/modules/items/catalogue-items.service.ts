import type {
  CatalogueCandidate,
  CatalogueCandidatesQuery,
  CatalogueProductPage,
  CatalogueProductsQuery,
  CatalogueSummary,
} from '@tianguis/core/contracts/catalogue-items'
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import { cacheTag, dependsOn } from '../../kernel/cache-tags.ts'
import { requireShop, type ServiceContext } from '../../kernel/context.ts'
import { catalogueHolds, catalogueItemPlaces, shownCatalogueBySlug } from '../catalogues/catalogues.parts.ts'
import { inStoreField, inStoreSelect } from './in-store.ts'
import { countCap, itemColumnNames, itemRowsOf, matchText, rawRows } from './items.search.ts'
import { presentPublic, resoldSuppliers, soldInShop, visible, visibleTo } from './items.service.ts'
import { items } from './items.tables.ts'

/**
 * A catalogue's items as the items module sees them (decision 068): the public list in the
 * catalogue's order, the add dialog's search and which items may be put in. The catalogue's rows
 * come through the catalogues module's query parts (decision 026).
 */

/**
 * The catalogue the request's shop shows under `catalogueSlug`, and its items that the shop sells
 * (decision 066: its owner's and the ones it resells), visible to the viewer, optionally matching
 * `text`, in the catalogue's order (001 §4: queue_position, zero-based). One statement: the
 * catalogue (a query part of the catalogues module), the bounded count, the resold suppliers (for
 * the cache tags) and the page with each item's `in_store` for the viewer, joined laterally. An unknown catalogue is `catalogue_not_found`.
 */
export async function listCatalogueItems(
  ctx: ServiceContext,
  catalogueSlug: string,
  query: CatalogueProductsQuery,
): Promise<CatalogueProductPage> {
  const shop = requireShop(ctx)
  const viewerId = ctx.viewer.userId
  const match = matchText(query.text, 'similar')
  const shown = and(soldInShop(shop), visibleTo(viewerId), match?.where)
  const places = catalogueItemPlaces(sql`(shown_catalogue.catalogue ->> 'id')`)
  const result = await ctx.db.execute(sql`
    select shown_catalogue.catalogue, counted.total, counted.resold_from, page.*
    from (
      select ${shownCatalogueBySlug(sql`${shop.id}`, sql`${catalogueSlug.toLowerCase()}`)} as catalogue
    ) as shown_catalogue
    left join lateral (
      select count(*)::int as total, ${resoldSuppliers(shop.id)} as resold_from
      from (
        select 1 from ${items} join (${places}) as place on place.item_id = ${items.id}
        where ${shown} limit ${countCap(query.offset, query.limit)}
      ) as matched
    ) as counted on shown_catalogue.catalogue is not null
    left join lateral (
      select ${itemColumnNames}, place.position as catalogue_position, ${inStoreSelect(ctx)}
      from ${items} join (${places}) as place on place.item_id = ${items.id}
      where ${shown}
      order by place.position, ${items.id} limit ${query.limit} offset ${query.offset}
    ) as page on shown_catalogue.catalogue is not null`)
  const raw = rawRows(result)
  dependsOn(ctx, cacheTag.shop(shop.id), cacheTag.itemsOf(shop.ownerId))
  const catalogue = decodeJson<CatalogueSummary>(raw[0]?.catalogue)
  if (!catalogue) throw new AppError('catalogue_not_found')
  const resoldFrom = (raw[0]?.resold_from as string[] | null | undefined) ?? []
  dependsOn(
    ctx,
    cacheTag.catalogue(catalogue.id),
    ...resoldFrom.map((supplierId) => cacheTag.itemsOf(supplierId)),
  )
  const now = new Date()
  const placeOf = new Map(raw.map((row) => [row.id, Number(row.catalogue_position)]))
  const inStoreOf = new Map(raw.map((row) => [row.id, row.in_store]))
  return {
    catalogue,
    results: itemRowsOf(raw).map((row) => ({
      ...presentPublic(row, now, viewerId),
      queue_position: placeOf.get(row.id) ?? 0,
      ...inStoreField(inStoreOf.get(row.id)),
    })),
    matches_estimated: Number(raw[0]?.total ?? 0),
  }
}

/** A JSON column as either driver gives it: parsed already (PGlite, pg) or as text. */
function decodeJson<T>(value: unknown): T | null {
  if (value === null || value === undefined) return null
  return (typeof value === 'string' ? JSON.parse(value) : value) as T
}

/**
 * What the shop's admin may put in a catalogue (001 §2 add-products dialog, §7 'Catalogue product
 * search (editing)'): the shop owner's own items that are not disabled, and other suppliers'
 * published, visible dropshipping items.
 */
function puttableBy(shopOwnerId: string): SQL {
  return sql`((${items.ownerId} = ${shopOwnerId} and ${items.disabled} = false) or (${and(
    visible,
    eq(items.isDropshipping, true),
    ne(items.ownerId, shopOwnerId),
  )}))`
}

/**
 * The add dialog's page (10 at a time, 001 §9): the items the admin may put in, matching `text`,
 * the shop's own first and then by name, each marked when the catalogue holds it already. One
 * statement with the bounded count.
 */
export async function listCatalogueCandidates(
  ctx: ServiceContext,
  catalogueId: string,
  query: CatalogueCandidatesQuery,
): Promise<{ results: CatalogueCandidate[]; matches_estimated: number }> {
  const shop = requireShop(ctx)
  const match = matchText(query.text, 'similar')
  const where = and(puttableBy(shop.ownerId), match?.where)
  const order = match
    ? sql`${match.rank} desc, ${items.id}`
    : sql`(${items.ownerId} = ${shop.ownerId}) desc, lower(${items.name}), ${items.id}`
  const result = await ctx.db.execute(sql`
    select counted.total, page.*
    from (
      select count(*)::int as total
      from (select 1 from ${items} where ${where} limit ${countCap(query.offset, query.limit)}) as matched
    ) as counted
    left join lateral (
      select ${items.id} as id, ${items.name} as name, ${items.ownerId} as owner_id,
        ${items.photos}[1] as photo, ${items.listPrice} as list_price, ${items.hidePrice} as hide_price,
        ${items.currency} as currency, ${items.isDropshipping} as is_dropshipping,
        ${catalogueHolds(sql`${catalogueId}`, sql`${items.id}`)} as in_catalogue
      from ${items} where ${where}
      order by ${order} limit ${query.limit} offset ${query.offset}
    ) as page on true`)
  const raw = rawRows(result)
  return {
    results: raw
      .filter((row) => row.id !== null && row.id !== undefined)
      .map((row) => ({
        id: String(row.id),
        name: String(row.name),
        owner_id: String(row.owner_id),
        photo: (row.photo as string | null) ?? null,
        list_price: row.hide_price ? null : Number(row.list_price),
        currency: String(row.currency),
        is_dropshipping: Boolean(row.is_dropshipping),
        in_catalogue: Boolean(row.in_catalogue),
      })),
    matches_estimated: Number(raw[0]?.total ?? 0),
  }
}

/**
 * Of `ids`, the items that exist and whether the admin of a shop owned by `shopOwnerId` may put
 * them in a catalogue (one statement). An id that is not there is missing from the answer.
 */
export async function puttableItems(
  ctx: ServiceContext,
  shopOwnerId: string,
  ids: readonly string[],
): Promise<Map<string, { ownerId: string; puttable: boolean }>> {
  const rows = await ctx.db
    .select({ id: items.id, ownerId: items.ownerId, puttable: sql<boolean>`${puttableBy(shopOwnerId)}` })
    .from(items)
    .where(inArray(items.id, [...ids]))
  return new Map(rows.map((row) => [row.id, { ownerId: row.ownerId, puttable: row.puttable }]))
}

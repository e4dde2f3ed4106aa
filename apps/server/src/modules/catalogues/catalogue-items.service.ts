import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import { cacheTag } from '../../kernel/cache-tags.ts'
import { requireShop, type ServiceContext } from '../../kernel/context.ts'
import { changed, inTransaction } from '../../kernel/transaction.ts'
import { catalogueItems, catalogues, shopCatalogues } from './catalogues.tables.ts'

/**
 * The rows of a catalogue's contents (decision 068): which items it holds, in a dense zero-based
 * order (001 §4 `queue_position`). Every write locks the catalogue's row first, so writes to one
 * catalogue take turns and the order stays 0…n−1 without gaps.
 */

export interface ManagedCatalogue {
  id: string
  /** Its home shop, whose resold items must hold what it offers (decision 066). */
  shopId: string
  ownerId: string
}

/**
 * The catalogue `id` as the request's shop shows it, locked for the rest of the transaction; one
 * the shop does not show (another shop's) is not found (quality.md 2). `nowait` makes a busy
 * catalogue answer `updating_position_error` at once rather than queue (001 §8: try again later).
 */
export async function lockCatalogue(
  ctx: ServiceContext,
  id: string,
  opts: { nowait?: boolean } = {},
): Promise<ManagedCatalogue> {
  const shop = requireShop(ctx)
  try {
    const [found] = await ctx.db
      .select({ id: catalogues.id, shopId: catalogues.shopId, ownerId: catalogues.ownerId })
      .from(catalogues)
      .innerJoin(
        shopCatalogues,
        and(eq(shopCatalogues.catalogueId, catalogues.id), eq(shopCatalogues.shopId, shop.id)),
      )
      .where(and(eq(catalogues.id, id), eq(catalogues.ownerId, shop.ownerId)))
      .for('update', opts.nowait ? { of: catalogues, noWait: true } : { of: catalogues })
    if (!found) throw new AppError('catalogue_not_found')
    return found
  } catch (error) {
    // 55P03 lock_not_available: another change of this catalogue is under way (drizzle wraps the
    // driver's error in `cause`).
    const failure = error as { code?: string; cause?: { code?: string } }
    if (failure.code === '55P03' || failure.cause?.code === '55P03')
      throw new AppError('updating_position_error')
    throw error
  }
}

/** Whatever shows the catalogue's contents must be computed again (decision 025). */
function contentsChanged(ctx: ServiceContext, catalogue: ManagedCatalogue) {
  changed(
    ctx,
    cacheTag.catalogue(catalogue.id),
    cacheTag.shop(catalogue.shopId),
    cacheTag.shop(requireShop(ctx).id),
  )
}

/**
 * Puts `itemIds` at the end of the locked catalogue, in the order given, skipping those it holds
 * already; answers the ids added and the catalogue's size after. One statement.
 */
export async function appendCatalogueItems(
  ctx: ServiceContext,
  catalogue: ManagedCatalogue,
  itemIds: readonly string[],
): Promise<{ added: string[]; size: number }> {
  const result = await ctx.db.execute(sql`
    with wanted as (
      select item_id, min(n) as n from unnest(${sql.param([...itemIds])}::text[]) with ordinality as w(item_id, n)
      group by item_id
    ), fresh as (
      select item_id, row_number() over (order by n) - 1 as k from wanted
      where not exists (select 1 from ${catalogueItems} ci
        where ci.catalogue_id = ${catalogue.id} and ci.item_id = wanted.item_id)
    ), base as (
      select coalesce(max(position) + 1, 0)::int as next, count(*)::int as size
      from ${catalogueItems} where catalogue_id = ${catalogue.id}
    ), inserted as (
      insert into ${catalogueItems} (catalogue_id, item_id, position)
      select ${catalogue.id}, fresh.item_id, base.next + fresh.k from fresh, base
      returning item_id, position
    )
    select (select size from base) + (select count(*)::int from inserted) as size,
      coalesce((select array_agg(item_id order by position) from inserted), '{}') as added`)
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows
  contentsChanged(ctx, catalogue)
  return { added: (row?.added as string[]) ?? [], size: Number(row?.size ?? 0) }
}

/**
 * Takes `itemIds` out of the locked catalogue and closes the gaps they leave; answers the ids
 * that were in it. Two statements.
 */
export async function removeCatalogueItems(
  ctx: ServiceContext,
  catalogue: ManagedCatalogue,
  itemIds: readonly string[],
): Promise<string[]> {
  const removed = await ctx.db
    .delete(catalogueItems)
    .where(and(eq(catalogueItems.catalogueId, catalogue.id), inArray(catalogueItems.itemId, [...itemIds])))
    .returning({ itemId: catalogueItems.itemId })
  if (removed.length === 0) return []
  await renumber(ctx, catalogue.id)
  contentsChanged(ctx, catalogue)
  return removed.map((row) => row.itemId)
}

/** Gives the catalogue's items the places 0…n−1 in their present order, writing only those that move. */
async function renumber(ctx: ServiceContext, catalogueId: string, moving?: { itemId: string; to: number }) {
  await ctx.db.execute(sql`
    with ordered as (
      select item_id, (row_number() over (order by position, created_at, item_id) - 1)::int as r
      from ${catalogueItems}
      where catalogue_id = ${catalogueId} ${moving ? sql`and item_id <> ${moving.itemId}` : sql``}
    ), placed as (
      select item_id, ${moving ? sql`case when r >= ${moving.to}::int then r + 1 else r end` : sql`r`} as p from ordered
      ${moving ? sql`union all select ${moving.itemId}::text, ${moving.to}::int` : sql``}
    )
    update ${catalogueItems} ci set position = placed.p from placed
    where ci.catalogue_id = ${catalogueId} and ci.item_id = placed.item_id and ci.position <> placed.p`)
}

/**
 * Moves one item of the catalogue to the zero-based place `to` (001 §4 'Position change'); the
 * items between shift by one. A place past the end is refused (`invalid_request` on
 * `queue_position`); an item the catalogue does not hold is not found.
 */
export async function moveCatalogueItem(
  ctx: ServiceContext,
  catalogueId: string,
  itemId: string,
  to: number,
): Promise<{ queue_position: number }> {
  return inTransaction(ctx, async (txCtx) => {
    const catalogue = await lockCatalogue(txCtx, catalogueId, { nowait: true })
    const [stats] = await txCtx.db
      .select({
        size: sql<number>`count(*)::int`,
        holds: sql<boolean>`bool_or(${catalogueItems.itemId} = ${itemId})`,
      })
      .from(catalogueItems)
      .where(eq(catalogueItems.catalogueId, catalogue.id))
    if (!stats?.holds) throw new AppError('item_not_found')
    if (to >= stats.size) {
      throw new AppError('invalid_request', {
        fields: { queue_position: { problem: 'too_big', params: { max: stats.size - 1 } } },
      })
    }
    await renumber(txCtx, catalogue.id, { itemId, to })
    contentsChanged(txCtx, catalogue)
    return { queue_position: to }
  })
}

/** Of `itemIds`, those the catalogue holds, in its order. */
export async function heldItems(ctx: ServiceContext, catalogueId: string, itemIds: readonly string[]) {
  const rows = await ctx.db
    .select({ itemId: catalogueItems.itemId })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.catalogueId, catalogueId), inArray(catalogueItems.itemId, [...itemIds])))
    .orderBy(asc(catalogueItems.position))
  return rows.map((row) => row.itemId)
}

/** Takes one item out of a catalogue of the request's shop (001 §4: after the 5 s window). */
export async function removeCatalogueItem(ctx: ServiceContext, catalogueId: string, itemId: string) {
  await inTransaction(ctx, async (txCtx) => {
    const catalogue = await lockCatalogue(txCtx, catalogueId)
    const removed = await removeCatalogueItems(txCtx, catalogue, [itemId])
    if (removed.length === 0) throw new AppError('item_not_found')
  })
}

/** The catalogue `id` as the request's shop shows it, without a lock (the dialog's reads). */
export async function shownCatalogueId(ctx: ServiceContext, id: string): Promise<string> {
  const shop = requireShop(ctx)
  const [found] = await ctx.db
    .select({ id: shopCatalogues.catalogueId })
    .from(shopCatalogues)
    .where(and(eq(shopCatalogues.shopId, shop.id), eq(shopCatalogues.catalogueId, id)))
    .limit(1)
  if (!found) throw new AppError('catalogue_not_found')
  return found.id
}

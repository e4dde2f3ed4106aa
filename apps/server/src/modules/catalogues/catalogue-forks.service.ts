import type { Catalogue } from '@tianguis/core/contracts/catalogues'
import { type SQL, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import { cacheTag } from '../../kernel/cache-tags.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { changed, inTransaction } from '../../kernel/transaction.ts'
import { newId } from '../../platform/ids.ts'
import { userLevelOf } from '../identity/identity.parts.ts'
import { forkableItem, itemMatches, itemOfAnother } from '../items/fork-items.parts.ts'
import { isProxyShop, onlySupplierOf, shopIdBySlug } from '../shops/shop-rules.parts.ts'
import { CATALOGUES_PER_SHOP_MAX, catalogueColumns, freeSlug, present } from './catalogues.service.ts'
import { catalogueItems, catalogues, shopCatalogues } from './catalogues.tables.ts'

/**
 * Forks and duplicates of catalogues (001 §3–§7; decision 070), each a bounded number of
 * statements whatever the catalogue's size: the items are copied by insert … select. The flow
 * `flows/fork-catalogue.ts` runs a fork in one transaction with the resold items it needs.
 */

type Row = Record<string, unknown>
const rows = (result: unknown) => (result as { rows: Row[] }).rows

export interface CatalogueHead {
  id: string
  slug: string
  name: string
  photo: string | null
  ownerId: string
}

export type ForkOrigin = { id: string } | { shop: string; slug: string }

/**
 * A public catalogue (one some shop shows, decision 066) by its id or by its slug in a shop that
 * shows it, and the copy `shopId` already has of it, in one statement. Unknown: `catalogue_not_found`.
 */
export async function findForkOrigin(
  ctx: ServiceContext,
  origin: ForkOrigin,
  shopId: string,
): Promise<{ origin: CatalogueHead; existingForkId: string | null }> {
  const where =
    'id' in origin
      ? sql`c.id = ${origin.id} and exists (select 1 from ${shopCatalogues} sc where sc.catalogue_id = c.id)`
      : sql`c.slug = ${origin.slug.toLowerCase()} and exists (select 1 from ${shopCatalogues} sc
          where sc.catalogue_id = c.id and sc.shop_id = ${shopIdBySlug(origin.shop)})`
  const [found] = rows(
    await ctx.db.execute(sql`
      select c.id, c.slug, c.name, c.photo, c.owner_id,
        (select f.id from ${catalogues} f where f.origin_id = c.id and f.shop_id = ${shopId}
          order by f.created_at limit 1) as fork_id
      from ${catalogues} c where ${where} order by c.updated_at desc limit 1`),
  )
  if (!found) throw new AppError('catalogue_not_found')
  return {
    origin: {
      id: String(found.id),
      slug: String(found.slug),
      name: String(found.name),
      photo: (found.photo as string | null) ?? null,
      ownerId: String(found.owner_id),
    },
    existingForkId: (found.fork_id as string | null) ?? null,
  }
}

/**
 * A new catalogue in `shopId`, owned by the shop's owner, copying `from`'s name (or `name`) and
 * photo and naming it as its origin, shown last in the shop's list. Four statements.
 */
export async function createCopy(
  ctx: ServiceContext,
  shop: { id: string; ownerId: string },
  from: CatalogueHead,
  name = from.name,
): Promise<Catalogue> {
  const [stats] = rows(
    await ctx.db.execute(sql`
      select count(*)::int as n, coalesce(max(position) + 1, 0)::int as next
      from ${shopCatalogues} where shop_id = ${shop.id}`),
  )
  if (Number(stats?.n ?? 0) >= CATALOGUES_PER_SHOP_MAX) {
    throw new AppError('invalid_request', {
      fields: { _: { problem: 'too_big', params: { max: CATALOGUES_PER_SHOP_MAX } } },
    })
  }
  const position = Number(stats?.next ?? 0)
  const [row] = await ctx.db
    .insert(catalogues)
    .values({
      id: newId('cat'),
      shopId: shop.id,
      ownerId: shop.ownerId,
      slug: await freeSlug(ctx, shop.id, name),
      name,
      photo: from.photo,
      originId: from.id,
      originSlug: from.slug,
      position,
    })
    .returning()
  await ctx.db.insert(shopCatalogues).values({ shopId: shop.id, catalogueId: row!.id, position })
  changed(ctx, cacheTag.shop(shop.id))
  // Just made: it holds nothing until the flow copies the items.
  return present({ ...row!, numProducts: 0 })
}

/** The catalogue `id` of this shop as a copy answers it. */
export async function getCopy(ctx: ServiceContext, id: string): Promise<Catalogue> {
  const [row] = await ctx.db.select(catalogueColumns).from(catalogues).where(sql`${catalogues.id} = ${id}`)
  if (!row) throw new AppError('catalogue_not_found')
  return present(row)
}

/**
 * Copies `originId`'s items into `targetId`, in the origin's order, after what the target has; an
 * item already there is not added twice. With `shop`, only the items that shop may sell are copied
 * (the rest are counted as skipped); with `text`, only those matching it. One statement.
 */
export async function copyItems(
  ctx: ServiceContext,
  targetId: string,
  originId: string,
  options: { shop?: { id: string; ownerId: string }; text?: string } = {},
): Promise<{ added: number; skipped: number }> {
  const item = sql`o.item_id`
  const allowed = options.shop
    ? forkableItem(item, { ownerId: options.shop.ownerId, onlySupplierId: onlySupplierOf(options.shop.id) })
    : sql`true`
  const [counts] = rows(
    await ctx.db.execute(sql`
      with origin as materialized (
        select o.item_id, o.position, ${allowed} as allowed
        from ${catalogueItems} o
        where o.catalogue_id = ${originId} and ${itemMatches(item, options.text)}
      ), added as (
        insert into ${catalogueItems} (catalogue_id, item_id, position)
        select ${targetId}, origin.item_id,
          (select coalesce(max(t.position) + 1, 0) from ${catalogueItems} t where t.catalogue_id = ${targetId})
            + (row_number() over (order by origin.position, origin.item_id))::int - 1
        from origin
        where origin.allowed
          and not exists (select 1 from ${catalogueItems} t where t.catalogue_id = ${targetId} and t.item_id = origin.item_id)
        on conflict do nothing
        returning 1
      )
      select (select count(*)::int from added) as added,
        (select count(*)::int from origin where not origin.allowed) as skipped`),
  )
  return { added: Number(counts?.added ?? 0), skipped: Number(counts?.skipped ?? 0) }
}

/**
 * The items of catalogue `catalogueId` that belong to another supplier than `ownerId`, as
 * `(item_id, ord)` for the resale module's `resellAll()`: what a fork must add to the shop's resold
 * items so a shopper can buy everything the copy shows (decision 066).
 */
export function otherSuppliersEntries(catalogueId: string, ownerId: string): SQL {
  return sql`select ci.item_id, ci.position from ${catalogueItems} ci
    where ci.catalogue_id = ${catalogueId} and ${itemOfAnother(sql`ci.item_id`, ownerId)}`
}

/**
 * The viewer's own catalogue `id` shown in the shop, to duplicate (001 §6: when duplication is
 * enabled and the user is not ul2; decision 070: enabled means the shop is not a proxy shop). One
 * statement reads the catalogue, the viewer's level and the shop's proxy flag.
 */
export async function findDuplicable(
  ctx: ServiceContext,
  shop: { id: string; ownerId: string },
  id: string,
): Promise<CatalogueHead> {
  const viewer = ctx.viewer.userId!
  const [found] = rows(
    await ctx.db.execute(sql`
      select ${userLevelOf(viewer)} as level, ${isProxyShop(shop.id)} as proxy,
        c.id, c.slug, c.name, c.photo, c.owner_id
      from (select 1) as one
      left join ${catalogues} c on c.id = ${id} and c.owner_id = ${shop.ownerId}
        and exists (select 1 from ${shopCatalogues} sc where sc.catalogue_id = c.id and sc.shop_id = ${shop.id})`),
  )
  if (!found?.id) throw new AppError('catalogue_not_found')
  if (found.level === 'ul2' || found.proxy === true) throw new AppError('duplication_not_allowed')
  return {
    id: String(found.id),
    slug: String(found.slug),
    name: String(found.name),
    photo: (found.photo as string | null) ?? null,
    ownerId: String(found.owner_id),
  }
}

/**
 * Duplicates the viewer's own catalogue `id` of the shop under a new name (001 §2, §5: a name
 * only), with its items in order and the original as its origin; refused with
 * `duplication_not_allowed` for a ul2 user or in a proxy shop. Six statements, one transaction.
 */
export async function duplicateCatalogue(
  ctx: ServiceContext,
  shop: { id: string; ownerId: string },
  id: string,
  name: string,
): Promise<Catalogue> {
  return inTransaction(ctx, async (tx) => {
    const from = await findDuplicable(tx, shop, id)
    const copy = await createCopy(tx, shop, from, name)
    await copyItems(tx, copy.id, from.id)
    return copy
  })
}

/** The catalogue `id` if the shop shows it (its campaign link, decision 070); else `catalogue_not_found`. */
export async function shownCatalogue(
  ctx: ServiceContext,
  shopId: string,
  id: string,
): Promise<CatalogueHead> {
  const [found] = rows(
    await ctx.db.execute(sql`
      select c.id, c.slug, c.name, c.photo, c.owner_id from ${catalogues} c
      join ${shopCatalogues} sc on sc.catalogue_id = c.id and sc.shop_id = ${shopId}
      where c.id = ${id}`),
  )
  if (!found) throw new AppError('catalogue_not_found')
  return {
    id: String(found.id),
    slug: String(found.slug),
    name: String(found.name),
    photo: (found.photo as string | null) ?? null,
    ownerId: String(found.owner_id),
  }
}

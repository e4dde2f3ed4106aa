import { catalogueIconColour, catalogueNameProblem, photoWithSuffix } from '@tianguis/core/catalogues'
import type {
  Catalogue,
  CatalogueCreate,
  CatalogueListSort,
  CatalogueUpdate,
} from '@tianguis/core/contracts/catalogues'
import { itemSlug } from '@tianguis/core/items'
import { and, asc, count, desc, eq, exists, like, or, type SQL, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import { cacheTag, dependsOn } from '../../kernel/cache-tags.ts'
import { requireShop, type ServiceContext } from '../../kernel/context.ts'
import { changed, inTransaction } from '../../kernel/transaction.ts'
import { newId } from '../../platform/ids.ts'
import { catalogueItems, catalogues, shopCatalogues } from './catalogues.tables.ts'

type CatalogueRow = typeof catalogues.$inferSelect

/** Most catalogues one shop may have (our bound; the spec shows none). */
export const CATALOGUES_PER_SHOP_MAX = 200

const ORDER = [asc(shopCatalogues.position), desc(catalogues.updatedAt), asc(catalogues.id)]
/** Newest change first (001 §9, the item page's dropdown; decision 075); the id breaks ties. */
const NEWEST = [desc(catalogues.updatedAt), asc(catalogues.id)]

/** How many items the catalogue of the outer row holds (000 §3 `num_products`), as a scalar subquery. */
export const numProducts = sql<number>`(select count(*)::int from ${catalogueItems} where ${catalogueItems.catalogueId} = ${catalogues.id})`

/** The columns `present()` needs, for selects that answer catalogues. */
export const catalogueColumns = {
  id: catalogues.id,
  slug: catalogues.slug,
  name: catalogues.name,
  photo: catalogues.photo,
  updatedAt: catalogues.updatedAt,
  originId: catalogues.originId,
  originSlug: catalogues.originSlug,
  numProducts: numProducts.as('num_products'),
}

/**
 * The catalogue `id` as the admins of `shopId` may change it: its owner is the shop's owner, and it
 * was made in this shop or is shown by it. Another shop's answers not found (quality.md 2).
 */
function managedIn(ctx: ServiceContext, shopId: string, id: string): SQL {
  const shownHere = ctx.db
    .select({ one: sql`1` })
    .from(shopCatalogues)
    .where(and(eq(shopCatalogues.shopId, shopId), eq(shopCatalogues.catalogueId, catalogues.id)))
  return and(
    eq(catalogues.id, id),
    eq(catalogues.ownerId, requireShop(ctx).ownerId),
    or(eq(catalogues.shopId, shopId), exists(shownHere)),
  )!
}

/** A name the schema lets through but the server refuses (001 §5): `invalid_name` on the name field. */
function checkName(name: string | undefined) {
  if (name !== undefined && catalogueNameProblem(name)) {
    throw new AppError('invalid_name', { fields: { name: { problem: 'invalid_value' } } })
  }
}

/**
 * The shop's catalogues in order (001 §7 'Shop catalogues'), public, in one statement (the shop
 * home's budget is 6): the count and the page joined laterally, for the request's shop. `sort`
 * `-updated_at` lists the same catalogues newest change first (the item page's dropdown, 001 §9).
 */
export async function listCatalogues(
  ctx: ServiceContext,
  page: { offset: number; limit: number; sort?: CatalogueListSort },
) {
  const shopId = requireShop(ctx).id
  const pageOf = ctx.db
    .select(catalogueColumns)
    .from(shopCatalogues)
    .innerJoin(catalogues, eq(catalogues.id, shopCatalogues.catalogueId))
    .where(eq(shopCatalogues.shopId, shopId))
    .orderBy(...(page.sort === '-updated_at' ? NEWEST : ORDER))
    .offset(page.offset)
    .limit(page.limit)
    .as('page')
  const rows = await ctx.db
    .select({
      id: pageOf.id,
      slug: pageOf.slug,
      name: pageOf.name,
      photo: pageOf.photo,
      updatedAt: pageOf.updatedAt,
      originId: pageOf.originId,
      originSlug: pageOf.originSlug,
      numProducts: pageOf.numProducts,
      n: sql<number>`(select count(*)::int from ${shopCatalogues} where ${eq(shopCatalogues.shopId, shopId)})`,
    })
    .from(sql`(select 1) as one`)
    .leftJoinLateral(pageOf, sql`true`)
  dependsOn(ctx, cacheTag.shop(shopId))
  const results = rows.flatMap((row) => (row.id ? [present(row as Parameters<typeof present>[0])] : []))
  return { results, matches_estimated: rows[0]?.n ?? 0 }
}

/** One catalogue of the request's shop by its slug (the `/catalogos/{slug}` page), in one statement. */
export async function getCatalogue(ctx: ServiceContext, catalogueSlug: string): Promise<Catalogue> {
  const shopId = requireShop(ctx).id
  // A slug is unique in the catalogue's home shop; a shop showing another's catalogue of the same
  // slug shows the first in its order.
  const [found] = await ctx.db
    .select(catalogueColumns)
    .from(shopCatalogues)
    .innerJoin(catalogues, eq(catalogues.id, shopCatalogues.catalogueId))
    .where(and(eq(shopCatalogues.shopId, shopId), eq(catalogues.slug, catalogueSlug.toLowerCase())))
    .orderBy(asc(shopCatalogues.position))
    .limit(1)
  dependsOn(ctx, cacheTag.shop(shopId))
  if (!found) throw new AppError('catalogue_not_found')
  return present(found)
}

/**
 * A free slug for `name` in the shop: the name's slug, or with `-2`, `-3`, … when taken. One
 * statement reads the slugs already built on the same stem.
 */
export async function freeSlug(ctx: ServiceContext, shopId: string, name: string): Promise<string> {
  const stem = itemSlug(name).slice(0, 70)
  const taken = await ctx.db
    .select({ slug: catalogues.slug })
    .from(catalogues)
    .where(
      and(eq(catalogues.shopId, shopId), or(eq(catalogues.slug, stem), like(catalogues.slug, `${stem}-%`))),
    )
  const used = new Set(taken.map((row) => row.slug))
  if (!used.has(stem)) return stem
  for (let n = 2; ; n++) if (!used.has(`${stem}-${n}`)) return `${stem}-${n}`
}

/** Adds a catalogue at the end of the shop's list (admins; route access `shop.update`). */
export async function createCatalogue(
  ctx: ServiceContext,
  shopId: string,
  body: CatalogueCreate,
): Promise<Catalogue> {
  checkName(body.name)
  return inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db
    const [stats] = await tx
      .select({ n: count(), next: sql<number>`coalesce(max(${shopCatalogues.position}) + 1, 0)::int` })
      .from(shopCatalogues)
      .where(eq(shopCatalogues.shopId, shopId))
    if ((stats?.n ?? 0) >= CATALOGUES_PER_SHOP_MAX) {
      throw new AppError('invalid_request', {
        fields: { _: { problem: 'too_big', params: { max: CATALOGUES_PER_SHOP_MAX } } },
      })
    }
    const [row] = await tx
      .insert(catalogues)
      .values({
        id: newId('cat'),
        shopId,
        // The shop's owner owns what is made in their shop, whoever of its admins made it (decision 066).
        ownerId: requireShop(txCtx).ownerId,
        slug: await freeSlug(txCtx, shopId, body.name),
        name: body.name,
        photo: body.photo,
        position: stats?.next ?? 0,
      })
      .returning()
    await tx.insert(shopCatalogues).values({ shopId, catalogueId: row!.id, position: stats?.next ?? 0 })
    changed(txCtx, cacheTag.shop(shopId))
    return present({ ...row!, numProducts: 0 })
  })
}

/**
 * Renames or re-photographs a catalogue of this shop; another shop's is not found (quality.md 2).
 * The slug stays (issue #14): a `/catalogos/{slug}` link already shared keeps working.
 */
export async function updateCatalogue(
  ctx: ServiceContext,
  shopId: string,
  id: string,
  body: CatalogueUpdate,
): Promise<Catalogue> {
  checkName(body.name)
  const [row] = await ctx.db
    .update(catalogues)
    .set({ name: body.name, photo: body.photo, updatedAt: new Date() })
    .where(managedIn(ctx, shopId, id))
    .returning({ ...catalogueColumns, numProducts: numProducts })
  if (!row) throw new AppError('catalogue_not_found')
  // Every shop showing it shows the new name (decision 066): their caches go too.
  await forgetShowingShops(ctx, id, shopId)
  return present(row)
}

/** Drops the cached pages of `shopId` and of every shop showing catalogue `id` (its strip, `/catalogos`). */
async function forgetShowingShops(ctx: ServiceContext, id: string, shopId: string) {
  const showing = await ctx.db
    .select({ shopId: shopCatalogues.shopId })
    .from(shopCatalogues)
    .where(eq(shopCatalogues.catalogueId, id))
  for (const shop of new Set([shopId, ...showing.map((row) => row.shopId)])) changed(ctx, cacheTag.shop(shop))
}

/**
 * Deletes a catalogue (000 §4): it leaves every shop that showed it (`shop_catalogues` rows go
 * with it) and its items list (`catalogue_items`); the items themselves stay.
 */
export async function deleteCatalogue(ctx: ServiceContext, shopId: string, id: string): Promise<void> {
  await inTransaction(ctx, async (txCtx) => {
    await forgetShowingShops(txCtx, id, shopId)
    const deleted = await txCtx.db
      .delete(catalogues)
      .where(managedIn(txCtx, shopId, id))
      .returning({ id: catalogues.id })
    if (deleted.length === 0) throw new AppError('catalogue_not_found')
  })
}

/** A catalogue as the API answers it: photo with its cache-busting suffix, count and icon colour. */
export function present(
  row: Pick<CatalogueRow, 'id' | 'slug' | 'name' | 'photo' | 'updatedAt' | 'originId' | 'originSlug'> & {
    numProducts: number
  },
): Catalogue {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    photo: photoWithSuffix(row.id, row.photo),
    updated_at: row.updatedAt.toISOString(),
    origin_id: row.originId,
    origin_slug: row.originSlug,
    num_products: row.numProducts,
    icon_color: catalogueIconColour(row.id),
  }
}

import type { Catalogue, CatalogueCreate, CatalogueUpdate } from '@tianguis/core/contracts/catalogues'
import { CATALOGUE_STRIP_SIZE, type CatalogueStripEntry } from '@tianguis/core/contracts/shops'
import { itemSlug } from '@tianguis/core/items'
import { and, asc, count, desc, eq, like, or, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import { cacheTag, dependsOn } from '../../kernel/cache-tags.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { changed, inTransaction } from '../../kernel/transaction.ts'
import { newId } from '../../platform/ids.ts'
import { shops } from '../shops/shops.tables.ts'
import { catalogues } from './catalogues.tables.ts'

type CatalogueRow = typeof catalogues.$inferSelect

/** Most catalogues one shop may have (our bound; the spec shows none). */
export const CATALOGUES_PER_SHOP_MAX = 200

const ORDER = [asc(catalogues.position), desc(catalogues.updatedAt), asc(catalogues.id)]

/**
 * The shop's catalogues in order (001 §7 'Shop catalogues'), public, in one statement (the shop
 * home's budget is 6): the shop, the page of its catalogues joined laterally, and the count.
 * No row means no shop; one row without a catalogue, an empty page.
 */
export async function listCatalogues(
  ctx: ServiceContext,
  slug: string,
  page: { offset: number; limit: number },
) {
  const pageOf = ctx.db
    .select()
    .from(catalogues)
    // The outer shop, spelled out: inside the subquery drizzle would not qualify `shops.id`.
    .where(sql`${catalogues.shopId} = "shops"."id"`)
    .orderBy(...ORDER)
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
      n: sql<number>`(select count(*)::int from ${catalogues} where ${eq(catalogues.shopId, shops.id)})`,
      shopId: shops.id,
    })
    .from(shops)
    .leftJoinLateral(pageOf, sql`true`)
    .where(eq(shops.slug, slug.toLowerCase()))
  if (rows.length === 0) throw new AppError('shop_not_found')
  dependsOn(ctx, cacheTag.shop(rows[0]!.shopId))
  const results = rows.flatMap((row) => (row.id ? [present(row as Parameters<typeof present>[0])] : []))
  return { results, matches_estimated: rows[0]!.n }
}

/**
 * The catalogue strip of a shop (000 §2) as a subquery, for a statement over `shops` to carry (so
 * the strip costs no statement of its own): the shop's first CATALOGUE_STRIP_SIZE catalogues in
 * order, as JSON. The outer shop is named `"shops"."id"` outright: drizzle would not qualify the
 * column inside a subquery, and a bare "id" would be the catalogue's.
 */
export function catalogueStrip() {
  const shopId = sql.raw('"shops"."id"')
  return sql<CatalogueStripEntry[]>`coalesce((
    select json_agg(json_build_object('id', c.id, 'slug', c.slug, 'name', c.name, 'photo', c.photo)
      order by c.position, c.updated_at desc, c.id)
    from (
      select id, slug, name, photo, position, updated_at from ${catalogues}
      where ${catalogues}.shop_id = ${shopId}
      order by position, updated_at desc, id
      limit ${CATALOGUE_STRIP_SIZE}
    ) c
  ), '[]'::json)`
}

/** One catalogue of the shop by its slug (the `/catalogos/{slug}` page), in one statement. */
export async function getCatalogue(
  ctx: ServiceContext,
  slug: string,
  catalogueSlug: string,
): Promise<Catalogue> {
  const [found] = await ctx.db
    .select({ shopId: shops.id, catalogue: catalogues })
    .from(shops)
    .leftJoin(
      catalogues,
      and(eq(catalogues.shopId, shops.id), eq(catalogues.slug, catalogueSlug.toLowerCase())),
    )
    .where(eq(shops.slug, slug.toLowerCase()))
    .limit(1)
  if (!found) throw new AppError('shop_not_found')
  dependsOn(ctx, cacheTag.shop(found.shopId))
  if (!found.catalogue) throw new AppError('catalogue_not_found')
  return present(found.catalogue)
}

/**
 * A free slug for `name` in the shop: the name's slug, or with `-2`, `-3`, … when taken. One
 * statement reads the slugs already built on the same stem.
 */
async function freeSlug(ctx: ServiceContext, shopId: string, name: string, except?: string): Promise<string> {
  const stem = itemSlug(name).slice(0, 70)
  const taken = await ctx.db
    .select({ slug: catalogues.slug })
    .from(catalogues)
    .where(
      and(
        eq(catalogues.shopId, shopId),
        or(eq(catalogues.slug, stem), like(catalogues.slug, `${stem}-%`)),
        except ? sql`${catalogues.id} <> ${except}` : undefined,
      ),
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
  return inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db
    const [stats] = await tx
      .select({ n: count(), next: sql<number>`coalesce(max(${catalogues.position}) + 1, 0)::int` })
      .from(catalogues)
      .where(eq(catalogues.shopId, shopId))
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
        slug: await freeSlug(txCtx, shopId, body.name),
        name: body.name,
        photo: body.photo,
        position: stats?.next ?? 0,
      })
      .returning()
    changed(txCtx, cacheTag.shop(shopId))
    return present(row!)
  })
}

/** Renames or re-photographs a catalogue of this shop; another shop's is not found (quality.md 2). */
export async function updateCatalogue(
  ctx: ServiceContext,
  shopId: string,
  id: string,
  body: CatalogueUpdate,
): Promise<Catalogue> {
  return inTransaction(ctx, async (txCtx) => {
    const slug = body.name ? await freeSlug(txCtx, shopId, body.name, id) : undefined
    const [row] = await txCtx.db
      .update(catalogues)
      .set({ name: body.name, photo: body.photo, slug, updatedAt: new Date() })
      .where(and(eq(catalogues.id, id), eq(catalogues.shopId, shopId)))
      .returning()
    if (!row) throw new AppError('catalogue_not_found')
    changed(txCtx, cacheTag.shop(shopId))
    return present(row)
  })
}

export async function deleteCatalogue(ctx: ServiceContext, shopId: string, id: string): Promise<void> {
  const deleted = await ctx.db
    .delete(catalogues)
    .where(and(eq(catalogues.id, id), eq(catalogues.shopId, shopId)))
    .returning({ id: catalogues.id })
  if (deleted.length === 0) throw new AppError('catalogue_not_found')
  changed(ctx, cacheTag.shop(shopId))
}

function present(
  row: Pick<CatalogueRow, 'id' | 'slug' | 'name' | 'photo' | 'updatedAt' | 'originId' | 'originSlug'>,
): Catalogue {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    photo: row.photo,
    updated_at: row.updatedAt.toISOString(),
    origin_id: row.originId,
    origin_slug: row.originSlug,
  }
}

import { type ShopSlide, SLIDES_PER_SHOP_MAX } from '@tianguis/core/contracts/shop-slides'
import { and, asc, count, eq, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import { cacheTag } from '../../kernel/cache-tags.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { changed } from '../../kernel/transaction.ts'
import { newId } from '../../platform/ids.ts'
import { shops } from './shops.tables.ts'
import { shopSlides } from './showcase.tables.ts'

type SlideRow = typeof shopSlides.$inferSelect

/** A slide's fields once the flow has settled its link and found its product (save-shop-slide.ts). */
export interface SlideValues {
  hztImage: string
  vrtImage: string | null
  hztImageId: string | null
  vrtImageId: string | null
  type: SlideRow['type']
  product: string | null
  productName: string | null
  supplier: string | null
  url: string | null
  urlTarget: boolean
  target: SlideRow['target']
  actionType: SlideRow['actionType']
  position?: number
}

const ORDER = [asc(shopSlides.position), asc(shopSlides.createdAt), asc(shopSlides.id)]

/** The shop's slides in their order, for its admins. */
export async function listSlides(
  ctx: ServiceContext,
  shopId: string,
  page: { offset: number; limit: number },
) {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(shopSlides)
      .where(eq(shopSlides.shopId, shopId))
      .orderBy(...ORDER)
      .offset(page.offset)
      .limit(page.limit),
    ctx.db.select({ n: count() }).from(shopSlides).where(eq(shopSlides.shopId, shopId)),
  ])
  return { results: rows.map(presentSlide), matches_estimated: total?.n ?? 0 }
}

/** One slide of this shop; another shop's is not found (quality.md 2). */
export async function getSlide(ctx: ServiceContext, shopId: string, id: string): Promise<ShopSlide> {
  const [row] = await ctx.db
    .select()
    .from(shopSlides)
    .where(and(eq(shopSlides.id, id), eq(shopSlides.shopId, shopId)))
    .limit(1)
  if (!row) throw new AppError('not_found')
  return presentSlide(row)
}

export async function createSlide(ctx: ServiceContext, shopId: string, values: SlideValues) {
  const [stats] = await ctx.db
    .select({ n: count(), next: sql<number>`coalesce(max(${shopSlides.position}) + 1, 0)::int` })
    .from(shopSlides)
    .where(eq(shopSlides.shopId, shopId))
  if ((stats?.n ?? 0) >= SLIDES_PER_SHOP_MAX) {
    throw new AppError('invalid_request', {
      fields: { _: { problem: 'too_big', params: { max: SLIDES_PER_SHOP_MAX } } },
    })
  }
  const [row] = await ctx.db
    .insert(shopSlides)
    .values({
      id: newId('sld'),
      shopId,
      ...values,
      position: values.position ?? Math.min(stats?.next ?? 0, 1000),
    })
    .returning()
  await rewriteSliderInfo(ctx, shopId)
  return presentSlide(row!)
}

export async function updateSlide(ctx: ServiceContext, shopId: string, id: string, values: SlideValues) {
  const [row] = await ctx.db
    .update(shopSlides)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(shopSlides.id, id), eq(shopSlides.shopId, shopId)))
    .returning()
  if (!row) throw new AppError('not_found')
  await rewriteSliderInfo(ctx, shopId)
  return presentSlide(row)
}

export async function deleteSlide(ctx: ServiceContext, shopId: string, id: string): Promise<void> {
  const deleted = await ctx.db
    .delete(shopSlides)
    .where(and(eq(shopSlides.id, id), eq(shopSlides.shopId, shopId)))
    .returning({ id: shopSlides.id })
  if (deleted.length === 0) throw new AppError('not_found')
  await rewriteSliderInfo(ctx, shopId)
}

/**
 * The carousel's 1- or 2-column toggle (001 §2): `store_theme_info.columns`, the only key
 * written, so colours or a header saved meanwhile stay.
 */
export async function setCarouselColumns(ctx: ServiceContext, shopId: string, columns: 1 | 2) {
  await ctx.db
    .update(shops)
    .set({
      storeThemeInfo: sql`jsonb_set(${shops.storeThemeInfo}, '{columns}', ${String(columns)}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(eq(shops.id, shopId))
  changed(ctx, cacheTag.shop(shopId))
  return { columns }
}

/**
 * Rewrites the shop's `store_theme_info.slider_info` (001 §3 slider_info) from its slides, in
 * one statement, so the storefront keeps reading the shop row it already reads (decision 096).
 * A 2-column slide without a phone image shows its single image on phones too.
 */
export async function rewriteSliderInfo(ctx: ServiceContext, shopId: string) {
  await ctx.db.execute(sql`
    update shops set updated_at = now(), store_theme_info = jsonb_set(store_theme_info, '{slider_info}', (
      select coalesce(jsonb_agg(jsonb_build_object(
        'id', s.id,
        'hzt_image', s.hzt_image,
        'vrt_image', coalesce(s.vrt_image, s.hzt_image),
        'hzt_image_id', s.hzt_image_id,
        'vrt_image_id', s.vrt_image_id,
        'product', s.product,
        'supplier', s.supplier,
        'url', s.url,
        'url_target', s.url_target,
        'target', s.target
      ) order by s.position, s.created_at, s.id), '[]'::jsonb)
      from shop_slides s where s.shop_id = ${shopId}
    ))
    where id = ${shopId}`)
  changed(ctx, cacheTag.shop(shopId))
}

export function presentSlide(row: SlideRow): ShopSlide {
  return {
    id: row.id,
    hzt_image: row.hztImage,
    vrt_image: row.vrtImage,
    hzt_image_id: row.hztImageId,
    vrt_image_id: row.vrtImageId,
    type: row.type,
    product: row.product,
    product_name: row.productName,
    supplier: row.supplier,
    url: row.url,
    url_target: row.urlTarget,
    target: row.target,
    action_type: row.actionType,
    position: row.position,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

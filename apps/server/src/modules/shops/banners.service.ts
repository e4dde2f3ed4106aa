import { type AudienceViewer, forViewer } from '@tianguis/core/audience'
import {
  BANNERS_PER_SHOP_MAX,
  type Banner,
  type BannerCreate,
  type BannerUpdate,
  type PublicBanner,
  settleBannerAction,
} from '@tianguis/core/contracts/banners'
import { and, asc, count, eq, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import { cacheTag, dependsOn } from '../../kernel/cache-tags.ts'
import { requireShop, type ServiceContext } from '../../kernel/context.ts'
import { changed } from '../../kernel/transaction.ts'
import { newId } from '../../platform/ids.ts'
import { userLevelOf } from '../identity/identity.parts.ts'
import { shopBanners } from './banners.tables.ts'

type BannerRow = typeof shopBanners.$inferSelect

const ORDER = [asc(shopBanners.position), asc(shopBanners.createdAt), asc(shopBanners.id)]

/** The shop's banners in their order, for its admins (route access `shop.update`). */
export async function listBanners(
  ctx: ServiceContext,
  shopId: string,
  page: { offset: number; limit: number },
) {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(shopBanners)
      .where(eq(shopBanners.shopId, shopId))
      .orderBy(...ORDER)
      .offset(page.offset)
      .limit(page.limit),
    ctx.db.select({ n: count() }).from(shopBanners).where(eq(shopBanners.shopId, shopId)),
  ])
  return { results: rows.map(present), matches_estimated: total?.n ?? 0 }
}

function invalidUrl(problem: 'required' | 'invalid_format'): AppError {
  return new AppError('invalid_request', { fields: { url: { problem } } })
}

/** Adds a banner; without a position it goes last. At most BANNERS_PER_SHOP_MAX per shop. */
export async function createBanner(ctx: ServiceContext, shopId: string, body: BannerCreate): Promise<Banner> {
  const action = settleBannerAction(body)
  if (!action.ok) throw invalidUrl(action.problem)
  const [stats] = await ctx.db
    .select({ n: count(), next: sql<number>`coalesce(max(${shopBanners.position}) + 1, 0)::int` })
    .from(shopBanners)
    .where(eq(shopBanners.shopId, shopId))
  if ((stats?.n ?? 0) >= BANNERS_PER_SHOP_MAX) {
    throw new AppError('invalid_request', {
      fields: { _: { problem: 'too_big', params: { max: BANNERS_PER_SHOP_MAX } } },
    })
  }
  const [row] = await ctx.db
    .insert(shopBanners)
    .values({
      id: newId('bnr'),
      shopId,
      hztImage: body.hzt_image,
      vrtImage: body.vrt_image,
      hztImageId: body.hzt_image_id,
      vrtImageId: body.vrt_image_id,
      url: action.url,
      productName: body.product_name,
      actionType: body.action_type,
      target: body.target,
      position: body.position ?? Math.min(stats?.next ?? 0, 1000),
    })
    .returning()
  changed(ctx, cacheTag.shop(shopId))
  return present(row!)
}

/** Changes a banner of this shop; a banner of another shop is not found (quality.md 2). */
export async function updateBanner(
  ctx: ServiceContext,
  shopId: string,
  bannerId: string,
  body: BannerUpdate,
): Promise<Banner> {
  const [current] = await ctx.db
    .select()
    .from(shopBanners)
    .where(and(eq(shopBanners.id, bannerId), eq(shopBanners.shopId, shopId)))
    .limit(1)
  if (!current) throw new AppError('not_found')
  const action = settleBannerAction({
    action_type: body.action_type ?? current.actionType,
    url: body.url !== undefined ? body.url : current.url,
  })
  if (!action.ok) throw invalidUrl(action.problem)
  const changes = {
    hztImage: body.hzt_image,
    vrtImage: body.vrt_image,
    hztImageId: body.hzt_image_id,
    vrtImageId: body.vrt_image_id,
    productName: body.product_name,
    actionType: body.action_type,
    target: body.target,
    position: body.position,
  }
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined))
  const [row] = await ctx.db
    .update(shopBanners)
    .set({ ...defined, url: action.url, updatedAt: new Date() })
    .where(and(eq(shopBanners.id, bannerId), eq(shopBanners.shopId, shopId)))
    .returning()
  if (!row) throw new AppError('not_found')
  changed(ctx, cacheTag.shop(shopId))
  return present(row)
}

/**
 * Deletes a banner of this shop and answers its two images (address and gallery id), for the
 * flow that deletes their files (flows/delete-banner.ts); another shop's banner is not found.
 */
export async function deleteBanner(
  ctx: ServiceContext,
  shopId: string,
  bannerId: string,
): Promise<{ images: { url: string; id: string | null }[] }> {
  const [deleted] = await ctx.db
    .delete(shopBanners)
    .where(and(eq(shopBanners.id, bannerId), eq(shopBanners.shopId, shopId)))
    .returning()
  if (!deleted) throw new AppError('not_found')
  changed(ctx, cacheTag.shop(shopId))
  return {
    images: [
      { url: deleted.hztImage, id: deleted.hztImageId },
      { url: deleted.vrtImage, id: deleted.vrtImageId },
    ],
  }
}

/**
 * The banners of the request's shop this viewer may see (000 §6 "Banner target chooses the
 * audience"), in one statement: the banners, and the viewer's user level carried along
 * (identity's query part). The audience rule itself is core's (`audience.ts`).
 */
export async function visibleBanners(ctx: ServiceContext) {
  const viewerId = ctx.viewer.userId
  const shopId = requireShop(ctx).id
  const level = viewerId ? userLevelOf(viewerId) : sql<null>`null`
  const rows = await ctx.db
    .select({ banner: shopBanners, level })
    .from(sql`(select 1) as one`)
    .leftJoin(shopBanners, eq(shopBanners.shopId, shopId))
    .orderBy(...ORDER)
    .limit(BANNERS_PER_SHOP_MAX)
  dependsOn(ctx, cacheTag.shop(shopId))
  const viewer: AudienceViewer = viewerId
    ? { anonymous: false, user_level: rows[0]?.level ?? '' }
    : { anonymous: true, user_level: '' }
  const banners = rows.flatMap((row) => (row.banner ? [presentPublic(row.banner)] : []))
  const results = forViewer(banners, viewer)
  return { results, matches_estimated: results.length }
}

function presentPublic(row: BannerRow): PublicBanner {
  return {
    id: row.id,
    hzt_image: row.hztImage,
    vrt_image: row.vrtImage,
    hzt_image_id: row.hztImageId,
    vrt_image_id: row.vrtImageId,
    url: row.url,
    product_name: row.productName,
    action_type: row.actionType,
    target: row.target,
    position: row.position,
  }
}

function present(row: BannerRow): Banner {
  return {
    ...presentPublic(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

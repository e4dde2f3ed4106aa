import type { Shop } from '@tianguis/core/contracts/shops'
import type { ShopRole } from '@tianguis/core/permissions'
import { asc, count, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { AppError } from '../../kernel/app-error.ts'
import { cacheTag, dependsOn } from '../../kernel/cache-tags.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { changed } from '../../kernel/transaction.ts'
import type { Db } from '../../platform/db/client.ts'
import { catalogueStrip } from '../catalogues/catalogues.service.ts'
import { users } from '../identity/identity.tables.ts'
import { shopStaff, shops } from './shops.tables.ts'

type ShopRow = typeof shops.$inferSelect
const root = alias(shops, 'root_shop')

/** The viewer's roles in a shop, read in the same statement as the shop. */
const viewerStaffRole = (viewerId: string | null) =>
  viewerId
    ? sql<
        string | null
      >`(select ${shopStaff.role} from ${shopStaff} where ${shopStaff.shopId} = ${shops.id} and ${shopStaff.userId} = ${viewerId})`
    : sql<string | null>`null`

function rolesOf(row: { ownerId: string }, staffRole: string | null, viewerId: string | null): ShopRole[] {
  const roles: ShopRole[] = []
  if (viewerId && row.ownerId === viewerId) roles.push('owner')
  if (staffRole) roles.push(staffRole as ShopRole)
  return roles
}

/** A shop as its storefront shows it (contracts/shops.ts), in one statement. */
export async function getShop(ctx: ServiceContext, slug: string): Promise<Shop> {
  const [found] = await ctx.db
    .select({
      shop: shops,
      root,
      staffRole: viewerStaffRole(ctx.viewer.userId),
      strip: catalogueStrip(),
    })
    .from(shops)
    .leftJoin(root, eq(root.id, shops.rootAffinityShopId))
    .where(eq(shops.slug, slug.toLowerCase()))
    .limit(1)
  if (!found) throw new AppError('shop_not_found')
  // Its root affinity shop's name and address show on this shop's pages too.
  dependsOn(ctx, cacheTag.shop(found.shop.id), ...(found.root?.id ? [cacheTag.shop(found.root.id)] : []))
  return {
    ...present(found.shop, found.root, rolesOf(found.shop, found.staffRole, ctx.viewer.userId)),
    catalogue_strip: found.strip,
  }
}

export async function listShops(ctx: ServiceContext, page: { offset: number; limit: number }) {
  dependsOn(ctx, cacheTag.platformShops)
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: shops.id,
        slug: shops.slug,
        name: shops.name,
        photo: shops.photo,
        store_type: shops.storeType,
      })
      .from(shops)
      .orderBy(asc(shops.name), asc(shops.id))
      .offset(page.offset)
      .limit(page.limit),
    ctx.db.select({ n: count() }).from(shops),
  ])
  return { results: rows, matches_estimated: total?.n ?? 0 }
}

/** Shop id and the user's roles there, for the permission check (http/authorize.ts). */
export async function findShopAccess(db: Db, slug: string, userId: string) {
  const [found] = await db
    .select({
      shopId: shops.id,
      slug: shops.slug,
      ownerId: shops.ownerId,
      staffRole: viewerStaffRole(userId),
    })
    .from(shops)
    .where(eq(shops.slug, slug.toLowerCase()))
    .limit(1)
  if (!found) return null
  return { shopId: found.shopId, slug: found.slug, roles: rolesOf(found, found.staffRole, userId) }
}

export type ShopUpdate = Partial<
  Pick<
    ShopRow,
    | 'name'
    | 'photo'
    | 'photoDisplay'
    | 'hiddenStoreName'
    | 'hiddenSearchBar'
    | 'seoDescription'
    | 'contactEmail'
    | 'contactPhone'
    | 'contactCountryCode'
    | 'whatsappPhone'
    | 'whatsappCountryCode'
    | 'facebook'
    | 'instagram'
    | 'twitter'
    | 'youtube'
    | 'twitch'
    | 'kick'
    | 'discord'
  >
>

/** Changes the storefront fields of a shop the caller was authorised for (route access `shop.update`). */
export async function updateShop(
  ctx: ServiceContext,
  shopId: string,
  slug: string,
  changes: ShopUpdate,
): Promise<Shop> {
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined))
  if (Object.keys(defined).length > 0) {
    await ctx.db
      .update(shops)
      .set({ ...defined, updatedAt: new Date() })
      .where(eq(shops.id, shopId))
    changed(ctx, cacheTag.shop(shopId), cacheTag.platformShops)
  }
  return getShop(ctx, slug)
}

export async function listStaff(
  ctx: ServiceContext,
  shopId: string,
  page: { offset: number; limit: number },
) {
  // The owner first, then staff by name: one statement for the page, one for the count.
  const [page_, [total]] = await Promise.all([
    ctx.db.execute(sql`
      select u.id as user_id, u.name, u.email, 'owner' as role, 0 as rank
        from ${shops} s join ${users} u on u.id = s.owner_id where s.id = ${shopId}
      union all
      select u.id, u.name, u.email, st.role, 1
        from ${shopStaff} st join ${users} u on u.id = st.user_id where st.shop_id = ${shopId}
      order by rank, name
      offset ${page.offset} limit ${page.limit}`),
    ctx.db.select({ n: count() }).from(shopStaff).where(eq(shopStaff.shopId, shopId)),
  ])
  const rows = (
    page_ as unknown as { rows: Array<{ user_id: string; name: string; email: string; role: string }> }
  ).rows
  return { results: rows, matches_estimated: (total?.n ?? 0) + 1 }
}

/** Slug of the shop whose own domain is `domain`, for host-based addressing. */
export async function shopSlugForDomain(db: Db, domain: string): Promise<string | null> {
  const candidates = [domain, `https://${domain}`, `http://${domain}`]
  const [found] = await db
    .select({ slug: shops.slug })
    .from(shops)
    .where(
      sql`${shops.canonicalUrl} in (${sql.join(
        candidates.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    )
    .limit(1)
  return found?.slug ?? null
}

function present(
  row: ShopRow,
  rootRow: ShopRow | null,
  viewerRoles: ShopRole[],
): Omit<Shop, 'catalogue_strip'> {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    owner: row.ownerId,
    theme: row.theme === 4 ? 4 : 3,
    photo: row.photo,
    photo_display: row.photoDisplay,
    favicon: row.favicon,
    hidden_store_name: row.hiddenStoreName,
    hidden_search_bar: row.hiddenSearchBar,
    hidden_darkmode: row.hiddenDarkmode,
    hidden_affinity_xheader: row.hiddenAffinityXheader,
    hidden_affiliate_banner: row.hiddenAffiliateBanner,
    hidden_dssupplier_banner: row.hiddenDssupplierBanner,
    darkmode: row.darkmode,
    adornment_type: row.adornmentType,
    store_type: row.storeType,
    is_proxy: row.isProxy,
    canonical_url: row.canonicalUrl,
    seo_description: row.seoDescription,
    store_theme_info: row.storeThemeInfo,
    signup_plan: row.signupPlan,
    fb_pixel: row.fbPixel,
    live_chat_license: row.liveChatLicense,
    whatsapp_phone: row.whatsappPhone,
    whatsapp_country_code: row.whatsappCountryCode,
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    contact_country_code: row.contactCountryCode,
    about_entry_id: row.aboutEntryId,
    affiliate_landing: row.affiliateLanding,
    dssupplier_landing: row.dssupplierLanding,
    permissions: row.permissions,
    root_affinity_store_info: rootRow
      ? {
          owner: rootRow.ownerId,
          slug: rootRow.slug,
          name: rootRow.name,
          about_entry_id: rootRow.aboutEntryId,
          canonical_url: rootRow.canonicalUrl,
          users_support_url: rootRow.usersSupportUrl,
          color1: rootRow.storeThemeInfo.color1,
          color2: rootRow.storeThemeInfo.color2,
          photo: rootRow.photo,
          currentShopID: row.id,
        }
      : null,
    facebook: row.facebook,
    instagram: row.instagram,
    twitter: row.twitter,
    youtube: row.youtube,
    twitch: row.twitch,
    kick: row.kick,
    discord: row.discord,
    footer_bg: row.footerBg,
    footer_fg: row.footerFg,
    footer_style: row.footerStyle,
    bgcolor: row.bgcolor,
    users_support_url: row.usersSupportUrl,
    franchise_support_url: row.franchiseSupportUrl,
    affiliate_support_url: row.affiliateSupportUrl,
    currency: row.currency,
    viewer_roles: viewerRoles,
  }
}

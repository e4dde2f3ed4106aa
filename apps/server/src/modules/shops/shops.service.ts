import type { Shop, StoreThemeInfo } from '@tianguis/core/contracts/shops'
import { can, type ShopRole } from '@tianguis/core/permissions'
import { asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { AppError } from '../../kernel/app-error.ts'
import { cacheTag, dependsOn } from '../../kernel/cache-tags.ts'
import { requireShop, type ServiceContext, type ShopScope } from '../../kernel/context.ts'
import { changed } from '../../kernel/transaction.ts'
import type { Db } from '../../platform/db/client.ts'
import { catalogueStripOf } from '../catalogues/catalogues.parts.ts'
import { userContacts } from '../identity/identity.service.ts'
import { shopStaff, shops, shopTourDismissals } from './shops.tables.ts'

type ShopRow = typeof shops.$inferSelect
const root = alias(shops, 'root_shop')
/** The shop's columns but its footer pages' texts, which only their pages read (decision 097). */
const { aboutText, termsText, privacyText, ...storefrontColumns } = getTableColumns(shops)
type StorefrontRow = Omit<ShopRow, 'aboutText' | 'termsText' | 'privacyText'>
const ownPages = sql<Shop['own_pages']>`array_remove(array[
  case when ${aboutText} is not null then 'about' end,
  case when ${termsText} is not null then 'terms' end,
  case when ${privacyText} is not null then 'privacy' end], null)`

/** The viewer's roles in a shop, read in the same statement as the shop. */
const viewerStaffRole = (viewerId: string | null) =>
  viewerId
    ? sql<
        string | null
      >`(select ${shopStaff.role} from ${shopStaff} where ${shopStaff.shopId} = ${shops.id} and ${shopStaff.userId} = ${viewerId})`
    : sql<string | null>`null`

/** Whether the viewer closed the guided tour in this shop, in the same statement as the shop. */
const viewerClosedTour = (viewerId: string | null) =>
  viewerId
    ? sql<boolean>`exists (select 1 from ${shopTourDismissals} where ${shopTourDismissals.shopId} = ${shops.id} and ${shopTourDismissals.userId} = ${viewerId})`
    : sql<boolean>`true`

function rolesOf(row: { ownerId: string }, staffRole: string | null, viewerId: string | null): ShopRole[] {
  const roles: ShopRole[] = []
  if (viewerId && row.ownerId === viewerId) roles.push('owner')
  if (staffRole) roles.push(staffRole as ShopRole)
  return roles
}

/**
 * A shop found by its slug: what services need to work on it (`ShopScope`, decision 026) and the
 * shop as its storefront shows it.
 */
export interface ResolvedShop extends ShopScope {
  storefront: Shop
  /** The cache tags of this read (decision 025): whatever is computed with the shop depends on them. */
  reads: string[]
}

/**
 * The shop a request is about, looked up by slug once per request (http/shop-scope.ts keeps the
 * answer for the page and its in-process API calls): the row, its root affinity shop, the
 * viewer's staff role and the catalogue strip, in one statement. Null when there is no such shop.
 */
export async function resolveShop(ctx: ServiceContext, slug: string): Promise<ResolvedShop | null> {
  const viewerId = ctx.viewer.userId
  const [found] = await ctx.db
    .select({
      shop: storefrontColumns,
      ownPages,
      root,
      staffRole: viewerStaffRole(viewerId),
      closedTour: viewerClosedTour(viewerId),
      strip: catalogueStripOf(sql`${shops.id}`),
    })
    .from(shops)
    .leftJoin(root, eq(root.id, shops.rootAffinityShopId))
    .where(eq(shops.slug, slug.toLowerCase()))
    .limit(1)
  if (!found) return null
  const viewerRoles = rolesOf(found.shop, found.staffRole, viewerId)
  // Its root affinity shop's name and address show on this shop's pages too.
  const reads = [cacheTag.shop(found.shop.id), ...(found.root?.id ? [cacheTag.shop(found.root.id)] : [])]
  dependsOn(ctx, ...reads)
  return {
    id: found.shop.id,
    slug: found.shop.slug,
    ownerId: found.shop.ownerId,
    viewerRoles,
    storeType: found.shop.storeType,
    storefront: {
      ...present(found.shop, found.root, viewerRoles, found.ownPages),
      viewer_show_tour: can(viewerRoles, 'shop.update') && !found.shop.isProxy && !found.closedTour,
      catalogue_strip: found.strip,
    },
    reads,
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
    | 'theme'
    | 'darkmode'
    | 'hiddenDarkmode'
    | 'adornmentType'
  >
> & {
  /** Merged into store_theme_info (the editor changes the colours or the columns, decision 095). */
  themeInfo?: Partial<Pick<StoreThemeInfo, 'color1' | 'color2' | 'columns'>>
}

/** Changes the storefront fields of the request's shop (route access `shop.update`); answers it as it now is. */
export async function updateShop(ctx: ServiceContext, changes: ShopUpdate): Promise<Shop> {
  const shop = requireShop(ctx)
  const { themeInfo, ...fields } = changes
  const defined: Record<string, unknown> = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  )
  const themePatch = Object.fromEntries(
    Object.entries(themeInfo ?? {}).filter(([, value]) => value !== undefined),
  )
  // The colours and columns live in store_theme_info: merged in the same statement (jsonb ||).
  if (Object.keys(themePatch).length > 0)
    defined.storeThemeInfo = sql`${shops.storeThemeInfo} || ${JSON.stringify(themePatch)}::jsonb`
  if (Object.keys(defined).length > 0) {
    await ctx.db
      .update(shops)
      .set({ ...defined, updatedAt: new Date() })
      .where(eq(shops.id, shop.id))
    changed(ctx, cacheTag.shop(shop.id), cacheTag.platformShops)
  }
  // Read again (not the request's kept copy, which predates the change).
  const now = await resolveShop(ctx, shop.slug)
  if (!now) throw new AppError('shop_not_found')
  return now.storefront
}

/**
 * The shop's owner first, then its staff by name (001 §6). The shop's staff is a short list, so
 * all of it is read (one statement), the people's names and emails come from identity in one
 * call for all of them (one statement), and the page is cut here.
 */
export async function listStaff(ctx: ServiceContext, page: { offset: number; limit: number }) {
  const shop = requireShop(ctx)
  const staff = await ctx.db
    .select({ userId: shopStaff.userId, role: shopStaff.role })
    .from(shopStaff)
    .where(eq(shopStaff.shopId, shop.id))
  const people = await userContacts(ctx, [shop.ownerId, ...staff.map((member) => member.userId)])
  const member = (userId: string, role: string) => {
    const person = people.get(userId)
    return { user_id: userId, name: person?.name ?? '', email: person?.email ?? '', role }
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es')
  const all = [
    member(shop.ownerId, 'owner'),
    ...staff.map((row) => member(row.userId, row.role)).sort(byName),
  ]
  return { results: all.slice(page.offset, page.offset + page.limit), matches_estimated: all.length }
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
  row: StorefrontRow,
  rootRow: ShopRow | null,
  viewerRoles: ShopRole[],
  ownPages: Shop['own_pages'],
): Omit<Shop, 'catalogue_strip' | 'viewer_show_tour'> {
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
    own_pages: ownPages,
    viewer_roles: viewerRoles,
  }
}

/** Each shop's owner (decision 090: the reseller of what a shop sold of another supplier). */
export async function shopOwnersOf(
  ctx: ServiceContext,
  shopIds: readonly string[],
): Promise<Map<string, string>> {
  if (shopIds.length === 0) return new Map()
  const rows = await ctx.db
    .select({ id: shops.id, ownerId: shops.ownerId })
    .from(shops)
    .where(inArray(shops.id, [...new Set(shopIds)]))
  return new Map(rows.map((row) => [row.id, row.ownerId]))
}

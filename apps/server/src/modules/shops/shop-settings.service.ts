import {
  canonicalOrigin,
  type FooterPage,
  type ShopSettings,
  type ShopSettingsUpdate,
} from '@tianguis/core/contracts/shop-settings'
import { and, eq, ne, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import { cacheTag, dependsOn } from '../../kernel/cache-tags.ts'
import { requireShop, type ServiceContext } from '../../kernel/context.ts'
import { changed, inTransaction } from '../../kernel/transaction.ts'
import { isUniqueViolation } from '../identity/identity.service.ts'
import { shops, shopTourDismissals } from './shops.tables.ts'

type ShopRow = typeof shops.$inferSelect

/** The request's shop's settings (GET /shops/:slug/settings, access `shop.update`). */
export async function shopSettingsOf(ctx: ServiceContext): Promise<ShopSettings> {
  const [row] = await ctx.db
    .select()
    .from(shops)
    .where(eq(shops.id, requireShop(ctx).id))
    .limit(1)
  if (!row) throw new AppError('shop_not_found')
  return present(row)
}

const taken = () =>
  new AppError('canonical_url_taken', { fields: { canonical_url: { problem: 'url_taken' } } })

/**
 * Changes the settings sent (PATCH /shops/:slug/settings); `sections_info` and `signup_form` live in
 * `store_theme_info`, merged with what is stored (part A's colours and part B's header stay). The
 * canonical address is stored as its origin and must be no other shop's. Drops this shop's
 * cached pages, and the platform's list when the address changed (a domain maps to a shop).
 */
export async function updateShopSettings(
  ctx: ServiceContext,
  body: ShopSettingsUpdate,
): Promise<ShopSettings> {
  const shopId = requireShop(ctx).id
  let canonical: string | null | undefined = body.canonical_url
  if (canonical) {
    canonical = canonicalOrigin(canonical)
    if (!canonical) {
      throw new AppError('invalid_request', { fields: { canonical_url: { problem: 'invalid_format' } } })
    }
  }
  return inTransaction(ctx, async (tx) => {
    if (canonical) {
      const [other] = await tx.db
        .select({ id: shops.id })
        .from(shops)
        .where(and(eq(shops.canonicalUrl, canonical), ne(shops.id, shopId)))
        .limit(1)
      if (other) throw taken()
    }
    const theme: Record<string, unknown> = {}
    if (body.sections_info !== undefined) theme.sections_info = body.sections_info
    if (body.signup_form !== undefined) theme.signup_form = body.signup_form
    const changes = {
      contactEmail: body.contact_email,
      contactPhone: body.contact_phone,
      contactCountryCode: body.contact_country_code,
      whatsappPhone: body.whatsapp_phone,
      whatsappCountryCode: body.whatsapp_country_code,
      liveChatLicense: body.live_chat_license,
      hiddenStoreName: body.hidden_store_name,
      hiddenSearchBar: body.hidden_search_bar,
      hiddenAffinityXheader: body.hidden_affinity_xheader,
      hiddenAffiliateBanner: body.hidden_affiliate_banner,
      hiddenDssupplierBanner: body.hidden_dssupplier_banner,
      seoDescription: body.seo_description,
      favicon: body.favicon,
      canonicalUrl: canonical,
      fbPixel: body.fb_pixel,
      footerStyle: body.footer_style,
      footerBg: body.footer_bg,
      footerFg: body.footer_fg,
      usersSupportUrl: body.users_support_url,
      franchiseSupportUrl: body.franchise_support_url,
      affiliateSupportUrl: body.affiliate_support_url,
      affiliateLanding: body.affiliate_landing,
      dssupplierLanding: body.dssupplier_landing,
      aboutText: body.about_text,
      termsText: body.terms_text,
      privacyText: body.privacy_text,
    }
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined))
    const set: Record<string, unknown> = { ...defined, updatedAt: new Date() }
    if (Object.keys(theme).length > 0) {
      // One statement: the stored theme with only these keys replaced.
      set.storeThemeInfo = sql`${shops.storeThemeInfo} || ${JSON.stringify(theme)}::jsonb`
    }
    let row: ShopRow | undefined
    try {
      ;[row] = await tx.db.update(shops).set(set).where(eq(shops.id, shopId)).returning()
    } catch (error) {
      // Two shops claiming one address at once: the unique index decides.
      if (isUniqueViolation(error, 'shops_canonical_url_key')) throw taken()
      throw error
    }
    if (!row) throw new AppError('shop_not_found')
    changed(tx, cacheTag.shop(shopId), ...(canonical !== undefined ? [cacheTag.platformShops] : []))
    return present(row)
  })
}

/** A footer page's own text in the request's shop, or null for the platform's (public). */
export async function shopPageText(ctx: ServiceContext, page: FooterPage): Promise<{ text: string | null }> {
  const shopId = requireShop(ctx).id
  const column = { about: shops.aboutText, terms: shops.termsText, privacy: shops.privacyText }[page]
  const [row] = await ctx.db.select({ text: column }).from(shops).where(eq(shops.id, shopId)).limit(1)
  dependsOn(ctx, cacheTag.shop(shopId))
  return { text: row?.text ?? null }
}

/** Whether the viewer's guided tour still shows in this shop (002 §7 setup-apps). */
export async function setupAppsOf(ctx: ServiceContext): Promise<{ show_tour: boolean }> {
  const userId = ctx.viewer.userId
  if (!userId) throw new AppError('unauthorized')
  const [row] = await ctx.db
    .select({ userId: shopTourDismissals.userId })
    .from(shopTourDismissals)
    .where(and(eq(shopTourDismissals.shopId, requireShop(ctx).id), eq(shopTourDismissals.userId, userId)))
    .limit(1)
  return { show_tour: !row }
}

/** Turns the viewer's tour off (dismissed or finished) or on again (the settings' "show the tour"). */
export async function updateSetupApps(
  ctx: ServiceContext,
  body: { show_tour: boolean },
): Promise<{ show_tour: boolean }> {
  const userId = ctx.viewer.userId
  if (!userId) throw new AppError('unauthorized')
  const shopId = requireShop(ctx).id
  if (body.show_tour) {
    await ctx.db
      .delete(shopTourDismissals)
      .where(and(eq(shopTourDismissals.shopId, shopId), eq(shopTourDismissals.userId, userId)))
  } else {
    await ctx.db.insert(shopTourDismissals).values({ shopId, userId }).onConflictDoNothing()
  }
  return { show_tour: body.show_tour }
}

function present(row: ShopRow): ShopSettings {
  return {
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    contact_country_code: row.contactCountryCode,
    whatsapp_phone: row.whatsappPhone,
    whatsapp_country_code: row.whatsappCountryCode,
    live_chat_license: row.liveChatLicense,
    sections_info: row.storeThemeInfo.sections_info,
    signup_form: row.storeThemeInfo.signup_form,
    hidden_store_name: row.hiddenStoreName,
    hidden_search_bar: row.hiddenSearchBar,
    hidden_affinity_xheader: row.hiddenAffinityXheader,
    hidden_affiliate_banner: row.hiddenAffiliateBanner,
    hidden_dssupplier_banner: row.hiddenDssupplierBanner,
    seo_description: row.seoDescription,
    favicon: row.favicon,
    canonical_url: row.canonicalUrl,
    fb_pixel: row.fbPixel,
    footer_style: row.footerStyle === '3cols1col' ? '3cols1col' : 'default',
    footer_bg: row.footerBg,
    footer_fg: row.footerFg,
    users_support_url: row.usersSupportUrl,
    franchise_support_url: row.franchiseSupportUrl,
    affiliate_support_url: row.affiliateSupportUrl,
    affiliate_landing: row.affiliateLanding,
    dssupplier_landing: row.dssupplierLanding,
    about_text: row.aboutText,
    terms_text: row.termsText,
    privacy_text: row.privacyText,
  }
}

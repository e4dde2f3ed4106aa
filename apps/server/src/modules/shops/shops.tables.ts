import type { StoreThemeInfo } from '@tianguis/core/contracts/shops'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from '../identity/identity.tables.ts'

/** A public shop: every field of spec 000 §3 and 001 §3. */
export const shops = pgTable(
  'shops',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    /** Storefront layout: theme 3 or theme 4 (000 §2). */
    theme: smallint('theme').notNull().default(3),
    photo: text('photo'),
    photoDisplay: text('photo_display', { enum: ['cir', 'sq', 'rec', 'bdr_cir', 'bdr_sq', 'bdr_rec'] })
      .notNull()
      .default('sq'),
    favicon: text('favicon'),
    hiddenStoreName: boolean('hidden_store_name').notNull().default(false),
    hiddenSearchBar: boolean('hidden_search_bar').notNull().default(false),
    hiddenDarkmode: boolean('hidden_darkmode').notNull().default(false),
    hiddenAffinityXheader: boolean('hidden_affinity_xheader').notNull().default(false),
    hiddenAffiliateBanner: boolean('hidden_affiliate_banner').notNull().default(false),
    hiddenDssupplierBanner: boolean('hidden_dssupplier_banner').notNull().default(false),
    darkmode: boolean('darkmode').notNull().default(true),
    adornmentType: text('adornment_type', { enum: ['geom-circle', 'none'] })
      .notNull()
      .default('none'),
    storeType: text('store_type', { enum: ['plain', 'affiliate', 'affinity', 'franchise'] })
      .notNull()
      .default('plain'),
    isProxy: boolean('is_proxy').notNull().default(false),
    /** The shop's own domain (its address when set); unique among shops. */
    canonicalUrl: text('canonical_url'),
    seoDescription: text('seo_description'),
    storeThemeInfo: jsonb('store_theme_info').$type<StoreThemeInfo>().notNull(),
    signupPlan: text('signup_plan'),
    fbPixel: text('fb_pixel'),
    liveChatLicense: text('live_chat_license'),
    whatsappPhone: text('whatsapp_phone'),
    whatsappCountryCode: text('whatsapp_country_code'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    contactCountryCode: text('contact_country_code'),
    aboutEntryId: text('about_entry_id'),
    affiliateLanding: text('affiliate_landing'),
    dssupplierLanding: text('dssupplier_landing'),
    /**
     * A shop restricted to one supplier takes only that supplier's items (001 §5 'Supplier
     * constraint': 'Sólo se pueden agregar productos de este proveedor a la tienda.'); null: any.
     */
    onlySupplierId: text('only_supplier_id').references(() => users.id, { onDelete: 'set null' }),
    /** Permission strings granted to the shop (e.g. a supplier restriction); 001 §2 warning banner. */
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    /** The root of this shop's affinity network; root_affinity_store_info is read from it. */
    rootAffinityShopId: text('root_affinity_shop_id').references((): AnyPgColumn => shops.id),
    facebook: text('facebook'),
    instagram: text('instagram'),
    twitter: text('twitter'),
    youtube: text('youtube'),
    twitch: text('twitch'),
    kick: text('kick'),
    discord: text('discord'),
    footerBg: text('footer_bg'),
    footerFg: text('footer_fg'),
    footerStyle: text('footer_style'),
    bgcolor: text('bgcolor'),
    usersSupportUrl: text('users_support_url'),
    franchiseSupportUrl: text('franchise_support_url'),
    affiliateSupportUrl: text('affiliate_support_url'),
    currency: text('currency').notNull().default('MXN'),
    /** The shop's own text for its footer pages (decision 097); null shows the platform's. */
    aboutText: text('about_text'),
    termsText: text('terms_text'),
    privacyText: text('privacy_text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shops_slug_key').on(t.slug),
    uniqueIndex('shops_canonical_url_key').on(t.canonicalUrl).where(sql`canonical_url is not null`),
    index('shops_owner_idx').on(t.ownerId),
    check('shops_theme_check', sql`theme in (3, 4)`),
  ],
)

/** Staff of a shop with one role each (001 §6); the owner is `shops.owner_id`, not a row here. */
export const shopStaff = pgTable(
  'shop_staff',
  {
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin', 'accountant', 'dispatcher', 'qrreader'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.userId] }), index('shop_staff_user_idx').on(t.userId)],
)

/**
 * The guided setup tour's state per shop admin (002 §7 setup-apps `show_tour`; decision 097): a row
 * once the admin dismissed or finished the tour in this shop; no row shows it.
 */
export const shopTourDismissals = pgTable(
  'shop_tour_dismissals',
  {
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.userId] })],
)

import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { shops } from './shops.tables.ts'

/**
 * A shop's header records (001 §3 Header record; decision 096): the header editor's list. The one
 * saved last is copied into `shops.store_theme_info.header_info`, which the storefront shows.
 */
export const shopHeaders = pgTable(
  'shop_headers',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    description: text('description'),
    target: text('target', { enum: ['all', 'anon', 'ul0', 'ul1', 'ul2'] })
      .notNull()
      .default('all'),
    actionType: text('action_type', { enum: ['none', 'url', 'product', 'signup'] })
      .notNull()
      .default('none'),
    url: text('url'),
    buttonLabel: text('button_label'),
    /** The item's id, its name and its supplier (owner) as they were when saved. */
    product: text('product'),
    productName: text('product_name'),
    productSupplier: text('product_supplier'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shop_headers_shop_position_idx').on(t.shopId, t.position),
    check('shop_headers_title_check', sql`char_length(title) between 1 and 30`),
    check('shop_headers_subtitle_check', sql`subtitle is null or char_length(subtitle) <= 40`),
    check('shop_headers_description_check', sql`description is null or char_length(description) <= 130`),
    check('shop_headers_action_type_check', sql`action_type in ('none', 'url', 'product', 'signup')`),
    check('shop_headers_target_check', sql`target in ('all', 'anon', 'ul0', 'ul1', 'ul2')`),
  ],
)

/**
 * A shop's carousel slides (001 §3 Carousel slide; decision 096). After every change the shop's
 * `store_theme_info.slider_info` is rewritten from them, in their order, for the storefront.
 */
export const shopSlides = pgTable(
  'shop_slides',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    hztImage: text('hzt_image').notNull(),
    /** Null only in the 2-column variant, which shows the single (hzt) image (001 §5). */
    vrtImage: text('vrt_image'),
    hztImageId: text('hzt_image_id'),
    vrtImageId: text('vrt_image_id'),
    type: text('type', { enum: ['PRODUCT', 'URL'] })
      .notNull()
      .default('URL'),
    product: text('product'),
    productName: text('product_name'),
    supplier: text('supplier'),
    url: text('url'),
    urlTarget: boolean('url_target').notNull().default(false),
    target: text('target', { enum: ['all', 'anon', 'ul0', 'ul1', 'ul2'] })
      .notNull()
      .default('all'),
    actionType: text('action_type', { enum: ['url', 'none'] })
      .notNull()
      .default('none'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shop_slides_shop_position_idx').on(t.shopId, t.position),
    check('shop_slides_type_check', sql`type in ('PRODUCT', 'URL')`),
    check('shop_slides_action_type_check', sql`action_type in ('url', 'none')`),
    check('shop_slides_target_check', sql`target in ('all', 'anon', 'ul0', 'ul1', 'ul2')`),
    // 001 §5: a product slide clears the url; a url slide clears the product.
    check(
      'shop_slides_link_check',
      sql`(type = 'PRODUCT' and url is null) or (type = 'URL' and product is null)`,
    ),
  ],
)

import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { shops } from './shops.tables.ts'

/** A shop's banners (000 §3 Banner), shown to their audience `target` in `position` order. */
export const shopBanners = pgTable(
  'shop_banners',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    hztImage: text('hzt_image').notNull(),
    vrtImage: text('vrt_image').notNull(),
    hztImageId: text('hzt_image_id'),
    vrtImageId: text('vrt_image_id'),
    url: text('url'),
    productName: text('product_name'),
    actionType: text('action_type', { enum: ['none', 'product', 'url', 'signup'] })
      .notNull()
      .default('none'),
    target: text('target', { enum: ['all', 'anon', 'ul0', 'ul1', 'ul2'] })
      .notNull()
      .default('all'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shop_banners_shop_position_idx').on(t.shopId, t.position),
    check('shop_banners_action_type_check', sql`action_type in ('none', 'product', 'url', 'signup')`),
    check('shop_banners_target_check', sql`target in ('all', 'anon', 'ul0', 'ul1', 'ul2')`),
  ],
)

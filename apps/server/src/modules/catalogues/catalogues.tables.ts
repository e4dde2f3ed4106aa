import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { shops } from '../shops/shops.tables.ts'

/**
 * A shop's catalogues (000 §3, 001 §3), ordered by `position`, each at `/catalogos/{slug}`
 * (the slug unique within the shop). `origin_*` name the catalogue a copy came from.
 */
export const catalogues = pgTable(
  'catalogues',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    photo: text('photo'),
    originId: text('origin_id'),
    originSlug: text('origin_slug'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('catalogues_shop_slug_idx').on(t.shopId, t.slug),
    index('catalogues_shop_position_idx').on(t.shopId, t.position),
  ],
)

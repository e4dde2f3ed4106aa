import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from '../identity/identity.tables.ts'
import { items } from '../items/items.tables.ts'
import { shops } from '../shops/shops.tables.ts'

/**
 * Catalogues (000 §3, 001 §3), each at `/catalogos/{slug}` of the shops that show it. A catalogue
 * belongs to its owner (a reseller, a shop owner) and was made in `shop_id`, its home shop, where
 * its slug is unique; `shop_catalogues` says which shops show it and in which order (decision 066).
 * `origin_*` name the catalogue a fork or a duplicate came from. `position` is the order it was
 * made in its home shop (kept for the rows made before `shop_catalogues`).
 */
export const catalogues = pgTable(
  'catalogues',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** Who owns it: the home shop's owner when it was made there (decision 066). */
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    // The owner's catalogues newest first: the picker of available catalogues and the dropdown
    // (001 §9: sorted by updated_at descending).
    index('catalogues_owner_updated_idx').on(t.ownerId, t.updatedAt),
  ],
)

/**
 * Which shops show which catalogues, in the shop's order (000 §2 the strip, `/catalogos`).
 * Removing a catalogue from a store deletes this row only; deleting the catalogue deletes all of
 * them (decision 066).
 */
export const shopCatalogues = pgTable(
  'shop_catalogues',
  {
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    catalogueId: text('catalogue_id')
      .notNull()
      .references(() => catalogues.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.catalogueId] }),
    index('shop_catalogues_shop_position_idx').on(t.shopId, t.position),
    index('shop_catalogues_catalogue_idx').on(t.catalogueId),
  ],
)

/**
 * A catalogue's items in its order (001 §4 'Position change': a zero-based `queue_position`,
 * default sort by it). An item appears once per catalogue.
 */
export const catalogueItems = pgTable(
  'catalogue_items',
  {
    catalogueId: text('catalogue_id')
      .notNull()
      .references(() => catalogues.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.catalogueId, t.itemId] }),
    index('catalogue_items_catalogue_position_idx').on(t.catalogueId, t.position),
    index('catalogue_items_item_idx').on(t.itemId),
  ],
)

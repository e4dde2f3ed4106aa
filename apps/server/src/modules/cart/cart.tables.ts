import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from '../identity/identity.tables.ts'
import { items } from '../items/items.tables.ts'
import { shops } from '../shops/shops.tables.ts'

/**
 * A signed-in customer's cart in one shop (002 §3, §4; decision 041). Anonymous visitors keep
 * theirs in local storage and move it here in one bulk call when they sign in. `share_token`
 * is the secret of the cart's share link (null until it is shared).
 */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shareToken: text('share_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_shop_customer_idx').on(t.shopId, t.customerId),
    uniqueIndex('carts_share_token_idx').on(t.shareToken),
  ],
)

/**
 * One item (and variant choice) in a cart. `variant_key` is the variants as canonical JSON
 * (keys sorted), so the same item with the same choice is one line whose quantity grows.
 * Prices are never stored here: the cart is priced from the items on every read.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    variants: jsonb('variants').$type<Record<string, string>>().notNull().default({}),
    variantKey: text('variant_key').notNull().default('{}'),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_lines_cart_item_variant_idx').on(t.cartId, t.itemId, t.variantKey),
    index('cart_lines_item_idx').on(t.itemId),
    check('cart_lines_quantity_check', sql`quantity between 1 and 999`),
  ],
)

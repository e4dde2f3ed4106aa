import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { users } from '../identity/identity.tables.ts'
import { items } from '../items/items.tables.ts'
import { shops } from '../shops/shops.tables.ts'

/**
 * Another supplier's items a shop sells (its "in-store items"; decision 041). A shop lists its
 * owner's own items and these. The resale issue (#14) adds the owner's screens, commission and
 * catalogues of them; the cart and checkout only need to know the item is sold here.
 */
export const shopItems = pgTable(
  'shop_items',
  {
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.itemId] }), index('shop_items_item_idx').on(t.itemId)],
)

/**
 * A supplier's selling set-up (002 §3 `is_configured`, `supplier_info.enabled_payment_types`,
 * `dssupplier_info.fixed_shipping_cost/days`). A supplier without a row, or with
 * `is_configured` false, cannot be bought from: 'purchase cannot be made at the moment'.
 */
export const supplierSettings = pgTable(
  'supplier_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    isConfigured: boolean('is_configured').notNull().default(false),
    enabledPaymentTypes: text('enabled_payment_types').array().notNull().default(sql`'{}'::text[]`),
    /** Minor units; null when the supplier offers no fixed-cost delivery. */
    fixedShippingCost: bigint('fixed_shipping_cost', { mode: 'number' }),
    fixedShippingDays: integer('fixed_shipping_days'),
    /** Whether buyers may collect at the supplier's address (delivery type `collection`). */
    allowsCollection: boolean('allows_collection').notNull().default(false),
    /**
     * The other delivery types offered (decision 055): `to_address` and `to_branch` (the post),
     * `shipping` (the courier broker), `delivery` (the seller's own, date and cost confirmed later).
     * The default is what every configured supplier offered before.
     */
    deliveryTypes: text('delivery_types').array().notNull().default(sql`'{to_address,to_branch}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check(
      'supplier_settings_fixed_shipping_check',
      sql`coalesce(fixed_shipping_cost, 0) >= 0 and coalesce(fixed_shipping_days, 0) >= 0`,
    ),
    check(
      'supplier_settings_delivery_types_check',
      sql`delivery_types <@ array['to_address', 'to_branch', 'shipping', 'delivery']::text[]`,
    ),
  ],
)

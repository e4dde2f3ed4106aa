import type { Address } from '@tianguis/core/contracts/checkout'
import type { Attendee } from '@tianguis/core/tickets/attendees'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from '../identity/identity.tables.ts'
import { items } from '../items/items.tables.ts'
import { shops } from '../shops/shops.tables.ts'

const money = (name: string) => bigint(name, { mode: 'number' })

/** A customer's saved delivery addresses (002 §2 Delivery address; decision 048). */
export const addresses = pgTable(
  'addresses',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    street: text('street').notNull(),
    exteriorNumber: text('exterior_number').notNull(),
    interiorNumber: text('interior_number'),
    neighbourhood: text('neighbourhood'),
    city: text('city').notNull(),
    provinceName: text('province_name').notNull(),
    provinceCode: text('province_code').notNull(),
    postcode: text('postcode').notNull(),
    country: text('country', { enum: ['MX', 'AR'] }).notNull(),
    /** The national number, digits only. */
    phone: text('phone').notNull(),
    references: text('references'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId, t.createdAt)],
)

/**
 * One checkout (002 §4 Checkout; decision 048): the lines and prices frozen when it began, its
 * contact, address and per-supplier delivery, and a countdown (`expires_at`). `status` moves
 * open → paying → paid, back to open on a declined card, and to expired when the countdown ends.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['open', 'paying', 'paid', 'expired', 'failed'] })
      .notNull()
      .default('open'),
    /**
     * `cart` (master), `supplier` (one supplier's order), `item` (buy now) or `shared` (the lines
     * of another customer's shared checkout, `shared_from`; decision 054).
     */
    source: text('source', { enum: ['cart', 'supplier', 'item', 'shared'] }).notNull(),
    currency: text('currency').notNull(),
    /**
     * The buyer's language when the checkout began: an order placed later by a webhook or the
     * reconciliation job (no browser in that request) is mailed in it (decision 057).
     */
    locale: text('locale'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    /** The delivery address as chosen (a copy: editing a saved address later does not move it). */
    address: jsonb('address').$type<Address>(),
    /** Lines changed or left out when it began (cart warnings with the item id). */
    warnings: jsonb('warnings')
      .$type<{ code: string; params: Record<string, number>; item_id: string }[]>()
      .notNull()
      .default([]),
    referral: text('referral'),
    campaign: text('campaign'),
    clickId: text('click_id'),
    publicSlug: text('public_slug'),
    /** Until when the public link opens (decision 054: a month from sharing); null while not shared. */
    sharedUntil: timestamp('shared_until', { withTimezone: true }),
    /** The shared checkout this one was started from (its link's lines and attribution). */
    sharedFrom: text('shared_from').references((): AnyPgColumn => checkouts.id, { onDelete: 'set null' }),
    /** The purchase orders placed by paying it. */
    orderIds: text('order_ids').array().notNull().default(sql`'{}'::text[]`),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('checkouts_customer_idx').on(t.customerId, t.createdAt),
    /** The expiry job and any sweep of stale checkouts. */
    index('checkouts_status_expires_idx').on(t.status, t.expiresAt),
    uniqueIndex('checkouts_public_slug_idx').on(t.publicSlug),
    /** Deleting a shared checkout clears `shared_from` in the ones started from it. */
    index('checkouts_shared_from_idx').on(t.sharedFrom),
    check('checkouts_status_check', sql`status in ('open', 'paying', 'paid', 'expired', 'failed')`),
  ],
)

/** One supplier's order inside a checkout, with its delivery choice and totals. */
export const checkoutOrders = pgTable(
  'checkout_orders',
  {
    id: text('id').primaryKey(),
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    supplierId: text('supplier_id').notNull(),
    dssupplierId: text('dssupplier_id'),
    currency: text('currency').notNull(),
    itemsTotal: money('items_total').notNull(),
    enabledPaymentTypes: text('enabled_payment_types').array().notNull(),
    fixedShippingCost: money('fixed_shipping_cost'),
    fixedShippingDays: integer('fixed_shipping_days'),
    allowsCollection: boolean('allows_collection').notNull().default(false),
    /** The supplier's other offered delivery types, copied at the start (decision 055). */
    deliveryTypes: text('delivery_types').array().notNull().default(sql`'{to_address,to_branch}'::text[]`),
    deliveryType: text('delivery_type'),
    rateId: text('rate_id'),
    /** The broker's quotation of the chosen rate (`shipping`; 002 §3 `shipment_id`). */
    shipmentId: text('shipment_id'),
    agencyId: text('agency_id'),
    carrier: text('carrier'),
    service: text('service'),
    days: integer('days'),
    shippingCost: money('shipping_cost'),
    /** The carrier's last quotes for this order, so a chosen `rate_id` is priced by the server. */
    quotes: jsonb('quotes')
      .$type<
        {
          rateId: string
          carrier: string
          service: string
          price: number
          currency: string
          days: number
          deliveryType: 'to_address' | 'to_branch' | 'shipping'
          shipmentId?: string | null
        }[]
      >()
      .notNull()
      .default([]),
  },
  (t) => [index('checkout_orders_checkout_idx').on(t.checkoutId, t.position)],
)

/** A line as the checkout froze it (name, photo, price, margin at the time it began). */
export const checkoutLines = pgTable(
  'checkout_lines',
  {
    id: text('id').primaryKey(),
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    checkoutOrderId: text('checkout_order_id')
      .notNull()
      .references(() => checkoutOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The cart line it came from (removed once the order is placed); null for buy now. */
    cartLineId: text('cart_line_id'),
    itemId: text('item_id').notNull(),
    name: text('name').notNull(),
    photo: text('photo'),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    variants: jsonb('variants').$type<Record<string, string>>().notNull().default({}),
    total: money('total').notNull(),
    currency: text('currency').notNull(),
    supplierId: text('supplier_id').notNull(),
    dssupplierId: text('dssupplier_id'),
    /** The item's contribution margin then (resale commission, issue 14); never shown to the buyer. */
    margin: money('margin'),
    /** Whether paying reserves stock for it (on-demand items are not decremented). */
    stockType: text('stock_type', { enum: ['onstock', 'ondemand'] }).notNull(),
    /** The experience's date when the line is one: a ticket per unit, each with an attendee (decision 083). */
    experienceDate: timestamp('experience_date', { withTimezone: true }),
    /** The attendees captured in the checkout, one per ticket, made tickets when the order is placed. */
    attendees: jsonb('attendees').$type<Attendee[]>(),
  },
  (t) => [
    index('checkout_lines_checkout_idx').on(t.checkoutId, t.position),
    check('checkout_lines_quantity_check', sql`quantity between 1 and 999`),
  ],
)

/**
 * Units taken from an item's stock for a checkout being paid (decision 048): `held` while the
 * payment runs, `sold` once the order is placed, `released` (stock given back) when the payment
 * fails or the checkout expires. Releasing is a state change from `held`, so it happens once.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: text('id').primaryKey(),
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: ['held', 'sold', 'released'] })
      .notNull()
      .default('held'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_reservations_checkout_idx').on(t.checkoutId, t.status),
    index('stock_reservations_item_idx').on(t.itemId, t.status),
    check('stock_reservations_quantity_check', sql`quantity > 0`),
    check('stock_reservations_status_check', sql`status in ('held', 'sold', 'released')`),
  ],
)

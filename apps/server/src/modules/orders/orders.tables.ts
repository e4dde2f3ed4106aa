import type { Address } from '@tianguis/core/contracts/checkout'
import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '../identity/identity.tables.ts'
import { shops } from '../shops/shops.tables.ts'

const money = (name: string) => bigint(name, { mode: 'number' })

/**
 * A purchase order: one supplier's part of a paid checkout (002 §3 Purchase order; decision 050).
 * Minimal for issue 12: the order and its frozen lines exist; the after-sales steps come later.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: text('id').primaryKey(),
    checkoutId: text('checkout_id').notNull(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    supplierId: text('supplier_id').notNull(),
    dssupplierId: text('dssupplier_id'),
    /**
     * `paid` (card, an approved redirect), `awaiting_payment` (a reference: store, cash, transfer,
     * crypto — the customer pays with it), `awaiting_confirmation` (the seller's own delivery: the
     * seller enters its date and cost, then the customer pays; decision 055), or `payment_expired`
     * (the reference lapsed unpaid: its stock went back; decision 057).
     */
    status: text('status', {
      enum: ['awaiting_payment', 'paid', 'awaiting_confirmation', 'payment_expired'],
    }).notNull(),
    /** Null while nothing is paid (`awaiting_confirmation`). */
    paymentType: text('payment_type'),
    paymentAttemptId: text('payment_attempt_id'),
    currency: text('currency').notNull(),
    itemsTotal: money('items_total').notNull(),
    shippingCost: money('shipping_cost').notNull(),
    total: money('total').notNull(),
    deliveryType: text('delivery_type').notNull(),
    rateId: text('rate_id'),
    /** The broker's quotation (`shipping`; 002 §3 `shipment_id`). */
    shipmentId: text('shipment_id'),
    agencyId: text('agency_id'),
    address: jsonb('address').$type<Address>(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    referral: text('referral'),
    campaign: text('campaign'),
    clickId: text('click_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchase_orders_attempt_idx').on(t.paymentAttemptId),
    index('purchase_orders_customer_idx').on(t.customerId, t.createdAt),
    index('purchase_orders_supplier_idx').on(t.supplierId, t.createdAt),
    index('purchase_orders_checkout_idx').on(t.checkoutId),
    check(
      'purchase_orders_status_check',
      sql`status in ('awaiting_payment', 'paid', 'awaiting_confirmation', 'payment_expired')`,
    ),
    check(
      'purchase_orders_totals_check',
      sql`items_total >= 0 and shipping_cost >= 0 and total = items_total + shipping_cost`,
    ),
  ],
)

/** A purchase order's lines, frozen from the checkout. */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    itemId: text('item_id').notNull(),
    name: text('name').notNull(),
    photo: text('photo'),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    variants: jsonb('variants').$type<Record<string, string>>().notNull().default({}),
    total: money('total').notNull(),
    currency: text('currency').notNull(),
    dssupplierId: text('dssupplier_id'),
    margin: money('margin'),
  },
  (t) => [index('purchase_order_lines_order_idx').on(t.orderId, t.position)],
)

import { REFUND_STATUSES, type RefundStatus } from '@tianguis/core/ledger/refunds'
import { ORDER_NOTE_VISIBILITIES, type OrderNoteVisibility } from '@tianguis/core/orders/back-office'
import { returnLifecycle } from '@tianguis/core/returns/states'
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { stateCheck, stateColumn } from '../../platform/db/state-check.ts'
import { users } from '../identity/identity.tables.ts'

const money = (name: string) => bigint(name, { mode: 'number' })

/**
 * A return request (002 §3, §4 "Returns: Open or Closed"; 001 §3 an item's return info; decision
 * 091): one line of a delivered order and how many of its units, the reason the customer's answers
 * led to (core's question tree) with the answers, a description and photos (uploads, as reviews'),
 * and the item's return policy, fees and label frozen when it started. The order and its lines are
 * the orders module's: this module keeps their ids and what it needs of them, never reads them.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    lineId: text('line_id').notNull(),
    shopId: text('shop_id').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    supplierId: text('supplier_id').notNull(),
    itemId: text('item_id').notNull(),
    itemName: text('item_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    /** The path through the question tree: question id → answer id. */
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    description: text('description').notNull().default(''),
    /** Uploads of the platform's (`/uploads/…`) or the demo's `/static/` files; at most RETURN_PHOTOS_MAX. */
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    status: stateColumn('status', returnLifecycle),
    // The item's return info when the return started (001 §3): what the page shows and applies.
    returnPolicy: text('return_policy').notNull(),
    returnPolicyLegend: text('return_policy_legend'),
    returnFees: text('return_fees').notNull(),
    returnLabel: text('return_label', { enum: ['inbox', 'download'] }).notNull(),
    restockingFee: money('restocking_fee'),
    /** core's `returnCost` at the start: what the customer is offered back and what is deducted. */
    offeredRefund: money('offered_refund').notNull(),
    returnShippingPaidBy: text('return_shipping_paid_by', { enum: ['customer', 'supplier'] }).notNull(),
    originalShippingRefunded: money('original_shipping_refunded').notNull(),
    deductedShipping: money('deducted_shipping').notNull(),
    deductedRestocking: money('deducted_restocking').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by'),
  },
  (t) => [
    // One open return per line (core's `return_already_open`): two requests at once make one.
    uniqueIndex('order_returns_open_line_idx').on(t.lineId).where(sql`status = 'open'`),
    index('order_returns_customer_idx').on(t.customerId, t.createdAt.desc()),
    index('order_returns_shop_idx').on(t.shopId, t.createdAt.desc()),
    index('order_returns_order_idx').on(t.orderId),
    stateCheck('order_returns', 'status', returnLifecycle),
    check('order_returns_quantity_check', sql`quantity > 0`),
    check('order_returns_amounts_check', sql`unit_price >= 0 and offered_refund >= 0`),
  ],
)

/** Notes on a return (like an order's, decision 081): `client` ones the customer reads too. */
export const returnNotes = pgTable(
  'return_notes',
  {
    id: text('id').primaryKey(),
    returnId: text('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    authorId: text('author_id'),
    /** `customer` (the request itself), `seller`, `dispatcher`, `system`. */
    authorRole: text('author_role').notNull(),
    visibility: text('visibility', {
      enum: ORDER_NOTE_VISIBILITIES as unknown as [OrderNoteVisibility, ...OrderNoteVisibility[]],
    }).notNull(),
    /** What happened (`started`, `refund_success`, `refund_failed`, `closed`) or `note`. */
    event: text('event').notNull().default('note'),
    text: text('text').notNull().default(''),
  },
  (t) => [index('return_notes_return_idx').on(t.returnId, t.at)],
)

/**
 * The seller's refunds on a return (002 §4 "Refund status: pending, failed, success"): asked of
 * the payment provider through `refundPayment` with `refundKey`, one key per refund. A failed one
 * stays failed; trying again is a new refund.
 */
export const returnRefunds = pgTable(
  'return_refunds',
  {
    id: text('id').primaryKey(),
    returnId: text('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'restrict' }),
    orderId: text('order_id').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: REFUND_STATUSES as unknown as [RefundStatus, ...RefundStatus[]] })
      .notNull()
      .default('pending'),
    refundKey: text('refund_key').notNull(),
    providerRefundId: text('provider_refund_id'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('return_refunds_key_idx').on(t.refundKey),
    index('return_refunds_order_idx').on(t.orderId),
    index('return_refunds_return_idx').on(t.returnId, t.createdAt),
    check('return_refunds_amount_check', sql`amount > 0`),
    check('return_refunds_status_check', sql`status in ('pending', 'failed', 'success')`),
  ],
)

import { ATTEMPT_STATUSES } from '@tianguis/core/payments/attempt-states'
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
import { users } from '../identity/identity.tables.ts'

/**
 * One try at paying a checkout (decision 050): the server's amount, what the provider answered.
 * `started` is written before the charge is sent, so a charge that answers after a crash is found.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: text('id').primaryKey(),
    checkoutId: text('checkout_id').notNull(),
    /**
     * The purchase order this attempt pays on its own (decision 086: a quoted order confirmed and
     * paid after its checkout); null for a checkout's payment. `checkout_id` is then the order's.
     */
    orderId: text('order_id'),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    paymentType: text('payment_type').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    instalments: integer('instalments').notNull().default(1),
    /** Moves only forward (core's payments/attempt-states.ts, decision 057). */
    status: text('status', { enum: ATTEMPT_STATUSES }).notNull().default('started'),
    chargeId: text('charge_id'),
    /** The provider's code of a decline. */
    failureCode: text('failure_code'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** What the customer pays with (a store, cash voucher, transfer or crypto reference). */
    reference: text('reference'),
    /**
     * Until when the reference can be paid, or the redirect provider's page stay open (the
     * provider's deadline; the paid page shows it, the reconciliation job expires it after).
     */
    referenceExpiresAt: timestamp('reference_expires_at', { withTimezone: true }),
    /** 002 §3 `payment_metadata` of a pending payment: account, stores, crypto address (never card data). */
    details: jsonb('details').$type<Record<string, unknown>>(),
    /** The redirect provider's page (`approval_url`), while the attempt is `redirect`. */
    approvalUrl: text('approval_url'),
    /** When the reconciliation job last asked the provider about it, and how many times. */
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
    reconcileCount: integer('reconcile_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_attempts_checkout_idx').on(t.checkoutId, t.createdAt),
    index('payment_attempts_order_idx').on(t.orderId, t.createdAt),
    index('payment_attempts_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('payment_attempts_charge_idx').on(t.provider, t.chargeId),
    // The reconciliation job's scan: the open attempts, oldest first.
    index('payment_attempts_open_idx')
      .on(t.updatedAt)
      .where(sql`status in ('started', 'requires_action', 'redirect', 'pending')`),
    check(
      'payment_attempts_status_check',
      sql`status in ('started', 'requires_action', 'redirect', 'pending', 'approved', 'declined', 'expired', 'failed', 'refunded')`,
    ),
  ],
)

/**
 * Every webhook a provider sent that passed its signature check (decision 057, quality case 10),
 * with what it did. `(provider, event_id)` is unique: the same event delivered three times at once
 * is stored, and applied, once. Refused webhooks (no, wrong or old signature) are logged, not stored.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    chargeId: text('charge_id'),
    attemptId: text('attempt_id'),
    /** What the event said: approved, declined, expired, pending, retrieve, refunded. */
    reported: text('reported').notNull(),
    amount: bigint('amount', { mode: 'number' }),
    currency: text('currency'),
    /** SHA-256 of the raw body: what was received, without keeping personal data twice. */
    payloadDigest: text('payload_digest').notNull(),
    outcome: text('outcome', {
      enum: ['applied', 'ignored_same', 'ignored_stale', 'refused_amount', 'unknown_charge', 'ignored_type'],
    }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_event_idx').on(t.provider, t.eventId),
    index('payment_events_attempt_idx').on(t.attemptId, t.receivedAt),
  ],
)

/**
 * Every call to a provider and what it answered (decision 057, issue 13 "money safety"): the
 * operation, the outcome, the provider's ids and how long it took. Never a card number, a token's
 * card data or a secret: the request is kept as a digest only.
 */
export const paymentCalls = pgTable(
  'payment_calls',
  {
    id: text('id').primaryKey(),
    /** The attempt the call was for, when known (a webhook's retrieve finds it by charge). */
    attemptId: text('attempt_id'),
    provider: text('provider').notNull(),
    /** charge, retrieve, refund, cancel, save_card. */
    operation: text('operation').notNull(),
    chargeId: text('charge_id'),
    /** approved, declined:<code>, pending, redirect, requires_action, error:<code>. */
    outcome: text('outcome').notNull(),
    amount: bigint('amount', { mode: 'number' }),
    currency: text('currency'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_calls_attempt_idx').on(t.attemptId, t.createdAt),
    index('payment_calls_charge_idx').on(t.provider, t.chargeId),
  ],
)

/**
 * Money given back on a charge, whole or in part (decision 057; returns, issue #16, use it).
 * `refund_key` (ours) is unique: a retried refund gives back once. The sum of a charge's refunds
 * never passes its amount (checked in one statement when it is written).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: text('id').primaryKey(),
    attemptId: text('attempt_id')
      .notNull()
      .references(() => paymentAttempts.id),
    refundKey: text('refund_key').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** pending while the provider is asked, then success or failed (002 §4 refund status). */
    status: text('status', { enum: ['pending', 'success', 'failed'] })
      .notNull()
      .default('pending'),
    providerRefundId: text('provider_refund_id'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_refunds_key_idx').on(t.refundKey),
    index('payment_refunds_attempt_idx').on(t.attemptId, t.createdAt),
    check('payment_refunds_amount_check', sql`amount > 0`),
    check('payment_refunds_status_check', sql`status in ('pending', 'success', 'failed')`),
  ],
)

/**
 * A customer's saved card at a provider (decision 053): its provider id and what identifies it to
 * the customer — never the number or the CVC. One per customer, provider and card fingerprint.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerCardId: text('provider_card_id').notNull(),
    /** The provider's fingerprint of the card number: the same card saved twice is one row. */
    fingerprint: text('fingerprint').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    type: text('type', { enum: ['credit', 'debit'] }).notNull(),
    holder: text('holder').notNull(),
    bank: text('bank'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_cards_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('saved_cards_provider_card_idx').on(t.provider, t.providerCardId),
    uniqueIndex('saved_cards_fingerprint_idx').on(t.customerId, t.provider, t.fingerprint),
    check('saved_cards_expiry_check', sql`exp_month between 1 and 12`),
  ],
)

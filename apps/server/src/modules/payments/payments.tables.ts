import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
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
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    paymentType: text('payment_type').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    instalments: integer('instalments').notNull().default(1),
    status: text('status', {
      enum: ['started', 'requires_action', 'pending', 'approved', 'declined', 'failed'],
    })
      .notNull()
      .default('started'),
    chargeId: text('charge_id'),
    /** The provider's code of a decline. */
    failureCode: text('failure_code'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** What the customer pays with at a store (payment type `store`). */
    reference: text('reference'),
    /** Until when the store reference can be paid (the provider's deadline; the paid page shows it). */
    referenceExpiresAt: timestamp('reference_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_attempts_checkout_idx').on(t.checkoutId, t.createdAt),
    index('payment_attempts_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('payment_attempts_charge_idx').on(t.provider, t.chargeId),
    check(
      'payment_attempts_status_check',
      sql`status in ('started', 'requires_action', 'pending', 'approved', 'declined', 'failed')`,
    ),
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

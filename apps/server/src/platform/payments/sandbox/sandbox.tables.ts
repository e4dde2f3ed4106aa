import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { CardSummary, PaymentDetails } from '../provider.ts'

/**
 * The sandbox card provider's own data (decision 045), as a gateway keeps it on its side: card
 * tokens and charges. Nothing here is read by a module; the checkout sees only the provider's
 * answers. Kept in the database, not in memory, because several server processes may share it:
 * a token made by one process is charged by another, a 3-D Secure page settles a charge another made.
 *
 * A token keeps no card number: only what the sandbox needs to act (`behaviour`, from the test
 * card's number) and what a receipt shows (brand, last four, type, bank, holder).
 */
export const sandboxPaymentTokens = pgTable(
  'sandbox_payment_tokens',
  {
    id: text('id').primaryKey(),
    behaviour: text('behaviour').notNull(),
    card: jsonb('card').$type<CardSummary>().notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /** The card number's fingerprint (sandbox-cards.ts), to save one card once (decision 053). */
    fingerprint: text('fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Tokens are single use and short-lived (15 minutes), like Stripe's and Conekta's. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_payment_tokens_expires_idx').on(t.expiresAt)],
)

/**
 * One charge per attempt of ours (`attempt_id` unique: a second charge with the same attempt
 * answers the first one's result). `status` is the gateway's: `processing` only while the
 * charge's own transaction runs; `requires_action` waits for the 3-D Secure page; `pending` a
 * reference not paid yet (store, transfer, cash voucher, crypto); `redirect` a hosted page not
 * answered yet (decision 058); `expired` a reference or page given up (`cancel()`) before it was
 * paid. A reference or page past `expires_at` answers expired whatever its status says.
 */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text('id').primaryKey(),
    attemptId: text('attempt_id').notNull(),
    /** The payment type charged (decision 058): `card`, `store`, `deposit`, `cash`, `crypto`, `redirect`, `deferred`, `wallet`. */
    method: text('method').notNull(),
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    instalments: integer('instalments').notNull().default(1),
    description: text('description').notNull(),
    returnUrl: text('return_url').notNull(),
    /** Where a hosted page's cancel button sends the browser (`cancelUrl`); the return address when absent. */
    cancelUrl: text('cancel_url'),
    customerEmail: text('customer_email'),
    /** The token charged (card) — kept to tell a replay of this attempt from another source. */
    source: text('source').notNull(),
    behaviour: text('behaviour'),
    card: jsonb('card').$type<CardSummary>(),
    declineCode: text('decline_code'),
    /** A payment by reference's reference (store, transfer, cash, crypto), unique while it is kept. */
    reference: text('reference'),
    /** What the reference's page shows besides (the account, the stores, the address): `PaymentDetails`. */
    details: jsonb('details').$type<PaymentDetails>(),
    /** A reference's deadline or a hosted page's: past it, the charge can no longer be paid. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    refunded: integer('refunded').notNull().default(0),
    /** Ours: whom to save the card for once approved (`saveCard`, decision 053). */
    saveFor: text('save_for'),
    /** The saved card that saving made, so a replay or `retrieve()` answers it again. */
    savedCardId: text('saved_card_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sandbox_charges_attempt_idx').on(t.attemptId),
    uniqueIndex('sandbox_charges_reference_idx').on(t.reference),
    check('sandbox_charges_amount_check', sql`amount > 0`),
    check('sandbox_charges_refunded_check', sql`refunded between 0 and amount`),
    check(
      'sandbox_charges_status_check',
      sql`status in ('processing', 'approved', 'requires_action', 'declined', 'pending', 'redirect', 'expired')`,
    ),
    check(
      'sandbox_charges_method_check',
      sql`method in ('card', 'deposit', 'cash', 'store', 'redirect', 'deferred', 'wallet', 'crypto')`,
    ),
  ],
)

/**
 * Reusable cards the sandbox keeps for a customer (decision 053), as Stripe keeps PaymentMethods
 * attached to a Customer: made from a token, charged by id only for that customer. No card number:
 * the token's behaviour (what its test number does), its receipt, expiry and fingerprint. One live
 * card per customer and fingerprint; a deleted one keeps its row (`deleted_at`) and never charges.
 */
export const sandboxSavedCards = pgTable(
  'sandbox_saved_cards',
  {
    id: text('id').primaryKey(),
    customer: text('customer').notNull(),
    fingerprint: text('fingerprint').notNull(),
    behaviour: text('behaviour').notNull(),
    card: jsonb('card').$type<CardSummary>().notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sandbox_saved_cards_customer_fingerprint_idx')
      .on(t.customer, t.fingerprint)
      .where(sql`deleted_at is null`),
  ],
)

import { sql } from 'drizzle-orm'
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '../identity/identity.tables.ts'

/**
 * Plans (002 §3 Plan; decision 071): a small shared table of what can be bought, with the
 * commission rate a reseller on it earns. Amounts are minor units, rates basis points (decision
 * 066). The four default plans are written by the migration that makes the table.
 */
export const plans = pgTable(
  'plans',
  {
    id: text('id').primaryKey(),
    /** Stable name for code and seeds ('basic-professional'). */
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('MXN'),
    periodicity: text('periodicity', { enum: ['month'] })
      .notNull()
      .default('month'),
    commissionRate: integer('commission_rate').notNull(),
    contributionMargin: bigint('contribution_margin', { mode: 'number' }).notNull(),
    /** The plans page's order, lightest first. */
    weight: integer('weight').notNull().default(0),
    isOutPackage: boolean('is_out_package').notNull().default(false),
    packageTemplate: text('package_template'),
  },
  () => [
    check('plans_commission_rate_check', sql`commission_rate between 0 and 10000`),
    check('plans_amounts_check', sql`price >= 0 and contribution_margin >= 0`),
    check('plans_periodicity_check', sql`periodicity in ('month')`),
  ],
)

/**
 * A user's plan (002 §3 User plan) and the professional plan they are offered to switch to (the
 * upgrade prompt of 001 §6 shows only when it is set).
 */
export const userPlans = pgTable(
  'user_plans',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    professionalPlanId: text('professional_plan_id').references(() => plans.id),
    /** The paid period (decision 092): null for a plan given, not bought. */
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_plans_plan_idx').on(t.planId)],
)

/**
 * 002 §7 'Buy a package' as a recorded request (decision 071): nothing is charged yet; a person or
 * a later payment flow acts on these rows.
 */
export const planRequests = pgTable(
  'plan_requests',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('plan_requests_user_idx').on(t.userId, t.createdAt)],
)

/**
 * A package bought with a card (decision 092): not a shop's purchase order, so neither an order nor
 * a checkout's payment attempt. Its id is the attempt id the provider is charged with (its
 * idempotency key). `pending` until the provider answers; `approved` activates the user's plan for
 * the period written here, once; `declined` changes nothing. The money is the platform's.
 */
export const planPurchases = pgTable(
  'plan_purchases',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'declined'] })
      .notNull()
      .default('pending'),
    provider: text('provider').notNull(),
    chargeId: text('charge_id'),
    /** The page to come back to after the provider's 3-D Secure page (decision 094): a same-site path. */
    returnPath: text('return_path'),
    failureCode: text('failure_code'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('plan_purchases_user_idx').on(t.userId, t.createdAt),
    // A webhook finds the purchase by its charge (decision 094).
    index('plan_purchases_charge_idx').on(t.provider, t.chargeId),
    check('plan_purchases_status_check', sql`status in ('pending', 'approved', 'declined')`),
    check('plan_purchases_amount_check', sql`amount >= 0`),
  ],
)

import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/**
 * Accounts. The first block of columns is what better-auth reads and writes (its `user`
 * model); the rest is the Tianguis profile, which only identity.service.ts changes.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // --- profile ---
    slug: text('slug'),
    mainType: text('main_type', { enum: ['personal', 'business', 'affinity', 'dssupplier', 'referral'] })
      .notNull()
      .default('personal'),
    /** ul0–ul3; '' is unknown (000 §3). */
    userLevel: text('user_level', { enum: ['', 'ul0', 'ul1', 'ul2', 'ul3'] })
      .notNull()
      .default(''),
    avatar: text('avatar'),
    cover: text('cover'),
    /**
     * A guest of checkout (decision 047): signed in by a one-time code sent to `guest_identifier`
     * (an email in lower case or an E.164 phone), one user per identifier. A guest has no
     * credential account, and its `email` is a placeholder of its own so that a guest never holds
     * an address a person may register later.
     */
    isGuest: boolean('is_guest').notNull().default(false),
    guestIdentifier: text('guest_identifier'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_slug_key').on(t.slug).where(sql`slug is not null`),
    uniqueIndex('users_guest_identifier_key').on(t.guestIdentifier).where(sql`guest_identifier is not null`),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.token), index('sessions_user_idx').on(t.userId)],
)

/** Credentials (the password hash lives here) and, later, social logins. */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
)

/** One-time codes and other short-lived secrets (better-auth's `verification` model). */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
)

/**
 * Guest checkout's one-time codes (decision 047): 6 digits sent by email or SMS to `identifier`
 * (an email in lower case or an E.164 phone). Only an HMAC of the code is kept. A code works once,
 * for 10 minutes, and 5 wrong tries burn it; asking for a new one retires the previous ones.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The client address that asked for it (for abuse reviews; limits are counted elsewhere). */
    requestAddress: text('request_address'),
  },
  (t) => [index('one_time_codes_identifier_idx').on(t.identifier, t.createdAt)],
)

/**
 * The platform's administrators (decision 090): people who may read the platform's own books (the
 * ledger's report). A row per person, granted by the operator (the seed, a script); no route
 * grants it. Nothing of a shop: a shop's admins are its staff.
 */
export const platformAdmins = pgTable('platform_admins', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * One row per Idempotency-Key a write route received (decision 028): whose key, for which
 * route, a fingerprint of the request, and the answer once there is one. Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The user's id, or `-` for a request without a session. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    /** The route's pattern (`/api/v1/me/items/:id`); its parameters are in the fingerprint. */
    route: text('route').notNull(),
    /** SHA-256 of the parameters, query and body as sent, keys sorted. */
    fingerprint: text('fingerprint').notNull(),
    /** Who is running the request now; only that attempt may write the answer. */
    attempt: text('attempt').notNull(),
    /** Null while the first request runs. */
    status: integer('status'),
    /** The answer exactly as sent; null for an empty one. */
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key, t.method, t.route] }),
    /** The purge of expired keys. */
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
)

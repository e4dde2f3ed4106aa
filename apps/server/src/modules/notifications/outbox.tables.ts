import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Every email and SMS is written here first, in the transaction that caused it, with its delivery
 * job (`email-delivery.ts`). A provider that is down leaves the message `pending` while the job
 * retries, `failed` after its last run; the embedded default without SMTP keeps messages `held`
 * here for developers to read.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    meta: jsonb('meta').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'held'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_status_created_idx').on(t.status, t.createdAt)],
)

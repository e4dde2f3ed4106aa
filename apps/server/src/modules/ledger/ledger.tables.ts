import { ENTRY_KINDS, type EntryKind } from '@tianguis/core/ledger/entries'
import { sql } from 'drizzle-orm'
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

const money = (name: string) => bigint(name, { mode: 'number' })

/**
 * The ledger (issue 16; decisions 089, 090): double-entry, integer minor units. An account is named
 * by core's key (`user:{id}:{walletType}:{bucket}`, `platform:{currency}:{name}`); its row is made
 * the first time a posting names it, and is what a cash-out locks (one at a time per wallet).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    key: text('key').primaryKey(),
    owner: text('owner', { enum: ['user', 'platform'] }).notNull(),
    /** A user's account: whose, which wallet type, which bucket (held, available, payout_pending). */
    userId: text('user_id'),
    walletType: text('wallet_type'),
    bucket: text('bucket'),
    /** A platform account's name (clearing, fees_held, fees, refunds_out, payouts_out). */
    name: text('name'),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_accounts_user_idx').on(t.userId, t.walletType),
    check(
      'ledger_accounts_owner_check',
      sql`(owner = 'user' and user_id is not null and wallet_type is not null and bucket is not null)
        or (owner = 'platform' and name is not null)`,
    ),
  ],
)

/**
 * One movement of money (core's `JournalEntry`). The id is deterministic (`payment:{order}`,
 * `dispersion:{order}`, `cashout_requested:{cashout}`), so a replay collides with the first. Rows
 * are never updated or deleted: a trigger refuses it (migration `ledger`), and a mistake is
 * corrected by a new entry.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ENTRY_KINDS as unknown as [EntryKind, ...EntryKind[]] }).notNull(),
    /** What it is about: the order (payments, refunds, dispersions) or the cash-out. */
    reference: text('reference').notNull(),
    corrects: text('corrects'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_reference_idx').on(t.reference),
    // At most one correction per entry.
    uniqueIndex('ledger_entries_corrects_key').on(t.corrects),
    check('ledger_entries_kind_check', sql.raw(`kind in (${ENTRY_KINDS.map((k) => `'${k}'`).join(', ')})`)),
  ],
)

/**
 * An entry's postings: one per account, a signed amount of minor units, never zero. `posted_at` is
 * its entry's time, kept here so a wallet's movements are read from one index, newest first.
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    entryId: text('entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    account: text('account')
      .notNull()
      .references(() => ledgerAccounts.key, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    /** The entry's reference, so an order's position is one `SUM … GROUP BY account` of its own rows. */
    reference: text('reference').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.account] }),
    index('ledger_postings_account_idx').on(t.account, t.postedAt.desc(), t.entryId.desc()),
    index('ledger_postings_reference_idx').on(t.reference),
    check('ledger_postings_amount_check', sql`amount <> 0`),
  ],
)

/**
 * A cash-out request (002 §3 wallet `available_for_cashout`; decision 090): the amount asked of one
 * wallet, set aside from available (`cashout_requested`) until it is paid in a cut-off's batch.
 */
export const ledgerCashouts = pgTable(
  'ledger_cashouts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    walletType: text('wallet_type').notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    status: text('status', { enum: ['requested', 'paid', 'returned'] })
      .notNull()
      .default('requested'),
    /** The cut-off whose batch pays it (YYYY-MM-DD). */
    cutoffDate: text('cutoff_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_cashouts_user_idx').on(t.userId, t.walletType, t.createdAt.desc()),
    check('ledger_cashouts_amount_check', sql`amount > 0`),
    check('ledger_cashouts_status_check', sql`status in ('requested', 'paid', 'returned')`),
  ],
)

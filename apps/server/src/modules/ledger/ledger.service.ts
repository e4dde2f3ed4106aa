import {
  type AccountKey,
  parseAccount,
  USER_BUCKETS,
  userAccount,
  WALLET_TYPES,
  type WalletType,
} from '@tianguis/core/ledger/accounts'
import { assertEntry, type JournalEntry, LedgerEntryError, type Posting } from '@tianguis/core/ledger/entries'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { ledgerAccounts, ledgerEntries, ledgerPostings } from './ledger.tables.ts'

/**
 * The stored ledger (decisions 089, 090): core's entries written as rows, in the caller's
 * transaction. Entries and postings are only ever inserted (a trigger refuses anything else).
 */

export interface Posted {
  /** False when the same entry was already written (a replay): nothing changed. */
  posted: boolean
}

const sameEntry = (
  a: JournalEntry,
  b: { kind: string; reference: string; corrects: string | null; postings: Posting[] },
) => {
  if (a.kind !== b.kind || a.reference !== b.reference || (a.corrects ?? null) !== b.corrects) return false
  if (a.postings.length !== b.postings.length) return false
  const key = (p: Posting) => `${p.account}|${p.currency}|${p.amount}`
  const theirs = new Set(b.postings.map(key))
  return a.postings.every((p) => theirs.has(key(p)))
}

/**
 * Writes an entry (checked by core's validator) with its postings, making the accounts it names,
 * in one statement (the payment's place-order budget, quality.md: ≤ 25). Idempotent on the entry's
 * id: the same entry again is a no-op (`posted: false`); a different entry with an id already used
 * is a programming error (`LedgerEntryError` 'entry_id_reused').
 */
export async function postEntry(ctx: ServiceContext, entry: JournalEntry): Promise<Posted> {
  assertEntry(entry)
  const accounts = [...new Map(entry.postings.map((p) => [p.account, p])).values()].map((p) => {
    const account = parseAccount(p.account)!
    return account.owner === 'user'
      ? sql`(${p.account}, 'user', ${account.userId}, ${account.walletType}, ${account.bucket}, null, ${p.currency})`
      : sql`(${p.account}, 'platform', null, null, null, ${account.name}, ${p.currency})`
  })
  const postings = entry.postings.map((p) => sql`(${p.account}, ${p.currency}, ${p.amount}::bigint)`)
  // The accounts and the entry are inserted by sibling CTEs; the postings' foreign keys are checked
  // at the end of the statement, when both are there. A replay inserts no entry, so no postings.
  const result = await ctx.db.execute(sql`
    with made as (
      insert into ${ledgerAccounts} (key, owner, user_id, wallet_type, bucket, name, currency)
      values ${sql.join(accounts, sql`, `)}
      on conflict do nothing
    ), entry as (
      insert into ${ledgerEntries} (id, kind, reference, corrects)
      values (${entry.id}, ${entry.kind}, ${entry.reference}, ${entry.corrects ?? null})
      on conflict do nothing
      returning id, created_at
    )
    insert into ${ledgerPostings} (entry_id, account, currency, amount, reference, posted_at)
    select entry.id, p.account, p.currency, p.amount, ${entry.reference}, entry.created_at
    from entry, (values ${sql.join(postings, sql`, `)}) as p (account, currency, amount)
    returning entry_id`)
  if ((result as unknown as { rows: unknown[] }).rows.length > 0) return { posted: true }
  const [before] = await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, entry.id))
  const written = await ctx.db
    .select({
      account: ledgerPostings.account,
      currency: ledgerPostings.currency,
      amount: ledgerPostings.amount,
    })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.entryId, entry.id))
  if (before && sameEntry(entry, { ...before, postings: written })) return { posted: false }
  throw new LedgerEntryError(entry.id, ['entry_id_reused'])
}

/** Whether an entry with this id was written. */
export async function entryExists(ctx: ServiceContext, entryId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.id, entryId))
  return Boolean(row)
}

/** Which of these entry ids were written. */
export async function entriesAmong(ctx: ServiceContext, entryIds: readonly string[]): Promise<Set<string>> {
  if (entryIds.length === 0) return new Set()
  const rows = await ctx.db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.id, [...entryIds]))
  return new Set(rows.map((row) => row.id))
}

/** Each account's balance (0 for an account nothing was posted to). */
export async function balancesOf(
  ctx: ServiceContext,
  accounts: readonly AccountKey[],
): Promise<Map<AccountKey, number>> {
  const out = new Map<AccountKey, number>(accounts.map((key) => [key, 0]))
  if (accounts.length === 0) return out
  const rows = await ctx.db
    .select({ account: ledgerPostings.account, balance: sql<string>`sum(${ledgerPostings.amount})` })
    .from(ledgerPostings)
    .where(inArray(ledgerPostings.account, [...accounts]))
    .groupBy(ledgerPostings.account)
  for (const row of rows) out.set(row.account, Number(row.balance))
  return out
}

/**
 * What a reference (an order) still holds per account: one `SUM … GROUP BY account` over its
 * postings, zero sums left out — core's `positionOf`, for refunds and dispersion to start from.
 */
export async function positionOf(ctx: ServiceContext, reference: string): Promise<Posting[]> {
  const rows = await ctx.db
    .select({
      account: ledgerPostings.account,
      currency: ledgerPostings.currency,
      amount: sql<string>`sum(${ledgerPostings.amount})`,
    })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.reference, reference))
    .groupBy(ledgerPostings.account, ledgerPostings.currency)
    .orderBy(asc(ledgerPostings.account))
  return rows
    .map((row) => ({ account: row.account, currency: row.currency, amount: Number(row.amount) }))
    .filter((p) => p.amount !== 0)
}

/** The three bucket accounts of a user's wallet. */
export function walletAccounts(userId: string, walletType: string) {
  return {
    held: userAccount(userId, walletType, 'held'),
    available: userAccount(userId, walletType, 'available'),
    payout_pending: userAccount(userId, walletType, 'payout_pending'),
  }
}

/** A user's buckets in every wallet type, read in one statement. */
export async function walletBuckets(
  ctx: ServiceContext,
  userId: string,
  types: readonly WalletType[] = WALLET_TYPES,
): Promise<Map<string, { held: number; available: number; payout_pending: number }>> {
  const keys = types.flatMap((type) => USER_BUCKETS.map((bucket) => userAccount(userId, type.id, bucket)))
  const balances = await balancesOf(ctx, keys)
  return new Map(
    types.map((type) => {
      const accounts = walletAccounts(userId, type.id)
      return [
        type.id,
        {
          held: balances.get(accounts.held) ?? 0,
          available: balances.get(accounts.available) ?? 0,
          payout_pending: balances.get(accounts.payout_pending) ?? 0,
        },
      ]
    }),
  )
}

/**
 * Locks a user's available account (the row a cash-out reads): concurrent cash-outs of one wallet
 * take turns, so two cannot both spend the same balance (quality.md 17). Makes the row if missing.
 */
export async function lockAvailable(ctx: ServiceContext, userId: string, type: WalletType): Promise<number> {
  const key = userAccount(userId, type.id, 'available')
  await ctx.db
    .insert(ledgerAccounts)
    .values({ key, owner: 'user', userId, walletType: type.id, bucket: 'available', currency: type.currency })
    .onConflictDoNothing()
  await ctx.db
    .select({ key: ledgerAccounts.key })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, key))
    .for('update')
  return (await balancesOf(ctx, [key])).get(key) ?? 0
}

/**
 * A wallet's movements, newest first: each entry that touched one of its buckets, with its change to
 * the balance and to available, and the balance after it (a window sum over the wallet's postings).
 */
export async function walletMovements(
  ctx: ServiceContext,
  userId: string,
  walletType: string,
  page: { offset: number; limit: number },
) {
  const accounts = walletAccounts(userId, walletType)
  const keys = [accounts.held, accounts.available, accounts.payout_pending]
  const result = await ctx.db.execute(sql`
    with moves as (
      select p.entry_id, e.kind, e.reference, p.posted_at,
        sum(p.amount) as amount,
        sum(case when p.account = ${accounts.available} then p.amount else 0 end) as available
      from ${ledgerPostings} p join ${ledgerEntries} e on e.id = p.entry_id
      where p.account in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )})
      group by p.entry_id, e.kind, e.reference, p.posted_at
    )
    select entry_id, kind, reference, amount, available,
      sum(amount) over (order by posted_at, entry_id rows unbounded preceding) as balance_after,
      to_char(posted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
      count(*) over () as total
    from moves
    order by posted_at desc, entry_id desc
    offset ${page.offset} limit ${page.limit}`)
  const list = (
    result as unknown as {
      rows: {
        entry_id: string
        kind: string
        reference: string
        amount: string
        available: string
        balance_after: string
        at: string
        total: string
      }[]
    }
  ).rows
  return {
    results: list.map((row) => ({
      entry_id: row.entry_id,
      kind: row.kind as JournalEntry['kind'],
      reference: row.reference,
      amount: Number(row.amount),
      available: Number(row.available),
      balance_after: Number(row.balance_after),
      at: row.at,
    })),
    matches_estimated: list.length > 0 ? Number(list[0]!.total) : page.offset,
  }
}

/**
 * The ledger's report (decision 090): every account kind's balance per currency (a user's buckets
 * by bucket, the platform's accounts by name), how many accounts hold it, and each currency's total
 * — 0 in a sound ledger.
 */
export async function ledgerTotals(ctx: ServiceContext) {
  const rows = await ctx.db
    .select({
      currency: ledgerPostings.currency,
      kind: sql<string>`case when ${ledgerAccounts.owner} = 'user' then 'user:' || ${ledgerAccounts.bucket} else 'platform:' || ${ledgerAccounts.name} end`,
      balance: sql<string>`sum(${ledgerPostings.amount})`,
      accounts: sql<string>`count(distinct ${ledgerPostings.account})`,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.key, ledgerPostings.account))
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`1`, sql`2`)
  const [count] = await ctx.db.select({ n: sql<string>`count(*)` }).from(ledgerEntries)
  const byCurrency = new Map<string, { kind: string; balance: number; accounts: number }[]>()
  for (const row of rows) {
    const list = byCurrency.get(row.currency) ?? []
    list.push({ kind: row.kind, balance: Number(row.balance), accounts: Number(row.accounts) })
    byCurrency.set(row.currency, list)
  }
  const currencies = [...byCurrency].map(([currency, accounts]) => {
    const total = accounts.reduce((sum, one) => sum + one.balance, 0)
    return { currency, accounts, total, balanced: total === 0 }
  })
  return {
    currencies,
    entries: Number(count?.n ?? 0),
    balanced: currencies.every((one) => one.balanced),
  }
}

/** Every entry of a reference, oldest first (tests and the order's history). */
export async function entriesOf(ctx: ServiceContext, reference: string) {
  return ctx.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.reference, reference)))
    .orderBy(asc(ledgerEntries.createdAt), desc(ledgerEntries.id))
}

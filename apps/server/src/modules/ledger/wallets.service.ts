import type { CashoutAnswer, WalletList } from '@tianguis/core/contracts/wallets'
import { WALLET_TYPES } from '@tianguis/core/ledger/accounts'
import {
  cashoutRequestedEntry,
  checkCashout,
  nextCutoffDate,
  walletSummary,
} from '@tianguis/core/wallets/wallet'
import { and, desc, eq, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { inTransaction } from '../../kernel/transaction.ts'
import { newId } from '../../platform/ids.ts'
import { lockAvailable, postEntry, walletBuckets, walletMovements } from './ledger.service.ts'
import { ledgerCashouts } from './ledger.tables.ts'

/**
 * A user's wallets (002 §3; decisions 089, 090): one per wallet type, the default first, read from
 * the ledger's buckets; and cash-out requests.
 */

/** The wallet types in the order the list shows them: the default first, then as configured. */
const ORDERED_TYPES = [...WALLET_TYPES].sort((a, b) => Number(b.is_default) - Number(a.is_default))

function walletTypeOf(id: string) {
  const type = WALLET_TYPES.find((one) => one.id === id)
  // An unknown wallet type is a missing resource, as another user's would be.
  if (!type) throw new AppError('not_found')
  return type
}

export async function myWallets(ctx: ServiceContext, userId: string, now: Date): Promise<WalletList> {
  const buckets = await walletBuckets(ctx, userId, ORDERED_TYPES)
  const cutoff = nextCutoffDate(now.toISOString())
  return {
    results: ORDERED_TYPES.map((type) => {
      const summary = walletSummary(buckets.get(type.id)!)
      return {
        wallet_type: { id: type.id, currency: type.currency },
        is_default: type.is_default,
        ...summary,
        next_cutoff_date: cutoff,
      }
    }),
  }
}

export async function myWalletMovements(
  ctx: ServiceContext,
  userId: string,
  walletType: string,
  page: { offset: number; limit: number },
) {
  walletTypeOf(walletType)
  return walletMovements(ctx, userId, walletType, page)
}

function presentCashout(row: typeof ledgerCashouts.$inferSelect): CashoutAnswer {
  return {
    id: row.id,
    wallet_type: row.walletType,
    currency: row.currency,
    amount: row.amount,
    status: row.status,
    cutoff_date: row.cutoffDate,
    created_at: row.createdAt.toISOString(),
  }
}

/**
 * A cash-out request (decision 090): the wallet's available account is locked, so two requests of
 * one wallet take turns (quality.md 17); core's rule checks the amount against what is available
 * (`insufficient_funds` 409 with `available` when it is more); the request and its
 * `cashout_requested` entry (available → payout_pending) are written in the same transaction.
 */
export async function requestCashout(
  ctx: ServiceContext,
  userId: string,
  walletType: string,
  amount: number,
  now: Date,
): Promise<CashoutAnswer> {
  const type = walletTypeOf(walletType)
  return inTransaction(ctx, async (tx) => {
    const available = await lockAvailable(tx, userId, type)
    const check = checkCashout(amount, available)
    if (!check.ok) {
      if (check.code === 'cashout_exceeds_available')
        throw new AppError('insufficient_funds', { details: { available: check.available } })
      throw new AppError('invalid_request', { fields: { amount: { problem: 'too_small' } } })
    }
    const id = newId('cso')
    const [row] = await tx.db
      .insert(ledgerCashouts)
      .values({
        id,
        userId,
        walletType: type.id,
        currency: type.currency,
        amount,
        cutoffDate: nextCutoffDate(now.toISOString()),
      })
      .returning()
    await postEntry(
      tx,
      cashoutRequestedEntry({ cashoutId: id, userId, walletType: type.id, currency: type.currency, amount }),
    )
    return presentCashout(row!)
  })
}

export async function myCashouts(
  ctx: ServiceContext,
  userId: string,
  walletType: string,
  page: { offset: number; limit: number },
) {
  walletTypeOf(walletType)
  const where = and(eq(ledgerCashouts.userId, userId), eq(ledgerCashouts.walletType, walletType))
  const rows = await ctx.db
    .select()
    .from(ledgerCashouts)
    .where(where)
    .orderBy(desc(ledgerCashouts.createdAt), desc(ledgerCashouts.id))
    .offset(page.offset)
    .limit(page.limit)
  const [count] = await ctx.db.select({ n: sql<string>`count(*)` }).from(ledgerCashouts).where(where)
  return { results: rows.map(presentCashout), matches_estimated: Number(count?.n ?? 0) }
}

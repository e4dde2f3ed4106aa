import { z } from 'zod'
import { ENTRY_KINDS } from '../ledger/entries.ts'
import { listOf, pageQuery } from './common.ts'

/**
 * Wallets, cash-outs and the ledger's report (002 §3 "Wallet: wallet_type (id, currency code),
 * next_cutoff_date, available_for_cashout, balance"; decisions 089, 090). Amounts are integer minor
 * units of the wallet's currency.
 */

export const WALLET_MOVEMENTS_PAGE_SIZE = 20

/** A wallet type's id (`mxn`, `ars`, `usd`). */
export const walletTypeParams = z.strictObject({ type: z.string().regex(/^[a-z0-9_-]{1,64}$/) })

export const wallet = z.object({
  wallet_type: z.object({ id: z.string(), currency: z.string() }),
  is_default: z.boolean(),
  balance: z.number().int(),
  available_for_cashout: z.number().int(),
  held: z.number().int(),
  payout_pending: z.number().int(),
  /** YYYY-MM-DD: the 15th or the month's last day (America/Mexico_City). */
  next_cutoff_date: z.string(),
})
export type Wallet = z.infer<typeof wallet>

/** GET /api/v1/me/wallets: every wallet type, the default one first. */
export const walletList = z.object({ results: z.array(wallet) })
export type WalletList = z.infer<typeof walletList>

/**
 * One entry that moved the wallet: `amount` its change to the balance (a dispersion moves held to
 * available: 0), `available` its change to what may be cashed out; `balance_after` the balance once
 * it was written.
 */
export const walletMovement = z.object({
  entry_id: z.string(),
  kind: z.enum(ENTRY_KINDS),
  reference: z.string(),
  amount: z.number().int(),
  available: z.number().int(),
  balance_after: z.number().int(),
  at: z.string(),
})
export type WalletMovement = z.infer<typeof walletMovement>

export const walletMovementsQuery = pageQuery(WALLET_MOVEMENTS_PAGE_SIZE)
export const walletMovementList = listOf(walletMovement)
export type WalletMovementList = z.infer<typeof walletMovementList>

/** POST /api/v1/me/wallets/:type/cashouts: a whole positive amount, at most what is available. */
export const cashoutBody = z.strictObject({
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
})

export const cashout = z.object({
  id: z.string(),
  wallet_type: z.string(),
  currency: z.string(),
  amount: z.number().int(),
  status: z.enum(['requested', 'paid', 'returned']),
  cutoff_date: z.string(),
  created_at: z.string(),
})
export type CashoutAnswer = z.infer<typeof cashout>

export const cashoutList = listOf(cashout)
export const cashoutsQuery = pageQuery(WALLET_MOVEMENTS_PAGE_SIZE)

/**
 * GET /api/v1/admin/ledger/report: what every kind of account holds per currency, and the
 * currency's total, which a sound ledger keeps at 0.
 */
export const ledgerReport = z.object({
  currencies: z.array(
    z.object({
      currency: z.string(),
      accounts: z.array(
        z.object({ kind: z.string(), balance: z.number().int(), accounts: z.number().int() }),
      ),
      total: z.number().int(),
      balanced: z.boolean(),
    }),
  ),
  entries: z.number().int(),
  balanced: z.boolean(),
})
export type LedgerReport = z.infer<typeof ledgerReport>

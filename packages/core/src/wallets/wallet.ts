import { platformAccount, userAccount } from '../ledger/accounts.ts'
import { assertEntry, type JournalEntry } from '../ledger/entries.ts'

/**
 * A user's wallet (002 §3 "Wallet: wallet_type (id, currency code), next_cutoff_date,
 * available_for_cashout, balance"; decision 089), read from their three buckets of one wallet type.
 */
export interface WalletBuckets {
  held: number
  available: number
  payout_pending: number
}

export interface WalletSummary {
  /** All the platform owes the user in this wallet: held + available + cash-outs not paid yet. */
  balance: number
  /** What a cash-out may ask for now: the available bucket (requests already set theirs aside). */
  available_for_cashout: number
  held: number
  payout_pending: number
}

export function walletSummary(buckets: WalletBuckets): WalletSummary {
  return {
    balance: buckets.held + buckets.available + buckets.payout_pending,
    available_for_cashout: Math.max(0, buckets.available),
    held: buckets.held,
    payout_pending: buckets.payout_pending,
  }
}

/** Where the platform's cut-off dates are counted when the wallet says nothing else. */
export const CUTOFF_TIME_ZONE = 'America/Mexico_City'

const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
function localDay(iso: string, timeZone: string): { year: number; month: number; day: number } {
  let format = dayFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    dayFormats.set(timeZone, format)
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(iso)).map((part) => [part.type, part.value]))
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) }
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The next cut-off (decision 089): twice a month, on the 15th and on the month's last day, in the
 * wallet's time zone. A cut-off day is its own next cut-off until it ends: what is available and
 * asked for by the end of that day is paid in that cut-off's batch.
 */
export function nextCutoffDate(nowIso: string, timeZone: string = CUTOFF_TIME_ZONE): string {
  const { year, month, day } = localDay(nowIso, timeZone)
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${year}-${pad(month)}-${pad(day <= 15 ? 15 : last)}`
}

export type CashoutCheck =
  | { ok: true }
  | { ok: false; code: 'invalid_request'; problem: 'too_small' | 'not_integer' }
  /** More than what is available for cash-out; details `available`. */
  | { ok: false; code: 'cashout_exceeds_available'; available: number }

/** A cash-out asks for a whole positive amount, at most what is available for cash-out. */
export function checkCashout(amount: number, availableForCashout: number): CashoutCheck {
  if (!Number.isSafeInteger(amount)) return { ok: false, code: 'invalid_request', problem: 'not_integer' }
  if (amount <= 0) return { ok: false, code: 'invalid_request', problem: 'too_small' }
  if (amount > availableForCashout)
    return { ok: false, code: 'cashout_exceeds_available', available: Math.max(0, availableForCashout) }
  return { ok: true }
}

export interface Cashout {
  cashoutId: string
  userId: string
  walletType: string
  currency: string
  amount: number
}

function move(cashout: Cashout, kind: JournalEntry['kind'], from: string, to: string): JournalEntry {
  return assertEntry({
    id: `${kind}:${cashout.cashoutId}`,
    kind,
    reference: cashout.cashoutId,
    postings: [
      { account: from, currency: cashout.currency, amount: -cashout.amount },
      { account: to, currency: cashout.currency, amount: cashout.amount },
    ],
  })
}

/** A cash-out asked for: its amount set aside from available until it is paid. */
export function cashoutRequestedEntry(cashout: Cashout): JournalEntry {
  return move(
    cashout,
    'cashout_requested',
    userAccount(cashout.userId, cashout.walletType, 'available'),
    userAccount(cashout.userId, cashout.walletType, 'payout_pending'),
  )
}

/** A cash-out paid to the user's bank: the money leaves through the platform's `payouts_out`. */
export function cashoutPaidEntry(cashout: Cashout): JournalEntry {
  return move(
    cashout,
    'cashout_paid',
    userAccount(cashout.userId, cashout.walletType, 'payout_pending'),
    platformAccount(cashout.currency, 'payouts_out'),
  )
}

/** A cash-out that failed or was canceled: the amount is available again. */
export function cashoutReturnedEntry(cashout: Cashout): JournalEntry {
  return move(
    cashout,
    'cashout_returned',
    userAccount(cashout.userId, cashout.walletType, 'payout_pending'),
    userAccount(cashout.userId, cashout.walletType, 'available'),
  )
}

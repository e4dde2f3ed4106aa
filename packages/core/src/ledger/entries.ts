import { type AccountKey, parseAccount } from './accounts.ts'

/**
 * A journal entry (decision 089): one movement of money, two or more postings that sum to zero in
 * each currency. Entries are written once and never changed or deleted; a mistake is corrected by
 * a new entry (`correctionOf`). Rows: `ledger_entries (id, kind, reference, corrects, created_at)`
 * and `ledger_postings (entry_id, account, currency, amount)` with `amount` a bigint of minor units.
 */
export const ENTRY_KINDS = [
  /** An order paid: every share recorded as held (shares.ts). */
  'payment_held',
  /** A successful refund: the matching part of each share given back (refunds.ts). */
  'refund_reversal',
  /** The return window passed or the return closed: held → available (dispersion.ts). */
  'dispersion',
  /** A cash-out asked for: available → payout_pending (wallets). */
  'cashout_requested',
  /** A cash-out paid: payout_pending → the platform's payouts_out. */
  'cashout_paid',
  /** A cash-out that failed or was canceled: payout_pending → available again. */
  'cashout_returned',
  /** A package (plan) bought: the platform's own income (decision 092). */
  'package_paid',
  /** The reverse of an earlier entry, written instead of changing it. */
  'correction',
] as const
export type EntryKind = (typeof ENTRY_KINDS)[number]

export interface Posting {
  account: AccountKey
  /** ISO 4217; a user account's currency is its wallet type's, a platform account's is in its key. */
  currency: string
  /** Signed minor units: never zero, always a safe integer. */
  amount: number
}

export interface JournalEntry {
  /** Deterministic from what it records (`payment:{orderId}`, `refund:{refundId}`), so a replay collides. */
  id: string
  kind: EntryKind
  /** What it is about: the order id for payments, refunds and dispersions; the cash-out's id. */
  reference: string
  postings: readonly Posting[]
  /** A correction's original entry id. */
  corrects?: string
}

/** Why an entry cannot be written; a programming error in the caller, never a user's. */
export type EntryProblem =
  | 'entry_too_few_postings'
  | 'posting_not_integer'
  | 'posting_zero'
  | 'posting_bad_account'
  | 'posting_bad_currency'
  | 'entry_unbalanced'
  | 'entry_bad_kind'

const CURRENCY = /^[A-Z]{3}$/

/** Every problem of an entry, empty when it may be written. */
export function entryProblems(entry: JournalEntry): EntryProblem[] {
  const problems = new Set<EntryProblem>()
  if (!(ENTRY_KINDS as readonly string[]).includes(entry.kind)) problems.add('entry_bad_kind')
  if (entry.postings.length < 2) problems.add('entry_too_few_postings')
  const sums = new Map<string, bigint>()
  for (const posting of entry.postings) {
    if (!Number.isSafeInteger(posting.amount)) problems.add('posting_not_integer')
    else if (posting.amount === 0) problems.add('posting_zero')
    const account = parseAccount(posting.account)
    if (!account) problems.add('posting_bad_account')
    if (!CURRENCY.test(posting.currency)) problems.add('posting_bad_currency')
    else if (account?.owner === 'platform' && account.currency !== posting.currency)
      problems.add('posting_bad_currency')
    if (Number.isSafeInteger(posting.amount))
      sums.set(posting.currency, (sums.get(posting.currency) ?? 0n) + BigInt(posting.amount))
  }
  for (const sum of sums.values()) if (sum !== 0n) problems.add('entry_unbalanced')
  return [...problems]
}

export class LedgerEntryError extends Error {
  readonly entryId: string
  readonly problems: readonly string[]
  constructor(entryId: string, problems: readonly string[]) {
    super(`ledger entry ${entryId}: ${problems.join(', ')}`)
    this.entryId = entryId
    this.problems = problems
  }
}

/** The entry as given, or a `LedgerEntryError` naming each problem. */
export function assertEntry(entry: JournalEntry): JournalEntry {
  const problems = entryProblems(entry)
  if (problems.length > 0) throw new LedgerEntryError(entry.id, problems)
  return entry
}

/**
 * Postings summed per account and currency, zero sums dropped, in the order accounts first appear:
 * builders write `+x` and `-x` freely and this keeps an entry to one posting per account.
 */
export function netPostings(postings: readonly Posting[]): Posting[] {
  const sums = new Map<string, Posting>()
  for (const posting of postings) {
    const key = `${posting.account}\u0000${posting.currency}`
    const seen = sums.get(key)
    sums.set(key, { ...posting, amount: (seen?.amount ?? 0) + posting.amount })
  }
  return [...sums.values()].filter((posting) => posting.amount !== 0)
}

/** The entry that undoes `original`: each posting negated, kind `correction`, pointing back at it. */
export function correctionOf(original: JournalEntry, id: string): JournalEntry {
  return assertEntry({
    id,
    kind: 'correction',
    reference: original.reference,
    corrects: original.id,
    postings: original.postings.map((posting) => ({ ...posting, amount: -posting.amount })),
  })
}

import type { AccountKey } from './accounts.ts'
import { assertEntry, type JournalEntry, LedgerEntryError, type Posting } from './entries.ts'

/**
 * An append-only ledger in memory (decision 089), for tests and for working out what an entry
 * would do: the server keeps the same thing as rows. It refuses, as the database's constraints
 * will: an entry that does not balance (entries.ts), an id written before, an account used in a
 * second currency, and a correction of an unknown or already corrected entry. Nothing written is
 * ever changed: entries are frozen copies.
 */
export class MemoryLedger {
  readonly #entries: JournalEntry[] = []
  readonly #ids = new Set<string>()
  readonly #corrected = new Set<string>()
  readonly #balances = new Map<AccountKey, number>()
  readonly #currencies = new Map<AccountKey, string>()
  readonly #byReference = new Map<string, JournalEntry[]>()

  append(entry: JournalEntry): JournalEntry {
    assertEntry(entry)
    const problems: string[] = []
    if (this.#ids.has(entry.id)) problems.push('entry_id_taken')
    if (entry.corrects !== undefined) {
      if (!this.#ids.has(entry.corrects)) problems.push('correction_of_unknown_entry')
      else if (this.#corrected.has(entry.corrects)) problems.push('entry_already_corrected')
    }
    for (const posting of entry.postings) {
      const currency = this.#currencies.get(posting.account)
      if (currency !== undefined && currency !== posting.currency) problems.push('account_currency_mismatch')
    }
    if (problems.length > 0) throw new LedgerEntryError(entry.id, problems)

    const frozen: JournalEntry = Object.freeze({
      ...entry,
      postings: Object.freeze(entry.postings.map((posting) => Object.freeze({ ...posting }))),
    })
    this.#entries.push(frozen)
    const same = this.#byReference.get(entry.reference)
    if (same) same.push(frozen)
    else this.#byReference.set(entry.reference, [frozen])
    this.#ids.add(entry.id)
    if (entry.corrects !== undefined) this.#corrected.add(entry.corrects)
    for (const posting of entry.postings) {
      this.#currencies.set(posting.account, posting.currency)
      this.#balances.set(posting.account, (this.#balances.get(posting.account) ?? 0) + posting.amount)
    }
    return frozen
  }

  /** An account's balance: the sum of its postings (0 for one never used). */
  balance(account: AccountKey): number {
    return this.#balances.get(account) ?? 0
  }

  /** Every account used, with its balance and currency. */
  accounts(): { account: AccountKey; currency: string; balance: number }[] {
    return [...this.#balances].map(([account, balance]) => ({
      account,
      currency: this.#currencies.get(account) ?? '',
      balance,
    }))
  }

  entries(): readonly JournalEntry[] {
    return this.#entries
  }

  entry(id: string): JournalEntry | undefined {
    return this.#entries.find((entry) => entry.id === id)
  }

  /** The entries about one reference (an order), in the order they were written. */
  entriesFor(reference: string): JournalEntry[] {
    return [...(this.#byReference.get(reference) ?? [])]
  }
}

/**
 * What a set of entries left in each account: the sum of their postings per account, zero sums
 * kept out. Over one order's entries this is the order's position (what it still holds for whom),
 * which refunds and dispersion start from; the server gets it with one SUM … GROUP BY account.
 */
export function positionOf(entries: readonly JournalEntry[]): Posting[] {
  const sums = new Map<AccountKey, Posting>()
  for (const entry of entries)
    for (const posting of entry.postings) {
      const seen = sums.get(posting.account)
      sums.set(posting.account, { ...posting, amount: (seen?.amount ?? 0) + posting.amount })
    }
  return [...sums.values()].filter((posting) => posting.amount !== 0)
}

import { describe, expect, it } from 'vitest'
import { correctionOf, type JournalEntry, type LedgerEntryError } from './entries.ts'
import { MemoryLedger, positionOf } from './memory-ledger.ts'

const mxn = (account: string, amount: number) => ({ account, currency: 'MXN', amount })
const paid: JournalEntry = {
  id: 'payment:o1',
  kind: 'payment_held',
  reference: 'o1',
  postings: [
    mxn('platform:MXN:clearing', -1_000),
    mxn('user:s:mxn:held', 900),
    mxn('platform:MXN:fees_held', 100),
  ],
}

describe('the in-memory ledger (decision 089)', () => {
  it('appends entries and answers balances by account', () => {
    const ledger = new MemoryLedger()
    ledger.append(paid)
    expect(ledger.balance('user:s:mxn:held')).toBe(900)
    expect(ledger.balance('platform:MXN:clearing')).toBe(-1_000)
    expect(ledger.balance('user:nobody:mxn:held')).toBe(0)
    expect(ledger.accounts().reduce((sum, row) => sum + row.balance, 0)).toBe(0)
  })

  it('never changes what it wrote: entries are frozen, a correction is a new entry', () => {
    const ledger = new MemoryLedger()
    const written = ledger.append(paid)
    expect(() => {
      ;(written.postings as unknown as { amount: number }[])[0]!.amount = 5
    }).toThrow(TypeError)
    ledger.append(correctionOf(paid, 'fix:o1'))
    expect(ledger.entries()).toHaveLength(2)
    expect(ledger.balance('user:s:mxn:held')).toBe(0)
    expect(ledger.entry('payment:o1')?.postings[1]?.amount).toBe(900)
  })

  it('refuses an unbalanced entry, an id written before, a second currency, a second correction', () => {
    const ledger = new MemoryLedger()
    ledger.append(paid)
    const problems = (entry: JournalEntry) => {
      try {
        ledger.append(entry)
        return []
      } catch (error) {
        return (error as LedgerEntryError).problems
      }
    }
    expect(
      problems({ ...paid, id: 'x', postings: [mxn('platform:MXN:clearing', -1), mxn('user:s:mxn:held', 2)] }),
    ).toEqual(['entry_unbalanced'])
    expect(problems(paid)).toEqual(['entry_id_taken'])
    expect(
      problems({
        id: 'usd',
        kind: 'payment_held',
        reference: 'o2',
        postings: [
          { account: 'platform:USD:clearing', currency: 'USD', amount: -1 },
          { account: 'user:s:mxn:held', currency: 'USD', amount: 1 },
        ],
      }),
    ).toEqual(['account_currency_mismatch'])
    ledger.append(correctionOf(paid, 'fix:1'))
    expect(problems(correctionOf(paid, 'fix:2'))).toEqual(['entry_already_corrected'])
    expect(problems({ ...correctionOf(paid, 'fix:3'), corrects: 'nope' })).toEqual([
      'correction_of_unknown_entry',
    ])
    expect(ledger.entries()).toHaveLength(2)
  })

  it("sums one reference's entries into its position", () => {
    const ledger = new MemoryLedger()
    ledger.append(paid)
    ledger.append({
      id: 'refund:r1',
      kind: 'refund_reversal',
      reference: 'o1',
      postings: [
        mxn('user:s:mxn:held', -900),
        mxn('platform:MXN:fees_held', -100),
        mxn('platform:MXN:refunds_out', 1_000),
      ],
    })
    expect(positionOf(ledger.entriesFor('o1'))).toEqual([
      mxn('platform:MXN:clearing', -1_000),
      mxn('platform:MXN:refunds_out', 1_000),
    ])
    expect(ledger.entriesFor('o2')).toEqual([])
  })
})

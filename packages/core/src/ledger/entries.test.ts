import { describe, expect, it } from 'vitest'
import {
  assertEntry,
  correctionOf,
  entryProblems,
  type JournalEntry,
  LedgerEntryError,
  netPostings,
} from './entries.ts'

const mxn = (account: string, amount: number) => ({ account, currency: 'MXN', amount })
const entry = (postings: JournalEntry['postings']): JournalEntry => ({
  id: 'e1',
  kind: 'payment_held',
  reference: 'ord_1',
  postings,
})

describe('journal entries (decision 089)', () => {
  it('accepts two or more whole, non-zero postings that sum to zero per currency', () => {
    expect(entryProblems(entry([mxn('platform:MXN:clearing', -100), mxn('user:u1:mxn:held', 100)]))).toEqual(
      [],
    )
    expect(
      entryProblems(
        entry([
          mxn('platform:MXN:clearing', -100),
          mxn('user:u1:mxn:held', 70),
          mxn('platform:MXN:fees_held', 30),
          { account: 'platform:USD:clearing', currency: 'USD', amount: -5 },
          { account: 'user:u1:usd:held', currency: 'USD', amount: 5 },
        ]),
      ),
    ).toEqual([])
  })

  it('names each problem', () => {
    expect(entryProblems(entry([mxn('user:u1:mxn:held', 0)]))).toEqual(
      expect.arrayContaining(['entry_too_few_postings', 'posting_zero']),
    )
    expect(entryProblems(entry([mxn('platform:MXN:clearing', -100), mxn('user:u1:mxn:held', 99)]))).toEqual([
      'entry_unbalanced',
    ])
    expect(
      entryProblems(entry([mxn('platform:MXN:clearing', -1.5), mxn('user:u1:mxn:held', 1.5)])),
    ).toContain('posting_not_integer')
    expect(entryProblems(entry([mxn('wallet:u1', -1), mxn('user:u1:mxn:held', 1)]))).toEqual([
      'posting_bad_account',
    ])
    // A platform account's currency is in its key.
    expect(
      entryProblems(
        entry([
          { account: 'platform:USD:clearing', currency: 'MXN', amount: -1 },
          mxn('user:u1:mxn:held', 1),
        ]),
      ),
    ).toEqual(['posting_bad_currency'])
    // Balanced in total but not per currency.
    expect(
      entryProblems(
        entry([
          mxn('platform:MXN:clearing', -1),
          { account: 'user:u1:usd:held', currency: 'USD', amount: 1 },
        ]),
      ),
    ).toEqual(['entry_unbalanced'])
    expect(
      entryProblems({
        ...entry([mxn('platform:MXN:clearing', -1), mxn('user:u1:mxn:held', 1)]),
        kind: 'x' as 'correction',
      }),
    ).toEqual(['entry_bad_kind'])
    expect(() => assertEntry(entry([]))).toThrow(LedgerEntryError)
  })

  it('nets postings per account, dropping zeros', () => {
    expect(
      netPostings([
        mxn('user:u1:mxn:held', 5),
        mxn('platform:MXN:clearing', -5),
        mxn('user:u1:mxn:held', 3),
        mxn('user:u2:mxn:held', 0),
      ]),
    ).toEqual([mxn('user:u1:mxn:held', 8), mxn('platform:MXN:clearing', -5)])
  })

  it('corrects with a new entry that negates every posting and points back', () => {
    const original = entry([mxn('platform:MXN:clearing', -100), mxn('user:u1:mxn:held', 100)])
    expect(correctionOf(original, 'c1')).toEqual({
      id: 'c1',
      kind: 'correction',
      reference: 'ord_1',
      corrects: 'e1',
      postings: [mxn('platform:MXN:clearing', 100), mxn('user:u1:mxn:held', -100)],
    })
  })
})

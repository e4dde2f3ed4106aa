import { platformAccount } from './accounts.ts'
import { assertEntry, type JournalEntry } from './entries.ts'

export const packageEntryId = (purchaseId: string) => `package:${purchaseId}`

/**
 * A package bought (decisions 092, 093): what the buyer paid comes in through `clearing` and is the
 * platform's income at once — no one else has a share, and a package is not returned, so nothing is
 * held. Null for a package paid 0.
 */
export function packagePaidEntry(purchaseId: string, currency: string, amount: number): JournalEntry | null {
  if (amount === 0) return null
  return assertEntry({
    id: packageEntryId(purchaseId),
    kind: 'package_paid',
    reference: purchaseId,
    postings: [
      { account: platformAccount(currency, 'clearing'), currency, amount: -amount },
      { account: platformAccount(currency, 'fees'), currency, amount },
    ],
  })
}

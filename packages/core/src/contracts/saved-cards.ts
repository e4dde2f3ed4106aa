import { z } from 'zod'

/**
 * A customer's saved cards (002 §2 "saved cards", §3 `card_id`; decision 053). The shop keeps only
 * what identifies a card to its owner — never its number or CVC; the gateway keeps the card.
 */
export const savedCard = z.object({
  /** What `pay` takes as `card_id`. */
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  type: z.enum(['credit', 'debit']),
  holder: z.string(),
  bank: z.string().nullable(),
  /** Past its expiry month: listed (to be deleted) but not offered nor charged. */
  expired: z.boolean(),
})
export type SavedCard = z.infer<typeof savedCard>

export const savedCardList = z.object({ results: z.array(savedCard) })

export const savedCardParams = z.strictObject({ id: z.string().min(1).max(100) })

import type { SavedCard } from '@tianguis/core/contracts/saved-cards'
import { isExpired } from '@tianguis/core/payments/card-input'
import { and, desc, eq } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { newId } from '../../platform/ids.ts'
import type { ProviderCard } from '../../platform/payments/provider.ts'
import { savedCards } from './payments.tables.ts'

/**
 * A customer's saved cards (decision 053): what identifies each to its owner and the provider's id
 * to charge it with. Another customer's card is never found (quality case 1: 404).
 */

export type SavedCardRow = typeof savedCards.$inferSelect

/** The viewer's saved cards, newest first, each marked expired or not at `now`. */
export async function listSavedCards(
  ctx: ServiceContext,
  customerId: string,
  now: Date = new Date(),
): Promise<SavedCard[]> {
  const rows = await ctx.db
    .select()
    .from(savedCards)
    .where(eq(savedCards.customerId, customerId))
    .orderBy(desc(savedCards.createdAt), desc(savedCards.id))
  return rows.map((row) => ({
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.expMonth,
    exp_year: row.expYear,
    type: row.type,
    holder: row.holder,
    bank: row.bank,
    expired: isExpired({ month: row.expMonth, year: row.expYear }, now),
  }))
}

/** One of the customer's saved cards, or null (unknown, deleted or another customer's). */
export async function savedCardOf(
  ctx: ServiceContext,
  customerId: string,
  cardId: string,
): Promise<SavedCardRow | null> {
  const [row] = await ctx.db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.id, cardId), eq(savedCards.customerId, customerId)))
  return row ?? null
}

/**
 * Keeps the card a provider saved (one statement): the same card (provider fingerprint) saved
 * again is the same row, with the newer expiry, holder and provider id.
 */
export async function keepSavedCard(
  ctx: ServiceContext,
  customerId: string,
  provider: string,
  saved: ProviderCard,
): Promise<void> {
  const fields = {
    providerCardId: saved.id,
    brand: saved.card.brand,
    last4: saved.card.last4,
    expMonth: saved.expMonth,
    expYear: saved.expYear,
    type: saved.card.type,
    holder: saved.card.holder,
    bank: saved.card.bank || null,
  }
  await ctx.db
    .insert(savedCards)
    .values({ id: newId('crd'), customerId, provider, fingerprint: saved.fingerprint, ...fields })
    .onConflictDoUpdate({
      target: [savedCards.customerId, savedCards.provider, savedCards.fingerprint],
      set: fields,
    })
}

/** Deletes one of the customer's saved cards; false when it is not theirs. */
export async function deleteSavedCard(
  ctx: ServiceContext,
  customerId: string,
  cardId: string,
): Promise<boolean> {
  const deleted = await ctx.db
    .delete(savedCards)
    .where(and(eq(savedCards.id, cardId), eq(savedCards.customerId, customerId)))
    .returning({ id: savedCards.id })
  return deleted.length > 0
}

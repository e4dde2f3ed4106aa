import { createHash } from 'node:crypto'
import { isExpired } from '@tianguis/core/payments/card-input'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { newId } from '../../ids.ts'
import {
  type CardSummary,
  type CardVault,
  type ChargeRequest,
  PaymentProviderError,
  type ProviderCard,
} from '../provider.ts'
import { sandboxCharges, sandboxPaymentTokens, sandboxSavedCards } from './sandbox.tables.ts'

/**
 * The sandbox's saved cards (decision 053): a token turned into a reusable card of one customer,
 * charged by its id (`card_…`) with the behaviour of the test number it was made from.
 */

type SavedRow = typeof sandboxSavedCards.$inferSelect
type TokenRow = typeof sandboxPaymentTokens.$inferSelect
type ChargeRow = typeof sandboxCharges.$inferSelect

/**
 * The fingerprint of a card number: the same number always gives the same one, and it does not
 * give the number back in practice (a keyed hash; the key is fixed because only test numbers are
 * ever typed into the sandbox — a real gateway keeps its key secret).
 */
export function fingerprintOf(number: string): string {
  return createHash('sha256').update(`tianguis-sandbox-card:${number}`).digest('hex').slice(0, 24)
}

/** A charge's `source` that names a saved card rather than a single-use token. */
export const isSavedCardId = (source: string) => source.startsWith('card_')

export function providerCardOf(row: SavedRow): ProviderCard {
  return {
    id: row.id,
    fingerprint: row.fingerprint,
    expMonth: row.expMonth,
    expYear: row.expYear,
    card: row.card,
  }
}

export interface CardToKeep {
  customer: string
  fingerprint: string
  behaviour: string
  card: CardSummary
  expMonth: number
  expYear: number
}

/**
 * Keeps a card for its customer, on `db` (the charge's own transaction, or the seed's): the same
 * fingerprint already kept for that customer is that card, with the newer expiry and holder.
 */
export async function keepCard(db: Db, card: CardToKeep, at: Date): Promise<SavedRow> {
  const [row] = await db
    .insert(sandboxSavedCards)
    .values({ id: newId('card', at.getTime()), ...card, createdAt: at })
    .onConflictDoUpdate({
      target: [sandboxSavedCards.customer, sandboxSavedCards.fingerprint],
      targetWhere: sql`deleted_at is null`,
      set: { card: card.card, expMonth: card.expMonth, expYear: card.expYear },
    })
    .returning()
  return row!
}

/**
 * What a card charge charges, in its transaction: a single-use token (used up now), or a saved card
 * of the request's customer that is kept and not expired (decision 053); else the decline it gets.
 */
export async function chargedCard(
  tx: Db,
  request: ChargeRequest,
  at: Date,
): Promise<
  | { ok: true; source: { behaviour: string; card: CardSummary }; token: TokenRow | null }
  | { ok: false; code: 'token_invalid' | 'expired_card' }
> {
  if (isSavedCardId(request.source)) {
    if (!request.customer) return { ok: false, code: 'token_invalid' }
    const [row] = await tx
      .select()
      .from(sandboxSavedCards)
      .where(
        and(
          eq(sandboxSavedCards.id, request.source),
          eq(sandboxSavedCards.customer, request.customer),
          isNull(sandboxSavedCards.deletedAt),
        ),
      )
    if (!row) return { ok: false, code: 'token_invalid' }
    if (isExpired({ month: row.expMonth, year: row.expYear }, at)) return { ok: false, code: 'expired_card' }
    return { ok: true, source: row, token: null }
  }
  const [token] = await tx
    .update(sandboxPaymentTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(sandboxPaymentTokens.id, request.source),
        isNull(sandboxPaymentTokens.usedAt),
        gt(sandboxPaymentTokens.expiresAt, at),
      ),
    )
    .returning()
  return token ? { ok: true, source: token, token } : { ok: false, code: 'token_invalid' }
}

/** After 3-D Secure approved a charge that asked to save its card: keeps the token's card. */
export async function keepCardOfCharge(tx: Db, charge: ChargeRow, at: Date): Promise<ChargeRow> {
  if (!charge.saveFor) return charge
  const [token] = await tx
    .select()
    .from(sandboxPaymentTokens)
    .where(eq(sandboxPaymentTokens.id, charge.source))
  if (!token) return charge
  const saved = await keepCard(tx, cardFromToken(token, charge.saveFor), at)
  const [withCard] = await tx
    .update(sandboxCharges)
    .set({ savedCardId: saved.id })
    .where(eq(sandboxCharges.id, charge.id))
    .returning()
  return withCard ?? charge
}

export async function savedCardById(db: Db, cardId: string): Promise<SavedRow | null> {
  const [row] = await db.select().from(sandboxSavedCards).where(eq(sandboxSavedCards.id, cardId))
  return row ?? null
}

/** What a used token gives a saved card: its behaviour, receipt, expiry and fingerprint. */
export function cardFromToken(token: TokenRow, customer: string): CardToKeep {
  return {
    customer,
    // A token made before fingerprints existed is its own card.
    fingerprint: token.fingerprint ?? `tok:${token.id}`,
    behaviour: token.behaviour,
    card: token.card,
    expMonth: token.expMonth,
    expYear: token.expYear,
  }
}

/**
 * The sandbox's `CardVault`: `save()` uses the token up and keeps its card without asking the bank
 * (a real gateway may authorise zero first), so a declining test card can be saved to test declines.
 */
export function sandboxCardVault(db: Db, now: () => Date): CardVault {
  return {
    async save(token, customer) {
      const at = now()
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(sandboxPaymentTokens)
          .set({ usedAt: at })
          .where(
            and(
              eq(sandboxPaymentTokens.id, token),
              isNull(sandboxPaymentTokens.usedAt),
              gt(sandboxPaymentTokens.expiresAt, at),
            ),
          )
          .returning()
        if (!used) throw new PaymentProviderError('invalid_request')
        return providerCardOf(await keepCard(tx, cardFromToken(used, customer), at))
      })
    },

    async remove(cardId, customer) {
      await db
        .update(sandboxSavedCards)
        .set({ deletedAt: now() })
        .where(
          and(
            eq(sandboxSavedCards.id, cardId),
            eq(sandboxSavedCards.customer, customer),
            isNull(sandboxSavedCards.deletedAt),
          ),
        )
    },
  }
}

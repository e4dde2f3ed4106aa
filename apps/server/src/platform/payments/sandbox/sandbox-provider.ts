import { randomInt } from 'node:crypto'
import { CREDIT_INSTALMENTS, checkCardInput } from '@tianguis/core/payments/card-input'
import { and, eq, gt, sql } from 'drizzle-orm'
import { AppError } from '../../../kernel/app-error.ts'
import type { Db } from '../../db/client.ts'
import { newId } from '../../ids.ts'
import {
  type CardSummary,
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  PaymentProviderError,
} from '../provider.ts'
import { sandboxCharges, sandboxPaymentTokens } from './sandbox.tables.ts'
import {
  cardFromToken,
  chargedCard,
  fingerprintOf,
  isSavedCardId,
  keepCard,
  keepCardOfCharge,
  providerCardOf,
  sandboxCardVault,
  savedCardById,
} from './sandbox-cards.ts'
import { type Behaviour, behaviourOf, behaviourText, brandName, testCardFor } from './test-cards.ts'

/** A card token lives this long and is used once (decision 045). */
export const TOKEN_MINUTES = 15
/** A store payment's reference can be paid for this long. */
export const STORE_REFERENCE_HOURS = 48
/** `source` of a charge paid at a store (cash at a convenience store or pharmacy) instead of a card. */
export const STORE_SOURCE = 'store'
export const SANDBOX_BANK = 'Banco Sandbox'

export const threeDsPath = (chargeId: string) => `/api/v1/sandbox/payments/3ds/${chargeId}`

type ChargeRow = typeof sandboxCharges.$inferSelect

export interface TokenRequest {
  card_number: string
  exp_month: string | number
  exp_year: string | number
  cvc: string
  holder: string
}

export interface TokenAnswer {
  token: string
  brand: string
  last4: string
  type: 'credit' | 'debit'
  instalments: number[]
  expires_at: string
}

export interface SandboxPaymentProvider extends PaymentProvider {
  /** The tokenising endpoint's work: checks the card (002 §5) and keeps a single-use token. */
  tokenise(input: TokenRequest): Promise<TokenAnswer>
  /** A charge as its 3-D Secure page shows it, or null. */
  charge3ds(chargeId: string): Promise<ChargeRow | null>
  /** The 3-D Secure page's answer; a charge already settled stays as it is. Null when unknown. */
  settle3ds(chargeId: string, approve: boolean): Promise<ChargeRow | null>
  /** Marks a store reference paid (demos and tests); refuses an expired one. Null when unknown. */
  payStoreReference(reference: string): Promise<ChargeRow | null>
}

/**
 * The built-in sandbox gateway (decision 045): card tokens, charges with the test cards' outcomes,
 * 3-D Secure through its own page, and store payments by reference. Its data is in its own
 * tables (sandbox.tables.ts), written on the pool it is given — never a caller's transaction, so
 * a charge stands whatever the caller then rolls back, as a real gateway's would.
 */
export function sandboxPaymentProvider(deps: { db: Db; now?: () => Date }): SandboxPaymentProvider {
  const { db } = deps
  const now = deps.now ?? (() => new Date())

  async function resultOf(row: ChargeRow): Promise<ChargeResult> {
    switch (row.status) {
      case 'approved': {
        // The card saving made (decision 053), answered again on a replay and by retrieve().
        const saved = row.savedCardId ? await savedCardById(db, row.savedCardId) : null
        return {
          status: 'approved',
          chargeId: row.id,
          card: row.card ?? null,
          ...(saved ? { savedCard: providerCardOf(saved) } : {}),
        }
      }
      case 'requires_action':
        return { status: 'requires_action', chargeId: row.id, url3ds: threeDsPath(row.id) }
      case 'pending':
        if (row.expiresAt && row.expiresAt <= now()) {
          return { status: 'declined', code: 'reference_expired', message: null }
        }
        return { status: 'pending', chargeId: row.id, reference: row.reference!, expiresAt: row.expiresAt! }
      default:
        return { status: 'declined', code: row.declineCode ?? 'card_declined', message: null }
    }
  }

  /** What a card's behaviour does to a new charge: its status and decline code. */
  function outcomeOf(behaviour: Behaviour, card: CardSummary, instalments: number) {
    // Instalments are checked before the bank is asked, as gateways do (002 §5).
    if (
      instalments > 1 &&
      (card.type === 'debit' || !(CREDIT_INSTALMENTS as readonly number[]).includes(instalments))
    )
      return { status: 'declined', declineCode: 'instalments_not_supported' } as const
    switch (behaviour.kind) {
      case 'approve':
      case 'timeout':
        return { status: 'approved', declineCode: null } as const
      case 'decline':
        return { status: 'declined', declineCode: behaviour.code } as const
      case '3ds':
      case '3ds_fail':
        return { status: 'requires_action', declineCode: null } as const
    }
  }

  async function newReference(): Promise<string> {
    // 14 digits, like a convenience store's barcode reference.
    let reference = '93'
    for (let i = 0; i < 12; i += 1) reference += String(randomInt(10))
    return reference
  }

  return {
    name: 'sandbox',
    types: ['card', 'store'],
    cards: sandboxCardVault(db, now),

    async tokenise(input) {
      const at = now()
      const checked = checkCardInput(input, at)
      if (!checked.ok) throw new AppError(checked.problem)
      const test = testCardFor(checked.card.number)
      const card: CardSummary = {
        brand: brandName(checked.card.number),
        last4: checked.card.last4,
        type: test.type,
        bank: SANDBOX_BANK,
        holder: input.holder.trim(),
      }
      const expiresAt = new Date(at.getTime() + TOKEN_MINUTES * 60_000)
      const id = newId('tok', at.getTime())
      await db.insert(sandboxPaymentTokens).values({
        id,
        behaviour: behaviourText(test.behaviour),
        card,
        expMonth: checked.card.expiry.month,
        expYear: checked.card.expiry.year,
        fingerprint: fingerprintOf(checked.card.number),
        createdAt: at,
        expiresAt,
      })
      return {
        token: id,
        brand: card.brand,
        last4: card.last4,
        type: card.type,
        instalments: card.type === 'credit' ? [...CREDIT_INSTALMENTS] : [],
        expires_at: expiresAt.toISOString(),
      }
    },

    async charge(request: ChargeRequest) {
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
        throw new PaymentProviderError('invalid_request')
      if (!Number.isSafeInteger(request.instalments) || request.instalments < 1)
        throw new PaymentProviderError('invalid_request')
      // The 3-D Secure page redirects there: a web address of ours or a path, nothing else.
      if (!/^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i.test(request.returnUrl))
        throw new PaymentProviderError('invalid_request')
      const at = now()
      const isStore = request.source === STORE_SOURCE
      // Saving is for a new card (a token) of a known customer; a saved card is saved already.
      const saveFor =
        request.saveCard && !isStore && !isSavedCardId(request.source) ? (request.customer ?? null) : null
      let timedOut = false
      const row = await db.transaction(async (tx) => {
        // Claims the attempt first: a second charge with it (even at the same moment, from
        // another process) waits for this one and then finds its row instead of charging again.
        const id = newId('ch', at.getTime())
        const claimed = await tx
          .insert(sandboxCharges)
          .values({
            id,
            attemptId: request.attemptId,
            method: isStore ? 'store' : 'card',
            status: 'processing',
            amount: request.amount,
            currency: request.currency,
            instalments: request.instalments,
            description: request.description,
            returnUrl: request.returnUrl,
            customerEmail: request.customerEmail,
            source: request.source,
            saveFor,
            createdAt: at,
          })
          .onConflictDoNothing({ target: sandboxCharges.attemptId })
          .returning({ id: sandboxCharges.id })
        if (claimed.length === 0) {
          const [first] = await tx
            .select()
            .from(sandboxCharges)
            .where(eq(sandboxCharges.attemptId, request.attemptId))
          if (
            !first ||
            first.amount !== request.amount ||
            first.currency !== request.currency ||
            first.source !== request.source
          )
            throw new PaymentProviderError('attempt_mismatch')
          return first
        }
        if (isStore) {
          const [pending] = await tx
            .update(sandboxCharges)
            .set({
              status: 'pending',
              reference: await newReference(),
              expiresAt: new Date(at.getTime() + STORE_REFERENCE_HOURS * 3_600_000),
            })
            .where(eq(sandboxCharges.id, id))
            .returning()
          return pending!
        }
        const decline = async (code: string) => {
          const [declined] = await tx
            .update(sandboxCharges)
            .set({ status: 'declined', declineCode: code, settledAt: at })
            .where(eq(sandboxCharges.id, id))
            .returning()
          return declined!
        }
        const found = await chargedCard(tx, request, at)
        if (!found.ok) return decline(found.code)
        const { source, token } = found
        const behaviour = behaviourOf(source.behaviour)
        const outcome = outcomeOf(behaviour, source.card, request.instalments)
        timedOut = behaviour.kind === 'timeout' && outcome.status === 'approved'
        const saved =
          saveFor && token && outcome.status === 'approved'
            ? await keepCard(tx, cardFromToken(token, saveFor), at)
            : null
        const [charged] = await tx
          .update(sandboxCharges)
          .set({
            status: outcome.status,
            declineCode: outcome.declineCode,
            behaviour: source.behaviour,
            card: source.card,
            savedCardId: saved?.id ?? null,
            settledAt: outcome.status === 'requires_action' ? null : at,
          })
          .where(eq(sandboxCharges.id, id))
          .returning()
        return charged!
      })
      // The charge is kept, then the answer is lost on the way back (quality.md 12).
      if (timedOut) throw new PaymentProviderError('timeout')
      return await resultOf(row)
    },

    async retrieve(chargeId) {
      const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId))
      if (!row) throw new PaymentProviderError('unknown_charge')
      return await resultOf(row)
    },

    async findByAttempt(attemptId) {
      const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.attemptId, attemptId))
      // A charge still `processing` was cut off before it answered: nothing was taken.
      if (!row || row.status === 'processing') return null
      return await resultOf(row)
    },

    async refund(chargeId, amount) {
      if (!Number.isSafeInteger(amount) || amount <= 0) throw new PaymentProviderError('invalid_request')
      const [row] = await db
        .update(sandboxCharges)
        .set({ refunded: sql`${sandboxCharges.refunded} + ${amount}` })
        .where(
          and(
            eq(sandboxCharges.id, chargeId),
            eq(sandboxCharges.status, 'approved'),
            sql`${sandboxCharges.refunded} + ${amount} <= ${sandboxCharges.amount}`,
          ),
        )
        .returning({ id: sandboxCharges.id })
      if (!row) {
        const [known] = await db
          .select({ id: sandboxCharges.id })
          .from(sandboxCharges)
          .where(eq(sandboxCharges.id, chargeId))
        throw new PaymentProviderError(known ? 'refund_refused' : 'unknown_charge')
      }
      return { refundId: newId('re') }
    },

    async charge3ds(chargeId) {
      const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId))
      return row ?? null
    },

    async settle3ds(chargeId, approve) {
      const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId))
      if (!row) return null
      const approved = approve && row.behaviour === '3ds'
      const at = now()
      const settled = await db.transaction(async (tx) => {
        const [done] = await tx
          .update(sandboxCharges)
          .set({
            status: approved ? 'approved' : 'declined',
            declineCode: approved ? null : 'authentication_failed',
            settledAt: at,
          })
          .where(and(eq(sandboxCharges.id, chargeId), eq(sandboxCharges.status, 'requires_action')))
          .returning()
        // Saving waited for the bank's approval (decision 053).
        return done && approved ? keepCardOfCharge(tx, done, at) : done
      })
      return settled ?? row
    },

    async payStoreReference(reference) {
      const [row] = await db
        .select()
        .from(sandboxCharges)
        .where(and(eq(sandboxCharges.reference, reference), eq(sandboxCharges.method, 'store')))
      if (!row) return null
      if (row.status !== 'pending') return row
      const at = now()
      if (row.expiresAt && row.expiresAt <= at) throw new AppError('payment_reference_expired')
      const [paid] = await db
        .update(sandboxCharges)
        .set({ status: 'approved', settledAt: at })
        .where(
          and(
            eq(sandboxCharges.id, row.id),
            eq(sandboxCharges.status, 'pending'),
            gt(sandboxCharges.expiresAt, at),
          ),
        )
        .returning()
      if (paid) return paid
      // Paid by another request meanwhile, or expired in between.
      const [now_] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, row.id))
      if (now_?.status === 'approved') return now_
      throw new AppError('payment_reference_expired')
    },
  }
}

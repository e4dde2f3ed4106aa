import { CREDIT_INSTALMENTS, checkCardInput } from '@tianguis/core/payments/card-input'
import { PAYMENT_TYPES } from '@tianguis/core/payments/methods'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { AppError } from '../../../kernel/app-error.ts'
import type { Db } from '../../db/client.ts'
import { newId } from '../../ids.ts'
import {
  type CardSummary,
  type ChargeRequest,
  type PaymentProvider,
  PaymentProviderError,
  type WebhookRequest,
} from '../provider.ts'
import { sandboxCharges, sandboxPaymentTokens } from './sandbox.tables.ts'
import { chargeCardIn } from './sandbox-card-charge.ts'
import { fingerprintOf, isSavedCardId, keepCardOfCharge, sandboxCardVault } from './sandbox-cards.ts'
import {
  type ChargeRow,
  chargeById,
  claimCharge,
  EXPIRED_CODE,
  resultOf,
  SANDBOX_BANK,
} from './sandbox-charges.ts'
import { isRedirectType, openRedirect, settleRedirect } from './sandbox-redirects.ts'
import { isReferenceType, openReference, payReference } from './sandbox-references.ts'
import {
  readSandboxWebhook,
  SANDBOX_DEVELOPMENT_WEBHOOK_SECRET,
  type SandboxWebhookOptions,
  webhookSender,
} from './sandbox-webhook-events.ts'
import { behaviourText, brandName, testCardFor } from './test-cards.ts'

/** A card token lives this long and is used once (decision 045). */
export const TOKEN_MINUTES = 15

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
  /** A charge as its 3-D Secure or hosted page shows it, or null. */
  chargeRow(chargeId: string): Promise<ChargeRow | null>
  /** The 3-D Secure page's answer; a charge already settled stays as it is. Null when unknown. */
  settle3ds(chargeId: string, approve: boolean): Promise<ChargeRow | null>
  /**
   * A hosted page's answer (redirect, deferred, wallet): approved, or declined `payment_canceled`;
   * one already answered or past its window stays as it is. Null when unknown.
   */
  settleRedirect(chargeId: string, approve: boolean): Promise<ChargeRow | null>
  /**
   * Marks a reference paid, of any method by reference (demos and tests); refuses an expired one.
   * Null when unknown.
   */
  payReference(reference: string): Promise<ChargeRow | null>
  /** The same, for store references only (the route of decision 045). */
  payStoreReference(reference: string): Promise<ChargeRow | null>
}

/**
 * The built-in sandbox gateway (decisions 045, 058): every payment type of core, each answering as
 * its real counterpart does — cards with the test numbers' outcomes and 3-D Secure
 * (sandbox-card-charge.ts), references to pay later (sandbox-references.ts), hosted pages to
 * approve or cancel (sandbox-redirects.ts) — with one charge per attempt whatever the method
 * (sandbox-charges.ts) and signed webhooks when a charge settles outside the checkout's calls
 * (sandbox-webhook-events.ts). Its data is in its own tables (sandbox.tables.ts), written on the
 * pool it is given — never a caller's transaction, so a charge stands whatever the caller then
 * rolls back, as a real gateway's would.
 */
export function sandboxPaymentProvider(deps: {
  db: Db
  now?: () => Date
  webhooks?: SandboxWebhookOptions
}): SandboxPaymentProvider {
  const { db } = deps
  const now = deps.now ?? (() => new Date())
  const notify = webhookSender(deps.webhooks, now)
  const webhookSecret = deps.webhooks?.secret ?? SANDBOX_DEVELOPMENT_WEBHOOK_SECRET
  const answer = (row: ChargeRow) => resultOf(db, row, now())

  async function payReferenceOf(reference: string, types?: Parameters<typeof payReference>[3]) {
    const done = await payReference(db, reference, now(), types)
    if (done?.paid) await notify('charge.succeeded', done.row)
    return done?.row ?? null
  }

  return {
    name: 'sandbox',
    types: PAYMENT_TYPES,
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
      // The 3-D Secure and hosted pages redirect there: a web address of ours or a path, nothing else.
      const address = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i
      if (!address.test(request.returnUrl) || (request.cancelUrl && !address.test(request.cancelUrl)))
        throw new PaymentProviderError('invalid_request')
      const type = request.paymentType
      const at = now()
      // Saving is for a new card (a token) of a known customer; a saved card is saved already.
      const saveFor =
        type === 'card' && request.saveCard && !isSavedCardId(request.source)
          ? (request.customer ?? null)
          : null
      let timedOut = false
      const row = await db.transaction(async (tx) => {
        const claim = await claimCharge(tx, request, saveFor, at)
        if (!claim.claimed) return claim.row
        if (isReferenceType(type)) return openReference(tx, claim.id, type, request, at)
        if (isRedirectType(type)) return openRedirect(tx, claim.id, type, request, at)
        const charged = await chargeCardIn(tx, claim.id, request, saveFor, at)
        timedOut = charged.timedOut
        return charged.row
      })
      // The charge is kept, then the answer is lost on the way back (quality.md 12).
      if (timedOut) throw new PaymentProviderError('timeout')
      return await answer(row)
    },

    async retrieve(chargeId) {
      const row = await chargeById(db, chargeId)
      if (!row) throw new PaymentProviderError('unknown_charge')
      return await answer(row)
    },

    async findByAttempt(attemptId) {
      const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.attemptId, attemptId))
      // A charge still `processing` was cut off before it answered: nothing was taken.
      if (!row || row.status === 'processing') return null
      return await answer(row)
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
        const known = await chargeById(db, chargeId)
        throw new PaymentProviderError(known ? 'refund_refused' : 'unknown_charge')
      }
      return { refundId: newId('re') }
    },

    /**
     * Gives up a reference or hosted page not paid yet (decision 057: past its deadline, cancelled
     * by the buyer's way back, or its order could not be placed): it can no longer be paid and
     * answers expired. Paid ones, cards and unknown charges are left as they are. No webhook: the
     * shop gave it up itself and applies what it decided (a webhook would race its own news).
     */
    async cancel(chargeId) {
      await db
        .update(sandboxCharges)
        .set({ status: 'expired', declineCode: EXPIRED_CODE, settledAt: now() })
        .where(and(eq(sandboxCharges.id, chargeId), inArray(sandboxCharges.status, ['pending', 'redirect'])))
    },

    async readWebhook(request: WebhookRequest) {
      return readSandboxWebhook(request, webhookSecret)
    },

    chargeRow: (chargeId) => chargeById(db, chargeId),

    async settle3ds(chargeId, approve) {
      const row = await chargeById(db, chargeId)
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
      if (settled) await notify(approved ? 'charge.succeeded' : 'charge.failed', settled)
      return settled ?? row
    },

    async settleRedirect(chargeId, approve) {
      const done = await settleRedirect(db, chargeId, approve, now())
      if (done?.settled) await notify(approve ? 'charge.succeeded' : 'charge.failed', done.row)
      return done?.row ?? null
    },

    payReference: (reference) => payReferenceOf(reference),
    payStoreReference: (reference) => payReferenceOf(reference, ['store']),
  }
}

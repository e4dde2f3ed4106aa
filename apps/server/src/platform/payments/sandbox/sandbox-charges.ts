import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { newId } from '../../ids.ts'
import { type ChargeRequest, type ChargeResult, PaymentProviderError } from '../provider.ts'
import { sandboxCharges } from './sandbox.tables.ts'
import { providerCardOf, savedCardById } from './sandbox-cards.ts'

/**
 * What every method of the sandbox gateway shares (decision 058): one charge row per attempt of
 * ours, claimed before anything else so a replay answers the first charge, and one reading of a
 * row as the `ChargeResult` the checkout sees, whichever method made it.
 */

export type ChargeRow = typeof sandboxCharges.$inferSelect

/** The bank every sandbox card and transfer account names. */
export const SANDBOX_BANK = 'Banco Sandbox'

export const threeDsPath = (chargeId: string) => `/api/v1/sandbox/payments/3ds/${chargeId}`
/** The hosted page of a redirect method (card page, pay later, wallet). */
export const redirectPath = (chargeId: string) => `/api/v1/sandbox/payments/redirect/${chargeId}`

/** The decline code of a reference or hosted page past its deadline, or given up (`cancel()`). */
export const EXPIRED_CODE = 'reference_expired'
/** The decline code of a hosted page the buyer cancelled. */
export const CANCELED_CODE = 'payment_canceled'

/** A reference or hosted page still open but past its deadline: it can no longer be paid. */
export function isLapsed(row: ChargeRow, at: Date): boolean {
  return (
    row.status === 'expired' ||
    ((row.status === 'pending' || row.status === 'redirect') && !!row.expiresAt && row.expiresAt <= at)
  )
}

export async function chargeById(db: Db, chargeId: string): Promise<ChargeRow | null> {
  const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId))
  return row ?? null
}

/** A charge row as the gateway answers it (a charge, its replay, `retrieve`, `findByAttempt`). */
export async function resultOf(db: Db, row: ChargeRow, at: Date): Promise<ChargeResult> {
  if (isLapsed(row, at)) return { status: 'declined', code: EXPIRED_CODE, message: null }
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
      return {
        status: 'pending',
        chargeId: row.id,
        reference: row.reference!,
        expiresAt: row.expiresAt!,
        ...(row.details ? { details: row.details } : {}),
      }
    case 'redirect':
      return {
        status: 'redirect',
        chargeId: row.id,
        approvalUrl: redirectPath(row.id),
        ...(row.expiresAt ? { expiresAt: row.expiresAt } : {}),
      }
    default:
      return { status: 'declined', code: row.declineCode ?? 'card_declined', message: null }
  }
}

/**
 * Claims the attempt in the charge's transaction: a new row `processing` (its id returned), or —
 * when the attempt was charged before — that charge's row. A second charge with the same attempt
 * (even at the same moment, from another process) waits for the first one's transaction and then
 * finds its row instead of charging again; with another amount, currency, method or source it is
 * `attempt_mismatch`.
 */
export async function claimCharge(
  tx: Db,
  request: ChargeRequest,
  saveFor: string | null,
  at: Date,
): Promise<{ claimed: true; id: string } | { claimed: false; row: ChargeRow }> {
  const id = newId('ch', at.getTime())
  const claimed = await tx
    .insert(sandboxCharges)
    .values({
      id,
      attemptId: request.attemptId,
      method: request.paymentType,
      status: 'processing',
      amount: request.amount,
      currency: request.currency,
      instalments: request.instalments,
      description: request.description,
      returnUrl: request.returnUrl,
      cancelUrl: request.cancelUrl ?? null,
      customerEmail: request.customerEmail,
      source: request.source,
      saveFor,
      createdAt: at,
    })
    .onConflictDoNothing({ target: sandboxCharges.attemptId })
    .returning({ id: sandboxCharges.id })
  if (claimed.length > 0) return { claimed: true, id }
  const [first] = await tx
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.attemptId, request.attemptId))
  if (
    !first ||
    first.amount !== request.amount ||
    first.currency !== request.currency ||
    first.method !== request.paymentType ||
    first.source !== request.source
  )
    throw new PaymentProviderError('attempt_mismatch')
  return { claimed: false, row: first }
}

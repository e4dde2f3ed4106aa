import { PAYMENT_WINDOW_MINUTES, REDIRECT_TYPES } from '@tianguis/core/payments/methods'
import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { ChargeRequest, PaymentType } from '../provider.ts'
import { sandboxCharges } from './sandbox.tables.ts'
import { CANCELED_CODE, type ChargeRow, chargeById } from './sandbox-charges.ts'

/**
 * The sandbox's redirect methods (decision 058): a card payment provider's hosted page, a
 * buy-now-pay-later provider's and a wallet's, each one page of the sandbox (redirect-page.ts)
 * with approve and cancel buttons. The charge waits `redirect` until the buyer answers or its
 * window (core's `PAYMENT_WINDOW_MINUTES`, 60 minutes) passes; then it can no longer be approved.
 */

export type RedirectType = 'redirect' | 'deferred' | 'wallet'

export const isRedirectType = (type: PaymentType): type is RedirectType =>
  (REDIRECT_TYPES as readonly string[]).includes(type)

/** Who the buyer meets at each method's page, as PayPal, Aplazo and Mercado Pago would show themselves. */
export const REDIRECT_PROVIDER_NAMES: Record<RedirectType, string> = {
  redirect: 'Pasarela Sandbox',
  deferred: 'Paga Después Sandbox',
  wallet: 'Billetera Sandbox',
}

/** Pay later: in this many payments, one every `DEFERRED_DAYS_APART` days (quincenas), the first today. */
export const DEFERRED_PAYMENTS = 4
export const DEFERRED_DAYS_APART = 15

/**
 * The pay-later plan of an amount: `DEFERRED_PAYMENTS` payments two weeks apart, in whole minor
 * units adding up to the amount exactly (the first carries what does not divide).
 */
export function instalmentPlan(amount: number, from: Date): { due: Date; amount: number }[] {
  const each = Math.floor(amount / DEFERRED_PAYMENTS)
  return Array.from({ length: DEFERRED_PAYMENTS }, (_, index) => ({
    due: new Date(from.getTime() + index * DEFERRED_DAYS_APART * 86_400_000),
    amount: index === 0 ? amount - each * (DEFERRED_PAYMENTS - 1) : each,
  }))
}

/** Opens the claimed charge `id` as a hosted page to answer before the method's window ends. */
export async function openRedirect(
  tx: Db,
  id: string,
  type: RedirectType,
  _request: ChargeRequest,
  at: Date,
): Promise<ChargeRow> {
  const [open] = await tx
    .update(sandboxCharges)
    .set({ status: 'redirect', expiresAt: new Date(at.getTime() + PAYMENT_WINDOW_MINUTES[type] * 60_000) })
    .where(eq(sandboxCharges.id, id))
    .returning()
  return open!
}

/**
 * The page's answer: approved, or declined `payment_canceled`. Only an open page within its window
 * changes (`settled` true for the request that changed it); one already answered or lapsed stays
 * as it is. Null when unknown or not a redirect method's.
 */
export async function settleRedirect(
  db: Db,
  chargeId: string,
  approve: boolean,
  at: Date,
): Promise<{ row: ChargeRow; settled: boolean } | null> {
  const row = await chargeById(db, chargeId)
  if (!row || !isRedirectType(row.method as PaymentType)) return null
  const [settled] = await db
    .update(sandboxCharges)
    .set({
      status: approve ? 'approved' : 'declined',
      declineCode: approve ? null : CANCELED_CODE,
      settledAt: at,
    })
    .where(
      and(
        eq(sandboxCharges.id, chargeId),
        eq(sandboxCharges.status, 'redirect'),
        gt(sandboxCharges.expiresAt, at),
      ),
    )
    .returning()
  if (settled) return { row: settled, settled: true }
  return { row: (await chargeById(db, chargeId)) ?? row, settled: false }
}

import { OPEN_ATTEMPT_STATUSES } from '@tianguis/core/payments/attempt-states'
import { paymentDeadline } from '@tianguis/core/payments/deadline'
import { z } from 'zod'
import type { ServiceContext } from '../kernel/context.ts'
import {
  attemptById,
  attemptsToReconcile,
  noteReconciled,
  type PaymentAttempt,
} from '../modules/payments/payments.service.ts'
import { enqueue } from '../platform/jobs/enqueue.ts'
import type { JobHandler } from '../platform/jobs/job-runner.ts'
import { jobType } from '../platform/jobs/job-type.ts'
import type { PaymentProvider } from '../platform/payments/provider.ts'
import type { PaymentProviders } from '../platform/payments/registry.ts'
import { applyChargeNews, type ChargeNews, RECONCILE_PAYMENT } from './settle-payment.ts'

/**
 * Reconciliation (decision 057, quality case 12): an attempt nobody settled — a charge whose
 * answer never came, a 3-D Secure or provider page left open, a reference past its deadline — is
 * asked about at its provider and settled through the same forward-only move as a webhook. A
 * charge is never made again here: a timed-out one is looked up by our attempt id.
 */

/** A started attempt whose charge the provider does not know after this long was never made. */
export const STARTED_GIVE_UP_MS = 2 * 60_000

/** The sweep: each minute, open attempts that were due and not asked about lately. */
export const SWEEP_PAYMENTS = jobType('payments.sweep', z.object({}), { attempts: 1, backoffSeconds: 60 })
export const SWEEP_PAYMENTS_CRON = '* * * * *'
const SWEEP_BATCH = 100

export const sweepPaymentsJob: JobHandler<Record<string, never>> = async (ctx) => {
  const now = new Date()
  const due = await attemptsToReconcile(ctx, new Date(now.getTime() - STARTED_GIVE_UP_MS), now, SWEEP_BATCH)
  for (const attemptId of due) await enqueue(ctx, RECONCILE_PAYMENT, { attemptId })
}

/** Until when an attempt may wait: its reference's or page's deadline, else its method's window. */
function deadlineOf(attempt: PaymentAttempt): Date {
  return attempt.referenceExpiresAt ?? paymentDeadline(attempt.paymentType, attempt.createdAt)
}

/** Thrown to have the job runner ask again later (its backoff). */
class NotYetKnown extends Error {}

/** What the provider says now, as news for the attempt; null when it is still waiting in time. */
async function newsOf(
  provider: PaymentProvider,
  attempt: PaymentAttempt,
  now: Date,
): Promise<ChargeNews | null> {
  if (attempt.status === 'started' || !attempt.chargeId) {
    const found = await provider.findByAttempt(attempt.id)
    if (found) return found
    // The provider has no charge for it: once that is certain, nothing was taken.
    if (now.getTime() - attempt.updatedAt.getTime() >= STARTED_GIVE_UP_MS) {
      return { status: 'declined', code: 'processing_error', message: null }
    }
    throw new NotYetKnown(`attempt ${attempt.id}: no charge found yet`)
  }
  const chargeId = attempt.chargeId
  const result = await provider.retrieve(chargeId)
  if (result.status === 'declined' && result.code === 'reference_expired')
    return { status: 'expired', chargeId }
  if (result.status !== attempt.status) return result
  if (deadlineOf(attempt) > now) return null
  // Past its time and still waiting: given up at the provider so it can no longer be paid, then
  // asked once more — a payment that landed in between wins over the expiry.
  await provider.cancel?.(chargeId)
  const after = await provider.retrieve(chargeId)
  return after.status === 'approved' ? after : { status: 'expired', chargeId }
}

/** The job of one attempt: ask its provider, apply the news (a settled attempt is left alone). */
export function reconcilePaymentJob(providers: PaymentProviders): JobHandler<{ attemptId: string }> {
  return async (ctx: ServiceContext, { attemptId }) => {
    const attempt = await attemptById(ctx, attemptId)
    if (!attempt || !(OPEN_ATTEMPT_STATUSES as readonly string[]).includes(attempt.status)) return
    const provider = providers.byName(attempt.provider)
    if (!provider) {
      ctx.log.error({ attemptId, provider: attempt.provider }, 'reconciling: the provider is not configured')
      return
    }
    await noteReconciled(ctx, attemptId)
    const news = await newsOf(provider, attempt, new Date())
    if (news) await applyChargeNews(ctx, { payments: provider }, attemptId, news)
  }
}

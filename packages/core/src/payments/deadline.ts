import { isPaymentType, PAYMENT_WINDOW_MINUTES } from './methods.ts'

/** A method nobody named (an attempt row of an older type): the checkout's own 15 minutes. */
const FALLBACK_MINUTES = 15

/**
 * Until when an attempt started at `startedAt` may wait for its buyer when the provider named no
 * deadline of its own (decision 060): its method's window (a redirect page 60 minutes, a transfer
 * 60, a voucher 48 hours). The reconciliation job gives it up after this.
 */
export function paymentDeadline(paymentType: string, startedAt: Date): Date {
  const minutes = isPaymentType(paymentType) ? PAYMENT_WINDOW_MINUTES[paymentType] : FALLBACK_MINUTES
  return new Date(startedAt.getTime() + minutes * 60_000)
}

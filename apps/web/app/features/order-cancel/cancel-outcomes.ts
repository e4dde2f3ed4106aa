/**
 * What `?hecho=` says on the orders list after a cancellation (decision 037: the outcome survives
 * the redirect): canceled, or canceled with its payment being given back (decision 082).
 */
export const CANCEL_OUTCOMES = {
  canceled: 'pedido-cancelado',
  refunded: 'pedido-cancelado-reembolso',
} as const
export type CancelOutcome = keyof typeof CANCEL_OUTCOMES

/** The outcome `?hecho=` names, if it is a cancellation's. */
export function cancelOutcomeOf(mark: string | null): CancelOutcome | null {
  if (mark === CANCEL_OUTCOMES.canceled) return 'canceled'
  if (mark === CANCEL_OUTCOMES.refunded) return 'refunded'
  return null
}

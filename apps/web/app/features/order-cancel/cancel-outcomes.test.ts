import { describe, expect, it } from 'vitest'
import { CANCEL_OUTCOMES, cancelOutcomeOf } from './cancel-outcomes'

describe('cancelOutcomeOf', () => {
  it('reads the two marks a cancellation leaves on the orders list, and nothing else', () => {
    expect(cancelOutcomeOf(CANCEL_OUTCOMES.canceled)).toBe('canceled')
    expect(cancelOutcomeOf('pedido-cancelado-reembolso')).toBe('refunded')
    expect(cancelOutcomeOf('eliminado')).toBeNull()
    expect(cancelOutcomeOf(null)).toBeNull()
  })
})

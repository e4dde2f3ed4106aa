import { describe, expect, it } from 'vitest'
import { errorMessage } from '../messages.ts'
import { DECLINE_CODES, declineErrorCode } from './declines.ts'

describe('decline codes', () => {
  it('maps a debit card asked for instalments to use a credit card', () => {
    expect(declineErrorCode('instalments_not_supported')).toBe('use_credit_card')
    expect(errorMessage('es-MX', declineErrorCode('instalments_not_supported'))).toContain(
      'usa una tarjeta de crédito',
    )
  })

  it('sends bank refusals to the bank and gateway errors to try later', () => {
    for (const code of ['card_declined', 'insufficient_funds', 'expired_card', 'stolen_card']) {
      expect(errorMessage('en', declineErrorCode(code))).toBe(
        'The attempted payment failed, contact your bank.',
      )
    }
    expect(errorMessage('en', declineErrorCode('processing_error'))).toBe(
      'The payment could not be set up, try again later.',
    )
  })

  it('fails unknown and authentication codes as a failed payment attempt', () => {
    expect(declineErrorCode('something_new')).toBe('payment_attempt_failed')
    expect(declineErrorCode('authentication_failed')).toBe('payment_attempt_failed')
    for (const code of DECLINE_CODES) expect(declineErrorCode(code)).toMatch(/^(payment_|use_)/)
  })

  it('sends a payment cancelled at a provider’s page to 002 §8’s redirect failure, in three locales', () => {
    expect(declineErrorCode('payment_canceled')).toBe('payment_redirect_failed')
    expect(errorMessage('es-MX', 'payment_redirect_failed')).toBe(
      'El intento de pago falló. Por favor, seleccione otra forma de pago o intente más tarde',
    )
    expect(errorMessage('es-AR', 'payment_redirect_failed')).toBe(
      'El intento de pago falló. Por favor, seleccioná otra forma de pago o intentá más tarde',
    )
    expect(errorMessage('en', 'payment_redirect_failed')).toBe(
      'The payment attempt failed. Please choose another payment method or try again later.',
    )
  })
})

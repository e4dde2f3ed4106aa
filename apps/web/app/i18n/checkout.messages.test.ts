import { LOCALES } from '@tianguis/core/locales'
import { describe, expect, it } from 'vitest'
import { CHECKOUT_ERROR_CODES, checkoutErrorKey } from './checkout.messages'
import { translate } from './translate'

describe('checkout messages (002 §8)', () => {
  it('word every checkout code in es-MX, es-AR and en', () => {
    for (const locale of LOCALES) {
      for (const code of CHECKOUT_ERROR_CODES) {
        const text = translate(locale, checkoutErrorKey(code))
        expect(text, `${locale} ${code}`).not.toMatch(/^checkout\./)
        expect(text.trim(), `${locale} ${code}`).not.toBe('')
      }
    }
  })

  it('use the spec’s own words for the card failure and the payment redirect failure', () => {
    expect(translate('es-MX', checkoutErrorKey('card_payment_failed'))).toBe(
      'El intento de pago falló y no fue posible completar la transacción.',
    )
    expect(translate('es-MX', checkoutErrorKey('payment_redirect_failed'))).toBe(
      'El intento de pago falló. Por favor, seleccione otra forma de pago o intente más tarde',
    )
    expect(translate('es-MX', 'checkout.expired')).toBe('El tiempo para completar la compra expiró.')
    expect(translate('en', checkoutErrorKey('checkout_expired'))).toBe(
      'The time to complete the purchase expired.',
    )
    expect(translate('en', checkoutErrorKey('email_taken'))).toBe(
      'The user already exists, try a different one.',
    )
  })

  it('read an unknown checkout code as ‘purchase cannot be made at the moment’', () => {
    expect(checkoutErrorKey('something_new')).toBe('checkout.error.purchase_unavailable')
    expect(translate('en', checkoutErrorKey('something_new'))).toMatch(
      /^The purchase cannot be made at the moment/,
    )
  })
})

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

  it('word every payment message of 002 §8 in es-MX, es-AR and en, the spec’s Spanish exactly', () => {
    const spanish = {
      payment_attempt_failed: 'El intento de pago falló.',
      payment_redirect_failed:
        'El intento de pago falló. Por favor, seleccione otra forma de pago o intente más tarde',
      card_payment_failed: 'El intento de pago falló y no fue posible completar la transacción.',
      generic: 'Ha ocurrido un error',
    }
    for (const locale of ['es-MX', 'es-AR'] as const) {
      for (const [code, text] of Object.entries(spanish)) {
        if (locale === 'es-AR' && code === 'payment_redirect_failed') continue
        expect(translate(locale, checkoutErrorKey(code)), `${locale} ${code}`).toBe(text)
      }
    }
    // es-AR says it in voseo, as its other messages and the API do.
    expect(translate('es-AR', checkoutErrorKey('payment_redirect_failed'))).toBe(
      'El intento de pago falló. Por favor, seleccioná otra forma de pago o intentá más tarde',
    )
    // 'payment setup failed, try again later' and 'attempted payment failed, contact your bank', under
    // the API's own codes too.
    expect(translate('es-MX', checkoutErrorKey('payment_setup_failed'))).toBe(
      'No fue posible preparar el pago. Inténtalo más tarde.',
    )
    expect(translate('es-AR', checkoutErrorKey('payment_setup_failed'))).toBe(
      'No fue posible preparar el pago. Intentá más tarde.',
    )
    expect(translate('es-MX', checkoutErrorKey('payment_failed_contact_bank'))).toBe(
      'El intento de pago falló. Comunícate con tu banco.',
    )
    expect(translate('es-AR', checkoutErrorKey('payment_failed_contact_bank'))).toBe(
      'El intento de pago falló. Comunicate con tu banco.',
    )
    const english = [
      'payment_attempt_failed',
      'payment_setup_failed',
      'payment_failed_contact_bank',
      'payment_redirect_failed',
      'card_payment_failed',
      'generic',
    ].map((code) => translate('en', checkoutErrorKey(code)))
    expect(english).toEqual([
      'The payment attempt failed.',
      'The payment could not be set up. Try again later.',
      'The attempted payment failed. Contact your bank.',
      'The payment attempt failed. Please choose another payment method or try again later.',
      'The payment attempt failed and the transaction could not be completed.',
      'An error occurred',
    ])
  })
})

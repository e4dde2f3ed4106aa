// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkoutOf, mountCheckout, reads } from '../../test-support/checkout-page'
import { click, textOf } from '../../test-support/dom'
import type { ToastOptions } from '../toasts/toast-types'
import type { PaymentChoice } from './page-checkout'

const toasts: ToastOptions[] = []
vi.mock('../toasts/toast', () => ({
  toast: (options: ToastOptions) => {
    toasts.push(options)
    return 'toast-1'
  },
}))

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('a failed payment (002 §4, §8)', () => {
  async function payByStore(answer: unknown, paymentTypes: PaymentChoice[] = ['store']) {
    toasts.length = 0
    const { container } = await mountCheckout(checkoutOf({ paymentTypes }), answer)
    if (paymentTypes[0] !== 'store') await click(container.querySelector('#payment-store')!)
    const pay = [...container.querySelectorAll('button')].find((b) => textOf(b) === 'Pagar $299.00')!
    await click(pay)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    return container
  }

  it('shows the spec’s 55 s toast for a failure without a code of its own and reads the checkout again', async () => {
    await payByStore({ failure: { code: 'payment_attempt_failed', message: 'x' }, payment: true })
    expect(toasts).toEqual([
      {
        title: 'Error',
        message: 'El intento de pago falló y no fue posible completar la transacción.',
        kind: 'error',
        durationMs: 55_000,
      },
    ])
    // The checkout is read again: a new attempt key and the card form cleared.
    expect(reads).toBe(2)
  })

  it('shows the failure’s own message in an ‘Error’ toast', async () => {
    await payByStore({
      failure: {
        code: 'payment_declined_contact_bank',
        message: 'El intento de pago falló. Comunícate con tu banco.',
      },
      payment: true,
    })
    expect(toasts).toEqual([
      { title: 'Error', message: 'El intento de pago falló. Comunícate con tu banco.', kind: 'error' },
    ])
    expect(reads).toBe(2)
  })

  it('shows ‘Ha ocurrido un error’ for a failure with a code and no words of its own', async () => {
    await payByStore({ failure: { code: 'processing_glitch', message: '' }, payment: true })
    expect(toasts).toEqual([{ title: 'Error', message: 'Ha ocurrido un error', kind: 'error' }])
    expect(reads).toBe(2)
  })

  it('shows a cancelled redirect’s message in an ‘Error’ toast and in the payment section', async () => {
    toasts.length = 0
    const message = 'El intento de pago falló. Por favor, seleccione otra forma de pago o intente más tarde'
    window.history.replaceState(null, '', '/demo/comprar?compra=chk_1&fallo=payment_redirect_failed')
    const { container } = await mountCheckout(checkoutOf({ paymentTypes: ['card', 'wallet'] }), undefined, {
      returned: { code: 'payment_redirect_failed', message },
    })
    expect(toasts).toEqual([{ title: 'Error', message, kind: 'error' }])
    const alert = container.querySelector('section[aria-labelledby="payment-title"] [role="alert"]')!
    expect(textOf(alert)).toBe(message)
    // The mark leaves the address, so a reload does not show it again.
    expect(window.location.search).toBe('?compra=chk_1')
  })

  it('passes the failure’s code to the card form, which opens anew with that field marked', async () => {
    await payByStore(
      {
        failure: {
          code: 'payment_failed_contact_bank',
          providerCode: 'expired_card',
          message: 'El intento de pago falló. Comunícate con tu banco.',
        },
        payment: true,
      },
      ['card', 'store'],
    )
    expect(toasts).toEqual([
      { title: 'Error', message: 'El intento de pago falló. Comunícate con tu banco.', kind: 'error' },
    ])
    const container = document.body
    await click(container.querySelector('#payment-card')!)
    await act(async () => {
      await vi.dynamicImportSettled()
    })
    const form = container.querySelector('[data-card-form]')!
    expect(form.getAttribute('data-failure-code')).toBe('payment_failed_contact_bank')
    expect(container.querySelector('#card-expiry')!.getAttribute('aria-invalid')).toBe('true')
    expect(container.querySelector('#card-number')!.hasAttribute('aria-invalid')).toBe(false)
    expect(textOf(container.querySelector('#card-expiry-error')!)).toBe('Escribe el vencimiento como MM/AA.')
  })
})

// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkoutOf, mountCheckout, reads } from '../../test-support/checkout-page'
import { click, textOf } from '../../test-support/dom'
import type { ToastOptions } from '../toasts/toast-types'

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
  async function payByStore(answer: unknown) {
    toasts.length = 0
    const { container } = await mountCheckout(checkoutOf({ paymentTypes: ['store'] }), answer)
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
})

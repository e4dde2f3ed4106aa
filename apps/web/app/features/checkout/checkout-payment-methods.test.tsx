// @vitest-environment jsdom
import { PAYMENT_TYPES } from '@tianguis/core/payments/methods'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkoutOf, mountCheckout, posted } from '../../test-support/checkout-page'
import { click, textOf } from '../../test-support/dom'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

/** Each method's radio: its label's text and its hint's, in the page's order. */
function methods(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLInputElement>('input[name="payment_type"]')].map((radio) => ({
    value: radio.value,
    label: textOf(container.querySelector(`label[for="${radio.id}"]`)!),
    hint: textOf(container.querySelector(`#${radio.getAttribute('aria-describedby')}`)!),
  }))
}

const payButton = (container: HTMLElement) => container.querySelector<HTMLButtonElement>('[data-pay-method]')

/** Every method of 002 §1 on the checkout page (decision 064). */
describe('the payment methods (002 §1, §4)', () => {
  it('lists every offered method with its name and a one-line hint, windows from core', async () => {
    const { container } = await mountCheckout(checkoutOf({ paymentTypes: [...PAYMENT_TYPES] }))
    expect(methods(container)).toEqual([
      {
        value: 'card',
        label: 'Tarjeta de crédito o débito',
        hint: 'Paga al momento; con tarjeta de crédito, también a meses sin intereses.',
      },
      {
        value: 'deposit',
        label: 'Transferencia bancaria (SPEI)',
        hint: 'Paga en la próxima hora con la referencia.',
      },
      {
        value: 'cash',
        label: 'Efectivo en farmacia o tienda de conveniencia',
        hint: 'Te damos una ficha para pagar en efectivo en farmacias y tiendas en las próximas 48 horas.',
      },
      {
        value: 'store',
        label: 'Pago en tienda',
        hint: 'Te damos una referencia para pagar en el mostrador de la tienda en las próximas 48 horas.',
      },
      {
        value: 'redirect',
        label: 'Pasarela de pago con tarjeta',
        hint: 'Pagas en la página segura del proveedor de pagos y vuelves aquí.',
      },
      {
        value: 'deferred',
        label: 'Paga después en quincenas o mensualidades',
        hint: 'Compra hoy y paga en plazos en la página del proveedor.',
      },
      {
        value: 'wallet',
        label: 'Billetera digital',
        hint: 'Pagas con tu billetera en su página y vuelves aquí.',
      },
      {
        value: 'crypto',
        label: 'Criptomonedas',
        hint: 'Te damos una dirección para enviar el monto exacto en los próximos 30 minutos.',
      },
    ])
  })

  it('words the methods in es-AR and en too', async () => {
    const types = ['deposit', 'wallet', 'crypto'] as const
    const ar = await mountCheckout(checkoutOf({ paymentTypes: [...types] }), undefined, { locale: 'es-AR' })
    expect(methods(ar.container).map((m) => [m.label, m.hint])).toEqual([
      ['Transferencia bancaria', 'Pagá en la próxima hora con la referencia.'],
      ['Billetera virtual', 'Pagás con tu billetera en su página y volvés acá.'],
      ['Criptomonedas', 'Te damos una dirección para enviar el monto exacto en los próximos 30 minutos.'],
    ])
    ar.unmount()
    const en = await mountCheckout(checkoutOf({ paymentTypes: [...types] }), undefined, { locale: 'en' })
    expect(methods(en.container).map((m) => m.label)).toEqual([
      'Bank transfer (SPEI)',
      'Digital wallet',
      'Cryptocurrency',
    ])
  })

  it('pays a reference method with the radio group’s form: the chosen type, the attempt key, the total', async () => {
    const { container } = await mountCheckout(checkoutOf({ paymentTypes: ['card', 'deposit', 'cash'] }))
    // The card is chosen first: its own form pays, the group's button is not there.
    expect(payButton(container)).toBeNull()
    await click(container.querySelector('#payment-deposit')!)
    const button = payButton(container)!
    expect(textOf(button)).toBe('Pagar $299.00')
    expect(container.querySelector('[data-card-form]')).toBeNull()
    await click(button)
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    expect(Object.fromEntries(posted[0]!)).toEqual({
      intent: 'pay',
      idempotency_key: 'attempt-key-1',
      expected_amount: '29900',
      expected_currency: 'MXN',
      payment_type: 'deposit',
    })
  })

  it('says a redirect method continues at the provider’s page, and posts its type', async () => {
    const { container } = await mountCheckout(checkoutOf({ paymentTypes: ['card', 'wallet'] }))
    await click(container.querySelector('#payment-wallet')!)
    const button = payButton(container)!
    expect(textOf(button)).toBe('Continuar al pago de $299.00')
    await click(button)
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]!.get('payment_type')).toBe('wallet')
  })

  it('keeps the pay button disabled while something is missing', async () => {
    const { container } = await mountCheckout(checkoutOf({ paymentTypes: ['cash'], address: null }))
    expect(payButton(container)!.disabled).toBe(true)
  })
})

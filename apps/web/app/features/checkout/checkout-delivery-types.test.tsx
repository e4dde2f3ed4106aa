// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { checkoutOf, mountCheckout, posted } from '../../test-support/checkout-page'
import { click, textOf } from '../../test-support/dom'
import { incompleteParts, type PageOrder } from './page-checkout'

/** The checkout page with the delivery types of decision 055 (002 §3, §4, §8). */
afterEach(() => {
  document.body.innerHTML = ''
})

const order = (overrides: Partial<PageOrder>): PageOrder => ({ ...checkoutOf().orders[0]!, ...overrides })
const OWN = {
  value: 'delivery|',
  type: 'delivery' as const,
  label: 'Entrega del vendedor',
  price: 'Fecha y costo por confirmar',
  days: null,
}

describe('the seller’s own delivery', () => {
  it('is offered with its date and cost to be confirmed, and says when it is paid', async () => {
    const { container } = await mountCheckout(
      checkoutOf({ orders: [order({ options: [...checkoutOf().orders[0]!.options!, OWN] })] }),
    )
    const text = textOf(container)
    expect(text).toContain('Entrega del vendedor · Fecha y costo por confirmar')
    expect(text).toContain('El vendedor confirmará la fecha y el costo de la entrega después del pedido')
  })

  it('once chosen for every order, places the order without a payment method', async () => {
    const checkout = checkoutOf({
      orders: [order({ delivery: 'delivery|', options: [OWN], shipping: null, shippingToConfirm: true })],
      placeOnly: true,
      payTotal: '$0.00',
      expected: { amount: 0, currency: 'MXN' },
    })
    expect(incompleteParts(checkout, null)).toEqual([])
    const { container } = await mountCheckout(checkout)
    const text = textOf(container)
    expect(text).toContain('Por confirmar con el vendedor')
    expect(text).toContain('No pagas ahora')
    expect(text).not.toContain('Tarjeta de crédito o débito')
    const place = [...container.querySelectorAll('button')].find((b) => textOf(b) === 'Realizar pedido')
    expect(place?.hasAttribute('disabled')).toBe(false)
    await click(place!)
    expect(Object.fromEntries(posted[0]!)).toEqual({ intent: 'place', idempotency_key: 'attempt-key-1' })
  })

  it('beside an order paid now, the pay button charges only what is due now', async () => {
    const { container } = await mountCheckout(
      checkoutOf({ laterOrders: true, payTotal: '$150.00', paymentTypes: ['store'] }),
    )
    expect(textOf(container)).toContain('Pagas ahora $150.00.')
    expect([...container.querySelectorAll('button')].some((b) => textOf(b) === 'Pagar $150.00')).toBe(true)
  })
})

describe('carriers and branches', () => {
  it('shows a carrier that could not quote beside the options that remain', async () => {
    const { container } = await mountCheckout(
      checkoutOf({
        orders: [
          order({
            unavailable: ['Envío por paquetería: No hay cotizaciones de paquetería para la dirección.'],
          }),
        ],
      }),
    )
    const status = [...container.querySelectorAll('[role="status"]')].map((node) => textOf(node))
    expect(status).toContain('Envío por paquetería: No hay cotizaciones de paquetería para la dirección.')
  })

  it('searches branches with a GET form that keeps the checkout', async () => {
    const branchOption = {
      value: 'to_branch|rate_b',
      type: 'to_branch' as const,
      label: 'Envío a sucursal',
      price: '$79.00',
      days: 5,
    }
    const { container } = await mountCheckout(
      checkoutOf({
        orders: [
          order({
            delivery: 'to_branch|rate_b',
            branchId: 'br_1',
            options: [branchOption],
            offersBranches: true,
            branches: [{ id: 'br_1', label: 'Sucursal Zapopan — Av. Patria 1200, Zapopan' }],
          }),
        ],
        branchQuery: 'zapopan',
      }),
    )
    const search = container.querySelector('form[role="search"]') as HTMLFormElement
    expect(search.method).toBe('get')
    expect((search.querySelector('input[name="sucursal"]') as HTMLInputElement).value).toBe('zapopan')
    expect((search.querySelector('input[name="compra"]') as HTMLInputElement).value).toBe('chk_1')
  })
})

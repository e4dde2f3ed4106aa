// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkoutOf, mountCheckout, posted } from '../../test-support/checkout-page'
import { click, textOf } from '../../test-support/dom'
import { incompleteParts } from './page-checkout'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('incomplete fields and the pay button (002 §5)', () => {
  it('marks the missing contact, address and delivery red and keeps the pay button disabled', async () => {
    const checkout = checkoutOf({
      contact: { email: '', phone: '' },
      address: null,
      orders: [{ ...checkoutOf().orders[0]!, delivery: null, options: null, shipping: null }],
    })
    expect(incompleteParts(checkout, 'store')).toEqual(['contact', 'address', 'delivery:usr_s'])
    const { container } = await mountCheckout({ ...checkout, paymentTypes: ['store'] })
    const incomplete = [...container.querySelectorAll('section[data-incomplete]')].map(
      (section) => section.querySelector('h2')?.textContent,
    )
    expect(incomplete).toEqual(['Contacto', 'Dirección de entrega', 'Método de entrega'])
    expect(container.querySelector('#checkout-email')?.getAttribute('class')).toContain('border-red-700')
    expect(textOf(container)).toContain('Completa los campos marcados en rojo para poder pagar.')
    const pay = [...container.querySelectorAll('button')].find((b) => textOf(b) === 'Pagar $299.00')
    expect(pay?.hasAttribute('disabled')).toBe(true)
  })

  it('enables the pay button once everything is filled in', async () => {
    const { container } = await mountCheckout(checkoutOf({ paymentTypes: ['store'] }))
    expect(container.querySelector('section[data-incomplete]')).toBeNull()
    const pay = [...container.querySelectorAll('button')].find((b) => textOf(b) === 'Pagar $299.00')
    expect(pay?.hasAttribute('disabled')).toBe(false)
    await click(pay!)
    expect(posted).toHaveLength(1)
    expect(Object.fromEntries(posted[0]!)).toMatchObject({
      intent: 'pay',
      payment_type: 'store',
      idempotency_key: 'attempt-key-1',
      expected_amount: '29900',
      expected_currency: 'MXN',
    })
  })

  it('marks a to_branch delivery without a branch as incomplete', () => {
    const order = { ...checkoutOf().orders[0]!, delivery: 'to_branch|rate_b', branchId: null }
    expect(incompleteParts(checkoutOf({ orders: [order] }), 'card')).toEqual(['delivery:usr_s'])
    expect(incompleteParts(checkoutOf({ orders: [{ ...order, branchId: 'br_1' }] }), 'card')).toEqual([])
  })
})

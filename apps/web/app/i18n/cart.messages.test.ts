import { adjustForPurchase } from '@tianguis/core/cart/adjust'
import { CART_CODES, PURCHASE_ORDER_WARNING } from '@tianguis/core/cart/codes'
import { incrementQuantity, parseQuantityInput } from '@tianguis/core/cart/quantity'
import { LOCALES } from '@tianguis/core/locales'
import { errorMessage } from '@tianguis/core/messages'
import { describe, expect, it } from 'vitest'
import { cartMessageKey } from './cart.messages'
import { translate } from './translate'

const onStock = (available: number, max_purchase_amount: number | null = null) => ({
  disabled: false,
  stock_type: 'onstock' as const,
  available,
  max_purchase_amount,
})

describe('cart messages (002 §8)', () => {
  it('word every cart code and the warnings’ title in es-MX, es-AR and en', () => {
    for (const locale of LOCALES) {
      for (const code of [...CART_CODES, PURCHASE_ORDER_WARNING]) {
        const text = translate(locale, cartMessageKey(code))
        expect(text, `${locale} ${code}`).not.toMatch(/^cart\./)
        expect(text.trim(), `${locale} ${code}`).not.toBe('')
      }
    }
  })

  it("use the spec's words in English", () => {
    expect(translate('en', 'cart.purchase_order_warning')).toBe('Purchase order warning')
    expect(translate('en', 'cart.quantity_exceeded')).toMatch(/^Quantity exceeded/)
    expect(translate('en', 'cart.purchase_amount_exceeded')).toMatch(/^Purchase amount exceeded/)
    expect(translate('en', 'cart.not_enough_stock_to_increment')).toBe('Not enough stock to increment.')
    expect(translate('en', 'cart.insufficient_stock')).toMatch(/^Insufficient stock/)
    expect(translate('en', 'cart.unavailable_for_sale')).toBe('Product temporarily unavailable for sale.')
    expect(translate('en', 'cart.out_of_stock')).toBe('Product out of stock.')
  })

  it('say unavailable for sale and out of stock with the API’s own words', () => {
    for (const locale of LOCALES) {
      for (const code of ['unavailable_for_sale', 'out_of_stock'] as const) {
        expect(translate(locale, cartMessageKey(code))).toBe(errorMessage(locale, code))
      }
    }
  })

  it('show the numbers the rules answer: the maximum, the units available, the new quantity', () => {
    const typed = parseQuantityInput('9', onStock(10, 3))
    const increment = incrementQuantity(4, onStock(4))
    const adjusted = adjustForPurchase([{ id: 'l1', quantity: 7, ...onStock(2) }]).warnings[0]
    if (typed.kind !== 'set' || !typed.warning || increment.kind !== 'refused' || !adjusted) {
      throw new Error('the rules answered no warning')
    }
    expect(translate('es-MX', cartMessageKey(typed.warning.code), typed.warning.params)).toBe(
      'Cantidad de compra excedida: el máximo es 3 por compra.',
    )
    expect(translate('en', cartMessageKey(typed.warning.code), typed.warning.params)).toBe(
      'Purchase amount exceeded: at most 3 per purchase.',
    )
    expect(translate('es-AR', cartMessageKey(increment.warning.code), increment.warning.params)).toBe(
      'No hay stock suficiente para aumentar la cantidad.',
    )
    expect(translate('es-MX', cartMessageKey(adjusted.code), adjusted.params)).toBe(
      'No hay existencias suficientes: la cantidad cambió a 2.',
    )
    const exceeded = parseQuantityInput('9', onStock(5))
    if (exceeded.kind !== 'set' || !exceeded.warning) throw new Error('no quantity exceeded warning')
    expect(translate('en', cartMessageKey(exceeded.warning.code), exceeded.warning.params)).toBe(
      'Quantity exceeded. Available: 5.',
    )
  })
})

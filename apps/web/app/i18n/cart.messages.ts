/**
 * The cart's quantity and availability warnings (002 §5, §8), one per code of
 * `@tianguis/core/cart/codes`, and the title they are shown under, in every locale. es-MX.ts,
 * es-AR.ts and en.ts spread them in. The rules answer `{ code, params }`; `cartMessageKey(code)`
 * names the message and `params` fill it (`{available}`, `{max}`, `{quantity}`).
 */
import type { CartCode, PURCHASE_ORDER_WARNING } from '@tianguis/core/cart/codes'

type CartMessageKey = `cart.${CartCode | typeof PURCHASE_ORDER_WARNING}`

export const cartEsMX = {
  'cart.purchase_order_warning': 'Advertencia de la orden de compra',
  'cart.quantity_exceeded': 'Cantidad excedida. Disponibles: {available}.',
  'cart.purchase_amount_exceeded': 'Cantidad de compra excedida: el máximo es {max} por compra.',
  'cart.not_enough_stock_to_increment': 'No hay existencias suficientes para aumentar la cantidad.',
  'cart.insufficient_stock': 'No hay existencias suficientes: la cantidad cambió a {quantity}.',
  // The same words as the API's errors of these codes (packages/core/src/messages.ts).
  'cart.unavailable_for_sale': 'Producto temporalmente no disponible para la venta.',
  'cart.out_of_stock': 'Producto agotado.',
} satisfies Record<CartMessageKey, string>

type CartMessages = Record<keyof typeof cartEsMX, string>

export const cartEsAR: CartMessages = {
  ...cartEsMX,
  'cart.not_enough_stock_to_increment': 'No hay stock suficiente para aumentar la cantidad.',
  'cart.insufficient_stock': 'No hay stock suficiente: la cantidad cambió a {quantity}.',
  'cart.out_of_stock': 'Producto sin stock.',
}

export const cartEn: CartMessages = {
  'cart.purchase_order_warning': 'Purchase order warning',
  'cart.quantity_exceeded': 'Quantity exceeded. Available: {available}.',
  'cart.purchase_amount_exceeded': 'Purchase amount exceeded: at most {max} per purchase.',
  'cart.not_enough_stock_to_increment': 'Not enough stock to increment.',
  'cart.insufficient_stock': 'Insufficient stock: the quantity was changed to {quantity}.',
  'cart.unavailable_for_sale': 'Product temporarily unavailable for sale.',
  'cart.out_of_stock': 'Product out of stock.',
}

/** The message of a cart code, or of the warnings' title. */
export function cartMessageKey(code: CartCode | typeof PURCHASE_ORDER_WARNING): CartMessageKey {
  return `cart.${code}`
}

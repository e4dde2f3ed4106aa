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
  // The drawer and the cart page (002 §2, §4; decision 044).
  'cart.title': 'Carrito de compras',
  'cart.open': 'Abrir el carrito',
  'cart.close': 'Cerrar el carrito',
  'cart.loading': 'Cargando tu carrito…',
  'cart.loadError': 'No se pudo cargar tu carrito. Inténtalo más tarde.',
  'cart.retry': 'Reintentar',
  'cart.empty': 'Tu carrito está vacío.',
  'cart.keepBuying': 'Seguir comprando',
  'cart.soldBy': 'Vendido por {name}',
  'cart.dssupplier': 'Distribuido por {name}',
  'cart.unitPrice': '{price} c/u',
  'cart.quantity': 'Cantidad de {name}',
  'cart.decrease': 'Quitar uno de {name}',
  'cart.increase': 'Agregar uno de {name}',
  'cart.update': 'Actualizar la cantidad de {name}',
  'cart.remove': 'Eliminar',
  'cart.removeItem': 'Eliminar {name} del carrito',
  'cart.subtotal': 'Subtotal',
  'cart.pay': 'Pagar',
  'cart.paying': 'Preparando tu compra…',
  'cart.purchaseUnavailable':
    'La compra no se puede realizar en este momento: al vendedor le falta configuración. Inténtalo más tarde.',
  'cart.share': 'Compartir carrito',
  'cart.copyLink': 'Copiar enlace del carrito',
  'cart.linkCopied': 'Enlace del carrito copiado',
  'cart.shareError': 'No se pudo compartir el carrito. Inténtalo más tarde.',
  'cart.myPurchases': 'Mis compras',
  'cart.addError': 'Error al agregar al carrito',
  'cart.addErrorText': 'No se puede agregar en este momento, inténtalo más tarde.',
  'cart.updateError': 'Error al actualizar la cantidad',
  'cart.noScript':
    'Tu carrito se guarda en este navegador: activa JavaScript para verlo o inicia sesión para guardarlo en tu cuenta.',
  'cart.login': 'Iniciar sesión',
  'cart.sharedTitle': 'Te compartieron un carrito',
  'cart.copyShared': 'Agregar sus productos a mi carrito',
  'cart.sharedSignIn': 'Inicia sesión para agregar a tu carrito los productos del carrito compartido.',
  'cart.sharedLink': 'Enlace para compartir tu carrito:',
} satisfies Record<CartMessageKey, string> & Record<`cart.${string}`, string>

type CartMessages = Record<keyof typeof cartEsMX, string>

export const cartEsAR: CartMessages = {
  ...cartEsMX,
  'cart.not_enough_stock_to_increment': 'No hay stock suficiente para aumentar la cantidad.',
  'cart.insufficient_stock': 'No hay stock suficiente: la cantidad cambió a {quantity}.',
  'cart.out_of_stock': 'Producto sin stock.',
  'cart.loadError': 'No se pudo cargar tu carrito. Intentá más tarde.',
  'cart.keepBuying': 'Seguir comprando',
  'cart.purchaseUnavailable':
    'La compra no se puede realizar en este momento: al vendedor le falta configuración. Intentá más tarde.',
  'cart.shareError': 'No se pudo compartir el carrito. Intentá más tarde.',
  'cart.addErrorText': 'No se puede agregar en este momento, intentá más tarde.',
  'cart.noScript':
    'Tu carrito se guarda en este navegador: activá JavaScript para verlo o iniciá sesión para guardarlo en tu cuenta.',
  'cart.unitPrice': '{price} c/u',
  'cart.sharedSignIn': 'Iniciá sesión para agregar a tu carrito los productos del carrito compartido.',
}

export const cartEn: CartMessages = {
  'cart.purchase_order_warning': 'Purchase order warning',
  'cart.quantity_exceeded': 'Quantity exceeded. Available: {available}.',
  'cart.purchase_amount_exceeded': 'Purchase amount exceeded: at most {max} per purchase.',
  'cart.not_enough_stock_to_increment': 'Not enough stock to increment.',
  'cart.insufficient_stock': 'Insufficient stock: the quantity was changed to {quantity}.',
  'cart.unavailable_for_sale': 'Product temporarily unavailable for sale.',
  'cart.out_of_stock': 'Product out of stock.',
  'cart.title': 'Shopping cart',
  'cart.open': 'Open the cart',
  'cart.close': 'Close the cart',
  'cart.loading': 'Loading your cart…',
  'cart.loadError': 'Your cart could not be loaded. Try again later.',
  'cart.retry': 'Try again',
  'cart.empty': 'Your cart is empty.',
  'cart.keepBuying': 'Keep buying',
  'cart.soldBy': 'Sold by {name}',
  'cart.dssupplier': 'Distributed by {name}',
  'cart.unitPrice': '{price} each',
  'cart.quantity': 'Quantity of {name}',
  'cart.decrease': 'One less {name}',
  'cart.increase': 'One more {name}',
  'cart.update': 'Update the quantity of {name}',
  'cart.remove': 'Delete',
  'cart.removeItem': 'Delete {name} from the cart',
  'cart.subtotal': 'Subtotal',
  'cart.pay': 'Pay',
  'cart.paying': 'Preparing your purchase…',
  'cart.purchaseUnavailable':
    'The purchase cannot be made at the moment: the seller has not finished setting up. Try again later.',
  'cart.share': 'Share cart',
  'cart.copyLink': 'Copy cart link',
  'cart.linkCopied': 'Cart link copied',
  'cart.shareError': 'The cart could not be shared. Try again later.',
  'cart.myPurchases': 'My purchases',
  'cart.addError': 'Error adding to cart',
  'cart.addErrorText': 'It cannot be added now, try again later.',
  'cart.updateError': 'Error updating quantity',
  'cart.noScript':
    'Your cart is kept in this browser: turn on JavaScript to see it, or sign in to keep it in your account.',
  'cart.login': 'Sign in',
  'cart.sharedTitle': 'A cart was shared with you',
  'cart.copyShared': 'Add its products to my cart',
  'cart.sharedSignIn': 'Sign in to add the shared cart’s products to your cart.',
  'cart.sharedLink': 'Link to share your cart:',
}

/** The message of a cart code, or of the warnings' title. */
export function cartMessageKey(code: CartCode | typeof PURCHASE_ORDER_WARNING): CartMessageKey {
  return `cart.${code}`
}

/**
 * The cart's messages by locale, for the drawer: its code loads on demand (decision 044), so its
 * texts come with it rather than with every page's loader data.
 */
export const CART_MESSAGES = { 'es-MX': cartEsMX, 'es-AR': cartEsAR, en: cartEn } as const

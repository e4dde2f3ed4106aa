/**
 * The public shared checkout (002 §4 "public shared checkout … public_slug"; decision 054): the
 * page a shared link opens and the checkout page's share section. es-MX.ts, es-AR.ts and en.ts
 * spread them in.
 */
export const sharedCheckoutEsMX = {
  'sharedCheckout.title': 'Compra compartida',
  'sharedCheckout.description':
    'Te compartieron una compra en {shop}: revisa sus artículos con los precios de hoy y cómprala.',
  'sharedCheckout.intro':
    'Alguien preparó esta compra en {shop} y te la compartió. Los precios y las existencias son los de hoy.',
  'sharedCheckout.expires': 'El enlace vence el {date}.',
  'sharedCheckout.priceChanged': 'Algunos precios cambiaron desde que se compartió esta compra:',
  'sharedCheckout.priceChange': '{name}: antes {was}, ahora {now}',
  'sharedCheckout.gone': 'Estos artículos ya no se venden en esta tienda y no se incluirán:',
  'sharedCheckout.goneLine': '{name} ({quantity})',
  'sharedCheckout.soldBy': 'Vendido por {name}',
  'sharedCheckout.quantity': 'Cantidad: {quantity}',
  'sharedCheckout.unitPrice': '{price} c/u',
  'sharedCheckout.unavailable.out_of_stock': 'Agotado: no se incluirá en tu compra.',
  'sharedCheckout.unavailable.unavailable_for_sale': 'No disponible por ahora: no se incluirá en tu compra.',
  'sharedCheckout.notConfigured':
    'Este vendedor no puede vender en este momento: sus artículos no se incluirán en tu compra.',
  'sharedCheckout.total': 'Total de los artículos',
  'sharedCheckout.shippingLater': 'El envío y la forma de pago se eligen al comprar.',
  'sharedCheckout.buy': 'Comprar estos artículos',
  'sharedCheckout.buyAsGuest': 'Comprar como invitado',
  'sharedCheckout.haveAccount': '¿Ya tienes cuenta?',
  'sharedCheckout.login': 'Inicia sesión',
  'sharedCheckout.nothingToBuy': 'Ninguno de estos artículos se puede comprar ahora.',
  'sharedCheckout.notFoundTitle': 'Enlace de compra no encontrado',
  'sharedCheckout.notFoundText':
    'Este enlace de compra no existe o ya venció. Puedes ver lo que vende la tienda.',
  'sharedCheckout.backToShop': 'Ir a la tienda',
  'sharedCheckout.unavailableTitle': 'No se pudo abrir la compra compartida',
  // The checkout page's share section (registered customers).
  'sharedCheckout.share.title': 'Compartir esta compra',
  'sharedCheckout.share.intro':
    'Crea un enlace para que otra persona vea estos artículos y los compre. El enlace no incluye tus datos.',
  'sharedCheckout.share.create': 'Crear enlace para compartir',
  'sharedCheckout.share.link': 'Enlace de esta compra',
  'sharedCheckout.share.copy': 'Copiar enlace',
  'sharedCheckout.share.copied': 'Enlace copiado',
  'sharedCheckout.share.copyFailed': 'No se pudo copiar: selecciona el enlace y cópialo.',
  'sharedCheckout.share.expires': 'Vence el {date}.',
}

type SharedCheckoutMessages = Record<keyof typeof sharedCheckoutEsMX, string>

export const sharedCheckoutEsAR: SharedCheckoutMessages = {
  ...sharedCheckoutEsMX,
  'sharedCheckout.description':
    'Te compartieron una compra en {shop}: revisá sus artículos con los precios de hoy y comprala.',
  'sharedCheckout.intro':
    'Alguien preparó esta compra en {shop} y te la compartió. Los precios y el stock son los de hoy.',
  'sharedCheckout.unavailable.out_of_stock': 'Sin stock: no se incluirá en tu compra.',
  'sharedCheckout.haveAccount': '¿Ya tenés cuenta?',
  'sharedCheckout.login': 'Iniciá sesión',
  'sharedCheckout.notFoundText':
    'Este enlace de compra no existe o ya venció. Podés ver lo que vende la tienda.',
  'sharedCheckout.share.copyFailed': 'No se pudo copiar: seleccioná el enlace y copialo.',
}

export const sharedCheckoutEn: SharedCheckoutMessages = {
  'sharedCheckout.title': 'Shared purchase',
  'sharedCheckout.description':
    'Someone shared a purchase at {shop} with you: see its items at today’s prices and buy them.',
  'sharedCheckout.intro':
    'Someone prepared this purchase at {shop} and shared it with you. Prices and stock are today’s.',
  'sharedCheckout.expires': 'The link expires on {date}.',
  'sharedCheckout.priceChanged': 'Some prices changed since this purchase was shared:',
  'sharedCheckout.priceChange': '{name}: was {was}, now {now}',
  'sharedCheckout.gone': 'These items are no longer sold in this shop and will be left out:',
  'sharedCheckout.goneLine': '{name} ({quantity})',
  'sharedCheckout.soldBy': 'Sold by {name}',
  'sharedCheckout.quantity': 'Quantity: {quantity}',
  'sharedCheckout.unitPrice': '{price} each',
  'sharedCheckout.unavailable.out_of_stock': 'Out of stock: it will be left out of your purchase.',
  'sharedCheckout.unavailable.unavailable_for_sale':
    'Unavailable for now: it will be left out of your purchase.',
  'sharedCheckout.notConfigured':
    'This seller cannot sell at the moment: their items will be left out of your purchase.',
  'sharedCheckout.total': 'Items total',
  'sharedCheckout.shippingLater': 'Delivery and payment are chosen when you buy.',
  'sharedCheckout.buy': 'Buy these items',
  'sharedCheckout.buyAsGuest': 'Buy as a guest',
  'sharedCheckout.haveAccount': 'Already have an account?',
  'sharedCheckout.login': 'Sign in',
  'sharedCheckout.nothingToBuy': 'None of these items can be bought right now.',
  'sharedCheckout.notFoundTitle': 'Purchase link not found',
  'sharedCheckout.notFoundText':
    'This purchase link does not exist or has expired. You can see what the shop sells.',
  'sharedCheckout.backToShop': 'Go to the shop',
  'sharedCheckout.unavailableTitle': 'The shared purchase could not be opened',
  'sharedCheckout.share.title': 'Share this purchase',
  'sharedCheckout.share.intro':
    'Create a link so someone else can see these items and buy them. The link carries none of your details.',
  'sharedCheckout.share.create': 'Create a link to share',
  'sharedCheckout.share.link': 'Link to this purchase',
  'sharedCheckout.share.copy': 'Copy link',
  'sharedCheckout.share.copied': 'Link copied',
  'sharedCheckout.share.copyFailed': 'Could not copy: select the link and copy it.',
  'sharedCheckout.share.expires': 'Expires on {date}.',
}

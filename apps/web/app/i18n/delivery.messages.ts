/**
 * The checkout's texts for the delivery types of decision 055: the seller's own delivery whose
 * date and cost are confirmed after the order, the carriers that could not quote, the branch
 * search, placing an order without paying, and the paid page's state of such an order. Spread
 * into es-MX.ts, es-AR.ts and en.ts after the checkout's own (they share the `checkout` prefix).
 */

export const deliveryEsMX = {
  'checkout.delivery.toConfirm': 'Fecha y costo por confirmar',
  'checkout.delivery.toConfirmHint':
    'El vendedor confirmará la fecha y el costo de la entrega después del pedido; pagas cuando los aceptes.',
  'checkout.delivery.unavailable': '{types}: {message}',
  'checkout.delivery.couriers': 'Elige la paquetería',
  'checkout.delivery.branchSearch': 'Buscar sucursal por nombre, calle o ciudad',
  'checkout.delivery.branchSearchButton': 'Buscar',
  'checkout.delivery.branchNone': 'No encontramos sucursales con esa búsqueda.',
  'checkout.summary.shippingToConfirm': 'Por confirmar con el vendedor',
  'checkout.payment.later':
    'Pagas ahora {total}. Los pedidos con entrega del vendedor se pagan cuando él confirme la fecha y el costo.',
  'checkout.payment.placeHint':
    'No pagas ahora: el vendedor confirmará la fecha y el costo de la entrega y pagarás cuando los aceptes.',
  'checkout.place': 'Realizar pedido',
  'checkout.placing': 'Realizando el pedido…',
  'checkout.paid.placedTitle': '¡Pedido realizado!',
  'checkout.paid.delivery': 'Entrega: {type}',
  'checkout.paid.awaitingConfirmation':
    'Esperando que el vendedor confirme la fecha y el costo de entrega. Te avisaremos por correo para que los confirmes y pagues.',
  'checkout.paid.itemsToConfirm': 'Productos: {total} · envío por confirmar',
} satisfies Record<string, string>

type DeliveryMessages = Record<keyof typeof deliveryEsMX, string>

export const deliveryEsAR: DeliveryMessages = {
  ...deliveryEsMX,
  'checkout.delivery.toConfirmHint':
    'El vendedor va a confirmar la fecha y el costo de la entrega después del pedido; pagás cuando los aceptes.',
  'checkout.delivery.couriers': 'Elegí el correo',
  'checkout.payment.later':
    'Pagás ahora {total}. Los pedidos con entrega del vendedor se pagan cuando confirme la fecha y el costo.',
  'checkout.payment.placeHint':
    'No pagás ahora: el vendedor va a confirmar la fecha y el costo de la entrega y vas a pagar cuando los aceptes.',
  'checkout.place': 'Hacer el pedido',
  'checkout.placing': 'Haciendo el pedido…',
  'checkout.paid.awaitingConfirmation':
    'Esperando que el vendedor confirme la fecha y el costo de entrega. Te vamos a avisar por correo para que los confirmes y pagues.',
}

export const deliveryEn: DeliveryMessages = {
  'checkout.delivery.toConfirm': 'Date and cost to be confirmed',
  'checkout.delivery.toConfirmHint':
    'The seller confirms the delivery date and cost after the order; you pay once you accept them.',
  'checkout.delivery.unavailable': '{types}: {message}',
  'checkout.delivery.couriers': 'Choose the courier',
  'checkout.delivery.branchSearch': 'Search branches by name, street or city',
  'checkout.delivery.branchSearchButton': 'Search',
  'checkout.delivery.branchNone': 'No branch matches that search.',
  'checkout.summary.shippingToConfirm': 'To be confirmed by the seller',
  'checkout.payment.later':
    'You pay {total} now. Orders delivered by their seller are paid once the seller confirms the date and cost.',
  'checkout.payment.placeHint':
    'You pay nothing now: the seller confirms the delivery date and cost, and you pay once you accept them.',
  'checkout.place': 'Place order',
  'checkout.placing': 'Placing the order…',
  'checkout.paid.placedTitle': 'Your order was placed!',
  'checkout.paid.delivery': 'Delivery: {type}',
  'checkout.paid.awaitingConfirmation':
    'Waiting for the seller to confirm the delivery date and cost. We will email you so you can confirm them and pay.',
  'checkout.paid.itemsToConfirm': 'Items: {total} · delivery to be confirmed',
}

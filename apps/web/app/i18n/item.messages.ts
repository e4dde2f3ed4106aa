/**
 * Messages of an item's detail page (001 §2, §8 return-policy texts), in every locale.
 * es-MX.ts, es-AR.ts and en.ts spread them in.
 */
export const itemEsMX = {
  'item.gallery': 'Fotos de {name}',
  'item.photo': 'Foto {n} de {total}',
  'item.showPhoto': 'Ver la foto {n}',
  'item.preview.unpublished': 'No publicado: solo tú ves esta página.',
  'item.preview.hidden': 'Oculto: solo tú ves esta página.',
  'item.supplier': 'Vendido por {name}',
  'item.details': 'Características',
  'item.description': 'Descripción',
  'item.tags': 'Etiquetas',
  'item.stock.onDemand': 'Sobre pedido',
  'item.stock.available': 'Disponible',
  'item.experience.date': 'Fecha del evento',
  'item.experience.places': 'Lugares disponibles: {count}',
  'item.experience.concluded': 'Esta experiencia ya concluyó.',
  'item.quantity': 'Cantidad',
  'item.maxPurchase': 'Máximo {count} por compra',
  'item.addToCart': 'Agregar al carrito',
  'item.cartSoon': 'Muy pronto podrás comprar desde aquí: el carrito todavía no está disponible.',
  'item.returns.title': 'Devoluciones',
  'item.returns.disallowed': 'Este artículo no acepta devoluciones.',
  'item.returns.window': 'Tienes hasta 72 horas después de recibir tu pedido para iniciar una devolución.',
  'item.returns.fees.customer_all': 'El costo de la devolución corre por cuenta del cliente.',
  'item.returns.fees.free': 'La devolución es gratuita.',
  'item.returns.fees.customer_feed': 'El cliente paga el envío de la devolución.',
  'item.returns.fees.original_fees': 'Se descuenta del reembolso el costo del envío original.',
  'item.returns.fees.restocking_fees': 'Se cobra una cuota de reposición de {amount}.',
  'item.returns.label.inbox': 'Te enviamos la guía de envío por correo.',
  'item.returns.label.download': 'Descargas la guía de envío desde tu compra.',
  'item.returns.conditions':
    'El producto no debe mostrar mal uso, debe incluir sus accesorios, manuales y etiquetas, y los equipos electrónicos no deben estar bloqueados.',
  'item.notFound': 'Producto, servicio o experiencia no encontrado',
}

type ItemMessages = Record<keyof typeof itemEsMX, string>

export const itemEsAR: ItemMessages = {
  ...itemEsMX,
  'item.preview.unpublished': 'No publicado: solo vos ves esta página.',
  'item.preview.hidden': 'Oculto: solo vos ves esta página.',
  'item.experience.concluded': 'Esta experiencia ya terminó.',
  'item.cartSoon': 'Muy pronto vas a poder comprar desde acá: el carrito todavía no está disponible.',
  'item.returns.window': 'Tenés hasta 72 horas después de recibir tu pedido para iniciar una devolución.',
  'item.returns.label.inbox': 'Te mandamos la etiqueta de envío por correo.',
  'item.returns.label.download': 'Descargás la etiqueta de envío desde tu compra.',
}

export const itemEn: ItemMessages = {
  'item.gallery': 'Photos of {name}',
  'item.photo': 'Photo {n} of {total}',
  'item.showPhoto': 'Show photo {n}',
  'item.preview.unpublished': 'Unpublished: only you can see this page.',
  'item.preview.hidden': 'Hidden: only you can see this page.',
  'item.supplier': 'Sold by {name}',
  'item.details': 'Details',
  'item.description': 'Description',
  'item.tags': 'Tags',
  'item.stock.onDemand': 'Made to order',
  'item.stock.available': 'Available',
  'item.experience.date': 'Event date',
  'item.experience.places': 'Places left: {count}',
  'item.experience.concluded': 'This experience has ended.',
  'item.quantity': 'Quantity',
  'item.maxPurchase': 'At most {count} per purchase',
  'item.addToCart': 'Add to cart',
  'item.cartSoon': 'Buying from here is coming soon: the cart is not available yet.',
  'item.returns.title': 'Returns',
  'item.returns.disallowed': 'This item cannot be returned.',
  'item.returns.window': 'You have up to 72 hours after receiving your order to start a return.',
  'item.returns.fees.customer_all': 'The customer pays the cost of the return.',
  'item.returns.fees.free': 'Returns are free.',
  'item.returns.fees.customer_feed': 'The customer pays the return shipping.',
  'item.returns.fees.original_fees': 'The original shipping cost is deducted from the refund.',
  'item.returns.fees.restocking_fees': 'A restocking fee of {amount} applies.',
  'item.returns.label.inbox': 'We email you the shipping label.',
  'item.returns.label.download': 'You download the shipping label from your purchase.',
  'item.returns.conditions':
    'The product must show no misuse and come with its accessories, manuals and labels; electronics must not be locked.',
  'item.notFound': 'Product, service or experience not found',
}

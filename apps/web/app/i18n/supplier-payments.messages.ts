/**
 * Messages of the supplier's payment methods page (/apps/me/payment-types; decision 060), in every
 * locale. es-MX.ts, es-AR.ts and en.ts spread them in; every key starts with `supplierPayments.`.
 */
export const supplierPaymentsEsMX = {
  'supplierPayments.link': 'Formas de pago',
  'supplierPayments.title': 'Formas de pago',
  'supplierPayments.intro':
    'Elige cómo pueden pagarte tus clientes. Cada compra ofrece las formas de pago que aceptan todos sus vendedores; las compras ya empezadas conservan las de su inicio.',
  'supplierPayments.legend': 'Formas de pago que aceptas',
  'supplierPayments.type.card': 'Tarjeta de crédito o débito',
  'supplierPayments.type.cardHint': 'Con meses sin intereses en tarjetas de crédito.',
  'supplierPayments.type.deposit': 'Transferencia bancaria',
  'supplierPayments.type.depositHint': 'Con una referencia y una cuenta CLABE; se paga en una hora.',
  'supplierPayments.type.cash': 'Efectivo en farmacia o tienda de conveniencia',
  'supplierPayments.type.cashHint': 'Con una ficha que el cliente imprime o muestra; vence en 48 horas.',
  'supplierPayments.type.store': 'Pago en tienda',
  'supplierPayments.type.storeHint': 'Con una referencia, en el mostrador de tu tienda.',
  'supplierPayments.type.redirect': 'Pago en la página de un proveedor de pagos',
  'supplierPayments.type.redirectHint': 'El cliente paga con tarjeta en la página del proveedor y vuelve.',
  'supplierPayments.type.deferred': 'Compra ahora y paga después',
  'supplierPayments.type.deferredHint': 'El cliente paga a plazos con un proveedor de crédito.',
  'supplierPayments.type.wallet': 'Billetera de pagos',
  'supplierPayments.type.walletHint': 'El cliente paga con el saldo de su billetera electrónica.',
  'supplierPayments.type.crypto': 'Criptomonedas',
  'supplierPayments.type.cryptoHint': 'A una dirección, en una red y por un monto que vencen en 30 minutos.',
  'supplierPayments.unavailable': 'Todavía no disponible aquí: se ofrecerá cuando lo esté.',
  'supplierPayments.save': 'Guardar',
  'supplierPayments.saving': 'Guardando…',
  'supplierPayments.saved': 'Se guardaron tus formas de pago.',
  'supplierPayments.noneChosen': 'Elige al menos una forma de pago.',
  'supplierPayments.back': 'Volver a mis productos',
} as const

type SupplierPaymentsMessages = Record<keyof typeof supplierPaymentsEsMX, string>

export const supplierPaymentsEsAR: SupplierPaymentsMessages = {
  ...supplierPaymentsEsMX,
  'supplierPayments.intro':
    'Elegí cómo pueden pagarte tus clientes. Cada compra ofrece las formas de pago que aceptan todos sus vendedores; las compras ya empezadas conservan las de su inicio.',
  'supplierPayments.type.cardHint': 'Con cuotas sin interés en tarjetas de crédito.',
  'supplierPayments.type.depositHint': 'Con una referencia y una cuenta bancaria; se paga en una hora.',
  'supplierPayments.type.cash': 'Efectivo en un comercio adherido',
  'supplierPayments.type.cashHint': 'Con un cupón que el cliente imprime o muestra; vence en 48 horas.',
  'supplierPayments.type.storeHint': 'Con una referencia, en el mostrador de tu local.',
  'supplierPayments.type.deferred': 'Comprá ahora y pagá después',
  'supplierPayments.type.walletHint': 'El cliente paga con el saldo de su billetera virtual.',
  'supplierPayments.unavailable': 'Todavía no disponible acá: se ofrecerá cuando lo esté.',
  'supplierPayments.noneChosen': 'Elegí al menos una forma de pago.',
}

export const supplierPaymentsEn: SupplierPaymentsMessages = {
  'supplierPayments.link': 'Payment methods',
  'supplierPayments.title': 'Payment methods',
  'supplierPayments.intro':
    'Choose how your customers can pay you. Each purchase offers the methods all of its sellers accept; purchases already started keep the ones they began with.',
  'supplierPayments.legend': 'Payment methods you accept',
  'supplierPayments.type.card': 'Credit or debit card',
  'supplierPayments.type.cardHint': 'With interest-free instalments on credit cards.',
  'supplierPayments.type.deposit': 'Bank transfer',
  'supplierPayments.type.depositHint': 'With a reference and a CLABE account; paid within an hour.',
  'supplierPayments.type.cash': 'Cash at a pharmacy or convenience store',
  'supplierPayments.type.cashHint': 'With a voucher the customer prints or shows; it expires in 48 hours.',
  'supplierPayments.type.store': 'Payment at the shop',
  'supplierPayments.type.storeHint': 'With a reference, at your shop’s counter.',
  'supplierPayments.type.redirect': 'Payment on a payment provider’s page',
  'supplierPayments.type.redirectHint': 'The customer pays by card on the provider’s page and comes back.',
  'supplierPayments.type.deferred': 'Buy now, pay later',
  'supplierPayments.type.deferredHint': 'The customer pays in instalments with a credit provider.',
  'supplierPayments.type.wallet': 'Payment wallet',
  'supplierPayments.type.walletHint': 'The customer pays with the balance of their digital wallet.',
  'supplierPayments.type.crypto': 'Cryptocurrency',
  'supplierPayments.type.cryptoHint':
    'To an address, on a network and for an amount that expire in 30 minutes.',
  'supplierPayments.unavailable': 'Not available here yet: it will be offered once it is.',
  'supplierPayments.save': 'Save',
  'supplierPayments.saving': 'Saving…',
  'supplierPayments.saved': 'Your payment methods were saved.',
  'supplierPayments.noneChosen': 'Choose at least one payment method.',
  'supplierPayments.back': 'Back to my products',
}

/**
 * The payment methods' texts (002 §1, §4 'per payment method'; decisions 057, 064): each method's
 * name and one-line hint on the checkout page, and what the paid page shows for each — a bank
 * transfer's account and its 1-hour limit (002 §9), a cash voucher to print, a crypto address, a
 * payment still being confirmed, a reference that lapsed. The hints' windows (`{hours}`,
 * `{minutes}`) come from core's PAYMENT_WINDOW_MINUTES. es-MX.ts, es-AR.ts and en.ts spread these in.
 */

export const paymentMethodsEsMX = {
  'checkout.payment.card': 'Tarjeta de crédito o débito',
  'checkout.payment.deposit': 'Transferencia bancaria (SPEI)',
  'checkout.payment.cash': 'Efectivo en farmacia o tienda de conveniencia',
  'checkout.payment.store': 'Pago en tienda',
  'checkout.payment.redirect': 'Pasarela de pago con tarjeta',
  'checkout.payment.deferred': 'Paga después en quincenas o mensualidades',
  'checkout.payment.wallet': 'Billetera digital',
  'checkout.payment.crypto': 'Criptomonedas',
  'checkout.payment.hint.card': 'Paga al momento; con tarjeta de crédito, también a meses sin intereses.',
  'checkout.payment.hint.deposit': 'Paga en la próxima hora con la referencia.',
  'checkout.payment.hint.cash':
    'Te damos una ficha para pagar en efectivo en farmacias y tiendas en las próximas {hours} horas.',
  'checkout.payment.hint.store':
    'Te damos una referencia para pagar en el mostrador de la tienda en las próximas {hours} horas.',
  'checkout.payment.hint.redirect': 'Pagas en la página segura del proveedor de pagos y vuelves aquí.',
  'checkout.payment.hint.deferred': 'Compra hoy y paga en plazos en la página del proveedor.',
  'checkout.payment.hint.wallet': 'Pagas con tu billetera en su página y vuelves aquí.',
  'checkout.payment.hint.crypto':
    'Te damos una dirección para enviar el monto exacto en los próximos {minutes} minutos.',
  'checkout.payment.continue': 'Continuar al pago de {total}',

  'checkout.paid.method': 'Forma de pago: {method}',
  'checkout.paid.paidWith': 'Pagado con {method}',
  'checkout.paid.reference': 'Referencia',
  'checkout.paid.amount': 'Monto',
  'checkout.paid.deposit.title': 'Datos para tu transferencia',
  'checkout.paid.deposit.deadline': 'Realiza la transferencia antes de las {time} (1 hora).',
  'checkout.paid.deposit.clabe': 'CLABE',
  'checkout.paid.deposit.bank': 'Banco',
  'checkout.paid.deposit.beneficiary': 'Beneficiario',
  'checkout.paid.deposit.concept': 'Escribe la referencia como concepto de pago.',
  'checkout.paid.cash.title': 'Ficha de pago en efectivo',
  'checkout.paid.cash.deadline': 'Paga antes del {deadline}.',
  'checkout.paid.cash.barcode': 'Código de barras',
  'checkout.paid.cash.stores': 'Paga en',
  'checkout.paid.cash.howTo': 'Muestra esta ficha en caja y paga el monto exacto en efectivo.',
  'checkout.paid.cash.print': 'Imprimir ficha',
  'checkout.paid.crypto.title': 'Pago con criptomonedas',
  'checkout.paid.crypto.deadline': 'Envía el pago antes de las {time} (30 minutos).',
  'checkout.paid.crypto.address': 'Dirección',
  'checkout.paid.crypto.network': 'Red',
  'checkout.paid.crypto.amount': 'Monto a enviar',
  'checkout.paid.crypto.warning': 'Envía solo por la red {network}: un envío por otra red se pierde.',
  'checkout.paid.processing.title': 'Estamos confirmando tu pago',
  'checkout.paid.processing.text':
    'El proveedor de pagos todavía no nos confirma el resultado. Esta página se actualiza sola: no pagues otra vez.',
  'checkout.paid.expired.title': 'Tu referencia de pago venció',
  'checkout.paid.expired.text':
    'No recibimos el pago antes de la fecha límite: tu pedido se canceló y no se te cobrará nada.',
} satisfies Record<string, string>

type PaymentMethodsMessages = Record<keyof typeof paymentMethodsEsMX, string>

export const paymentMethodsEsAR: PaymentMethodsMessages = {
  ...paymentMethodsEsMX,
  'checkout.payment.deposit': 'Transferencia bancaria',
  'checkout.payment.cash': 'Efectivo en farmacia o comercio adherido',
  'checkout.payment.deferred': 'Pagá después en cuotas',
  'checkout.payment.wallet': 'Billetera virtual',
  'checkout.payment.hint.card': 'Pagás al momento; con tarjeta de crédito, también en cuotas sin interés.',
  'checkout.payment.hint.deposit': 'Pagá en la próxima hora con la referencia.',
  'checkout.payment.hint.cash':
    'Te damos un cupón para pagar en efectivo en farmacias y comercios en las próximas {hours} horas.',
  'checkout.payment.hint.store':
    'Te damos una referencia para pagar en el mostrador del local en las próximas {hours} horas.',
  'checkout.payment.hint.redirect': 'Pagás en la página segura del proveedor de pagos y volvés acá.',
  'checkout.payment.hint.deferred': 'Comprá hoy y pagá en cuotas en la página del proveedor.',
  'checkout.payment.hint.wallet': 'Pagás con tu billetera en su página y volvés acá.',
  'checkout.payment.hint.crypto':
    'Te damos una dirección para enviar el monto exacto en los próximos {minutes} minutos.',
  'checkout.paid.deposit.deadline': 'Realizá la transferencia antes de las {time} (1 hora).',
  'checkout.paid.deposit.clabe': 'Cuenta (CLABE)',
  'checkout.paid.deposit.concept': 'Escribí la referencia como concepto del pago.',
  'checkout.paid.cash.title': 'Cupón de pago en efectivo',
  'checkout.paid.cash.deadline': 'Pagá antes del {deadline}.',
  'checkout.paid.cash.stores': 'Pagalo en',
  'checkout.paid.cash.howTo': 'Mostrá este cupón en la caja y pagá el monto exacto en efectivo.',
  'checkout.paid.cash.print': 'Imprimir cupón',
  'checkout.paid.crypto.deadline': 'Enviá el pago antes de las {time} (30 minutos).',
  'checkout.paid.crypto.warning': 'Enviá solo por la red {network}: un envío por otra red se pierde.',
  'checkout.paid.processing.text':
    'El proveedor de pagos todavía no nos confirma el resultado. Esta página se actualiza sola: no pagues otra vez.',
  'checkout.paid.expired.text':
    'No recibimos el pago antes de la fecha límite: tu pedido se canceló y no se te va a cobrar nada.',
}

export const paymentMethodsEn: PaymentMethodsMessages = {
  'checkout.payment.card': 'Credit or debit card',
  'checkout.payment.deposit': 'Bank transfer (SPEI)',
  'checkout.payment.cash': 'Cash at a pharmacy or convenience store',
  'checkout.payment.store': 'Store payment',
  'checkout.payment.redirect': 'Card payment gateway',
  'checkout.payment.deferred': 'Pay later in instalments',
  'checkout.payment.wallet': 'Digital wallet',
  'checkout.payment.crypto': 'Cryptocurrency',
  'checkout.payment.hint.card': 'Pay now; with a credit card, also in interest-free instalments.',
  'checkout.payment.hint.deposit': 'Pay within the next hour with the reference.',
  'checkout.payment.hint.cash':
    'You get a voucher to pay in cash at pharmacies and stores within the next {hours} hours.',
  'checkout.payment.hint.store':
    'You get a reference to pay at the shop’s counter within the next {hours} hours.',
  'checkout.payment.hint.redirect': 'You pay on the payment provider’s secure page and come back here.',
  'checkout.payment.hint.deferred': 'Buy today and pay in instalments on the provider’s page.',
  'checkout.payment.hint.wallet': 'You pay with your wallet on its page and come back here.',
  'checkout.payment.hint.crypto':
    'You get an address to send the exact amount to within the next {minutes} minutes.',
  'checkout.payment.continue': 'Continue to pay {total}',
  'checkout.paid.method': 'Payment method: {method}',
  'checkout.paid.paidWith': 'Paid with {method}',
  'checkout.paid.reference': 'Reference',
  'checkout.paid.amount': 'Amount',
  'checkout.paid.deposit.title': 'Your transfer’s details',
  'checkout.paid.deposit.deadline': 'Make the transfer before {time} (1 hour).',
  'checkout.paid.deposit.clabe': 'CLABE account',
  'checkout.paid.deposit.bank': 'Bank',
  'checkout.paid.deposit.beneficiary': 'Beneficiary',
  'checkout.paid.deposit.concept': 'Write the reference as the payment’s concept.',
  'checkout.paid.cash.title': 'Cash payment voucher',
  'checkout.paid.cash.deadline': 'Pay before {deadline}.',
  'checkout.paid.cash.barcode': 'Barcode',
  'checkout.paid.cash.stores': 'Pay at',
  'checkout.paid.cash.howTo': 'Show this voucher at the till and pay the exact amount in cash.',
  'checkout.paid.cash.print': 'Print voucher',
  'checkout.paid.crypto.title': 'Cryptocurrency payment',
  'checkout.paid.crypto.deadline': 'Send the payment before {time} (30 minutes).',
  'checkout.paid.crypto.address': 'Address',
  'checkout.paid.crypto.network': 'Network',
  'checkout.paid.crypto.amount': 'Amount to send',
  'checkout.paid.crypto.warning':
    'Send only over the {network} network: a payment on another network is lost.',
  'checkout.paid.processing.title': 'We are confirming your payment',
  'checkout.paid.processing.text':
    'The payment provider has not confirmed the result yet. This page refreshes by itself: do not pay again.',
  'checkout.paid.expired.title': 'Your payment reference expired',
  'checkout.paid.expired.text':
    'We did not receive the payment before the deadline: your order was cancelled and you will not be charged.',
}

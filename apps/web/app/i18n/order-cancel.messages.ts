/**
 * Canceling a purchase order (002 §4 "Cancellation", §8; decision 082): the customer's form at
 * /mis-compras/{id}/cancelar, the seller's at {shop}/admin/pedidos/{id}/cancelar, and the toast the
 * orders list shows after it. es-MX.ts, es-AR.ts and en.ts spread them in.
 */
export const orderCancelEsMX = {
  'orderCancel.title': 'Cancelar el pedido {id}',
  'orderCancel.placedOn': 'Realizado el {date}',
  'orderCancel.total': 'Total: {total}',
  'orderCancel.line': '{quantity} × {name}',
  'orderCancel.reasonLegend': 'Motivo de la cancelación',
  'orderCancel.reason.requested_by_client': 'Solicitado por el cliente',
  'orderCancel.reason.cannot_be_fulfilled': 'No se puede surtir',
  'orderCancel.reason.duplicated_transaction': 'Transacción duplicada',
  'orderCancel.reason.suspected_fraud': 'Sospecha de fraude',
  'orderCancel.reason.other': 'Otro',
  'orderCancel.description': 'Descripción',
  'orderCancel.descriptionHint': 'Obligatoria si eliges «Otro». Hasta 500 caracteres.',
  'orderCancel.message': 'Mensaje (opcional)',
  'orderCancel.messageHint.customer': 'Para el vendedor. Hasta 500 caracteres.',
  'orderCancel.messageHint.seller': 'Para el cliente. Hasta 500 caracteres.',
  'orderCancel.refund.customer':
    'Este pedido está pagado: te devolveremos {total} a la forma de pago que usaste.',
  'orderCancel.refund.seller':
    'Este pedido está pagado: se devolverán {total} al cliente en su forma de pago.',
  'orderCancel.submit': 'Cancelar pedido',
  'orderCancel.submitting': 'Cancelando…',
  'orderCancel.back.customer': 'Volver al pedido',
  'orderCancel.back.seller': 'Volver a los pedidos',
  'orderCancel.canceledOn': 'Este pedido se canceló el {date}.',
  'orderCancel.canceledReason': 'Motivo: {reason}',
  'orderCancel.notCancelable': 'No puedes cancelar este pedido en su estado actual.',
  'orderCancel.done': 'Pedido cancelado',
  'orderCancel.doneRefund': 'El pago se devolverá a la forma de pago que se usó.',
}

type OrderCancelMessages = Record<keyof typeof orderCancelEsMX, string>

export const orderCancelEsAR: OrderCancelMessages = {
  ...orderCancelEsMX,
  'orderCancel.descriptionHint': 'Obligatoria si elegís «Otro». Hasta 500 caracteres.',
  'orderCancel.refund.customer':
    'Este pedido está pagado: te vamos a devolver {total} en el medio de pago que usaste.',
  'orderCancel.refund.seller':
    'Este pedido está pagado: se le van a devolver {total} al cliente en su medio de pago.',
  'orderCancel.notCancelable': 'No podés cancelar este pedido en su estado actual.',
  'orderCancel.doneRefund': 'El pago se va a devolver en el medio de pago que se usó.',
}

export const orderCancelEn: OrderCancelMessages = {
  'orderCancel.title': 'Cancel order {id}',
  'orderCancel.placedOn': 'Placed on {date}',
  'orderCancel.total': 'Total: {total}',
  'orderCancel.line': '{quantity} × {name}',
  'orderCancel.reasonLegend': 'Reason for canceling',
  'orderCancel.reason.requested_by_client': 'Requested by client',
  'orderCancel.reason.cannot_be_fulfilled': 'Cannot be fulfilled',
  'orderCancel.reason.duplicated_transaction': 'Duplicated transaction',
  'orderCancel.reason.suspected_fraud': 'Suspected fraud',
  'orderCancel.reason.other': 'Other',
  'orderCancel.description': 'Description',
  'orderCancel.descriptionHint': 'Required if you choose “Other”. Up to 500 characters.',
  'orderCancel.message': 'Message (optional)',
  'orderCancel.messageHint.customer': 'For the seller. Up to 500 characters.',
  'orderCancel.messageHint.seller': 'For the customer. Up to 500 characters.',
  'orderCancel.refund.customer':
    'This order is paid: we will give {total} back to the payment method you used.',
  'orderCancel.refund.seller':
    'This order is paid: {total} will be given back to the customer’s payment method.',
  'orderCancel.submit': 'Cancel order',
  'orderCancel.submitting': 'Canceling…',
  'orderCancel.back.customer': 'Back to the order',
  'orderCancel.back.seller': 'Back to the orders',
  'orderCancel.canceledOn': 'This order was canceled on {date}.',
  'orderCancel.canceledReason': 'Reason: {reason}',
  'orderCancel.notCancelable': 'You cannot cancel this order in its current state.',
  'orderCancel.done': 'Order canceled',
  'orderCancel.doneRefund': 'The payment will be given back to the payment method used.',
}

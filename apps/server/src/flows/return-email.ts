import type { Locale } from '@tianguis/core/locales'
import type { ServiceContext } from '../kernel/context.ts'
import { userContacts } from '../modules/identity/identity.service.ts'
import { sendEmail } from '../modules/notifications/outbox.service.ts'
import type { ReturnRow } from '../modules/returns/returns.service.ts'

/**
 * The customer's email when a return starts (decision 091; 001 §3 return_shipping_label): its
 * reference and how the label comes — in the box (`inbox`: the email carries the reference to
 * write on it) or downloaded from the return's page (`download`). Written to the outbox in the
 * start's transaction: it is delivered after, and never blocks the request (quality.md 13).
 */
const TEXTS: Record<Locale, { subject: string; intro: string; inbox: string; download: string }> = {
  'es-MX': {
    subject: 'Devolución iniciada: {id}',
    intro: 'Tu devolución de {quantity} × {name} (pedido {order}) se inició con éxito. Referencia: {id}.',
    inbox: 'La guía de devolución viene en la caja del producto: escribe en el paquete la referencia {id}.',
    download: 'Descarga la guía de devolución desde la página de tu devolución e imprímela.',
  },
  'es-AR': {
    subject: 'Devolución iniciada: {id}',
    intro: 'Tu devolución de {quantity} × {name} (pedido {order}) se inició con éxito. Referencia: {id}.',
    inbox:
      'La etiqueta de devolución viene en la caja del producto: escribí en el paquete la referencia {id}.',
    download: 'Descargá la etiqueta de devolución desde la página de tu devolución e imprimila.',
  },
  en: {
    subject: 'Return started: {id}',
    intro: 'Your return of {quantity} × {name} (order {order}) started successfully. Reference: {id}.',
    inbox: 'The return label comes in the product’s box: write the reference {id} on the parcel.',
    download: 'Download the return label from your return’s page and print it.',
  },
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))

export async function emailReturnStarted(ctx: ServiceContext, row: ReturnRow): Promise<void> {
  const customer = (await userContacts(ctx, [row.customerId])).get(row.customerId)
  if (!customer?.email) return
  const texts = TEXTS[ctx.locale] ?? TEXTS['es-MX']
  const values = { id: row.id, order: row.orderId, name: row.itemName, quantity: row.quantity }
  await sendEmail(ctx, {
    to: customer.email,
    subject: fill(texts.subject, values),
    text: [
      fill(texts.intro, values),
      fill(row.returnLabel === 'inbox' ? texts.inbox : texts.download, values),
    ].join('\n\n'),
    meta: { kind: 'return_started', return: row.id },
  })
}

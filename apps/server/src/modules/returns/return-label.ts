import type { Locale } from '@tianguis/core/locales'
import type { ReturnRow } from './returns.service.ts'

/**
 * A return's shipping label (001 §3 return_shipping_label `download`; decision 091): a simple PDF
 * made with pdfkit as tickets and receipts are (decisions 083, 085) — the return's id as the
 * reference the seller matches the parcel by, the product and units, and the order's id.
 */
const LABELS: Record<
  Locale,
  { title: string; reference: string; order: string; product: string; units: string; note: string }
> = {
  'es-MX': {
    title: 'Guía de devolución',
    reference: 'Referencia',
    order: 'Pedido',
    product: 'Producto',
    units: 'Unidades',
    note: 'Imprime esta guía y pégala en el paquete.',
  },
  'es-AR': {
    title: 'Etiqueta de devolución',
    reference: 'Referencia',
    order: 'Pedido',
    product: 'Producto',
    units: 'Unidades',
    note: 'Imprimí esta etiqueta y pegala en el paquete.',
  },
  en: {
    title: 'Return label',
    reference: 'Reference',
    order: 'Order',
    product: 'Product',
    units: 'Units',
    note: 'Print this label and stick it on the parcel.',
  },
}

export async function returnLabelPdf(row: ReturnRow, locale: Locale): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit')
  const labels = LABELS[locale] ?? LABELS['es-MX']
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 48,
    info: { Title: labels.title, Producer: 'Tianguis' },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve)
    doc.on('error', reject)
  })
  doc.fontSize(20).text(labels.title)
  doc.moveDown()
  doc.fontSize(12)
  doc.text(`${labels.reference}: ${row.id}`)
  doc.text(`${labels.order}: ${row.orderId}`)
  doc.text(`${labels.product}: ${row.itemName}`)
  doc.text(`${labels.units}: ${row.quantity}`)
  doc.moveDown()
  doc.text(labels.note)
  doc.end()
  await ended
  return Buffer.concat(chunks)
}

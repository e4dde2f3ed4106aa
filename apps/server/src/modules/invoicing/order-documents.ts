import { formatDateTime, LOCALE_TIME_ZONE } from '@tianguis/core/dates'
import { cfdiUseLabel, regimeLabel } from '@tianguis/core/invoicing/sat'
import type { Locale } from '@tianguis/core/locales'
import { formatMoney } from '@tianguis/core/money'
import { zipSync } from 'fflate'
import type { Stamp } from './stamping.ts'

/**
 * An order's receipt (a PDF) and invoice (a CFDI 4.0-shaped XML and its PDF, zipped) (002 §2
 * "invoice download", §9 "order id plus .pdf or .zip"; decision 085). Made with pdfkit and fflate as
 * the tickets are (decision 083); pdfkit is loaded on the first document, not at start.
 */

/** What a receipt or an invoice says of the order, gathered by the flow that asks for it. */
export interface OrderDocument {
  id: string
  createdAt: string
  currency: string
  lines: {
    name: string
    quantity: number
    unit_price: number
    total: number
    variants: Record<string, string>
  }[]
  itemsTotal: number
  shippingCost: number
  /** The seller's quoted cost for their own delivery (002 §3 "extra charge"), or null. */
  extraCharge: number | null
  /** What the customer pays: the order's total and the extra charge. */
  grandTotal: number
  paymentType: string | null
  /** A card by its brand and last 4 digits only; a reference for the other methods. */
  card: { brand: string; last4: string } | null
  reference: string | null
  customer: { email: string; recipient: string | null }
  seller: {
    legal_name: string
    tax_id: string
    tax_regime: string
    postcode: string
    email: string | null
    phone: string | null
  }
}

/** The customer's invoicing data, all of it given (the invoice is refused otherwise). */
export interface InvoiceReceiver {
  tax_id: string
  name: string
  tax_regime: string
  cfdi_use: string
  postcode: string
}

type Labels = {
  receipt: string
  invoice: string
  order: string
  date: string
  seller: string
  taxId: string
  taxRegime: string
  postcode: string
  customer: string
  product: string
  quantity: string
  unitPrice: string
  amount: string
  items: string
  shipping: string
  extraCharge: string
  total: string
  payment: string
  card: string
  reference: string
  cfdiUse: string
  uuid: string
  stampedAt: string
  sandbox: string
  payments: Record<string, string>
}

const ES_MX: Labels = {
  receipt: 'Recibo',
  invoice: 'Factura',
  order: 'Pedido',
  date: 'Fecha',
  seller: 'Vendedor',
  taxId: 'RFC',
  taxRegime: 'Régimen fiscal',
  postcode: 'C.P.',
  customer: 'Cliente',
  product: 'Producto',
  quantity: 'Cant.',
  unitPrice: 'Precio',
  amount: 'Importe',
  items: 'Productos',
  shipping: 'Envío',
  extraCharge: 'Cargo adicional',
  total: 'Total',
  payment: 'Forma de pago',
  card: 'Tarjeta',
  reference: 'Referencia',
  cfdiUse: 'Uso de CFDI',
  uuid: 'Folio fiscal',
  stampedAt: 'Fecha de timbrado',
  sandbox: 'PRUEBA (SANDBOX): ESTE DOCUMENTO NO TIENE VALIDEZ FISCAL',
  payments: {
    card: 'Tarjeta',
    deposit: 'Transferencia bancaria (SPEI)',
    cash: 'Efectivo en farmacia o tienda',
    store: 'Pago en tienda',
    redirect: 'Pasarela de pago con tarjeta',
    deferred: 'Pago a plazos',
    wallet: 'Monedero electrónico',
    crypto: 'Criptomonedas',
  },
}

// Argentina reads these documents as Mexico does: a CFDI is Mexican.
const LABELS: Record<Locale, Labels> = {
  'es-MX': ES_MX,
  'es-AR': ES_MX,
  en: {
    receipt: 'Receipt',
    invoice: 'Invoice',
    order: 'Order',
    date: 'Date',
    seller: 'Seller',
    taxId: 'RFC',
    taxRegime: 'Tax regime',
    postcode: 'Postal code',
    customer: 'Customer',
    product: 'Product',
    quantity: 'Qty',
    unitPrice: 'Price',
    amount: 'Amount',
    items: 'Products',
    shipping: 'Shipping',
    extraCharge: 'Extra charge',
    total: 'Total',
    payment: 'Payment method',
    card: 'Card',
    reference: 'Reference',
    cfdiUse: 'CFDI use',
    uuid: 'Fiscal folio',
    stampedAt: 'Stamped at',
    sandbox: 'TEST (SANDBOX): THIS DOCUMENT HAS NO FISCAL VALIDITY',
    payments: {
      card: 'Card',
      deposit: 'Bank transfer (SPEI)',
      cash: 'Cash at a pharmacy or store',
      store: 'Store payment',
      redirect: 'Card payment gateway',
      deferred: 'Pay in instalments',
      wallet: 'Payment wallet',
      crypto: 'Crypto',
    },
  },
}

const PAGE = { size: 'LETTER' as const, margin: 48 }

async function render(draw: (doc: PDFKit.PDFDocument) => void, title: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    info: { Title: title, Producer: 'Tianguis' },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve)
    doc.on('error', reject)
  })
  draw(doc)
  doc.end()
  await ended
  return Buffer.concat(chunks)
}

function paymentText(order: OrderDocument, labels: Labels): string | null {
  if (!order.paymentType) return null
  const method = labels.payments[order.paymentType] ?? order.paymentType
  if (order.card) return `${method} ${order.card.brand} •••• ${order.card.last4}`
  if (order.reference) return `${method} — ${labels.reference}: ${order.reference}`
  return method
}

/** The common body: seller, order, customer, lines and totals. */
function drawOrder(
  doc: PDFKit.PDFDocument,
  order: OrderDocument,
  locale: Locale,
  title: string,
  receiver: InvoiceReceiver | null,
): void {
  const labels = LABELS[locale]
  const money = (amount: number) => formatMoney({ amount, currency: order.currency }, locale)
  const width = doc.page.width - 2 * PAGE.margin
  const left = PAGE.margin
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#111827').text(title, left, PAGE.margin, { width })
  doc.font('Helvetica').fontSize(10).fillColor('#374151')
  doc.text(`${labels.order}: ${order.id}`)
  doc.text(`${labels.date}: ${formatDateTime(order.createdAt, locale)}`)
  doc.moveDown(0.8)
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#111827').text(labels.seller)
  doc.font('Helvetica').fontSize(10).fillColor('#374151')
  doc.text(order.seller.legal_name)
  doc.text(`${labels.taxId}: ${order.seller.tax_id}`)
  doc.text(`${labels.taxRegime}: ${regimeLabel(order.seller.tax_regime)}`)
  doc.text(`${labels.postcode} ${order.seller.postcode}`)
  const contact = [order.seller.email, order.seller.phone].filter(Boolean).join(' · ')
  if (contact) doc.text(contact)
  doc.moveDown(0.8)
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#111827').text(labels.customer)
  doc.font('Helvetica').fontSize(10).fillColor('#374151')
  if (receiver) {
    doc.text(receiver.name)
    doc.text(`${labels.taxId}: ${receiver.tax_id}`)
    doc.text(`${labels.taxRegime}: ${regimeLabel(receiver.tax_regime)}`)
    doc.text(`${labels.cfdiUse}: ${cfdiUseLabel(receiver.cfdi_use)}`)
    doc.text(`${labels.postcode} ${receiver.postcode}`)
  } else if (order.customer.recipient) {
    doc.text(order.customer.recipient)
  }
  doc.text(order.customer.email)
  doc.moveDown(1)

  const columns = {
    product: left,
    quantity: left + width * 0.58,
    price: left + width * 0.68,
    amount: left + width * 0.84,
  }
  const row = (cells: [string, string, string, string], bold = false) => {
    const y = doc.y
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor('#111827')
    doc.text(cells[0], columns.product, y, { width: width * 0.56 })
    const after = doc.y
    doc.text(cells[1], columns.quantity, y, { width: width * 0.08, align: 'right' })
    doc.text(cells[2], columns.price, y, { width: width * 0.15, align: 'right' })
    doc.text(cells[3], columns.amount, y, { width: width * 0.16, align: 'right' })
    doc.x = left
    doc.y = Math.max(after, doc.y) + 4
  }
  row([labels.product, labels.quantity, labels.unitPrice, labels.amount], true)
  for (const line of order.lines) {
    const variants = Object.entries(line.variants)
      .map(([name, value]) => `${name}: ${value}`)
      .join(', ')
    row([
      variants ? `${line.name} (${variants})` : line.name,
      String(line.quantity),
      money(line.unit_price),
      money(line.total),
    ])
  }
  doc.moveDown(0.5)
  const total = (label: string, amount: number, bold = false) => {
    const y = doc.y
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : 10)
    doc.text(label, columns.quantity - width * 0.2, y, { width: width * 0.4, align: 'right' })
    doc.text(money(amount), columns.amount, y, { width: width * 0.16, align: 'right' })
    doc.x = left
    doc.moveDown(0.2)
  }
  total(labels.items, order.itemsTotal)
  total(labels.shipping, order.shippingCost)
  if (order.extraCharge !== null) total(labels.extraCharge, order.extraCharge)
  total(labels.total, order.grandTotal, true)
  doc.moveDown(0.8)
  const payment = paymentText(order, labels)
  if (payment) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#374151')
      .text(`${labels.payment}: ${payment}`, left, doc.y, { width })
  }
}

/** The order's receipt, `{order id}.pdf`. */
export function receiptPdf(order: OrderDocument, locale: Locale): Promise<Buffer> {
  const labels = LABELS[locale]
  return render((doc) => drawOrder(doc, order, locale, labels.receipt, null), `${labels.receipt} ${order.id}`)
}

/** Two decimals, as a CFDI writes amounts (minor units in, pesos out). */
function amount(minor: number): string {
  return (minor / 100).toFixed(2)
}

function attr(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/**
 * The SAT's c_FormaPago for our payment types: a card 04 (credit: debit and credit are not told
 * apart on the attempt), a transfer 03, cash and store 01, a wallet 05, anything else 99.
 */
const FORMA_PAGO: Record<string, string> = {
  card: '04',
  redirect: '04',
  deposit: '03',
  cash: '01',
  store: '01',
  wallet: '05',
}

/** The date as CFDI 4.0 writes it: local time of Mexico City, no offset. */
function cfdiDate(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: LOCALE_TIME_ZONE['es-MX'],
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date)
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '00'
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}`
}

/**
 * The invoice as a CFDI 4.0 (an "I" ingreso, paid in one go: PUE), unstamped. Its concepts are the
 * lines, the shipping and the extra charge. Taxes are not broken down (ObjetoImp 01): items carry no
 * tax treatment yet, which a real PAC adapter will need (decision 085).
 */
export function invoiceXml(order: OrderDocument, receiver: InvoiceReceiver, issuedAt: Date): string {
  const concept = (
    description: string,
    quantity: number,
    unit: number,
    total: number,
    product: string,
    unitKey: string,
  ) =>
    `    <cfdi:Concepto ClaveProdServ="${product}" Cantidad="${quantity}" ClaveUnidad="${unitKey}" Descripcion="${attr(description)}" ValorUnitario="${amount(unit)}" Importe="${amount(total)}" ObjetoImp="01"/>`
  const concepts = order.lines.map((line) =>
    concept(line.name, line.quantity, line.unit_price, line.total, '01010101', 'H87'),
  )
  if (order.shippingCost > 0)
    concepts.push(concept('Envío', 1, order.shippingCost, order.shippingCost, '78102203', 'E48'))
  if (order.extraCharge)
    concepts.push(
      concept('Cargo adicional de entrega', 1, order.extraCharge, order.extraCharge, '78102203', 'E48'),
    )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd" Version="4.0" Folio="${attr(order.id)}" Fecha="${cfdiDate(issuedAt)}" FormaPago="${FORMA_PAGO[order.paymentType ?? ''] ?? '99'}" SubTotal="${amount(order.grandTotal)}" Moneda="${attr(order.currency)}" Total="${amount(order.grandTotal)}" TipoDeComprobante="I" Exportacion="01" MetodoPago="PUE" LugarExpedicion="${attr(order.seller.postcode)}">`,
    `  <cfdi:Emisor Rfc="${attr(order.seller.tax_id)}" Nombre="${attr(order.seller.legal_name)}" RegimenFiscal="${attr(order.seller.tax_regime)}"/>`,
    `  <cfdi:Receptor Rfc="${attr(receiver.tax_id)}" Nombre="${attr(receiver.name)}" DomicilioFiscalReceptor="${attr(receiver.postcode)}" RegimenFiscalReceptor="${attr(receiver.tax_regime)}" UsoCFDI="${attr(receiver.cfdi_use)}"/>`,
    '  <cfdi:Conceptos>',
    ...concepts,
    '  </cfdi:Conceptos>',
    '</cfdi:Comprobante>',
    '',
  ].join('\n')
}

/** The CFDI with its stamp: the seal on the Comprobante and the TimbreFiscalDigital complement. */
export function stampedXml(xml: string, stamp: Stamp): string {
  const complement = [
    '  <cfdi:Complemento>',
    `    <tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1" UUID="${stamp.uuid}" FechaTimbrado="${cfdiDate(stamp.stampedAt)}" RfcProvCertif="${attr(stamp.rfcProvCertif)}" SelloCFD="${attr(stamp.selloCfd)}" NoCertificadoSAT="${attr(stamp.noCertificadoSat)}" SelloSAT="${attr(stamp.selloSat)}"/>`,
    '  </cfdi:Complemento>',
  ].join('\n')
  return xml
    .replace(
      ' LugarExpedicion=',
      ` Sello="${attr(stamp.selloCfd)}" NoCertificado="${attr(stamp.noCertificadoSat)}" LugarExpedicion=`,
    )
    .replace('</cfdi:Comprobante>', `${complement}\n</cfdi:Comprobante>`)
}

/** The invoice's printed form: the order, both parties' fiscal data and the stamp. */
export function invoicePdf(
  order: OrderDocument,
  receiver: InvoiceReceiver,
  stamp: { uuid: string; stampedAt: Date; sandbox: boolean },
  locale: Locale,
): Promise<Buffer> {
  const labels = LABELS[locale]
  return render((doc) => {
    drawOrder(doc, order, locale, labels.invoice, receiver)
    doc.moveDown(1)
    doc.font('Helvetica').fontSize(9).fillColor('#374151')
    doc.text(`${labels.uuid}: ${stamp.uuid}`, PAGE.margin, doc.y)
    doc.text(`${labels.stampedAt}: ${formatDateTime(stamp.stampedAt.toISOString(), locale)}`)
    if (stamp.sandbox) {
      doc.moveDown(0.5)
      doc.font('Helvetica-Bold').fontSize(11).fillColor('#b91c1c').text(labels.sandbox)
    }
  }, `${labels.invoice} ${order.id}`)
}

/** `{order id}.zip`: `{order id}.xml` and `{order id}.pdf` (stored: the PDF is compressed already). */
export function invoiceZip(orderId: string, xml: string, pdf: Buffer): Buffer {
  return Buffer.from(
    zipSync(
      {
        [`${orderId}.xml`]: [new TextEncoder().encode(xml), { level: 6 }],
        [`${orderId}.pdf`]: [pdf, { level: 0 }],
      },
      {},
    ),
  )
}

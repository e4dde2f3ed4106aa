import { formatDateTime } from '@tianguis/core/dates'
import type { Locale } from '@tianguis/core/locales'
import type { AttendeeType } from '@tianguis/core/tickets/attendees'
import { formatTicketCode } from '@tianguis/core/tickets/ticket-code'
import { zipSync } from 'fflate'
import { qrModules } from './ticket-qr.ts'
import type { TicketView } from './tickets.service.ts'

/**
 * A ticket's downloads (002 §2 "download", §7 `…/attendants/{attendant}.pdf`, `…/pdf`, `…/zip`, §9
 * "ticket or order id plus .pdf or .zip"; decision 083): one page per ticket, its QR drawn as vector
 * squares, made with pdfkit; a zip of one PDF per ticket made with fflate (pdfkit's own deflate).
 * pdfkit is loaded on the first download, not at start: most processes never make a PDF.
 */

type TicketLabels = {
  title: string
  date: string
  attendee: string
  type: string
  code: string
  ticket: string
  order: string
  used: string
  types: Record<AttendeeType, string>
}

const ES_MX: TicketLabels = {
  title: 'Boleto',
  date: 'Fecha',
  attendee: 'Asistente',
  type: 'Tipo',
  code: 'Código',
  ticket: 'Boleto',
  order: 'Pedido',
  used: 'Usado',
  types: { general: 'General', adult: 'Adulto', child: 'Niño' },
}

// Argentina reads the tickets as Mexico does.
const LABELS: Record<Locale, TicketLabels> = {
  'es-MX': ES_MX,
  'es-AR': ES_MX,
  en: {
    title: 'Ticket',
    date: 'Date',
    attendee: 'Attendee',
    type: 'Type',
    code: 'Code',
    ticket: 'Ticket',
    order: 'Order',
    used: 'Used',
    types: { general: 'General', adult: 'Adult', child: 'Child' },
  },
}

/** A5 in points: a page that prints on half a sheet and reads on a phone. */
const PAGE = { width: 420, height: 595, margin: 36 }
const QR_SIZE = 220

/** The tickets as one PDF, a page each. */
export async function ticketsPdf(views: readonly TicketView[], locale: Locale): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit')
  const labels = LABELS[locale]
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    autoFirstPage: false,
    info: { Title: `${labels.title} ${views.map((view) => view.row.id).join(', ')}`, Producer: 'Tianguis' },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve)
    doc.on('error', reject)
  })
  const width = PAGE.width - 2 * PAGE.margin
  for (const { row, status } of views) {
    doc.addPage()
    doc.font('Helvetica-Bold').fontSize(11).fillColor('#4b5563').text(labels.title.toUpperCase(), { width })
    doc.moveDown(0.3)
    doc.font('Helvetica-Bold').fontSize(18).fillColor('#111827').text(row.experienceName, { width })
    if (row.experienceDate) {
      doc.moveDown(0.3)
      doc
        .font('Helvetica')
        .fontSize(11)
        .text(`${labels.date}: ${formatDateTime(row.experienceDate.toISOString(), locale)}`, { width })
    }
    doc.moveDown(0.8)
    doc.font('Helvetica').fontSize(10).fillColor('#4b5563').text(labels.attendee, { width })
    doc.font('Helvetica-Bold').fontSize(14).fillColor('#111827').text(row.attendeeName, { width })
    doc.font('Helvetica').fontSize(11).text(`${labels.type}: ${labels.types[row.attendeeType]}`, { width })
    doc.moveDown(0.8)
    drawQr(doc, row.code, PAGE.margin + (width - QR_SIZE) / 2, doc.y)
    doc.y += QR_SIZE + 8
    doc
      .font('Courier-Bold')
      .fontSize(13)
      .fillColor('#111827')
      .text(formatTicketCode(row.code), PAGE.margin, doc.y, { width, align: 'center' })
    if (status === 'used') {
      doc.font('Helvetica-Bold').fontSize(12).fillColor('#b91c1c').text(labels.used.toUpperCase(), {
        width,
        align: 'center',
      })
    }
    doc.moveDown(0.8)
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#4b5563')
      .text(`${labels.ticket}: ${row.id}   ${labels.order}: ${row.orderId}`, { width, align: 'center' })
  }
  doc.end()
  await ended
  return Buffer.concat(chunks)
}

/** The QR as filled squares, one path for all the dark modules. */
function drawQr(doc: PDFKit.PDFDocument, code: string, x: number, y: number): void {
  const { size, dark } = qrModules(code)
  const quiet = 2
  const cell = QR_SIZE / (size + 2 * quiet)
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (dark(row, column)) doc.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell, cell)
    }
  }
  doc.fillColor('#000000').fill()
}

/** One PDF per ticket, named `{ticket id}.pdf`, in a zip (stored: a PDF is compressed already). */
export async function ticketsZip(views: readonly TicketView[], locale: Locale): Promise<Buffer> {
  const files: Record<string, Uint8Array> = {}
  for (const view of views) files[`${view.row.id}.pdf`] = await ticketsPdf([view], locale)
  return Buffer.from(zipSync(files, { level: 0 }))
}

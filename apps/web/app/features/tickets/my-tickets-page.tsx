import { useT } from '../../i18n/use-t'
import type { PageQr, PageTicket, PageTickets } from './page-tickets'

const STATUS_STYLE = {
  valid: 'bg-green-100 text-green-900',
  used: 'bg-gray-800 text-white',
  pending: 'bg-amber-100 text-amber-900',
  void: 'bg-red-100 text-red-900',
} as const

/**
 * My tickets (002 §2 "My tickets (QR code, download, a Used marker)"; decision 083): each ticket
 * with its QR code and code, the experience, the attendee and the 'Usado' marker once scanned; its
 * PDF; each order's tickets as one PDF or a zip. Plain links: downloads need no script.
 */
export function MyTicketsPage({ tickets, titleAs: Heading }: { tickets: PageTickets; titleAs: 'h1' | 'h2' }) {
  const t = useT()
  // Each order's heading sits one level under the page's.
  const OrderHeading = Heading === 'h1' ? 'h2' : 'h3'
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
      <Heading className="font-bold text-2xl text-gray-900">{t('tickets.title')}</Heading>
      {tickets.orders.length === 0 ? <p className="text-gray-700">{t('tickets.empty')}</p> : null}
      {tickets.orders.map((order) => (
        <section
          key={order.orderId}
          aria-labelledby={`pedido-${order.orderId}`}
          className="flex flex-col gap-3"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <OrderHeading id={`pedido-${order.orderId}`} className="font-semibold text-gray-900">
              {t('tickets.order', { id: order.orderId })}
            </OrderHeading>
            <div className="flex flex-wrap gap-3 text-sm">
              <a href={order.pdfHref} download className="underline">
                {t('tickets.orderPdf')}
              </a>
              <a href={order.zipHref} download className="underline">
                {t('tickets.orderZip')}
              </a>
            </div>
          </div>
          <ul className="flex flex-col gap-4">
            {order.tickets.map((ticket) => (
              <TicketCard key={ticket.id} ticket={ticket} />
            ))}
          </ul>
        </section>
      ))}
      {tickets.pages > 1 ? (
        <nav aria-label={t('tickets.pagination')} className="flex items-center justify-between gap-3">
          {tickets.previousHref ? (
            <a href={tickets.previousHref} className="underline">
              {t('tickets.previous')}
            </a>
          ) : (
            <span />
          )}
          <span className="text-gray-700 text-sm">
            {t('tickets.page', { page: tickets.page, pages: tickets.pages })}
          </span>
          {tickets.nextHref ? (
            <a href={tickets.nextHref} className="underline">
              {t('tickets.next')}
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  )
}

function TicketCard({ ticket }: { ticket: PageTicket }) {
  const t = useT()
  return (
    <li
      aria-label={`${ticket.experience} · ${ticket.attendee}`}
      className="flex flex-col gap-4 rounded-lg border border-gray-200 p-4 sm:flex-row"
    >
      <div className="flex flex-col items-center gap-1">
        {ticket.qr ? <Qr qr={ticket.qr} label={t('tickets.qr', { code: ticket.code })} /> : null}
        <code className="font-mono text-sm">{ticket.code}</code>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold text-gray-900 text-lg">{ticket.experience}</p>
        {ticket.date ? (
          <p className="text-gray-700 text-sm">
            {t('tickets.date')}: {ticket.date}
          </p>
        ) : null}
        <p>
          <span className="text-gray-700 text-sm">{t('tickets.attendee')}: </span>
          <span className="font-medium">{ticket.attendee}</span>
        </p>
        <p className="text-gray-700 text-sm">
          {t('tickets.type')}: {t(`tickets.type.${ticket.type}`)}
        </p>
        <p>
          <span
            className={`inline-block rounded px-2 py-0.5 font-semibold text-sm ${STATUS_STYLE[ticket.status]}`}
          >
            {t(`tickets.status.${ticket.status}`)}
          </span>
          {ticket.usedAt ? (
            <span className="ml-2 text-gray-700 text-sm">{t('tickets.usedAt', { date: ticket.usedAt })}</span>
          ) : null}
        </p>
        <a
          href={ticket.pdfHref}
          download
          aria-label={t('tickets.downloadOf', { name: ticket.attendee })}
          className="mt-1 self-start rounded-md border border-current px-3 py-1.5 font-medium text-sm hover:bg-black/5"
        >
          {t('tickets.download')}
        </a>
      </div>
    </li>
  )
}

/** The QR as the server drew it, scaled to the card; white behind, so a phone screen scans it. */
function Qr({ qr, label }: { qr: PageQr; label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={qr.viewBox}
      shapeRendering="crispEdges"
      className="h-40 w-40 bg-white"
    >
      <path stroke="#000000" d={qr.path} />
    </svg>
  )
}

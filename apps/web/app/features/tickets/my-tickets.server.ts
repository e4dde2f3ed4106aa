import { LIST_MAX_OFFSET } from '@tianguis/core/constants'
import { ticketList } from '@tianguis/core/contracts/tickets'
import { formatDateTime } from '@tianguis/core/dates'
import { TICKETS_PAGE_SIZE } from '@tianguis/core/tickets/attendees'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { requestLocale } from '../../i18n/messages.server'
import { createApi } from '../../lib/api.server'
import { pageParam } from '../../lib/page-param'
import { pagePath } from '../../lib/page-path'
import { groupByOrder, type PageTickets, qrOf } from './page-tickets'

/**
 * `/mis-boletos` and `{shop}/mis-boletos` (002 §2 "My tickets"; decision 083): the viewer's tickets,
 * ten a page (002 §9), `?page=` for the others. A visitor is sent to log in and come back.
 */
export async function loadMyTickets(
  request: Request,
  context: Readonly<RouterContextProvider>,
  base: string,
): Promise<PageTickets> {
  const url = new URL(request.url)
  const page = pageParam(url, Math.floor(LIST_MAX_OFFSET / TICKETS_PAGE_SIZE))
  const locale = requestLocale(request)
  const answer = await createApi(request, context).get('/api/v1/me/tickets', ticketList, {
    offset: (page - 1) * TICKETS_PAGE_SIZE,
    limit: TICKETS_PAGE_SIZE,
  })
  if (!answer.ok) {
    if (answer.status === 401) throw redirect(`${base}/login?next=${encodeURIComponent(pagePath(request))}`)
    // The list is the page: without it there is nothing to show but the error page.
    throw data(null, { status: answer.status >= 500 ? 503 : answer.status })
  }
  const pages = Math.max(1, Math.ceil(answer.data.matches_estimated / TICKETS_PAGE_SIZE))
  const pageHref = (n: number) => {
    const next = new URL(pagePath(request), 'http://page.invalid')
    if (n === 1) next.searchParams.delete('page')
    else next.searchParams.set('page', String(n))
    return next.pathname + next.search
  }
  return {
    orders: groupByOrder(
      answer.data.results.map((ticket) => ({
        orderId: ticket.order_id,
        id: ticket.id,
        experience: ticket.experience.name,
        date: ticket.experience.date ? formatDateTime(ticket.experience.date, locale) : null,
        attendee: ticket.attendee.full_name,
        type: ticket.attendee.type,
        code: ticket.code,
        qr: qrOf(ticket.qr_svg),
        status: ticket.status,
        usedAt: ticket.used_at ? formatDateTime(ticket.used_at, locale) : null,
        pdfHref: `/api/v1/me/tickets/${encodeURIComponent(ticket.id)}.pdf`,
      })),
    ),
    page,
    pages,
    previousHref: page > 1 ? pageHref(page - 1) : null,
    nextHref: page < pages ? pageHref(page + 1) : null,
  }
}

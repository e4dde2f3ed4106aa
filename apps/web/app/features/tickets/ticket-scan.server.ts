import { profile } from '@tianguis/core/contracts/identity'
import { scanResult } from '@tianguis/core/contracts/tickets'
import { formatDateTime } from '@tianguis/core/dates'
import { can } from '@tianguis/core/permissions'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { requestTranslation } from '../../i18n/messages.server'
import { createApi } from '../../lib/api.server'
import { pagePath } from '../../lib/page-path'
import { shopOnce } from '../sections/shop-once.server'

/** What the scan page shows after a scan: let in (who), or refused (why, and when for a used ticket). */
export type ScanOutcome =
  | { outcome: 'valid'; at: number; attendee: string; type: string; experience: string; code: string }
  | { outcome: 'refused'; at: number; code: string; message: string }

/**
 * `{shop}/admin/boletos` (decision 083): the owner, an admin or a qrreader of the shop (002 §6,
 * `shop.tickets.scan`); a visitor is asked to log in, anyone else gets the not-found page.
 */
export async function loadTicketScan(
  request: Request,
  context: Readonly<RouterContextProvider>,
  slug: string | null,
  base: string,
) {
  if (!slug) throw data(null, { status: 404 })
  const shop = await shopOnce(request, context, slug)
  if (!shop.ok) throw data(null, { status: 404 })
  if (can(shop.data.viewer_roles, 'shop.tickets.scan')) return { allowed: true as const }
  const viewer = await createApi(request, context).get('/api/v1/me', profile)
  if (!viewer.ok || viewer.data.anonymous) {
    throw redirect(`${base}/login?next=${encodeURIComponent(pagePath(request))}`)
  }
  return data({ allowed: false as const }, { status: 404 })
}

/**
 * The scan form's post: the code as the scanner typed it (POST …/tickets/scan). The outcome comes
 * back to the page with an empty, focused field for the next attendee; a refusal answers 409/404 so
 * the page without JavaScript shows it too.
 */
export async function scanTicketCode(
  request: Request,
  context: Readonly<RouterContextProvider>,
  slug: string,
): Promise<ScanOutcome | ReturnType<typeof data<ScanOutcome>>> {
  const form = await request.formData()
  const code = String(form.get('code') ?? '')
    .trim()
    .slice(0, 64)
  const { locale, t } = requestTranslation(request)
  const at = Date.now()
  const answer = await createApi(request, context).send(
    'POST',
    `/api/v1/shops/${encodeURIComponent(slug)}/tickets/scan`,
    { code },
    scanResult,
  )
  if (answer.ok) {
    const { ticket } = answer.data
    return {
      outcome: 'valid',
      at,
      attendee: ticket.attendee.full_name,
      type: t(`tickets.type.${ticket.attendee.type}`),
      experience: ticket.experience.name,
      code: ticket.code,
    }
  }
  const usedAt = answer.error.details?.used_at
  const message =
    answer.error.code === 'ticket_already_used' && typeof usedAt === 'string'
      ? t('ticketScan.used', { date: formatDateTime(usedAt, locale) })
      : (answer.error.fields?.code ?? answer.error.message)
  return data({ outcome: 'refused' as const, at, code, message }, { status: answer.status })
}

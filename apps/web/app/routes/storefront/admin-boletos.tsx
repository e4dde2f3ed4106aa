import type { StripHandle } from '../../features/catalogues/strip-place'
import { NotFound } from '../../features/errors/not-found'
import { addressingFor } from '../../features/shop/shop.server'
import { usePageHeading, useShop } from '../../features/shop/use-shop'
import { loadTicketScan, scanTicketCode } from '../../features/tickets/ticket-scan.server'
import { TicketScanPage } from '../../features/tickets/ticket-scan-page'
import { withMessages } from '../../i18n/messages.server'
import { metaT } from '../../lib/meta'
import { shopHome } from '../../lib/shop-base'
import type { Route } from './+types/admin-boletos'

// A task page (the door): no catalogue strip above it (decision 038).
export const handle: StripHandle = { catalogueStrip: 'none' }

/** `{shop}/admin/boletos`: the door's ticket scan (002 §6 qrreader; decision 083). */
export const loader = withMessages(
  ['ticketScan', 'tickets.type'],
  ({ request, context, params }: Route.LoaderArgs) => {
    const { slug, base } = addressingFor(params.shop, context)
    return loadTicketScan(request, context, slug, base)
  },
)

export async function action({ request, context, params }: Route.ActionArgs) {
  const { slug } = addressingFor(params.shop, context)
  if (!slug) throw new Response(null, { status: 404 })
  return scanTicketCode(request, context, slug)
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: metaT(matches)('ticketScan.title') }, { name: 'robots', content: 'noindex' }]
}

export default function AdminBoletos({ loaderData, actionData }: Route.ComponentProps) {
  const { base } = useShop()
  const heading = usePageHeading()
  if (!loaderData.allowed) return <NotFound homeHref={shopHome(base)} titleAs={heading} />
  return <TicketScanPage result={actionData ?? null} titleAs={heading} />
}

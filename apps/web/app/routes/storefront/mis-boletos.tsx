import type { StripHandle } from '../../features/catalogues/strip-place'
import { baseFor } from '../../features/shop/shop.server'
import { usePageHeading } from '../../features/shop/use-shop'
import { loadMyTickets } from '../../features/tickets/my-tickets.server'
import { MyTicketsPage } from '../../features/tickets/my-tickets-page'
import { withMessages } from '../../i18n/messages.server'
import { metaT } from '../../lib/meta'
import type { Route } from './+types/mis-boletos'

// A task page (the viewer's own tickets): no catalogue strip above it (decision 038).
export const handle: StripHandle = { catalogueStrip: 'none' }

/** `/mis-boletos` and `{shop}/mis-boletos`: My tickets (002 §2; decision 083). */
export const loader = withMessages(['tickets'], ({ request, context, params }: Route.LoaderArgs) =>
  loadMyTickets(request, context, baseFor(params.shop, context)),
)

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: metaT(matches)('tickets.title') }, { name: 'robots', content: 'noindex' }]
}

export default function MisBoletos({ loaderData }: Route.ComponentProps) {
  return <MyTicketsPage tickets={loaderData} titleAs={usePageHeading()} />
}

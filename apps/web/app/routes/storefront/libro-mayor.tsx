import type { StripHandle } from '../../features/catalogues/strip-place'
import { NotFound } from '../../features/errors/not-found'
import { baseFor } from '../../features/shop/shop.server'
import { usePageHeading, useShop } from '../../features/shop/use-shop'
import { LedgerReportPage } from '../../features/wallets/ledger-report-page'
import { loadLedgerReport } from '../../features/wallets/wallet.server'
import { withMessages } from '../../i18n/messages.server'
import { metaT } from '../../lib/meta'
import { shopHome } from '../../lib/shop-base'
import type { Route } from './+types/libro-mayor'

export const handle: StripHandle = { catalogueStrip: 'none' }

/** `/plataforma/libro-mayor`: the ledger's report for the platform's admins (decision 090); anyone else 404. */
export const loader = withMessages(['ledger'], ({ request, context, params }: Route.LoaderArgs) =>
  loadLedgerReport(request, context, baseFor(params.shop, context)),
)

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  // Nobody but the platform's admins learns the page is there (conventions 11).
  const title = loaderData?.allowed ? 'ledger.title' : 'notFound.title'
  return [{ title: metaT(matches)(title) }, { name: 'robots', content: 'noindex' }]
}

export default function LibroMayor({ loaderData }: Route.ComponentProps) {
  const { base } = useShop()
  const heading = usePageHeading()
  if (!loaderData.allowed) return <NotFound homeHref={shopHome(base)} titleAs={heading} />
  return <LedgerReportPage report={loaderData} titleAs={heading} />
}

import type { StripHandle } from '../../features/catalogues/strip-place'
import { NotFound } from '../../features/errors/not-found'
import { loadFiscalInfo, saveFiscalInfo } from '../../features/invoicing/fiscal-info.server'
import { FiscalInfoPage } from '../../features/invoicing/fiscal-info-page'
import { addressingFor } from '../../features/shop/shop.server'
import { usePageHeading, useShop } from '../../features/shop/use-shop'
import { withMessages } from '../../i18n/messages.server'
import { metaT } from '../../lib/meta'
import { shopHome } from '../../lib/shop-base'
import type { Route } from './+types/admin-facturacion'

// A task page: no catalogue strip above it (decision 038).
export const handle: StripHandle = { catalogueStrip: 'none' }

/** `{shop}/admin/facturacion`: the seller's fiscal information for receipts and invoices (decision 085). */
export const loader = withMessages(
  ['fiscalInfo', 'toast.close'],
  ({ request, context, params }: Route.LoaderArgs) => {
    const { slug, base } = addressingFor(params.shop, context)
    return loadFiscalInfo(request, context, slug, base)
  },
)

export async function action({ request, context, params }: Route.ActionArgs) {
  const { slug, base } = addressingFor(params.shop, context)
  if (!slug) throw new Response(null, { status: 404 })
  return saveFiscalInfo(request, context, slug, base)
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: metaT(matches)('fiscalInfo.title') }, { name: 'robots', content: 'noindex' }]
}

export default function AdminFacturacion({ loaderData, actionData }: Route.ComponentProps) {
  const { base } = useShop()
  const heading = usePageHeading()
  if (!loaderData.allowed) return <NotFound homeHref={shopHome(base)} titleAs={heading} />
  return (
    <FiscalInfoPage
      values={loaderData.values}
      regimes={loaderData.regimes}
      failure={actionData ?? null}
      saved={loaderData.saved && !actionData}
      closeHref={loaderData.closeHref}
      titleAs={heading}
    />
  )
}

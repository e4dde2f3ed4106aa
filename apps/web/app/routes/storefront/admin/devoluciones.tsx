import type { StripHandle } from '../../../features/catalogues/strip-place'
import { NotFound } from '../../../features/errors/not-found'
import { ShopReturnsList } from '../../../features/returns/return-pages'
import { loadShopReturns, type ReturnsListPage } from '../../../features/returns/returns.server'
import { withMessages } from '../../../i18n/messages.server'
import { metaT } from '../../../lib/meta'
import { shopHome } from '../../../lib/shop-base'
import type { Route } from './+types/devoluciones'

export const handle: StripHandle = { catalogueStrip: 'none' }

/** `{shop}/admin/devoluciones` (decision 091): the shop's returns, for who reads its orders. */
export const loader = withMessages(
  (page: ReturnsListPage) => (page.found ? ['returns'] : []),
  ({ request, context, params }: Route.LoaderArgs) => loadShopReturns(request, context, params),
)

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaT(matches)
  const title = loaderData?.found ? t('returns.admin.title') : t('notFound.title')
  return [{ title }, { name: 'robots', content: 'noindex' }]
}

export default function Devoluciones({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFound homeHref={shopHome('')} />
  return <ShopReturnsList page={loaderData} />
}

import type { StripHandle } from '../../../features/catalogues/strip-place'
import { NotFound } from '../../../features/errors/not-found'
import { ReturnView } from '../../../features/returns/return-pages'
import { loadReturnPage, type ReturnPage } from '../../../features/returns/returns.server'
import { taskPageMeta } from '../../../features/seo/canonical'
import { withMessages } from '../../../i18n/messages.server'
import { metaT } from '../../../lib/meta'
import { shopHome } from '../../../lib/shop-base'
import type { Route } from './+types/devolucion'

export const handle: StripHandle = { catalogueStrip: 'none' }

/** `{base}/mis-compras/devoluciones/:id` (decision 091): the customer's return, tabs Request, Record, Refunds. */
export const loader = withMessages(
  (page: ReturnPage) => (page.found ? ['returns', 'toast.close'] : []),
  ({ request, context, params }: Route.LoaderArgs) => loadReturnPage(request, context, 'customer', params),
)

export function meta({ matches, params, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaT(matches)
  const title = loaderData?.found ? t('returns.detail.title', { id: params.id }) : t('notFound.title')
  return taskPageMeta(matches, title) as Route.MetaDescriptors
}

export default function Devolucion({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFound homeHref={shopHome('')} />
  return <ReturnView page={loaderData} answer={undefined} />
}

import type { StripHandle } from '../../../features/catalogues/strip-place'
import { NotFound } from '../../../features/errors/not-found'
import { ReturnView } from '../../../features/returns/return-pages'
import { actOnReturn, loadReturnPage, type ReturnPage } from '../../../features/returns/returns.server'
import { withMessages } from '../../../i18n/messages.server'
import { metaT } from '../../../lib/meta'
import { shopHome } from '../../../lib/shop-base'
import type { Route } from './+types/devolucion'

export const handle: StripHandle = { catalogueStrip: 'none' }

/**
 * `{shop}/admin/devoluciones/:id` (decision 091): a return for the shop's staff — the request,
 * the record with its notes form, the refunds with the amount form and retries, and closing once
 * no refund is pending. The forms post here without JavaScript and come back with a toast.
 */
export const loader = withMessages(
  (page: ReturnPage) => (page.found ? ['returns', 'toast.close'] : []),
  ({ request, context, params }: Route.LoaderArgs) => loadReturnPage(request, context, 'shop', params),
)

export function action({ request, context, params }: Route.ActionArgs) {
  return actOnReturn(request, context, params)
}

export function meta({ matches, params, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaT(matches)
  const title = loaderData?.found ? t('returns.detail.title', { id: params.id }) : t('notFound.title')
  return [{ title }, { name: 'robots', content: 'noindex' }]
}

export default function Devolucion({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFound homeHref={shopHome('')} />
  return <ReturnView page={loaderData} answer={actionData ?? undefined} />
}

import type { StripHandle } from '../../../features/catalogues/strip-place'
import { NotFound } from '../../../features/errors/not-found'
import { ReturnFormView } from '../../../features/returns/return-pages'
import {
  loadReturnForm,
  type ReturnFormPage,
  submitReturnForm,
} from '../../../features/returns/returns.server'
import { taskPageMeta } from '../../../features/seo/canonical'
import { withMessages } from '../../../i18n/messages.server'
import { metaT } from '../../../lib/meta'
import { shopHome } from '../../../lib/shop-base'
import type { Route } from './+types/devolver'

export const handle: StripHandle = { catalogueStrip: 'none' }

/** `{base}/mis-compras/:order/devolver` (decision 091): the customer's return request, a plain form. */
export const loader = withMessages(
  (page: ReturnFormPage) => (page.found ? ['returns'] : []),
  ({ request, context, params }: Route.LoaderArgs) => loadReturnForm(request, context, params),
)

export function action({ request, context, params }: Route.ActionArgs) {
  return submitReturnForm(request, context, params)
}

export function meta({ matches, params, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaT(matches)
  const title = loaderData?.found ? t('returns.form.title', { id: params.order }) : t('notFound.title')
  return taskPageMeta(matches, title) as Route.MetaDescriptors
}

export default function Devolver({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFound homeHref={shopHome('')} />
  return <ReturnFormView page={loaderData} answer={actionData} />
}

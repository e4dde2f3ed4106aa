import type { StripHandle } from '../../../features/catalogues/strip-place'
import { loadPaidPage } from '../../../features/checkout/paid.server'
import { PaidPage } from '../../../features/checkout/paid-page'
import { taskPageMeta } from '../../../features/seo/canonical'
import { withMessages } from '../../../i18n/messages.server'
import { metaT } from '../../../lib/meta'
import type { Route } from './+types/pagado'

export const handle: StripHandle = { catalogueStrip: 'none' }

/** `{base}/pagado/:checkout`: the paid page (002 §2); another person's checkout is the 404 page. */
export const loader = withMessages(
  ['checkout.paid', 'checkout.summary.title'],
  ({ request, context, params }: Route.LoaderArgs) => loadPaidPage(request, context, params),
)

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return taskPageMeta(matches, metaT(matches)('checkout.paid.title')) as Route.MetaDescriptors
}

export default function Pagado({ loaderData }: Route.ComponentProps) {
  return <PaidPage paid={loaderData} />
}

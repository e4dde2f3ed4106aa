import type { StripHandle } from '../../../features/catalogues/strip-place'
import { loadPaidPage } from '../../../features/checkout/paid.server'
import { PaidPage, paidTitleKey } from '../../../features/checkout/paid-page'
import { taskPageMeta } from '../../../features/seo/canonical'
import { withMessages } from '../../../i18n/messages.server'
import { metaT } from '../../../lib/meta'
import type { Route } from './+types/pagado'

export const handle: StripHandle = { catalogueStrip: 'none' }

/** `{base}/pagado/:checkout`: the paid page (002 §2); another person's checkout is the 404 page. */
export const loader = withMessages(
  // The delivery types' names: each order says how it is delivered (decision 055); the methods'
  // names: how it was paid or is to be paid (decision 064).
  ['checkout.paid', 'checkout.summary.title', 'checkout.delivery.type', 'checkout.payment'],
  ({ request, context, params }: Route.LoaderArgs) => loadPaidPage(request, context, params),
)

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  // Nothing charged (every order waits for its seller's date and cost): "order placed"; a payment
  // being confirmed or a reference that lapsed says so.
  const title = loaderData ? paidTitleKey(loaderData) : 'checkout.paid.title'
  return taskPageMeta(matches, metaT(matches)(title)) as Route.MetaDescriptors
}

export default function Pagado({ loaderData }: Route.ComponentProps) {
  return <PaidPage paid={loaderData} />
}

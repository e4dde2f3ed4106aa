import { DocumentPage, documentMeta } from '../../features/pages/document-page'
import { loadLegal, PAGE_FRAME_MESSAGES } from '../../features/pages/pages.server'
import { withMessages } from '../../i18n/messages.server'
import type { Route } from './+types/terminos'

/**
 * {base}/terminos (001 §2 footer): the shop's terms and conditions, or the platform's at /terminos. The platform's
 * default text in the visitor's language with the shop's name and contact (decision 035).
 */
export const loader = withMessages(PAGE_FRAME_MESSAGES, ({ request, context, params }: Route.LoaderArgs) =>
  loadLegal(request, context, params.shop, 'terms'),
)

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return documentMeta(matches, loaderData) as Route.MetaDescriptors
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <DocumentPage data={loaderData} />
}

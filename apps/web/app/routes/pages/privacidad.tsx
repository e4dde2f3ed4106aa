import { DocumentPage, documentMeta } from '../../features/pages/document-page'
import { loadLegal, PAGE_FRAME_MESSAGES } from '../../features/pages/pages.server'
import { withMessages } from '../../i18n/messages.server'
import type { Route } from './+types/privacidad'

/**
 * {base}/privacidad (001 §2 footer): the shop's privacy notice, or the platform's at /privacidad. The platform's
 * default text in the visitor's language with the shop's name and contact (decision 035).
 */
export const loader = withMessages(PAGE_FRAME_MESSAGES, ({ request, context, params }: Route.LoaderArgs) =>
  loadLegal(request, context, params.shop, 'privacy'),
)

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return documentMeta(matches, loaderData) as Route.MetaDescriptors
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <DocumentPage data={loaderData} />
}

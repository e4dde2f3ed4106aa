import { DocumentPage, documentMeta } from '../../features/pages/document-page'
import { loadSupplierDisabledHelp, PAGE_FRAME_MESSAGES } from '../../features/pages/pages.server'
import { withMessages } from '../../i18n/messages.server'
import type { Route } from './+types/supplier-disabled-help'

/**
 * /ayuda/proveedores/deshabilitado (001 §2): what a disabled supplier account means, why it
 * happens and what to do. The warning banner links to it; on a shop's own host and under
 * /{shop}/ it shows in the shop's frame, on the platform host in the platform's.
 */
export const loader = withMessages(PAGE_FRAME_MESSAGES, ({ request, context, params }: Route.LoaderArgs) =>
  loadSupplierDisabledHelp(request, context, params.shop),
)

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return documentMeta(matches, loaderData) as Route.MetaDescriptors
}

export default function SupplierDisabledHelpPage({ loaderData }: Route.ComponentProps) {
  return <DocumentPage data={loaderData} />
}

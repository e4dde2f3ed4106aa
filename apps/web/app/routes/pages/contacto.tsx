import { data } from 'react-router'
import { ContactPage } from '../../features/pages/contact-page'
import { pageMeta } from '../../features/pages/document-page'
import { PAGE_FRAME_MESSAGES, pageOwner } from '../../features/pages/pages.server'
import { withMessages } from '../../i18n/messages.server'
import { metaT } from '../../lib/meta'
import type { Route } from './+types/contacto'

/**
 * {base}/contacto (001 §2 footer): the shop's contact data. The platform has no contact data of
 * its own, so /contacto without a shop is the 404 page (decision 035).
 */
export const loader = withMessages(
  [
    ...PAGE_FRAME_MESSAGES,
    'contactPage',
    'contact.email',
    'contact.phone',
    'contact.whatsapp',
    'contact.none',
    'contact.newTab',
  ],
  async ({ request, context, params }: Route.LoaderArgs) => {
    const owner = await pageOwner(request, context, params.shop)
    const found = owner.found && owner.shop !== null
    return data(
      { found, owner: owner.found ? (owner.shop?.name ?? null) : null },
      { status: found ? 200 : 404 },
    )
  },
)

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const title = loaderData?.found ? metaT(matches)('contactPage.title') : null
  return pageMeta(matches, title, loaderData?.owner ?? null) as Route.MetaDescriptors
}

export default function ContactoPage({ loaderData }: Route.ComponentProps) {
  return <ContactPage found={loaderData.found} />
}

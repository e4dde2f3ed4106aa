import type { StripHandle } from '../../../features/catalogues/strip-place'
import { taskPageMeta } from '../../../features/seo/canonical'
import { loadSharedCheckoutPage } from '../../../features/shared-checkout/shared-checkout.server'
import { SharedCheckoutPage } from '../../../features/shared-checkout/shared-checkout-page'
import { usePageHeading, useShop } from '../../../features/shop/use-shop'
import { withMessages } from '../../../i18n/messages.server'
import { useT } from '../../../i18n/use-t'
import { metaT } from '../../../lib/meta'
import { shopHome } from '../../../lib/shop-base'
import { MessagePage } from '../../../ui/message-page'
import type { Route } from './+types/compartido'

// A task page (buying): no catalogue strip above it (decision 038).
export const handle: StripHandle = { catalogueStrip: 'none' }

/**
 * `{base}/comprar/compartido/:publicSlug`: a shared checkout's public page (002 §4; decision 054).
 * Anyone with the link sees its items priced now and starts buying them; nothing of the sharer.
 */
export const loader = withMessages(['sharedCheckout'], ({ request, context, params }: Route.LoaderArgs) =>
  loadSharedCheckoutPage(request, context, params),
)

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaT(matches)
  const tags = taskPageMeta(matches, t('sharedCheckout.title'))
  if (!loaderData?.found) return tags as Route.MetaDescriptors
  const description = t('sharedCheckout.description', { shop: loaderData.shared.shopName })
  return [
    ...tags.filter((tag) => tag.name !== 'description' && tag.property !== 'og:description'),
    { name: 'description', content: description },
    { property: 'og:description', content: description },
  ] as Route.MetaDescriptors
}

export default function SharedCheckout({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { profile } = useShop()
  const heading = usePageHeading()
  if (!loaderData.found) {
    return (
      <MessagePage
        titleAs={heading}
        title={t(loaderData.problem ? 'sharedCheckout.unavailableTitle' : 'sharedCheckout.notFoundTitle')}
        text={loaderData.problem ?? t('sharedCheckout.notFoundText')}
        linkTo={shopHome(loaderData.base)}
        linkLabel={t('sharedCheckout.backToShop')}
      />
    )
  }
  return (
    <SharedCheckoutPage
      shared={loaderData.shared}
      viewer={profile.anonymous ? 'anonymous' : 'signed-in'}
      titleAs={heading}
    />
  )
}

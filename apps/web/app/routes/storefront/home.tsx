import { loadShopList } from '../../features/platform/platform.server'
import { PlatformHome } from '../../features/platform/platform-home'
import { addressingFor } from '../../features/shop/shop.server'
import { ShopWelcome } from '../../features/shop/shop-welcome'
import { useShop } from '../../features/shop/use-shop'
import { translate } from '../../i18n/translate'
import { metaLocale } from '../../lib/meta'
import type { Route } from './+types/home'

/** `/` on the platform lists the shops (GET /api/v1/shops); a shop's home shows its welcome. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { slug } = addressingFor(params.shop, context)
  return slug === null ? { shops: await loadShopList(request, context) } : { shops: null }
}

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  // A shop's home keeps the layout's title, description and Open Graph tags.
  if (!loaderData?.shops) return matches.find((match) => match?.id === 'routes/storefront/layout')?.meta ?? []
  const locale = metaLocale(matches)
  return [
    { title: translate(locale, 'platform.name') },
    { name: 'description', content: translate(locale, 'platform.tagline') },
  ]
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { shop } = useShop()
  if (!shop || loaderData.shops) return loaderData.shops ? <PlatformHome {...loaderData.shops} /> : null
  return <ShopWelcome shop={shop} />
}

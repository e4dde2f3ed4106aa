import { Link } from 'react-router'
import { NotFound } from '../../features/errors/not-found'
import { ItemCard } from '../../features/items/item-card'
import { loadNetwork } from '../../features/platform/platform-items.server'
import { PLATFORM_LIST_MESSAGES } from '../../features/platform/platform-messages'
import { ShopList } from '../../features/platform/shop-list'
import { Breadcrumb } from '../../features/sections/breadcrumb'
import { withCanonical } from '../../features/seo/canonical'
import { withMessages } from '../../i18n/messages.server'
import { useT } from '../../i18n/use-t'
import { metaT } from '../../lib/meta'
import type { Route } from './+types/red-comercial'

/** `/red-comercial` (issue #4 §6): the network's businesses and their newest products. */
export const loader = withMessages(
  PLATFORM_LIST_MESSAGES.network,
  ({ request, context, params }: Route.LoaderArgs) => {
    return loadNetwork(request, context, params.shop)
  },
)

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaT(matches)
  if (!loaderData?.found) return [{ title: t('notFound.title') }, { name: 'robots', content: 'noindex' }]
  return withCanonical(matches, [
    { title: `${t('market.network.title')} | ${t('platform.name')}` },
    { name: 'description', content: t('market.network.intro') },
  ])
}

export default function Network({ loaderData }: Route.ComponentProps) {
  const t = useT()
  if (!loaderData.found) return <NotFound homeHref="/" titleAs="h1" />
  return (
    <div className="flex flex-col gap-8">
      <Breadcrumb items={[{ label: t('sections.home'), href: '/' }, { label: t('market.network.title') }]} />
      <div className="flex flex-col gap-1">
        <h1 className="font-bold text-3xl text-gray-900">{t('market.network.title')}</h1>
        <p className="text-gray-700">{t('market.network.intro')}</p>
      </div>
      <section aria-labelledby="negocios" className="flex flex-col gap-4">
        <h2 id="negocios" className="font-bold text-2xl">
          {t('market.network.businesses')}
        </h2>
        <ShopList {...loaderData.shops} />
      </section>
      <section aria-labelledby="productos-recientes" className="flex flex-col gap-4">
        <h2 id="productos-recientes" className="font-bold text-2xl">
          {t('market.network.products')}
        </h2>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {loaderData.products.map((item) => (
            <li key={item.href}>
              <ItemCard item={item} />
            </li>
          ))}
        </ul>
        <Link to="/products" className="self-start font-medium underline underline-offset-2">
          {t('market.network.allProducts')}
        </Link>
      </section>
    </div>
  )
}

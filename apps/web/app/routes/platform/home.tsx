import { loadShopList } from '../../features/platform/platform.server'
import { ShopList } from '../../features/platform/shop-list'
import { translate } from '../../i18n/translate'
import { useT } from '../../i18n/use-t'
import { metaLocale } from '../../lib/meta'
import type { Route } from './+types/home'

/** GET /api/v1/shops?offset&limit: the platform home's list of shops. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadShopList(request, context)
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = metaLocale(matches)
  return [
    { title: translate(locale, 'platform.name') },
    { name: 'description', content: translate(locale, 'platform.tagline') },
  ]
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <div className="flex flex-col gap-10">
      <section className="flex flex-col gap-2">
        <h1 className="font-extrabold text-4xl tracking-tight">{t('platform.name')}</h1>
        <p className="text-gray-700 text-lg">{t('platform.tagline')}</p>
      </section>
      <section aria-labelledby="shops-title" className="flex flex-col gap-4">
        <h2 id="shops-title" className="font-bold text-2xl">
          {t('platform.shops.title')}
        </h2>
        <ShopList {...loaderData} />
      </section>
    </div>
  )
}

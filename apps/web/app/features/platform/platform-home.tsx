import { useT } from '../../i18n/use-t'
import type { loadShopList } from './platform.server'
import { ShopList } from './shop-list'

/** The platform's home: what Tianguis is, and its shops a page at a time. */
export function PlatformHome(props: Awaited<ReturnType<typeof loadShopList>>) {
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
        <ShopList {...props} />
      </section>
    </div>
  )
}

import type { Shop } from '@tianguis/core/contracts/shops'
import { useT } from '../../i18n/use-t'

/** The shop home for now: a welcome with the shop's description, and the empty product list. */
export function ShopWelcome({ shop }: { shop: Pick<Shop, 'name' | 'seo_description'> }) {
  const t = useT()
  return (
    <div className="flex flex-col gap-8">
      <section
        aria-labelledby="welcome-title"
        className="rounded-lg border-[var(--color1)] border-l-8 bg-[var(--color2)] px-6 py-8 text-[var(--on-color2)]"
      >
        <h2 id="welcome-title" className="font-bold text-2xl">
          {t('shop.welcome', { name: shop.name })}
        </h2>
        {shop.seo_description ? <p className="mt-2 max-w-prose text-lg">{shop.seo_description}</p> : null}
      </section>
      <section
        aria-labelledby="empty-title"
        className="rounded-lg border-2 border-gray-300 border-dashed px-6 py-12 text-center"
      >
        <h2 id="empty-title" className="font-semibold text-gray-900 text-xl">
          {t('shop.empty.title')}
        </h2>
        <p className="mt-2 text-gray-700">{t('shop.empty.text')}</p>
      </section>
    </div>
  )
}

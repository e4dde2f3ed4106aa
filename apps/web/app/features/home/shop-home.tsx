import { forViewer } from '@tianguis/core/audience'
import type { Profile } from '@tianguis/core/contracts/identity'
import { Link } from 'react-router'
import { useT } from '../../i18n/use-t'
import { BannerList } from '../banners/banner-list'
import type { PageBanner } from '../banners/banners.server'
import { CatalogueStrip } from '../catalogues/catalogue-strip'
import type { PageStripEntry } from '../catalogues/page-strip'
import type { CardItem } from '../items/card-item'
import { ItemCard } from '../items/item-card'
import type { PageShop } from '../shop/page-shop'
import { HeaderBlock } from './header-block'
import { HeaderSlides } from './header-slides'

/**
 * A shop's home (000 §2): header slides, the catalogue strip, the header block for this viewer's
 * audience, the banners the API chose for them, and the first products with a link to them all.
 */
export function ShopHome({
  shop,
  profile,
  base,
  banners,
  strip,
  products,
}: {
  shop: PageShop
  profile: Pick<Profile, 'anonymous' | 'user_level'>
  base: string
  banners: PageBanner[]
  strip: PageStripEntry[]
  /** The first products as cards; null when the products section is off. */
  products: CardItem[] | null
}) {
  const t = useT()
  const info = shop.store_theme_info
  const slides = forViewer(info.slider_info, profile)
  const header = info.header_info && forViewer([info.header_info], profile)[0]
  return (
    <div className="flex flex-col gap-8">
      <HeaderSlides slides={slides} base={base} />
      <CatalogueStrip catalogues={strip} base={base} />
      {header ? <HeaderBlock header={header} base={base} /> : null}
      <BannerList banners={banners} base={base} />
      {products ? (
        <section aria-labelledby="home-products" className="flex flex-col gap-4">
          <h2 id="home-products" className="font-bold text-2xl text-gray-900">
            {t('home.products.title')}
          </h2>
          {products.length > 0 ? (
            <>
              <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
                {products.map((item) => (
                  <li key={item.id}>
                    <ItemCard item={item} />
                  </li>
                ))}
              </ul>
              <Link to={`${base}/productos`} className="self-start font-medium underline underline-offset-2">
                {t('home.products.all')}
              </Link>
            </>
          ) : (
            <div className="rounded-lg border-2 border-gray-300 border-dashed px-6 py-12 text-center">
              <p className="font-semibold text-gray-900 text-xl">{t('shop.empty.title')}</p>
              <p className="mt-2 text-gray-700">{t('shop.empty.text')}</p>
            </div>
          )}
        </section>
      ) : null}
    </div>
  )
}

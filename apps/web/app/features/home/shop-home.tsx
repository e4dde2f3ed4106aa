import { forViewer } from '@tianguis/core/audience'
import type { Profile } from '@tianguis/core/contracts/identity'
import { Link, useLocation } from 'react-router'
import { useT } from '../../i18n/use-t'
import { lazyPart } from '../../lib/island'
import { shopHome } from '../../lib/shop-base'
import { BannerList } from '../banners/banner-list'
import type { PageBanner } from '../banners/banners.server'
import type { PageStripEntry } from '../catalogues/page-strip'
import { CatalogueStripIsland } from '../catalogues/strip-island'
import { RESALE_PARAM } from '../resale/resale-outcome'
import { HeaderBlock } from './header-block'
import { HeaderSlides } from './header-slides'
import type { ShopHomeData } from './home.server'
import { HomeItemsIsland } from './home-items-island'

/** Plain links to the editors' pages (decision 096): no JavaScript for anyone. */
function EditButtons({ base }: { base: string }) {
  const t = useT()
  const style =
    'rounded-md border border-gray-400 bg-white px-3 py-1.5 font-medium text-gray-900 text-sm hover:bg-gray-50'
  return (
    <div className="-mb-5 flex flex-wrap justify-end gap-2">
      <a href={`${base}/admin/carrusel`} className={style}>
        {t('showcase.edit.carousel')}
      </a>
      <a href={`${base}/admin/encabezados`} className={style}>
        {t('showcase.edit.header')}
      </a>
    </div>
  )
}

// Only after a removal posted without JavaScript: the home's first load carries none of it.
const ResaleFlash = lazyPart(() => import('../resale/resale-flash').then((m) => m.ResaleFlash))

/**
 * A shop's home (000 §2): header slides, the catalogue strip (the frame's, placed here under the
 * slides: the home's route handle says so, decision 038), the header block for this viewer's
 * audience, the grid of the shop's first products (decision 069: link cards, the admin's control
 * an island, so the JavaScript budget holds) and the banners the API chose for them.
 */
export function ShopHome({
  profile,
  base,
  banners,
  strip,
  theme,
  items,
  shop,
  editable = false,
  editBackground = null,
}: {
  profile: Pick<Profile, 'anonymous' | 'user_level'>
  base: string
  banners: PageBanner[]
  strip: PageStripEntry[] | undefined
  theme: ShopHomeData['theme']
  items: ShopHomeData['items']
  /** The shop's slug, where the admin's removal acts. */
  shop: string
  /** A shop admin: the edit buttons for the carousel and the header (001 §6; decision 096). */
  editable?: boolean
  /** For the shop's admins, 'Editar fondo' to the editor's colours (000 §6; decision 095). */
  editBackground?: string | null
}) {
  const t = useT()
  const info = theme
  const { search } = useLocation()
  const slides = forViewer(info.slider_info, profile)
  const header = info.header_info && forViewer([info.header_info], profile)[0]
  // 001 §9 columns (default 2): the 2-column variant sets the slides and the header block side by
  // side from 768 px, the 1-column one stacks them full width with the catalogue strip between.
  const twoColumns = info.columns !== 1
  const stripPart = strip ? <CatalogueStripIsland catalogues={strip} base={base} /> : null
  const headerPart = header ? <HeaderBlock header={header} base={base} /> : null
  return (
    <div className="flex flex-col gap-8" data-columns={twoColumns ? '2' : '1'}>
      {editable ? <EditButtons base={base} /> : null}
      {editBackground ? (
        <p className="-mb-6 flex justify-end">
          <Link
            to={editBackground}
            className="rounded-md border border-current px-2 py-1 font-medium text-sm hover:bg-black/5"
          >
            {t('shopLook.editBackground')}
          </Link>
        </p>
      ) : null}
      {twoColumns ? (
        <>
          <div
            className={
              slides.length > 0 && headerPart ? 'grid items-center gap-6 md:grid-cols-2' : 'contents'
            }
          >
            <HeaderSlides slides={slides} base={base} />
            {headerPart}
          </div>
          {stripPart}
        </>
      ) : (
        <>
          <HeaderSlides slides={slides} base={base} />
          {stripPart}
          {headerPart}
        </>
      )}
      {/* The shop's welcome stays by its slides; its products follow it (decision 069). */}
      {items ? <HomeItemsIsland items={items} shop={shop} home={shopHome(base)} /> : null}
      <BannerList banners={banners} base={base} />
      {/* A removal from the grid without JavaScript lands back here (decision 076). */}
      {new URLSearchParams(search).has(RESALE_PARAM) ? <ResaleFlash /> : null}
    </div>
  )
}

import { forViewer } from '@tianguis/core/audience'
import type { Profile } from '@tianguis/core/contracts/identity'
import { BannerList } from '../banners/banner-list'
import type { PageBanner } from '../banners/banners.server'
import type { PageStripEntry } from '../catalogues/page-strip'
import { CatalogueStripIsland } from '../catalogues/strip-island'
import { HeaderBlock } from './header-block'
import { HeaderSlides } from './header-slides'
import type { ShopHomeData } from './home.server'

/**
 * A shop's home (000 §2): header slides, the catalogue strip (the frame's, placed here under the
 * slides: the home's route handle says so, decision 038), the header block for this viewer's
 * audience and the banners the API chose for them. The items live on the section pages the top
 * menu links (a grid of cards here would cost the home its JavaScript budget, decision 022).
 */
export function ShopHome({
  profile,
  base,
  banners,
  strip,
  theme,
}: {
  profile: Pick<Profile, 'anonymous' | 'user_level'>
  base: string
  banners: PageBanner[]
  strip: PageStripEntry[] | undefined
  theme: ShopHomeData['theme']
}) {
  const info = theme
  const slides = forViewer(info.slider_info, profile)
  const header = info.header_info && forViewer([info.header_info], profile)[0]
  return (
    <div className="flex flex-col gap-8">
      <HeaderSlides slides={slides} base={base} />
      {strip ? <CatalogueStripIsland catalogues={strip} base={base} /> : null}
      {header ? <HeaderBlock header={header} base={base} /> : null}
      <BannerList banners={banners} base={base} />
    </div>
  )
}

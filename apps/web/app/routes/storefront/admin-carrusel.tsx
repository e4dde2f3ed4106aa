import type { StripHandle } from '../../features/catalogues/strip-place'
import { NotFound } from '../../features/errors/not-found'
import { addressingFor } from '../../features/shop/shop.server'
import { usePageHeading, useShop } from '../../features/shop/use-shop'
import { SlideList } from '../../features/showcase/carousel-editor'
import { carouselPage } from '../../features/showcase/paths'
import { loadSlideList, slideListAction } from '../../features/showcase/showcase.server'
import { withMessages } from '../../i18n/messages.server'
import { metaT } from '../../lib/meta'
import { shopHome } from '../../lib/shop-base'
import type { Route } from './+types/admin-carrusel'

export const handle: StripHandle = { catalogueStrip: 'none' }

/** `{shop}/admin/carrusel`: the carousel editor's list and column toggle (001 §2, §4; decision 096). */
export const loader = withMessages(
  ['showcase', 'toast.close'],
  ({ request, context, params }: Route.LoaderArgs) => {
    const { slug } = addressingFor(params.shop, context)
    if (!slug) throw new Response(null, { status: 404 })
    return loadSlideList(request, context, slug)
  },
)

export async function action({ request, context, params }: Route.ActionArgs) {
  const { slug, base } = addressingFor(params.shop, context)
  if (!slug) throw new Response(null, { status: 404 })
  return slideListAction(request, context, slug, base)
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: metaT(matches)('showcase.slides.title') }, { name: 'robots', content: 'noindex' }]
}

export default function AdminCarrusel({ loaderData, actionData }: Route.ComponentProps) {
  const { base } = useShop()
  const heading = usePageHeading()
  if (!loaderData.allowed) return <NotFound homeHref={shopHome(base)} titleAs={heading} />
  return (
    <SlideList
      slides={loaderData.slides}
      total={loaderData.total}
      offset={loaderData.offset}
      columns={loaderData.columns}
      done={loaderData.done}
      answer={actionData}
      page={carouselPage(base)}
      closeHref={shopHome(base)}
    />
  )
}

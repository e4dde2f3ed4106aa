import type { StripHandle } from '../../features/catalogues/strip-place'
import { NotFound } from '../../features/errors/not-found'
import { addressingFor } from '../../features/shop/shop.server'
import { usePageHeading, useShop } from '../../features/shop/use-shop'
import { SlideForm } from '../../features/showcase/carousel-editor'
import { carouselPage } from '../../features/showcase/paths'
import { loadSlideForm, saveSlideAction } from '../../features/showcase/showcase.server'
import { withMessages } from '../../i18n/messages.server'
import { metaT } from '../../lib/meta'
import { shopHome } from '../../lib/shop-base'
import type { Route } from './+types/admin-diapositiva'

export const handle: StripHandle = { catalogueStrip: 'none' }

/**
 * `{shop}/admin/carrusel/nuevo` and `{shop}/admin/carrusel/{id}`: the slide form (001 §5;
 * decision 096); saving or cancelling goes back to the list.
 */
export const loader = withMessages(
  ['showcase', 'toast.close'],
  ({ request, context, params }: Route.LoaderArgs) => {
    const { slug } = addressingFor(params.shop, context)
    if (!slug) throw new Response(null, { status: 404 })
    return loadSlideForm(request, context, slug, params.id ?? null)
  },
)

export async function action({ request, context, params }: Route.ActionArgs) {
  const { slug, base } = addressingFor(params.shop, context)
  if (!slug) throw new Response(null, { status: 404 })
  return saveSlideAction(request, context, slug, base, params.id ?? null)
}

export function meta({ matches, params }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaT(matches)
  return [
    { title: params.id ? t('showcase.slides.editTitle') : t('showcase.slides.newTitle') },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function AdminDiapositiva({ loaderData, actionData }: Route.ComponentProps) {
  const { base } = useShop()
  const heading = usePageHeading()
  if (!loaderData.allowed) return <NotFound homeHref={shopHome(base)} titleAs={heading} />
  return (
    <SlideForm
      slide={loaderData.slide}
      columns={loaderData.columns}
      answer={actionData}
      listHref={carouselPage(base)}
      closeHref={shopHome(base)}
      idempotencyKey={loaderData.key}
    />
  )
}

import type { StripHandle } from '../../features/catalogues/strip-place'
import { NotFound } from '../../features/errors/not-found'
import { addressingFor } from '../../features/shop/shop.server'
import { usePageHeading, useShop } from '../../features/shop/use-shop'
import { shopLookHref } from '../../features/shop-look/shop-look-fields'
import { HeaderList } from '../../features/showcase/header-editor'
import { headersPage } from '../../features/showcase/paths'
import { deleteHeaderAction, loadHeaderList } from '../../features/showcase/showcase.server'
import { withMessages } from '../../i18n/messages.server'
import { metaT } from '../../lib/meta'
import { shopHome } from '../../lib/shop-base'
import type { Route } from './+types/admin-encabezados'

// A task page: no catalogue strip above it (decision 038).
export const handle: StripHandle = { catalogueStrip: 'none' }

/** `{shop}/admin/encabezados`: the header editor's list (001 §2, §4; decision 096), shop admins only. */
export const loader = withMessages(
  ['showcase', 'shopLook', 'toast.close'],
  ({ request, context, params }: Route.LoaderArgs) => {
    const { slug } = addressingFor(params.shop, context)
    if (!slug) throw new Response(null, { status: 404 })
    return loadHeaderList(request, context, slug)
  },
)

export async function action({ request, context, params }: Route.ActionArgs) {
  const { slug, base } = addressingFor(params.shop, context)
  if (!slug) throw new Response(null, { status: 404 })
  return deleteHeaderAction(request, context, slug, base)
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: metaT(matches)('showcase.headers.title') }, { name: 'robots', content: 'noindex' }]
}

export default function AdminEncabezados({ loaderData, actionData }: Route.ComponentProps) {
  const { base } = useShop()
  const heading = usePageHeading()
  if (!loaderData.allowed) return <NotFound homeHref={shopHome(base)} titleAs={heading} />
  return (
    <HeaderList
      headers={loaderData.headers}
      total={loaderData.total}
      offset={loaderData.offset}
      done={loaderData.done}
      answer={actionData}
      page={headersPage(base)}
      closeHref={shopHome(base)}
      colours={loaderData.colours}
      palettes={loaderData.palettes}
      lookAction={shopLookHref(base)}
    />
  )
}

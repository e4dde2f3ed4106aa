import type { StripHandle } from '../../features/catalogues/strip-place'
import { NotFound } from '../../features/errors/not-found'
import { addressingFor } from '../../features/shop/shop.server'
import { usePageHeading, useShop } from '../../features/shop/use-shop'
import { HeaderForm } from '../../features/showcase/header-editor'
import { headersPage } from '../../features/showcase/paths'
import { loadHeaderForm, saveHeaderAction } from '../../features/showcase/showcase.server'
import { withMessages } from '../../i18n/messages.server'
import { metaT } from '../../lib/meta'
import { shopHome } from '../../lib/shop-base'
import type { Route } from './+types/admin-encabezado'

export const handle: StripHandle = { catalogueStrip: 'none' }

/**
 * `{shop}/admin/encabezados/nuevo` and `{shop}/admin/encabezados/{id}`: the header form (001 §5;
 * decision 096); saving or cancelling goes back to the list.
 */
export const loader = withMessages(
  ['showcase', 'toast.close'],
  ({ request, context, params }: Route.LoaderArgs) => {
    const { slug } = addressingFor(params.shop, context)
    if (!slug) throw new Response(null, { status: 404 })
    return loadHeaderForm(request, context, slug, params.id ?? null)
  },
)

export async function action({ request, context, params }: Route.ActionArgs) {
  const { slug, base } = addressingFor(params.shop, context)
  if (!slug) throw new Response(null, { status: 404 })
  return saveHeaderAction(request, context, slug, base, params.id ?? null)
}

export function meta({ matches, params }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaT(matches)
  return [
    { title: params.id ? t('showcase.headers.editTitle') : t('showcase.headers.newTitle') },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function AdminEncabezado({ loaderData, actionData }: Route.ComponentProps) {
  const { base } = useShop()
  const heading = usePageHeading()
  if (!loaderData.allowed) return <NotFound homeHref={shopHome(base)} titleAs={heading} />
  return (
    <HeaderForm
      header={loaderData.header}
      answer={actionData}
      listHref={headersPage(base)}
      closeHref={shopHome(base)}
      idempotencyKey={loaderData.key}
    />
  )
}

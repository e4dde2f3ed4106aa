import type { StripHandle } from '../../features/catalogues/strip-place'
import { NotFound } from '../../features/errors/not-found'
import { taskPageMeta } from '../../features/seo/canonical'
import { addressingFor } from '../../features/shop/shop.server'
import { usePageHeading, useShop } from '../../features/shop/use-shop'
import { bannersAdminAction, loadBannersAdmin } from '../../features/shop-settings/banners-admin.server'
import { BannersAdminPage } from '../../features/shop-settings/banners-admin-page'
import { withMessages } from '../../i18n/messages.server'
import { metaT } from '../../lib/meta'
import { shopHome } from '../../lib/shop-base'
import type { Route } from './+types/admin-banners'

// A task page: no catalogue strip above it (decision 038).
export const handle: StripHandle = { catalogueStrip: 'none' }

/** `{shop}/admin/banners` (000 §3, §7; decision 097): the banners editor, for the shop's admins. */
export const loader = withMessages(
  ['bannersAdmin', 'supplier.photos.rejected', 'toast.close'],
  ({ request, context, params }: Route.LoaderArgs) => {
    const { slug, base } = addressingFor(params.shop, context)
    return loadBannersAdmin(request, context, slug, base)
  },
)

export async function action({ request, context, params }: Route.ActionArgs) {
  const { slug, base } = addressingFor(params.shop, context)
  return bannersAdminAction(request, context, slug, base)
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  // No `noindex`: only the shop's admins ever get this page (decision 097; admin-configuracion.tsx).
  return taskPageMeta(matches, metaT(matches)('bannersAdmin.title')) as Route.MetaDescriptors
}

export default function AdminBanners({ loaderData, actionData }: Route.ComponentProps) {
  const { base } = useShop()
  const heading = usePageHeading()
  if (!loaderData.allowed) return <NotFound homeHref={shopHome(base)} titleAs={heading} />
  return (
    <BannersAdminPage
      banners={loaderData.banners}
      total={loaderData.total}
      offset={loaderData.offset}
      pageSize={loaderData.pageSize}
      done={actionData ? null : loaderData.done}
      failure={actionData ?? null}
      closeHref={loaderData.closeHref}
      titleAs={heading}
    />
  )
}

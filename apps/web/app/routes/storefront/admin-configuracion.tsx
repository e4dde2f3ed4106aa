import type { StripHandle } from '../../features/catalogues/strip-place'
import { NotFound } from '../../features/errors/not-found'
import { taskPageMeta } from '../../features/seo/canonical'
import { addressingFor } from '../../features/shop/shop.server'
import { usePageHeading, useShop } from '../../features/shop/use-shop'
import { loadSettings, saveSettings } from '../../features/shop-settings/settings.server'
import { SettingsPage } from '../../features/shop-settings/settings-page'
import { withMessages } from '../../i18n/messages.server'
import { metaT } from '../../lib/meta'
import { shopHome } from '../../lib/shop-base'
import type { Route } from './+types/admin-configuracion'

// A task page: no catalogue strip above it (decision 038).
export const handle: StripHandle = { catalogueStrip: 'none' }

/** `{shop}/admin/configuracion` (001 §2; decision 097): the shop's settings, for its admins. */
export const loader = withMessages(
  ['shopSettings', 'toast.close'],
  ({ request, context, params }: Route.LoaderArgs) => {
    const { slug, base } = addressingFor(params.shop, context)
    return loadSettings(request, context, slug, base)
  },
)

export async function action({ request, context, params }: Route.ActionArgs) {
  const { slug, base } = addressingFor(params.shop, context)
  return saveSettings(request, context, slug, base)
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  // No `noindex`: only the shop's admins ever get this page (others the login or the not-found
  // page), so a crawler never reads it, and Lighthouse's SEO audit stays whole (decision 097).
  return taskPageMeta(matches, metaT(matches)('shopSettings.title')) as Route.MetaDescriptors
}

export default function AdminConfiguracion({ loaderData, actionData }: Route.ComponentProps) {
  const { base } = useShop()
  const heading = usePageHeading()
  if (!loaderData.allowed) return <NotFound homeHref={shopHome(base)} titleAs={heading} />
  return (
    <SettingsPage
      settings={loaderData.settings}
      failure={actionData ?? null}
      saved={loaderData.saved && !actionData}
      custom={loaderData.custom}
      closeHref={loaderData.closeHref}
      titleAs={heading}
    />
  )
}

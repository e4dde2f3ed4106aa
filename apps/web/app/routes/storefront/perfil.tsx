import { loadProfile, updateProfile } from '../../features/account/account.server'
import { failureOf } from '../../features/account/form-result'
import { ProfilePage } from '../../features/account/profile-page'
import type { StripHandle } from '../../features/catalogues/strip-place'
import { baseFor } from '../../features/shop/shop.server'
import { usePageHeading } from '../../features/shop/use-shop'
import { withMessages } from '../../i18n/messages.server'
import { pagePath } from '../../lib/page-path'
import type { Route } from './+types/perfil'

// A task page (the viewer's profile): no catalogue strip above it (decision 038).
export const handle: StripHandle = { catalogueStrip: 'none' }

/** /:shop/perfil: GET /api/v1/me (anonymous → {base}/login?next=…); the form PATCHes /api/v1/me. */
export const loader = withMessages(
  ['profile', 'form', 'supplier.menu', 'supplier.profile'],
  async ({ request, context, params }: Route.LoaderArgs) => {
    const base = baseFor(params.shop, context)
    return loadProfile(request, context, base, pagePath(request))
  },
)

export async function action({ request, context }: Route.ActionArgs) {
  return updateProfile(request, context)
}

export default function ShopProfile({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProfilePage
      profile={loaderData.profile}
      base={loaderData.base}
      saved={Boolean(actionData && 'saved' in actionData)}
      failure={failureOf(actionData)}
      titleAs={usePageHeading()}
    />
  )
}

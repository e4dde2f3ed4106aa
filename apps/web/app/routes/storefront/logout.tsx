import { logout, logoutNext } from '../../features/account/account.server'
import { LogoutConfirm } from '../../features/account/logout-confirm'
import type { StripHandle } from '../../features/catalogues/strip-place'
import { baseFor } from '../../features/shop/shop.server'
import { usePageHeading } from '../../features/shop/use-shop'
import { withMessages } from '../../i18n/messages.server'
import { shopHome } from '../../lib/shop-base'
import type { Route } from './+types/logout'

// A task page (signing out): no catalogue strip above it (decision 038).
export const handle: StripHandle = { catalogueStrip: 'none' }

/**
 * /:shop/logout: what /logout becomes on a shop's own host, and the confirm page inside a shop.
 * POST /api/v1/auth/logout, then to `next` or the shop home.
 */
export const loader = withMessages(['auth.logout'], ({ request, context, params }: Route.LoaderArgs) => {
  return { next: logoutNext(request, shopHome(baseFor(params.shop, context))) }
})

export async function action({ request, context, params }: Route.ActionArgs) {
  return logout(request, context, shopHome(baseFor(params.shop, context)))
}

export default function ShopLogout({ loaderData }: Route.ComponentProps) {
  return <LogoutConfirm next={loaderData.next} titleAs={usePageHeading()} />
}

import { logout, logoutNext } from '../../features/account/account.server'
import { LogoutConfirm } from '../../features/account/logout-confirm'
import { platformTitle } from '../../lib/meta'
import type { Route } from './+types/logout'

/** POST /logout: POST /api/v1/auth/logout, clear the cookie, go to `next`. GET: a confirm form. */
export function loader({ request }: Route.LoaderArgs) {
  return { next: logoutNext(request, '/') }
}

export async function action({ request, context }: Route.ActionArgs) {
  return logout(request, context, '/')
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return platformTitle(matches, 'auth.logout.title')
}

export default function PlatformLogout({ loaderData }: Route.ComponentProps) {
  return <LogoutConfirm next={loaderData.next} titleAs="h1" />
}

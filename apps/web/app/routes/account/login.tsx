import { login, nextFromUrl } from '../../features/account/account.server'
import { failureOf } from '../../features/account/form-result'
import { LoginForm } from '../../features/account/login-form'
import { platformTitle } from '../../lib/meta'
import type { Route } from './+types/login'

/** /login on the platform: POST /api/v1/auth/login, then to `next` or /perfil with the session cookie. */
export function loader({ request }: Route.LoaderArgs) {
  return { next: nextFromUrl(request) }
}

export async function action({ request, context }: Route.ActionArgs) {
  return login(request, context, '')
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return platformTitle(matches, 'auth.login.title')
}

export default function PlatformLogin({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginForm base="" next={loaderData.next} failure={failureOf(actionData)} titleAs="h1" />
}

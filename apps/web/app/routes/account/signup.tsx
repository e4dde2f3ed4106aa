import { nextFromUrl, signup } from '../../features/account/account.server'
import { failureOf } from '../../features/account/form-result'
import { SignupForm } from '../../features/account/signup-form'
import { platformTitle } from '../../lib/meta'
import type { Route } from './+types/signup'

/** /signup on the platform: POST /api/v1/auth/signup, then to `next` or /perfil, logged in. */
export function loader({ request }: Route.LoaderArgs) {
  return { next: nextFromUrl(request) }
}

export async function action({ request, context }: Route.ActionArgs) {
  return signup(request, context, '')
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return platformTitle(matches, 'auth.signup.title')
}

export default function PlatformSignup({ loaderData, actionData }: Route.ComponentProps) {
  return <SignupForm base="" next={loaderData.next} failure={failureOf(actionData)} titleAs="h1" />
}

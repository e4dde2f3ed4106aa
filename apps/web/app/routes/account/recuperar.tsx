import { passwordReset, passwordResetStart } from '../../features/account/account.server'
import { PasswordReset, resetView } from '../../features/account/password-reset'
import { platformTitle } from '../../lib/meta'
import type { Route } from './+types/recuperar'

/** /recuperar: POST /api/v1/auth/password-reset/request, then …/confirm with the emailed code. */
export function loader({ request }: Route.LoaderArgs) {
  return passwordResetStart(request)
}

export async function action({ request, context }: Route.ActionArgs) {
  return passwordReset(request, context)
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return platformTitle(matches, 'auth.reset.title')
}

export default function PlatformPasswordReset({ loaderData, actionData }: Route.ComponentProps) {
  const { state, sent, failure } = resetView(loaderData, actionData)
  return <PasswordReset base="" state={state} sent={sent} failure={failure} titleAs="h1" />
}

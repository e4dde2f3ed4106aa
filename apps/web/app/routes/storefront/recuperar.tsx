import { passwordReset, passwordResetStart } from '../../features/account/account.server'
import { PasswordReset, resetView } from '../../features/account/password-reset'
import type { StripHandle } from '../../features/catalogues/strip-place'
import { baseFor } from '../../features/shop/shop.server'
import { usePageHeading } from '../../features/shop/use-shop'
import { withMessages } from '../../i18n/messages.server'
import type { Route } from './+types/recuperar'

// A task page (a password reset): no catalogue strip above it (decision 038).
export const handle: StripHandle = { catalogueStrip: 'none' }

/** /:shop/recuperar: POST /api/v1/auth/password-reset/request, then …/confirm with the emailed code. */
export const loader = withMessages(
  ['auth.reset', 'form'],
  ({ request, context, params }: Route.LoaderArgs) => ({
    start: passwordResetStart(request),
    base: baseFor(params.shop, context),
  }),
)

export async function action({ request, context }: Route.ActionArgs) {
  return passwordReset(request, context)
}

export default function ShopPasswordReset({ loaderData, actionData }: Route.ComponentProps) {
  const { state, sent, failure } = resetView(loaderData.start, actionData)
  return (
    <PasswordReset
      base={loaderData.base}
      state={state}
      sent={sent}
      failure={failure}
      titleAs={usePageHeading()}
    />
  )
}

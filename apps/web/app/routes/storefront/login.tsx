import { login, nextFromUrl } from '../../features/account/account.server'
import { failureOf } from '../../features/account/form-result'
import { LoginForm } from '../../features/account/login-form'
import type { StripHandle } from '../../features/catalogues/strip-place'
import { baseFor } from '../../features/shop/shop.server'
import { usePageHeading } from '../../features/shop/use-shop'
import { withMessages } from '../../i18n/messages.server'
import type { Route } from './+types/login'

// A task page (signing in): no catalogue strip above it (decision 038).
export const handle: StripHandle = { catalogueStrip: 'none' }

/** /:shop/login: POST /api/v1/auth/login, then to `next` or {base}/perfil with the session cookie. */
export const loader = withMessages(
  ['auth.login', 'form'],
  ({ request, context, params }: Route.LoaderArgs) => ({
    next: nextFromUrl(request),
    base: baseFor(params.shop, context),
  }),
)

export async function action({ request, context, params }: Route.ActionArgs) {
  return login(request, context, baseFor(params.shop, context))
}

export default function ShopLogin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LoginForm
      base={loaderData.base}
      next={loaderData.next}
      failure={failureOf(actionData)}
      titleAs={usePageHeading()}
    />
  )
}

import { nextFromUrl, signup } from '../../features/account/account.server'
import { failureOf } from '../../features/account/form-result'
import { SignupForm } from '../../features/account/signup-form'
import { baseFor } from '../../features/shop/shop.server'
import { usePageHeading } from '../../features/shop/use-shop'
import { withMessages } from '../../i18n/messages.server'
import type { Route } from './+types/signup'

/** /:shop/signup: POST /api/v1/auth/signup, then to `next` or {base}/perfil, logged in. */
export const loader = withMessages(
  ['auth.signup', 'form'],
  ({ request, context, params }: Route.LoaderArgs) => ({
    next: nextFromUrl(request),
    base: baseFor(params.shop, context),
  }),
)

export async function action({ request, context, params }: Route.ActionArgs) {
  return signup(request, context, baseFor(params.shop, context))
}

export default function ShopSignup({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SignupForm
      base={loaderData.base}
      next={loaderData.next}
      failure={failureOf(actionData)}
      titleAs={usePageHeading()}
    />
  )
}

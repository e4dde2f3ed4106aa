import { nextFromUrl, signup, signupStart } from '../../features/account/account.server'
import { failureOf, type SignupState } from '../../features/account/form-result'
import { SignupForm } from '../../features/account/signup-form'
import { VerifyEmailForm } from '../../features/account/verify-email-form'
import type { StripHandle } from '../../features/catalogues/strip-place'
import { shopOnce } from '../../features/sections/shop-once.server'
import { addressingFor, baseFor } from '../../features/shop/shop.server'
import { usePageHeading } from '../../features/shop/use-shop'
import { withMessages } from '../../i18n/messages.server'
import type { Route } from './+types/signup'

// A task page (signing up): no catalogue strip above it (decision 038).
export const handle: StripHandle = { catalogueStrip: 'none' }

/**
 * /:shop/signup: POST /api/v1/auth/signup, then the emailed code (POST …/verify-email), which
 * logs in and goes to `next` or {base}/perfil (decision 031). A shop whose store_theme_info
 * signup_form is 'basic' asks only for the email and password (decision 095); the platform and
 * 'complete' shops ask for the name too.
 */
export const loader = withMessages(
  ['auth.signup', 'form'],
  async ({ request, context, params }: Route.LoaderArgs) => {
    const { slug } = addressingFor(params.shop, context)
    const shop = slug ? await shopOnce(request, context, slug) : null
    return {
      next: nextFromUrl(request),
      base: baseFor(params.shop, context),
      start: signupStart(request),
      basic: shop?.ok === true && shop.data.store_theme_info.signup_form === 'basic',
    }
  },
)

export async function action({ request, context, params }: Route.ActionArgs) {
  return signup(request, context, baseFor(params.shop, context))
}

/** Which step to show: the action's answer when there is one, else the page's start. */
function signupView(start: SignupState, answer: unknown) {
  const failure = failureOf(answer)
  if (failure) {
    const state: SignupState =
      failure.values.step === 'verify'
        ? { step: 'verify', email: failure.values.email ?? '', resent: false }
        : { step: 'form' }
    return { state, failure }
  }
  if (answer && typeof answer === 'object' && 'step' in answer)
    return { state: answer as SignupState, failure: null }
  return { state: start, failure: null }
}

export default function ShopSignup({ loaderData, actionData }: Route.ComponentProps) {
  const { state, failure } = signupView(loaderData.start, actionData)
  const titleAs = usePageHeading()
  if (state.step === 'verify') {
    return (
      <VerifyEmailForm
        base={loaderData.base}
        next={loaderData.next}
        email={state.email}
        resent={state.resent}
        failure={failure}
        titleAs={titleAs}
      />
    )
  }
  return (
    <SignupForm
      base={loaderData.base}
      next={loaderData.next}
      failure={failure}
      titleAs={titleAs}
      basic={loaderData.basic}
    />
  )
}

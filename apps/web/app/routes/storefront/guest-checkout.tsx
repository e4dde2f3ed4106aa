import { AuthCard } from '../../features/account/auth-card'
import type { StripHandle } from '../../features/catalogues/strip-place'
import { guestAction, guestStart } from '../../features/guest/guest.server'
import { GuestAccountLinks, GuestCodeForm, GuestStartForm } from '../../features/guest/guest-forms'
import { guestView } from '../../features/guest/guest-state'
import { baseFor } from '../../features/shop/shop.server'
import { usePageHeading } from '../../features/shop/use-shop'
import { withMessages } from '../../i18n/messages.server'
import { useT } from '../../i18n/use-t'
import { safeNext } from '../../lib/next-path'
import type { Route } from './+types/guest-checkout'

// A task page (signing in): no catalogue strip above it (decision 038).
export const handle: StripHandle = { catalogueStrip: 'none' }

/**
 * {base}/comprar/invitado?next=…: guest checkout's sign-in by code on its own page (decision 047).
 * The checkout page places the same pieces; this one makes them usable and testable by
 * themselves. Once signed in, the guest goes to `next` (the shop's checkout by default).
 */
export const loader = withMessages(['guest', 'form'], ({ request, context, params }: Route.LoaderArgs) => {
  const base = baseFor(params.shop, context)
  return {
    base,
    next: safeNext(new URL(request.url).searchParams.get('next'), `${base}/comprar`),
    start: guestStart(request),
  }
})

export async function action({ request, context, params }: Route.ActionArgs) {
  return guestAction(request, context, `${baseFor(params.shop, context)}/comprar`)
}

export default function GuestCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { base, next } = loaderData
  const { state, failure } = guestView(loaderData.start, actionData)
  const here = `${base}/comprar/invitado`
  const action = `${here}?next=${encodeURIComponent(next)}`
  const editHref = `${here}?${new URLSearchParams({ canal: state.channel, para: state.to, next })}`
  return (
    <AuthCard title={t(state.step === 'code' ? 'guest.codeTitle' : 'guest.title')} titleAs={usePageHeading()}>
      {state.step === 'code' ? (
        <GuestCodeForm
          action={action}
          base={base}
          next={next}
          channel={state.channel}
          to={state.to}
          resent={state.resent}
          resendAfter={state.resendAfter}
          failure={failure}
          editHref={editHref}
        />
      ) : (
        <>
          <p className="text-gray-700">{t('guest.intro')}</p>
          <GuestStartForm
            action={action}
            base={base}
            next={next}
            channel={state.channel}
            to={state.to}
            failure={failure}
          />
        </>
      )}
      <GuestAccountLinks base={base} next={next} />
    </AuthCard>
  )
}

import { Form, Link } from 'react-router'
import { useT } from '../../i18n/use-t'

/** A shared cart's link (002 §2 "copy cart link"): its products can be added to the viewer's cart. */
export function SharedCart({ token, signedIn, base }: { token: string; signedIn: boolean; base: string }) {
  const t = useT()
  const here = `${base}/carrito?compartido=${encodeURIComponent(token)}`
  return (
    <section className="flex flex-col gap-2 rounded-md border border-gray-300 p-4">
      <h3 className="font-semibold">{t('cart.sharedTitle')}</h3>
      {signedIn ? (
        <Form method="post" action={`${base}/carrito`}>
          <input type="hidden" name="intent" value="copy" />
          <input type="hidden" name="token" value={token} />
          <button
            type="submit"
            className="rounded-md bg-[var(--color1)] px-4 py-2 font-semibold text-[var(--on-color1)]"
          >
            {t('cart.copyShared')}
          </button>
        </Form>
      ) : (
        <p>
          {t('cart.sharedSignIn')}{' '}
          <Link to={`${base}/login?next=${encodeURIComponent(here)}`} className="font-medium underline">
            {t('cart.login')}
          </Link>
        </p>
      )}
    </section>
  )
}

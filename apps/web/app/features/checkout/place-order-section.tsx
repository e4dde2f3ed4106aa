import { Form, useNavigation } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Section } from './checkout-form-parts'
import type { PageCheckout } from './page-checkout'

/**
 * The payment section when nothing is paid now (decision 055): every order is delivered by its
 * seller, who confirms the date and cost first; the buyer places the order and pays once they
 * accept them. A plain form with the page's attempt key, so it works without JavaScript and a
 * resent form places the order once.
 */
export function PlaceOrderSection({
  checkout,
  blocked,
  closed,
}: {
  checkout: PageCheckout
  /** Something the order needs is still missing. */
  blocked: boolean
  closed: boolean
}) {
  const t = useT()
  const placing = useNavigation().formData?.get('intent') === 'place'
  return (
    <Section id="payment" title={t('checkout.payment.title')} incomplete={false}>
      <p className="text-gray-700 text-sm">{t('checkout.payment.placeHint')}</p>
      <Form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="place" />
        <input type="hidden" name="idempotency_key" value={checkout.attemptKey} />
        <button
          type="submit"
          disabled={blocked || closed || placing}
          className="cursor-pointer rounded-md bg-[var(--accent)] px-4 py-3 font-semibold text-[var(--on-accent)] disabled:cursor-not-allowed disabled:opacity-60"
        >
          {placing ? t('checkout.placing') : t('checkout.place')}
        </button>
      </Form>
    </Section>
  )
}

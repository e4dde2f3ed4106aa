import { TOAST_CASES } from '@tianguis/core/toasts'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useFetcher, useRevalidator } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'
import { toast } from '../toasts/toast'
import type { CardPayment } from './card-form'
import type { ActionFailure, CheckoutFailure } from './checkout.server'
import { Section } from './checkout-form-parts'
import type { PageCheckout, PaymentChoice } from './page-checkout'
import { NEW_CARD, SavedCardChoice } from './saved-card-choice'

/** The card form is fetched only when the card method is chosen (first-load JavaScript). */
const CardForm = lazy(() => import('./card-form').then((module) => ({ default: module.CardForm })))

/**
 * Payment method (002 §2): the methods every order accepts, and the pay button, disabled while
 * something is missing or the countdown has run out. A card is paid through a fetcher so a
 * failure answers with a toast; without JavaScript the store payment posts the page's form.
 */
export function PaymentSection({
  checkout,
  payment,
  onPaymentChange,
  incomplete,
  blocked,
  closed,
  actionData,
  returned,
}: {
  checkout: PageCheckout
  payment: PaymentChoice | null
  onPaymentChange: (payment: PaymentChoice) => void
  incomplete: boolean
  /** Something the payment needs is still missing. */
  blocked: boolean
  closed: boolean
  actionData: ActionFailure | undefined
  /** A payment that failed on the provider's 3-D Secure page (`?fallo=<code>`). */
  returned: CheckoutFailure | null
}) {
  const t = useT()
  const [hydrated, setHydrated] = useState(false)
  // A saved card (decision 053) until the customer chooses to type another.
  const [cardChoice, setCardChoice] = useState(checkout.savedCards[0]?.id ?? NEW_CARD)
  const payFetcher = useFetcher<ActionFailure>()
  const revalidator = useRevalidator()
  useEffect(() => setHydrated(true), [])

  // A failed payment (002 §8): the spec's toast, then the checkout is read again (a new attempt key,
  // the card form cleared).
  const fetched = payFetcher.data?.payment ? payFetcher.data.failure : null
  const payFailure = fetched ?? returned
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failure answer, not per render's `t`
  useEffect(() => {
    if (!payFailure) return
    if (!fetched) {
      // Came back from the 3-D Secure page: the mark leaves the address, so a reload does not repeat it.
      const url = new URL(window.location.href)
      url.searchParams.delete('fallo')
      window.history.replaceState(window.history.state, '', url)
      showPaymentFailure(payFailure)
      return
    }
    showPaymentFailure(payFailure)
    void revalidator.revalidate()
  }, [payFailure])

  /** 002 §8: a failure with no code of its own in the 55 s toast, any other with its message. */
  function showPaymentFailure(failure: CheckoutFailure) {
    if (['payment_attempt_failed', 'internal_error', ''].includes(failure.code)) {
      toast({
        title: t('checkout.errorTitle'),
        message: t('checkout.error.card_payment_failed'),
        ...TOAST_CASES.paymentFailed,
      })
    } else {
      toast({ title: t('checkout.errorTitle'), message: failure.message, kind: 'error' })
    }
  }

  // Without JavaScript a failed payment comes back as the page's action data.
  const pageFailure = payFailure ?? (actionData?.payment ? actionData.failure : null)
  const paying = payFetcher.state !== 'idle'

  const payHidden = (
    <>
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="idempotency_key" value={checkout.attemptKey} />
      <input type="hidden" name="expected_amount" value={checkout.expected.amount} />
      <input type="hidden" name="expected_currency" value={checkout.expected.currency} />
    </>
  )

  function payByCard(card: CardPayment) {
    const form = new FormData()
    form.set('intent', 'pay')
    form.set('payment_type', 'card')
    form.set('idempotency_key', checkout.attemptKey)
    form.set('expected_amount', String(checkout.expected.amount))
    form.set('expected_currency', checkout.expected.currency)
    form.set('msi_payments', String(card.msi_payments))
    form.set('card_token', card.card_token)
    if (card.save_card) form.set('save_card', 'true')
    void payFetcher.submit(form, { method: 'post' })
  }

  return (
    <Section id="payment" title={t('checkout.payment.title')} incomplete={incomplete}>
      {pageFailure ? <Alert tone="error">{pageFailure.message}</Alert> : null}
      {checkout.paymentTypes.length === 0 ? <p>{t('checkout.payment.none')}</p> : null}
      {checkout.laterOrders ? (
        <p className="text-gray-700 text-sm">{t('checkout.payment.later', { total: checkout.payTotal })}</p>
      ) : null}
      <payFetcher.Form method="post" className="flex flex-col gap-3">
        {payHidden}
        <div className="flex flex-col gap-2" role="radiogroup" aria-label={t('checkout.payment.title')}>
          {checkout.paymentTypes.map((type) => (
            <label key={type} className="flex items-center gap-2">
              <input
                type="radio"
                name="payment_choice"
                value={type}
                checked={payment === type}
                onChange={() => onPaymentChange(type)}
                className="h-5 w-5 accent-[var(--accent)]"
              />
              {t(`checkout.payment.${type}`)}
            </label>
          ))}
        </div>
        {payment === 'store' || (!hydrated && checkout.paymentTypes.includes('store')) ? (
          <>
            <p className="text-gray-700 text-sm">{t('checkout.payment.storeHint')}</p>
            <button
              type="submit"
              name="payment_type"
              value="store"
              disabled={blocked || closed || paying}
              className="cursor-pointer rounded-md bg-[var(--accent)] px-4 py-3 font-semibold text-[var(--on-accent)] disabled:cursor-not-allowed disabled:opacity-60"
            >
              {paying ? t('checkout.paying') : t('checkout.pay', { total: checkout.payTotal })}
            </button>
          </>
        ) : null}
      </payFetcher.Form>
      {checkout.savedCards.length > 0 &&
      (payment === 'card' || (!hydrated && checkout.paymentTypes.includes('card'))) ? (
        <payFetcher.Form method="post">
          {payHidden}
          <SavedCardChoice
            cards={checkout.savedCards}
            choice={cardChoice}
            onChoose={setCardChoice}
            hydrated={hydrated}
            disabled={blocked || closed || paying}
            payLabel={paying ? t('checkout.paying') : t('checkout.pay', { total: checkout.total })}
          />
        </payFetcher.Form>
      ) : null}
      {payment === 'card' && (cardChoice === NEW_CARD || checkout.savedCards.length === 0) ? (
        hydrated ? (
          <Suspense fallback={null}>
            <CardForm
              key={checkout.attemptKey}
              canSave={checkout.canSaveCard === true}
              busy={paying}
              disabled={blocked || closed}
              payLabel={t('checkout.pay', { total: checkout.payTotal })}
              onPay={payByCard}
              onTokenError={(message) =>
                toast({
                  title: t('checkout.errorTitle'),
                  message: message ?? t('checkout.error.generic'),
                  kind: 'error',
                })
              }
            />
          </Suspense>
        ) : (
          <noscript>
            <p className="text-gray-700 text-sm">{t('checkout.card.needsScript')}</p>
          </noscript>
        )
      ) : null}
    </Section>
  )
}

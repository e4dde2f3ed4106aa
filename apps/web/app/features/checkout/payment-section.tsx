import { PAYMENT_FLOWS, PAYMENT_WINDOW_MINUTES } from '@tianguis/core/payments/methods'
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

/** Failures with no code of their own (002 §8's 55 s card failure). */
const NO_CODE = ['payment_attempt_failed', 'internal_error', '']

/** A method's one-line hint, its window from core (002 §9: a transfer within 1 hour). */
function hintOf(t: ReturnType<typeof useT>, type: PaymentChoice): string {
  return t(`checkout.payment.hint.${type}`, {
    hours: PAYMENT_WINDOW_MINUTES[type] / 60,
    minutes: PAYMENT_WINDOW_MINUTES[type],
  })
}

/**
 * Payment method (002 §2, §4 'per payment method'; decisions 049, 064): every method every order
 * accepts as a radio with its name and a one-line hint, and the pay button, disabled while
 * something is missing or the countdown has run out. A card is paid through a fetcher so a
 * failure answers with a toast; every other method is a plain form post of the chosen radio
 * (`payment_type`), so it works without JavaScript: a reference's page, or the provider's page
 * for a redirect method, comes back from the page's action.
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

  /**
   * 002 §8: a failure with no code of its own in the 55 s toast; any other in an 'Error' toast with
   * its message (the provider's, or the redirect failure's), else 'Ha ocurrido un error'.
   */
  function showPaymentFailure(failure: CheckoutFailure) {
    if (NO_CODE.includes(failure.code)) {
      toast({
        title: t('checkout.errorTitle'),
        message: t('checkout.error.card_payment_failed'),
        ...TOAST_CASES.paymentFailed,
      })
    } else {
      toast({
        title: t('checkout.errorTitle'),
        message: failure.message || t('checkout.error.generic'),
        kind: 'error',
      })
    }
  }

  // Without JavaScript a failed payment comes back as the page's action data.
  const pageFailure = payFailure ?? (actionData?.payment ? actionData.failure : null)
  const paying = payFetcher.state !== 'idle'
  // Every method but the card pays with the radio group's form. Before hydration (or without
  // JavaScript) its button is there whenever such a method is offered; after, for the chosen one.
  const formMethods = checkout.paymentTypes.some((type) => type !== 'card')
  const formPays = hydrated ? payment !== null && payment !== 'card' : formMethods
  const leaves = hydrated && payment !== null && PAYMENT_FLOWS[payment] === 'redirect'

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
        <div className="flex flex-col gap-3" role="radiogroup" aria-label={t('checkout.payment.title')}>
          {checkout.paymentTypes.map((type) => (
            <div key={type} className="flex items-start gap-2">
              <input
                type="radio"
                id={`payment-${type}`}
                name="payment_type"
                value={type}
                checked={payment === type}
                onChange={() => onPaymentChange(type)}
                aria-describedby={`payment-hint-${type}`}
                className="mt-0.5 h-5 w-5 shrink-0 accent-[var(--accent)]"
              />
              <div className="flex flex-col">
                <label htmlFor={`payment-${type}`} className="font-medium">
                  {t(`checkout.payment.${type}`)}
                </label>
                <p id={`payment-hint-${type}`} className="text-gray-700 text-sm">
                  {hintOf(t, type)}
                </p>
              </div>
            </div>
          ))}
        </div>
        {formMethods && formPays ? (
          <button
            type="submit"
            disabled={blocked || closed || paying}
            data-pay-method=""
            className="cursor-pointer rounded-md bg-[var(--accent)] px-4 py-3 font-semibold text-[var(--on-accent)] disabled:cursor-not-allowed disabled:opacity-60"
          >
            {paying
              ? t('checkout.paying')
              : t(leaves ? 'checkout.payment.continue' : 'checkout.pay', { total: checkout.payTotal })}
          </button>
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
              failure={payFailure}
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

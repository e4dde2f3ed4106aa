import { useCallback, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'
import { ShareSection } from '../shared-checkout/share-section'
import { AddressSection } from './address-section'
import { AttendeesSection } from './attendees-section'
import type { ActionFailure, CheckoutFailure } from './checkout.server'
import { ContactSection } from './contact-section'
import { CheckoutCountdown, CheckoutExpired } from './countdown'
import { DeliverySection } from './delivery-section'
import { OrderSummary } from './order-summary'
import { type Incomplete, incompleteParts, type PageCheckout, type PaymentChoice } from './page-checkout'
import { PaymentSection } from './payment-section'
import { PlaceOrderSection } from './place-order-section'

/**
 * The checkout page (002 §2 "Simple checkout"): Contact, Delivery address, Delivery method,
 * Payment method, and the order summary that can be shown or hidden, under the countdown. Each
 * section is a form posted to the page's action, so the page works without JavaScript; what is
 * still missing is marked red and the pay button stays disabled until it is complete (002 §5).
 * Each section is its own file (contact-section.tsx, address-section.tsx, …).
 */
export function CheckoutPage({
  checkout,
  title,
  actionData,
  returned = null,
}: {
  checkout: PageCheckout
  title: string
  actionData: ActionFailure | undefined
  /** A payment that failed on the provider's 3-D Secure page (`?fallo=<code>`). */
  returned?: CheckoutFailure | null
}) {
  const t = useT()
  // The chosen payment method is kept here: what is still missing depends on it.
  const [payment, setPayment] = useState<PaymentChoice | null>(checkout.paymentTypes[0] ?? null)
  const [expired, setExpired] = useState(checkout.status === 'expired')
  const onExpire = useCallback(() => setExpired(true), [])

  const missing = incompleteParts(checkout, payment)
  const isMissing = (part: Incomplete) => missing.includes(part)
  const failure = actionData && !actionData.payment ? actionData.failure : null
  const fieldError = (name: string) => failure?.fields?.[name]
  const closed = expired || checkout.status === 'expired'

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <h1 className="font-bold text-2xl">{title}</h1>
      {closed ? (
        <CheckoutExpired />
      ) : (
        <CheckoutCountdown
          expiresAt={checkout.expiresAt}
          secondsLeft={checkout.secondsLeft}
          onExpire={onExpire}
        />
      )}
      {failure ? <Alert tone="error">{failure.message}</Alert> : null}
      {missing.length > 0 && !closed ? (
        <p className="text-red-800 text-sm">{t('checkout.incomplete')}</p>
      ) : null}

      <OrderSummary checkout={checkout} />

      <fieldset disabled={closed} className="flex flex-col gap-5">
        <ContactSection checkout={checkout} incomplete={isMissing('contact')} fieldError={fieldError} />
        <AttendeesSection checkout={checkout} missing={missing} fieldError={fieldError} />
        <AddressSection checkout={checkout} incomplete={isMissing('address')} fieldError={fieldError} />
        <DeliverySection checkout={checkout} missing={missing} />
        {checkout.placeOnly ? (
          <PlaceOrderSection checkout={checkout} blocked={missing.length > 0} closed={closed} />
        ) : (
          <PaymentSection
            checkout={checkout}
            payment={payment}
            onPaymentChange={setPayment}
            incomplete={isMissing('payment')}
            blocked={missing.length > 0}
            closed={closed}
            actionData={actionData}
            returned={returned}
          />
        )}
      </fieldset>
      {checkout.share?.allowed ? <ShareSection share={checkout.share.link} /> : null}
    </div>
  )
}

/** A checkout that could not be started or read (002 §8: purchase cannot be made, stock…). */
export function CheckoutProblem({
  title,
  message,
  homeHref,
}: {
  title: string
  message: string
  homeHref: string
}) {
  const t = useT()
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="font-bold text-2xl">{title}</h1>
      <Alert tone="error">{message}</Alert>
      <a href={homeHref} className="underline">
        {t('checkout.paid.back')}
      </a>
    </div>
  )
}

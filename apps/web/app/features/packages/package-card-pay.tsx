import { useEffect, useState } from 'react'
import { useNavigation, useSubmit } from 'react-router'
import { useT } from '../../i18n/use-t'
import { CardForm, type CardPayment } from '../checkout/card-form'
import { toast } from '../toasts/toast'

/**
 * The card of a package's purchase (decision 092), an island like the quoted order's
 * (order-card-pay.tsx): the checkout's card form, whose token is posted to the page's action with
 * the plan and its price. Its code comes with the page's first press: until then a button says to start.
 */
export function PackageCardPay({
  planId,
  expected,
  attemptKey,
  payLabel,
}: {
  planId: string
  expected: { amount: number; currency: string }
  attemptKey: string
  payLabel: string
}) {
  const t = useT()
  const [live, setLive] = useState(false)
  const submit = useSubmit()
  const busy = useNavigation().state !== 'idle'
  useEffect(() => setLive(true), [])

  function pay(card: CardPayment) {
    const form = new FormData()
    form.set('plan_id', planId)
    form.set('card_token', card.card_token)
    form.set('expected_amount', String(expected.amount))
    form.set('expected_currency', expected.currency)
    form.set('idempotency_key', attemptKey)
    void submit(form, { method: 'post' })
  }

  if (!live)
    return (
      <button type="button" className="self-start rounded-md border px-4 py-2 font-medium">
        {t('packages.buy.start')}
      </button>
    )
  return (
    <CardForm
      canSave={false}
      busy={busy}
      disabled={false}
      payLabel={payLabel}
      onPay={pay}
      onTokenError={(message) =>
        toast({
          title: t('checkout.errorTitle'),
          message: message ?? t('checkout.error.generic'),
          kind: 'error',
        })
      }
    />
  )
}

import { useT } from '../../i18n/use-t'
import { CardPost } from '../checkout/card-post'

/**
 * The card of a quoted order's payment (decision 086), an island: the checkout's card form, whose
 * token is posted to the page's action with the order's token and total.
 */
export function OrderCardPay({
  token,
  expected,
  attemptKey,
  payLabel,
}: {
  token: string
  expected: { amount: number; currency: string }
  attemptKey: string
  payLabel: string
}) {
  const t = useT()
  return (
    <CardPost
      fields={{
        intent: 'pay',
        token,
        payment_type: 'card',
        expected_amount: String(expected.amount),
        expected_currency: expected.currency,
      }}
      attemptKey={attemptKey}
      withInstalments
      startLabel={t('purchases.pay.cardStart')}
      payLabel={payLabel}
    />
  )
}

import { useT } from '../../i18n/use-t'
import { CardPost } from '../checkout/card-post'

/**
 * The card of a package's purchase (decision 092), an island like the quoted order's: the
 * checkout's card form, whose token is posted to the page's action with the plan and its price.
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
  return (
    <CardPost
      fields={{
        plan_id: planId,
        expected_amount: String(expected.amount),
        expected_currency: expected.currency,
      }}
      attemptKey={attemptKey}
      startLabel={t('packages.buy.start')}
      payLabel={payLabel}
    />
  )
}

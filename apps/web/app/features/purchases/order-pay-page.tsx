import { PAYMENT_WINDOW_MINUTES } from '@tianguis/core/payments/methods'
import { Form, Link } from 'react-router'
import { useT } from '../../i18n/use-t'
import { island } from '../../lib/island'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import type { OrderPayView } from './order-pay.server'
import { purchasesPaths } from './paths'

const CardIsland = island(() => import('./order-card-pay').then((m) => m.OrderCardPay))

/**
 * Confirming and paying a quoted order (002 §4 "the customer confirms and completes the purchase";
 * decision 086): the seller's date and cost, the new total, and the methods the seller takes — the
 * card through its form (an island), every other method by a plain form that works without
 * JavaScript.
 */
export function OrderPayPage({
  order,
  failure,
  titleAs: Title,
}: {
  order: OrderPayView
  failure: string | null
  titleAs: 'h1' | 'h2'
}) {
  const t = useT()
  const Section = Title === 'h1' ? 'h2' : 'h3'
  const others = order.paymentTypes.filter((type) => type !== 'card')
  const message = failure ?? (order.returnedFailure ? t('purchases.pay.returnedFailure') : null)
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6">
      <Link to={purchasesPaths.order(order.base, order.id)} className="text-sm underline">
        {t('purchases.pay.back')}
      </Link>
      <Title className="font-bold text-2xl">{t('purchases.pay.title', { id: order.id })}</Title>
      {message ? <Alert tone="error">{message}</Alert> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border p-4" data-order-quote="">
        <dt>{t('purchases.pay.estimated')}</dt>
        <dd>{order.estimated ?? '—'}</dd>
        <dt>{t('purchases.pay.items')}</dt>
        <dd>{order.itemsTotal}</dd>
        <dt>{t('purchases.pay.delivery')}</dt>
        <dd>{order.deliveryCost}</dd>
        <dt className="font-semibold">{t('purchases.pay.total')}</dt>
        <dd className="font-semibold">{order.total}</dd>
      </dl>
      {order.paymentTypes.length === 0 ? <p>{t('purchases.pay.none')}</p> : null}
      {order.paymentTypes.includes('card') ? (
        <section className="flex flex-col gap-3" data-order-card="">
          <Section className="font-semibold text-lg">{t('checkout.payment.card')}</Section>
          <CardIsland
            token={order.token}
            expected={order.expected}
            attemptKey={order.attemptKey}
            payLabel={t('purchases.pay.pay', { total: order.total })}
          />
        </section>
      ) : null}
      {others.length > 0 ? (
        <Form method="post" className="flex flex-col gap-3" data-order-methods="">
          <Section className="font-semibold text-lg">{t('purchases.pay.others')}</Section>
          <input type="hidden" name="intent" value="pay" />
          <input type="hidden" name="token" value={order.token} />
          <input type="hidden" name="expected_amount" value={order.expected.amount} />
          <input type="hidden" name="expected_currency" value={order.expected.currency} />
          <input type="hidden" name="idempotency_key" value={order.attemptKey} />
          <div className="flex flex-col gap-3" role="radiogroup" aria-label={t('purchases.pay.others')}>
            {others.map((type, index) => (
              <div key={type} className="flex items-start gap-2">
                <input
                  type="radio"
                  id={`order-payment-${type}`}
                  name="payment_type"
                  value={type}
                  defaultChecked={index === 0}
                  aria-describedby={`order-payment-hint-${type}`}
                  className="mt-0.5 h-5 w-5 shrink-0 accent-[var(--accent)]"
                />
                <div className="flex flex-col">
                  <label htmlFor={`order-payment-${type}`} className="font-medium">
                    {t(`checkout.payment.${type}`)}
                  </label>
                  <p id={`order-payment-hint-${type}`} className="text-gray-700 text-sm">
                    {t(`checkout.payment.hint.${type}`, {
                      hours: PAYMENT_WINDOW_MINUTES[type] / 60,
                      minutes: PAYMENT_WINDOW_MINUTES[type],
                    })}
                  </p>
                </div>
              </div>
            ))}
          </div>
          <Button>{t('purchases.pay.pay', { total: order.total })}</Button>
        </Form>
      ) : null}
    </div>
  )
}

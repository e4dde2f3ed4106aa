import type { SellerOrderDetail } from '@tianguis/core/contracts/seller-orders'
import { LOCALE_TIME_ZONE } from '@tianguis/core/dates'
import { moneyInputValue } from '@tianguis/core/money'
import { ORDER_NOTE_MAX } from '@tianguis/core/orders/lifecycle'
import { Form, useNavigation } from 'react-router'
import { useLocale, useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/text-field'
import { TextAreaField } from '../../ui/textarea-field'
import { isoToLocal } from '../supplier/zoned-time'
import { nextLabel } from './labels'
import type { OrderFormAnswer } from './seller-orders.server'

/**
 * The viewer's next step (002 §4 'next'), one button named for it ('Marcar en proceso', 'Listo
 * para entregar', 'Enviado', 'Entregado'). It sends the state the viewer sees: a step someone
 * else took meanwhile is refused, never taken twice.
 */
export function NextStepForm({
  order,
  answer,
}: {
  order: SellerOrderDetail
  answer: OrderFormAnswer | null
}) {
  const t = useT()
  const busy = useNavigation().state === 'submitting'
  const label = order.next ? nextLabel(order.next) : null
  if (!label) return null
  return (
    <section aria-labelledby="pedido-siguiente" className="flex flex-col gap-2">
      <h2 id="pedido-siguiente" className="font-semibold text-gray-900 text-lg">
        {t('sellerOrders.next.title')}
      </h2>
      {answer?.intent === 'next' && answer.failure ? <Alert tone="error">{answer.failure}</Alert> : null}
      <Form method="post">
        <input type="hidden" name="intent" value="next" />
        <input type="hidden" name="from" value={order.status} />
        <Button disabled={busy}>{t(label)}</Button>
      </Form>
    </section>
  )
}

/**
 * The delivery's date and time and its cost (002 §4; §5 'A delivery date and time must be
 * entered'), typed in the viewer's time zone and way of writing amounts; shown while the viewer
 * may quote (the seller, before the customer pays).
 */
export function QuoteForm({ order, answer }: { order: SellerOrderDetail; answer: OrderFormAnswer | null }) {
  const t = useT()
  const locale = useLocale()
  const busy = useNavigation().state === 'submitting'
  if (!order.can_quote) return null
  const mine = answer?.intent === 'quote' ? answer : null
  const when =
    mine?.values.when ??
    (order.estimated_delivery_at ? isoToLocal(order.estimated_delivery_at, LOCALE_TIME_ZONE[locale]) : '')
  const cost =
    mine?.values.cost ?? (order.estimated_cost ? moneyInputValue(order.estimated_cost.amount, locale) : '')
  return (
    <section
      aria-labelledby="pedido-cotizacion"
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5"
    >
      <h2 id="pedido-cotizacion" className="font-semibold text-gray-900 text-lg">
        {t('sellerOrders.quote.title')}
      </h2>
      <p className="text-gray-700">{t('sellerOrders.quote.intro')}</p>
      {mine?.failure ? <Alert tone="error">{mine.failure}</Alert> : null}
      <Form method="post" className="flex flex-col gap-3" noValidate>
        <input type="hidden" name="intent" value="quote" />
        <TextField
          name="estimated_delivery_at"
          type="datetime-local"
          label={t('sellerOrders.quote.when')}
          defaultValue={when}
          error={mine?.errors.when}
        />
        <TextField
          name="estimated_cost"
          inputMode="decimal"
          label={t('sellerOrders.quote.cost')}
          hint={t('sellerOrders.quote.costHint', { currency: order.total.currency })}
          defaultValue={cost}
          error={mine?.errors.cost}
        />
        <TextAreaField
          name="note"
          label={t('sellerOrders.quote.note')}
          rows={2}
          maxLength={ORDER_NOTE_MAX}
          defaultValue={mine?.values.note ?? ''}
          error={mine?.errors.note}
        />
        <div>
          <Button disabled={busy}>{t('sellerOrders.quote.submit')}</Button>
        </div>
      </Form>
    </section>
  )
}

import type { SellerOrderDetail } from '@tianguis/core/contracts/seller-orders'
import { formatDateTime } from '@tianguis/core/dates'
import { useLocale, useT } from '../../i18n/use-t'
import { actorLabel, eventLabel } from './labels'

/** Every change of the sale, oldest first (002 §4; decision 079): what happened, who, when, and its note. */
export function OrderHistory({ order }: { order: SellerOrderDetail }) {
  const t = useT()
  const locale = useLocale()
  return (
    <section aria-labelledby="pedido-historial" className="flex flex-col gap-2">
      <h2 id="pedido-historial" className="font-semibold text-gray-900 text-lg">
        {t('sellerOrders.history.title')}
      </h2>
      <ol className="flex flex-col gap-2 border-gray-200 border-l-2 pl-4">
        {order.history.map((step) => (
          <li key={`${step.at}-${step.event}`}>
            <p className="font-medium">{t(eventLabel(step.event, step.to))}</p>
            <p className="text-gray-600 text-sm">
              {t('sellerOrders.history.by', {
                actor: t(actorLabel(step.actor)),
                date: formatDateTime(step.at, locale),
              })}
            </p>
            {step.note ? <p className="text-gray-700 text-sm">{step.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}

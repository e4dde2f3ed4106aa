import type { SellerOrderDetail } from '@tianguis/core/contracts/seller-orders'
import { formatDate, formatDateTime } from '@tianguis/core/dates'
import { formatMoney } from '@tianguis/core/money'
import { useLocale, useT } from '../../i18n/use-t'
import { deliveryLabel, paymentLabel, statusLabel } from './labels'

/** One sale at a glance: its state, customer, delivery, payment, quote, tracking link, lines and totals. */
export function OrderSummary({ order }: { order: SellerOrderDetail }) {
  const t = useT()
  const locale = useLocale()
  const payment = paymentLabel(order.payment_type)
  const address = order.address
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-5">
      <p className="text-gray-700">
        {t('sellerOrders.detail.placed', { date: formatDateTime(order.placed_at, locale) })}
      </p>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-gray-900 text-sm">{t('sellerOrders.detail.state')}</dt>
          <dd data-order-state={order.status}>{t(statusLabel(order.status))}</dd>
        </div>
        <div>
          <dt className="font-semibold text-gray-900 text-sm">{t('sellerOrders.detail.customer')}</dt>
          <dd>
            {order.customer_name}
            <br />
            {order.contact_email}
            {order.contact_phone ? (
              <>
                <br />
                {order.contact_phone}
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-gray-900 text-sm">{t('sellerOrders.detail.delivery')}</dt>
          <dd>{t(deliveryLabel(order.delivery_type))}</dd>
        </div>
        <div>
          <dt className="font-semibold text-gray-900 text-sm">{t('sellerOrders.detail.payment')}</dt>
          <dd>{payment ? t(payment) : order.payment_type}</dd>
        </div>
        {address ? (
          <div className="sm:col-span-2">
            <dt className="font-semibold text-gray-900 text-sm">{t('sellerOrders.detail.address')}</dt>
            <dd>
              {address.street} {address.exterior_number}
              {address.interior_number ? ` ${address.interior_number}` : ''}
              {address.neighbourhood ? `, ${address.neighbourhood}` : ''}, {address.city},{' '}
              {address.province_name} {address.postcode}
            </dd>
          </div>
        ) : null}
      </dl>
      {order.estimated_delivery_at && order.estimated_cost ? (
        <p>
          {t('sellerOrders.detail.estimate', {
            date: formatDateTime(order.estimated_delivery_at, locale),
            cost: formatMoney(order.estimated_cost, locale),
          })}
        </p>
      ) : null}
      {order.delivered_at ? (
        <p>{t('sellerOrders.detail.delivered', { date: formatDateTime(order.delivered_at, locale) })}</p>
      ) : null}
      {order.canceled_at ? (
        <p>{t('sellerOrders.detail.canceled', { date: formatDate(order.canceled_at, locale) })}</p>
      ) : null}
      {order.tracking ? (
        <p>
          <span className="font-semibold">{t('sellerOrders.detail.tracking')}: </span>
          <a href={order.tracking.url} className="font-medium underline underline-offset-2">
            {t('sellerOrders.detail.trackingLink', { number: order.tracking.number })}
          </a>
        </p>
      ) : null}
      <section aria-labelledby="pedido-articulos" className="flex flex-col gap-2">
        <h2 id="pedido-articulos" className="font-semibold text-gray-900 text-lg">
          {t('sellerOrders.detail.items')}
        </h2>
        <ul className="flex flex-col gap-1">
          {order.order_lines.map((line) => (
            <li
              key={`${line.item_id}-${JSON.stringify(line.variants)}`}
              className="flex justify-between gap-4"
            >
              <span>
                {line.name}
                {Object.values(line.variants).length > 0
                  ? ` (${Object.values(line.variants).join(', ')})`
                  : ''}{' '}
                ·{' '}
                {t('sellerOrders.detail.quantity', {
                  quantity: line.quantity,
                  price: formatMoney(line.unit_price, locale),
                })}
              </span>
              <span>{formatMoney(line.total, locale)}</span>
            </li>
          ))}
        </ul>
        <dl className="flex flex-col gap-1 border-gray-200 border-t pt-2">
          <div className="flex justify-between">
            <dt>{t('sellerOrders.detail.itemsTotal')}</dt>
            <dd>{formatMoney(order.items_total, locale)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>{t('sellerOrders.detail.shippingTotal')}</dt>
            <dd>{formatMoney(order.shipping_cost, locale)}</dd>
          </div>
          <div className="flex justify-between font-semibold">
            <dt>{t('sellerOrders.detail.total')}</dt>
            <dd>{formatMoney(order.total, locale)}</dd>
          </div>
        </dl>
      </section>
    </div>
  )
}

import { useT } from '../../i18n/use-t'
import type { PageCheckout } from './page-checkout'

/** The order summary (002 §2 "order summary show/hide"): a native disclosure, so it needs no script. */
export function OrderSummary({ checkout }: { checkout: PageCheckout }) {
  const t = useT()
  return (
    <details open className="group rounded-lg border border-gray-200 p-4">
      <summary className="cursor-pointer font-semibold">
        <span className="group-open:hidden">{t('checkout.summary.show')}</span>
        <span className="hidden group-open:inline">{t('checkout.summary.hide')}</span>
        <span className="float-right">{checkout.total}</span>
      </summary>
      <div className="mt-3 flex flex-col gap-4">
        {checkout.orders.map((order) => (
          <div key={order.supplierId} className="flex flex-col gap-2">
            <p className="text-gray-700 text-sm">
              {t('checkout.summary.soldBy', { supplier: order.supplierName })}
            </p>
            <ul className="flex flex-col gap-2">
              {order.lines.map((line) => (
                <li key={line.id} className="flex items-center gap-3">
                  {line.photo ? (
                    <img src={line.photo} alt="" width={50} height={50} className="rounded" />
                  ) : null}
                  <span className="flex-1">
                    {line.name}
                    {line.variants ? (
                      <span className="block text-gray-600 text-sm">{line.variants}</span>
                    ) : null}
                    <span className="block text-gray-600 text-sm">
                      {t('checkout.summary.quantity', { quantity: line.quantity })}
                    </span>
                  </span>
                  <span>{line.total}</span>
                </li>
              ))}
            </ul>
            <dl className="grid grid-cols-2 gap-1 text-sm">
              <dt>{t('checkout.summary.items')}</dt>
              <dd className="text-right">{order.itemsTotal}</dd>
              <dt>{t('checkout.summary.shipping')}</dt>
              <dd className="text-right">
                {order.shippingToConfirm
                  ? t('checkout.summary.shippingToConfirm')
                  : (order.shipping ?? t('checkout.summary.shippingPending'))}
              </dd>
            </dl>
          </div>
        ))}
        <p className="flex justify-between border-gray-200 border-t pt-2 font-semibold">
          <span>{t('checkout.summary.total')}</span>
          <span data-checkout-total="">{checkout.total}</span>
        </p>
      </div>
    </details>
  )
}

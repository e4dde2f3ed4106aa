import { useT } from '../../i18n/use-t'
import { shopHome } from '../../lib/shop-base'
import type { PagePaid } from './paid.server'

/**
 * The paid page (002 §2, §4): the order numbers, what was bought per supplier and how it is
 * delivered, the total charged, how it was paid (card brand and last 4, or the store reference and
 * its deadline) and a link back to the shop. An order whose seller confirms the delivery's date and
 * cost first says it waits for that (decision 055); with nothing charged the page is "order placed".
 */
export function PaidPage({ paid }: { paid: PagePaid }) {
  const t = useT()
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <h1 className="font-bold text-2xl">
        {paid.total === null ? t('checkout.paid.placedTitle') : t('checkout.paid.title')}
      </h1>
      <ul className="flex flex-col gap-1" aria-label={t('checkout.summary.title')}>
        {paid.orderNumbers.map((number) => (
          <li key={number} className="font-medium">
            {t('checkout.paid.order', { number })}
          </li>
        ))}
      </ul>
      {paid.orders.map((order) => (
        <section
          key={order.supplierName}
          className="flex flex-col gap-2 rounded-lg border border-gray-200 p-4"
        >
          <h2 className="text-gray-700 text-sm">
            {t('checkout.paid.soldBy', { supplier: order.supplierName })}
          </h2>
          <ul className="flex flex-col gap-1">
            {order.lines.map((line) => (
              <li key={line.id} className="flex justify-between gap-3">
                <span>
                  {line.name} × {line.quantity}
                </span>
                <span>{line.total}</span>
              </li>
            ))}
          </ul>
          {order.delivery ? (
            <p className="text-sm">
              {t('checkout.paid.delivery', { type: t(`checkout.delivery.type.${order.delivery}`) })}
            </p>
          ) : null}
          {order.awaitingConfirmation ? (
            <>
              <p className="text-sm">{t('checkout.paid.itemsToConfirm', { total: order.itemsTotal })}</p>
              <p
                className="rounded-md bg-amber-50 p-2 font-medium text-amber-900 text-sm"
                data-order-state=""
              >
                {t('checkout.paid.awaitingConfirmation')}
              </p>
            </>
          ) : null}
        </section>
      ))}
      {paid.total !== null ? (
        <p className="flex justify-between font-semibold text-lg">
          {/* A store payment is still to be made with its reference: nothing is paid yet. */}
          <span>{t(paid.store ? 'checkout.paid.totalDue' : 'checkout.paid.total')}</span>
          <span>{paid.total}</span>
        </p>
      ) : null}
      {paid.card ? <p>{t('checkout.paid.card', paid.card)}</p> : null}
      {paid.store ? (
        <p className="rounded-md bg-amber-50 p-2 text-amber-900" data-order-state="">
          {t('checkout.paid.pending')} {t('checkout.paid.store', paid.store)}
        </p>
      ) : null}
      <a href={shopHome(paid.base)} className="self-start underline">
        {t('checkout.paid.back')}
      </a>
    </div>
  )
}

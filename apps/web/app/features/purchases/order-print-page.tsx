import { Link } from 'react-router'
import { useT } from '../../i18n/use-t'
import { useHydrated } from '../../lib/use-hydrated'
import { OrderFacts, OrderHistory } from './order-facts'
import { documentPaths, purchasesPaths } from './paths'
import type { OrderView } from './purchases.server'

/**
 * The order's print preview (002 §2 "print preview (return to purchase order)"; decision 080):
 * the detail's labels on a plain page without the shop's frame, laid out for paper (print CSS
 * hides the controls), with a link back to the order. The print button needs the page's script;
 * before it runs the page says to use the browser's own Print.
 */
export function OrderPrintPage({ order }: { order: OrderView }) {
  const t = useT()
  const hydrated = useHydrated()
  return (
    <main
      id="contenido"
      className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 print:max-w-none print:p-0"
    >
      <nav className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={purchasesPaths.order(order.base, order.id)} className="underline">
          {t('purchases.print.back')}
        </Link>
        {/* Downloads (decision 085): plain links; a failure comes back to the order with its toast. */}
        <a href={documentPaths.receipt(order.base, order.id)} className="underline">
          {t('purchases.detail.documents.receipt')}
        </a>
        <a href={documentPaths.invoice(order.base, order.id)} className="underline">
          {t('purchases.detail.documents.invoice')}
        </a>
        {hydrated ? (
          <button
            type="button"
            onClick={() => window.print()}
            className="cursor-pointer rounded-md bg-gray-900 px-4 py-2 font-medium text-white"
          >
            {t('purchases.print.print')}
          </button>
        ) : (
          <p className="text-gray-700 text-sm">{t('purchases.print.hint')}</p>
        )}
      </nav>
      <header className="flex flex-col gap-1">
        <h1 className="font-bold text-2xl">{t('purchases.detail.title', { id: order.id })}</h1>
        <p className="text-gray-700">{order.shop}</p>
      </header>
      <OrderFacts order={order} headingAs="h2" />
      <OrderHistory order={order} headingAs="h2" />
    </main>
  )
}

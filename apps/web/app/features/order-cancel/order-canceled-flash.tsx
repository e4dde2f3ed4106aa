import { lazy } from 'react'
import { useT } from '../../i18n/use-t'
import { cancelOutcomeOf } from './cancel-outcomes'

const FlashToast = lazy(() => import('../toasts/flash-toast').then((m) => ({ default: m.FlashToast })))

/**
 * The toast an orders list shows after a cancellation sent the viewer there (002 §4 "then goes to
 * the orders list"; decision 082): 'Pedido cancelado', saying the payment goes back when it does.
 * The customer's list (/shopping-cart/orders, /mis-compras) and the seller's ({shop}/admin/pedidos)
 * render it with their `?hecho=` and send the 'orderCancel.done*' and 'toast.close' messages.
 */
export function OrderCanceledFlash({ mark, closeHref }: { mark: string | null; closeHref: string }) {
  const t = useT()
  const outcome = cancelOutcomeOf(mark)
  if (!outcome) return null
  return (
    <FlashToast
      key={outcome}
      title={t('orderCancel.done')}
      {...(outcome === 'refunded' ? { message: t('orderCancel.doneRefund') } : {})}
      closeHref={closeHref}
    />
  )
}

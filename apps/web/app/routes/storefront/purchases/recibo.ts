import { receiptDownload } from '../../../features/purchases/order-documents.server'
import type { Route } from './+types/recibo'

/**
 * `{base}/mis-compras/:order/recibo` (decision 085): no page — the order's receipt, `{order id}.pdf`,
 * or back to the order with the toast that says why not.
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return receiptDownload(request, context, params)
}

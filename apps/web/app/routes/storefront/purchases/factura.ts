import { invoiceDownload } from '../../../features/purchases/order-documents.server'
import type { Route } from './+types/factura'

/**
 * `{base}/mis-compras/:order/factura` (decision 085): no page — the order's invoice, `{order id}.zip`,
 * or back to the order with the toast that says why not.
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return invoiceDownload(request, context, params)
}

import { orderInvoicing, orderSupplier, receipt } from '@tianguis/core/contracts/invoicing'
import { myOrderDetail } from '@tianguis/core/contracts/my-orders'
import { invoiceable } from '@tianguis/core/invoicing/sat'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { createApi } from '../../lib/api.server'
import { baseFor } from '../shop/shop.server'
import { toLogin } from '../supplier/supplier.server'
import { DOCUMENT_MARKS, type DocumentMark, INVOICING_SAVED_MARK, purchasesPaths } from './paths'

type Context = Readonly<RouterContextProvider>
type Params = { shop?: string | undefined; order: string }

/**
 * The order detail's receipt and invoice downloads and its invoicing form (002 §2, §3, §9;
 * decision 085), as plain links and a plain form: each download asks the API first and, when it
 * can be made, sends the browser to the API's file (`{order id}.pdf` / `.zip`); when not, back to
 * the order with a toast mark (decision 037) — the seller's setup missing, the seller's
 * information not read, the receipt not made, the invoicing data missing.
 */

function back(base: string, order: string, mark: DocumentMark) {
  return redirect(`${purchasesPaths.order(base, order)}?hecho=${mark}`)
}

/** The seller's fiscal information first (000 §7 "Supplier of an order"): missing, or not read. */
async function supplierCheck(request: Request, context: Context, base: string, order: string) {
  const api = createApi(request, context)
  const supplier = await api.get(`/api/v1/me/orders/${encodeURIComponent(order)}/supplier`, orderSupplier)
  if (supplier.ok) return api
  if (supplier.status === 401) throw toLogin(request, base)
  if (supplier.error.code === 'supplier_not_found') throw back(base, order, DOCUMENT_MARKS.supplierMissing)
  if (supplier.error.code === 'order_not_found' || supplier.status === 400) {
    throw data({ reason: 'not_found' }, { status: 404 })
  }
  throw back(base, order, DOCUMENT_MARKS.supplierError)
}

/** `{base}/mis-compras/:order/recibo`: POST …/receipts (000 §7 "Order receipt"), then its PDF. */
export async function receiptDownload(request: Request, context: Context, params: Params) {
  const base = baseFor(params.shop, context)
  const api = await supplierCheck(request, context, base, params.order)
  const made = await api.send(
    'POST',
    `/api/v1/me/orders/${encodeURIComponent(params.order)}/receipts`,
    {},
    receipt,
  )
  if (!made.ok) {
    if (made.error.code === 'supplier_not_found')
      return back(base, params.order, DOCUMENT_MARKS.supplierMissing)
    return back(base, params.order, DOCUMENT_MARKS.receiptError)
  }
  return redirect(made.data.url)
}

/**
 * `{base}/mis-compras/:order/factura`: the seller's information, then the order's state and the
 * customer's invoicing data, then the API's `{order id}.zip`.
 */
export async function invoiceDownload(request: Request, context: Context, params: Params) {
  const base = baseFor(params.shop, context)
  const api = await supplierCheck(request, context, base, params.order)
  const order = await api.get(`/api/v1/me/orders/${encodeURIComponent(params.order)}`, myOrderDetail)
  if (!order.ok) return back(base, params.order, DOCUMENT_MARKS.invoiceError)
  if (!invoiceable(order.data.status)) return back(base, params.order, DOCUMENT_MARKS.invoiceUnavailable)
  const given = order.data.invoicing
  if (!given.tax_id || !given.name || !given.tax_regime || !given.cfdi_use || !given.postcode) {
    return back(base, params.order, DOCUMENT_MARKS.invoicingMissing)
  }
  return redirect(`/api/v1/me/orders/${encodeURIComponent(params.order)}/invoice.zip`)
}

export interface InvoicingFailure {
  /** The field's message, by the API's field names. */
  fields: Record<string, string>
  message: string | null
  values: Record<string, string>
}

const FIELDS = ['tax_id', 'name', 'tax_regime', 'cfdi_use', 'postcode'] as const

/** The invoicing form's post: PUT …/invoicing, then back to the order with a toast; a refusal stays with its messages. */
export async function saveInvoicing(request: Request, context: Context, params: Params, form: FormData) {
  const base = baseFor(params.shop, context)
  const values = Object.fromEntries(
    FIELDS.map((field) => [field, String(form.get(field) ?? '').slice(0, 300)]),
  )
  const answer = await createApi(request, context).send(
    'PUT',
    `/api/v1/me/orders/${encodeURIComponent(params.order)}/invoicing`,
    values,
    orderInvoicing,
  )
  if (answer.ok) return redirect(`${purchasesPaths.order(base, params.order)}?hecho=${INVOICING_SAVED_MARK}`)
  if (answer.status === 401) throw toLogin(request, base)
  const fields = answer.error.fields ?? {}
  const failure: InvoicingFailure = {
    fields,
    message: Object.keys(fields).length > 0 ? null : answer.error.message,
    values,
  }
  return data({ failure: null, invoicing: failure }, { status: answer.status })
}

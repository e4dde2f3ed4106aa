import type { FiscalInfo, OrderInvoicingBody } from '@tianguis/core/contracts/invoicing'
import { fiscalProblems, invoiceable } from '@tianguis/core/invoicing/sat'
import { AppError } from '../kernel/app-error.ts'
import type { ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import { fiscalInfoOf } from '../modules/invoicing/fiscal-info.service.ts'
import { invoiceOf, keepInvoice } from '../modules/invoicing/invoices.service.ts'
import {
  type InvoiceReceiver,
  invoicePdf,
  invoiceXml,
  invoiceZip,
  type OrderDocument,
  receiptPdf,
  stampedXml,
} from '../modules/invoicing/order-documents.ts'
import type { StampingProvider } from '../modules/invoicing/stamping.ts'
import {
  lockMyOrder,
  type MyOrderRow,
  myOrder,
  setMyOrderInvoicing,
} from '../modules/orders/my-orders.service.ts'
import { orderPaymentOf } from '../modules/payments/order-payment.service.ts'

/**
 * An order's seller, receipt and invoice, for its customer (002 §2 "invoice download", §3, §7
 * "GET supplier info for an order (response may have supplier_not_found); POST order receipts";
 * decision 085). Each reads the viewer's order first: another person's is `order_not_found`
 * before anything else is read or written (quality.md case 1).
 */

/** The order's seller's fiscal information, or `supplier_not_found` when they have not given it. */
export async function orderSupplier(ctx: ServiceContext, orderId: string) {
  const order = await myOrder(ctx, orderId)
  const info = await fiscalInfoOf(ctx, order.seller.id)
  if (!info) throw new AppError('supplier_not_found')
  const { updated_at: _, ...fiscal } = info
  return { order, fiscal }
}

async function documentOf(
  ctx: ServiceContext,
  order: MyOrderRow,
  seller: Omit<FiscalInfo, 'updated_at'>,
): Promise<OrderDocument> {
  const payment = order.paymentAttemptId ? await orderPaymentOf(ctx, order.paymentAttemptId) : null
  return {
    id: order.id,
    createdAt: order.createdAt,
    currency: order.currency,
    lines: order.lines,
    itemsTotal: order.itemsTotal,
    shippingCost: order.shippingCost,
    extraCharge: order.estimatedCost,
    grandTotal: order.total + (order.estimatedCost ?? 0),
    paymentType: order.paymentType,
    card: payment?.card ?? null,
    reference: payment?.reference ?? null,
    customer: { email: order.contactEmail, recipient: order.address?.recipient ?? null },
    seller: {
      legal_name: seller.legal_name,
      tax_id: seller.tax_id,
      tax_regime: seller.tax_regime,
      postcode: seller.postcode,
      email: seller.email,
      phone: seller.phone,
    },
  }
}

/** The order's receipt as a PDF and what it says; refused with `supplier_not_found` without the seller's info. */
export async function orderReceipt(ctx: ServiceContext, orderId: string) {
  const { order, fiscal } = await orderSupplier(ctx, orderId)
  const document = await documentOf(ctx, order, fiscal)
  return { document, pdf: () => receiptPdf(document, ctx.locale) }
}

/**
 * Saves the customer's invoicing data on their order (PUT /me/orders/:id/invoicing), in one
 * transaction under the order's lock: the RFC's shape, the regime for its kind and the use for the
 * regime are checked (400 naming the field); once the invoice is stamped it no longer changes
 * (409 `invoice_already_issued`).
 */
export async function saveOrderInvoicing(ctx: ServiceContext, orderId: string, body: OrderInvoicingBody) {
  return inTransaction(ctx, async (tx) => {
    await lockMyOrder(tx, orderId)
    const problem = fiscalProblems(body)
    if (problem)
      throw new AppError('invalid_request', { fields: { [problem.field]: { problem: problem.reason } } })
    if (await invoiceOf(tx, orderId)) throw new AppError('invoice_already_issued')
    await setMyOrderInvoicing(tx, orderId, body)
    return body
  })
}

/** The receiver as the order keeps it, when every field was given. */
function receiverOf(order: MyOrderRow): InvoiceReceiver | null {
  const { tax_id, name, tax_regime, cfdi_use, postcode } = order.invoicing
  if (!tax_id || !name || !tax_regime || !cfdi_use || !postcode) return null
  return { tax_id, name, tax_regime, cfdi_use, postcode }
}

/**
 * The order's invoice, `{order id}.zip` with its CFDI XML and PDF. Stamped once, under the order's
 * lock (two downloads at once: the second waits and finds it), and kept: later downloads are the
 * same document. Refused: `invoice_not_available` (not paid, or canceled), `supplier_not_found`
 * (the seller's fiscal info), `invoicing_data_missing` (the customer's).
 */
export async function orderInvoice(ctx: ServiceContext, orderId: string, stamping: StampingProvider) {
  const kept = await inTransaction(ctx, async (tx) => {
    await lockMyOrder(tx, orderId)
    const order = await myOrder(tx, orderId)
    const existing = await invoiceOf(tx, orderId)
    if (existing) return existing
    if (!invoiceable(order.status))
      throw new AppError('invoice_not_available', { details: { status: order.status } })
    const info = await fiscalInfoOf(tx, order.seller.id)
    if (!info) throw new AppError('supplier_not_found')
    const receiver = receiverOf(order)
    if (!receiver) throw new AppError('invoicing_data_missing')
    const document = await documentOf(tx, order, info)
    const unsigned = invoiceXml(document, receiver, new Date())
    const stamp = await stamping.stamp(unsigned, document.seller.tax_id)
    return keepInvoice(tx, {
      orderId,
      provider: stamp.provider,
      uuid: stamp.uuid,
      stampedAt: stamp.stampedAt,
      xml: stampedXml(unsigned, stamp),
      document: { ...document, receiver, sandbox: stamp.sandbox },
    })
  })
  const { receiver, sandbox, ...document } = kept.document as unknown as OrderDocument & {
    receiver: InvoiceReceiver
    sandbox: boolean
  }
  const pdf = await invoicePdf(
    document,
    receiver,
    { uuid: kept.uuid, stampedAt: kept.stampedAt, sandbox },
    ctx.locale,
  )
  return invoiceZip(orderId, kept.xml, pdf)
}

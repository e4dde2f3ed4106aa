import {
  fiscalInfoBody,
  orderInvoicing,
  orderInvoicingBody,
  orderSupplier as orderSupplierAnswer,
  receipt,
  receiptBody,
  shopFiscalInfo as shopFiscalInfoAnswer,
} from '@tianguis/core/contracts/invoicing'
import { myOrderParams } from '@tianguis/core/contracts/my-orders'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import { orderInvoice, orderReceipt, orderSupplier, saveOrderInvoicing } from '../../flows/order-documents.ts'
import { route } from '../../http/route.ts'
import { saveShopFiscalInfo, shopFiscalInfo } from './fiscal-info.service.ts'
import type { StampingProvider } from './stamping.ts'

const TAGS = ['invoicing']
const signedIn = { kind: 'user' } as const
const finance = { kind: 'shop', action: 'shop.finance' } as const
const slugParams = z.strictObject({ slug: z.string().min(1).max(100) })

/** A file download named as 002 §9 asks: the order's id plus .pdf or .zip (as the tickets' are). */
function download(reply: FastifyReply, name: string, type: string, body: Buffer) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('x-content-type-options', 'nosniff')
    .send(body)
}

/**
 * Receipts and invoices of purchase orders (002 §2, §3, §7; 000 §7 "Supplier of an order", "Order
 * receipt"; decision 085): the seller's fiscal information (kept per seller, edited from a shop they
 * own), the customer's invoicing data on their order, the order's supplier, its receipt PDF and its
 * invoice zip. `stamping` gives invoices their fiscal folio (the sandbox until a PAC's adapter exists).
 */
export function invoicingRoutes(app: FastifyInstance, options: { stamping: StampingProvider }) {
  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/fiscal-info',
    summary:
      'The shop owner’s fiscal information (legal name, RFC, SAT tax regime, postal code, contact) that their receipts and invoices carry, or null',
    tags: TAGS,
    access: finance,
    params: slugParams,
    responses: { 200: shopFiscalInfoAnswer },
    handler: async ({ ctx }) => ({ fiscal_info: await shopFiscalInfo(ctx) }),
  })

  route(app, {
    method: 'PUT',
    url: '/api/v1/shops/:slug/fiscal-info',
    summary:
      'Replaces the shop owner’s fiscal information: an RFC of 13 (person) or 12 (company) characters, a regime of that kind of taxpayer, a 5-digit postal code',
    tags: TAGS,
    access: finance,
    params: slugParams,
    body: fiscalInfoBody,
    responses: { 200: shopFiscalInfoAnswer },
    handler: async ({ ctx, body }) => ({ fiscal_info: await saveShopFiscalInfo(ctx, body) }),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/me/orders/:id/supplier',
    summary:
      'The seller of one of the viewer’s orders with their fiscal information; 404 supplier_not_found when the seller has not configured it',
    tags: TAGS,
    access: signedIn,
    params: myOrderParams,
    responses: { 200: orderSupplierAnswer },
    handler: async ({ ctx, params }) => {
      const { order, fiscal } = await orderSupplier(ctx, params.id)
      return { order_id: order.id, seller: order.seller, fiscal_info: fiscal }
    },
  })

  route(app, {
    method: 'PUT',
    url: '/api/v1/me/orders/:id/invoicing',
    summary:
      'The customer’s invoicing data on their order: RFC, name, SAT tax regime and CFDI use (one valid for the regime), fiscal postal code; fixed once the invoice is issued',
    tags: TAGS,
    access: signedIn,
    params: myOrderParams,
    body: orderInvoicingBody,
    responses: { 200: orderInvoicing },
    handler: ({ ctx, params, body }) => saveOrderInvoicing(ctx, params.id, body),
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/me/orders/:id/receipts',
    summary:
      'Makes the order’s receipt (000 §7 "Order receipt", a JSON body): what it says and where its PDF is; supplier_not_found when the seller has no fiscal information',
    tags: TAGS,
    access: signedIn,
    params: myOrderParams,
    body: receiptBody,
    responses: { 200: receipt },
    handler: async ({ ctx, params }) => {
      const { document } = await orderReceipt(ctx, params.id)
      return {
        order_id: document.id,
        file_name: `${document.id}.pdf`,
        url: `/api/v1/me/orders/${encodeURIComponent(document.id)}/receipt.pdf`,
        issued_at: new Date().toISOString(),
        seller: { legal_name: document.seller.legal_name, tax_id: document.seller.tax_id },
        currency: document.currency,
        total: document.grandTotal,
      }
    },
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/me/orders/:id/receipt.pdf',
    summary:
      'The order’s receipt as a PDF, `{order id}.pdf`; supplier_not_found when the seller has no fiscal information',
    tags: TAGS,
    access: signedIn,
    params: myOrderParams,
    responses: { 200: null },
    file: 'application/pdf',
    handler: async ({ ctx, params, reply }) => {
      const { document, pdf } = await orderReceipt(ctx, params.id)
      return download(reply, `${document.id}.pdf`, 'application/pdf', await pdf())
    },
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/me/orders/:id/invoice.zip',
    summary:
      'The order’s invoice, `{order id}.zip`: its CFDI 4.0 XML and PDF, stamped once (sandbox); paid orders only, with the seller’s fiscal information and the customer’s invoicing data',
    tags: TAGS,
    access: signedIn,
    params: myOrderParams,
    responses: { 200: null },
    file: 'application/zip',
    handler: async ({ ctx, params, reply }) =>
      download(
        reply,
        `${params.id}.zip`,
        'application/zip',
        await orderInvoice(ctx, params.id, options.stamping),
      ),
  })
}

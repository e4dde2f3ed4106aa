import {
  myReturnOrderParams,
  myReturnParams,
  refundAnswer,
  returnDetail,
  returnList,
  returnNoteBody,
  returnOptions,
  returnRefundBody,
  returnsQuery,
  shopReturnParams,
  shopReturnRefundParams,
  shopReturnsParams,
  startReturnBody,
} from '@tianguis/core/contracts/returns'
import type { FastifyInstance } from 'fastify'
import { closeReturn } from '../../flows/close-return.ts'
import { refundReturn, retryReturnRefund } from '../../flows/refund-return.ts'
import { returnDetailOf, returnOptionsOf, startReturn } from '../../flows/start-return.ts'
import { route } from '../../http/route.ts'
import { AppError } from '../../kernel/app-error.ts'
import { returnLabelPdf } from './return-label.ts'
import { addReturnNote, listReturns, returnOf } from './returns.service.ts'

const TAGS = ['returns']
const signedIn = { kind: 'user' } as const

/**
 * Returns and the seller's refunds (002 §2–§9; 001 §3; decision 091). The customer's own under
 * `/me`; a shop's under `/shops/:slug/returns` — read by whoever reads its orders, notes by the
 * staff who move them, refunds and closing by its finance roles (owner, admin, accountant). Another
 * customer's or shop's return is 404 `return_not_found`, nothing changes.
 */
export function returnsRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/api/v1/me/orders/:id/returns/options',
    summary: 'Each line of my order: whether it may be returned now (else why) and on what terms',
    tags: TAGS,
    access: signedIn,
    params: myReturnOrderParams,
    responses: { 200: returnOptions },
    handler: ({ ctx, params }) => returnOptionsOf(ctx, params.id, ctx.viewer.userId!),
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/me/orders/:id/returns',
    summary: 'Start a return of a line of my delivered order (reason tree answers, description, photos)',
    tags: TAGS,
    access: signedIn,
    params: myReturnOrderParams,
    body: startReturnBody,
    responses: { 201: returnDetail },
    handler: async ({ ctx, params, body, reply }) => {
      const detail = await startReturn(ctx, params.id, ctx.viewer.userId!, body)
      reply.status(201)
      return detail
    },
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/me/returns',
    summary: 'My returns, newest first',
    tags: TAGS,
    access: signedIn,
    query: returnsQuery,
    responses: { 200: returnList },
    handler: ({ ctx, query }) => listReturns(ctx, { customerId: ctx.viewer.userId! }, query),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/me/returns/:id',
    summary: 'One of my returns: the request, its record (notes for me) and refunds',
    tags: TAGS,
    access: signedIn,
    params: myReturnParams,
    responses: { 200: returnDetail },
    handler: async ({ ctx, params }) =>
      returnDetailOf(ctx, await returnOf(ctx, params.id, { customerId: ctx.viewer.userId! }), 'customer'),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/me/returns/:id/label.pdf',
    summary: 'The return’s shipping label as a PDF (a `download` label only)',
    tags: TAGS,
    access: signedIn,
    params: myReturnParams,
    responses: { 200: null },
    file: 'application/pdf',
    handler: async ({ ctx, params, reply }) => {
      const row = await returnOf(ctx, params.id, { customerId: ctx.viewer.userId! })
      if (row.returnLabel !== 'download') throw new AppError('return_label_not_downloadable')
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${row.id}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .send(await returnLabelPdf(row, ctx.locale))
    },
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/returns',
    summary: 'The shop’s returns, newest first',
    tags: TAGS,
    access: { kind: 'shop', action: 'shop.orders.read' },
    params: shopReturnsParams,
    query: returnsQuery,
    responses: { 200: returnList },
    handler: ({ ctx, query }) => listReturns(ctx, { shopId: ctx.shop!.id }, query),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/returns/:id',
    summary:
      'A return of the shop: request, record (all notes), refunds, what is refundable, whether closing is offered',
    tags: TAGS,
    access: { kind: 'shop', action: 'shop.orders.read' },
    params: shopReturnParams,
    responses: { 200: returnDetail },
    handler: async ({ ctx, params }) =>
      returnDetailOf(ctx, await returnOf(ctx, params.id, { shopId: ctx.shop!.id }), 'shop'),
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/returns/:id/notes',
    summary: 'Add a note to a return, for the client or internal',
    tags: TAGS,
    access: { kind: 'shop', action: 'shop.orders.dispatch' },
    params: shopReturnParams,
    body: returnNoteBody,
    responses: { 201: returnDetail },
    handler: async ({ ctx, params, body, reply }) => {
      const row = await returnOf(ctx, params.id, { shopId: ctx.shop!.id })
      const roles = ctx.shop!.viewerRoles
      await addReturnNote(ctx, row.id, {
        authorId: ctx.viewer.userId,
        authorRole: roles.includes('owner') || roles.includes('admin') ? 'seller' : 'dispatcher',
        visibility: body.visibility,
        text: body.text,
      })
      reply.status(201)
      return returnDetailOf(ctx, row, 'shop')
    },
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/returns/:id/refunds',
    summary: 'Refund part or all of what is still refundable, through the payment provider',
    tags: TAGS,
    access: { kind: 'shop', action: 'shop.finance' },
    params: shopReturnParams,
    body: returnRefundBody,
    responses: { 200: refundAnswer },
    handler: ({ ctx, params, body }) => refundReturn(ctx, app.payments, ctx.shop!.id, params.id, body.amount),
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/returns/:id/refunds/:refund/retry',
    summary: 'Ask again for a pending refund, or make a failed one again',
    tags: TAGS,
    access: { kind: 'shop', action: 'shop.finance' },
    params: shopReturnRefundParams,
    responses: { 200: refundAnswer },
    handler: ({ ctx, params }) =>
      retryReturnRefund(ctx, app.payments, ctx.shop!.id, params.id, params.refund),
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/returns/:id/close',
    summary: 'Close a return once none of its refunds is pending',
    tags: TAGS,
    access: { kind: 'shop', action: 'shop.finance' },
    params: shopReturnParams,
    responses: { 200: returnDetail },
    handler: ({ ctx, params }) => closeReturn(ctx, ctx.shop!.id, params.id),
  })
}

import { listOf } from '@tianguis/core/contracts/common'
import {
  orderNextBody,
  orderNote,
  orderNoteBody,
  orderQuoteBody,
  orderStepAnswer,
  sellerOrderDetail,
  sellerOrderListQuery,
  sellerOrderParams,
  sellerOrderSummary,
} from '@tianguis/core/contracts/seller-orders'
import { staffOrderActor } from '@tianguis/core/orders/back-office'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { advanceOrder, quoteOrder } from '../../flows/seller-order-steps.ts'
import { route } from '../../http/route.ts'
import { AppError } from '../../kernel/app-error.ts'
import { requireShop, type ServiceContext } from '../../kernel/context.ts'
import type { OrderActorRef } from './order-lifecycle.service.ts'
import { addOrderNote } from './order-notes.service.ts'
import { listScopedOrders, type OrderScope, scopedOrder, scopedOrderDetail } from './seller-orders.service.ts'

const slugParams = z.strictObject({ slug: z.string().min(1).max(100) })
const read = { kind: 'shop', action: 'shop.orders.read' } as const
const dispatch = { kind: 'shop', action: 'shop.orders.dispatch' } as const
const tags = ['orders']

/** The shop's sales: the orders whose supplier is the shop's owner (decision 079). */
const salesOf = (ctx: ServiceContext): OrderScope => ({ supplierId: requireShop(ctx).ownerId })

/** The viewer as a lifecycle actor here: the owner and admins the seller, a dispatcher the dispatcher. */
function staffActor(ctx: ServiceContext): OrderActorRef {
  const role = staffOrderActor(requireShop(ctx).viewerRoles)
  // The route's permission (shop.orders.dispatch) is held by exactly the roles that act.
  if (!role || !ctx.viewer.userId) throw new AppError('forbidden')
  return { role, userId: ctx.viewer.userId }
}

/**
 * The seller's back office under the shop (002 §4–§7; decision 081): its sales listed and read by
 * the staff who see orders (owner, admin, accountant, dispatcher), the quote and 'next' by those who
 * move them (the machine then refuses a dispatcher's quote), and notes for the client or the staff.
 * Another shop's order is `order_not_found` and nothing changes (quality.md 2).
 */
export function sellerOrdersRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/orders',
    summary: 'The shop’s sales, newest change first: filters state, text, start_date, end_date (10 per page)',
    tags,
    access: read,
    params: slugParams,
    query: sellerOrderListQuery,
    responses: { 200: listOf(sellerOrderSummary) },
    handler: ({ ctx, query }) =>
      listScopedOrders(ctx, salesOf(ctx), query, staffOrderActor(requireShop(ctx).viewerRoles)),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/orders/:id',
    summary: 'One of the shop’s sales: lines, history, every note, tracking, what the viewer may do',
    tags,
    access: read,
    params: sellerOrderParams,
    responses: { 200: sellerOrderDetail },
    handler: ({ ctx, params }) =>
      scopedOrderDetail(ctx, salesOf(ctx), params.id, staffOrderActor(requireShop(ctx).viewerRoles)),
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/orders/:id/quote',
    summary:
      'Enter the delivery’s estimated date and time and cost (owner, admins): the customer confirms next',
    tags,
    access: dispatch,
    params: sellerOrderParams,
    body: orderQuoteBody,
    responses: { 200: orderStepAnswer },
    handler: ({ ctx, params, body }) => quoteOrder(ctx, salesOf(ctx), params.id, staffActor(ctx), body),
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/orders/:id/next',
    summary: 'The viewer’s next step: in process, ready to deliver, shipped, delivered',
    tags,
    access: dispatch,
    params: sellerOrderParams,
    body: orderNextBody,
    responses: { 200: orderStepAnswer },
    handler: ({ ctx, params, body }) =>
      advanceOrder(ctx, app.shipping, salesOf(ctx), params.id, staffActor(ctx), body?.from, {
        // A franchise shop's order is made ready only packed (decision 087).
        packedFirst: requireShop(ctx).storeType === 'franchise',
      }),
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/orders/:id/notes',
    summary: 'Add a note to a sale, visible to the client or internal',
    tags,
    access: dispatch,
    params: sellerOrderParams,
    body: orderNoteBody,
    responses: { 201: orderNote },
    // A retried post with the same Idempotency-Key adds one note (decision 028).
    idempotent: true,
    handler: async ({ ctx, params, body }) => {
      const actor = staffActor(ctx)
      await scopedOrder(ctx, salesOf(ctx), params.id)
      return addOrderNote(ctx, params.id, { userId: actor.userId!, role: actor.role }, body)
    },
  })
}

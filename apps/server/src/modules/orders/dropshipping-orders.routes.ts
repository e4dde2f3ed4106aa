import { listOf } from '@tianguis/core/contracts/common'
import {
  orderNextBody,
  orderQuoteBody,
  orderStepAnswer,
  ownOrderParams,
  sellerOrderListQuery,
  sellerOrderSummary,
} from '@tianguis/core/contracts/seller-orders'
import type { FastifyInstance } from 'fastify'
import { advanceOrder, quoteOrder } from '../../flows/seller-order-steps.ts'
import { route } from '../../http/route.ts'
import { AppError } from '../../kernel/app-error.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import type { OrderActorRef } from './order-lifecycle.service.ts'
import { listScopedOrders, type OrderScope } from './seller-orders.service.ts'

const signedIn = { kind: 'user' } as const
const tags = ['orders']

/** The orders the viewer ships as their dropshipping supplier (002 §7 `dssupplier/orders`). */
function shipped(ctx: ServiceContext): { scope: OrderScope; actor: OrderActorRef } {
  const userId = ctx.viewer.userId
  if (!userId) throw new AppError('unauthorized')
  return { scope: { dssupplierId: userId }, actor: { role: 'dssupplier', userId } }
}

/**
 * The dropshipping supplier's own orders (002 §6–§7; decision 081): the orders whose dropshipping
 * supplier is the viewer, their 'next' and their quote, as the `dssupplier` of the lifecycle.
 * Anyone else's order is `order_not_found` (quality.md 1–2).
 */
export function dropshippingOrdersRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/api/v1/me/dropshipping/orders',
    summary: 'The orders the viewer ships as dropshipping supplier, newest change first (10 per page)',
    tags,
    access: signedIn,
    query: sellerOrderListQuery,
    responses: { 200: listOf(sellerOrderSummary) },
    handler: ({ ctx, query }) => {
      const { scope, actor } = shipped(ctx)
      return listScopedOrders(ctx, scope, query, actor.role)
    },
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/me/dropshipping/orders/:id/next',
    summary: 'The dropshipping supplier’s next step on an order they ship',
    tags,
    access: signedIn,
    params: ownOrderParams,
    body: orderNextBody,
    responses: { 200: orderStepAnswer },
    handler: ({ ctx, params, body }) => {
      const { scope, actor } = shipped(ctx)
      return advanceOrder(ctx, app.shipping, scope, params.id, actor, body?.from)
    },
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/me/dropshipping/orders/:id/quote',
    summary: 'The dropshipping supplier enters the delivery’s estimated date and time and cost',
    tags,
    access: signedIn,
    params: ownOrderParams,
    body: orderQuoteBody,
    responses: { 200: orderStepAnswer },
    handler: ({ ctx, params, body }) => {
      const { scope, actor } = shipped(ctx)
      return quoteOrder(ctx, scope, params.id, actor, body)
    },
  })
}

import {
  canceledOrder,
  cancelOrderBody,
  myOrderParams,
  orderCancellation,
  shopOrderParams,
} from '@tianguis/core/contracts/order-cancel'
import type { OrderActor } from '@tianguis/core/orders/lifecycle'
import type { ShopRole } from '@tianguis/core/permissions'
import type { FastifyInstance } from 'fastify'
import { orderCancellation as cancellationOf, cancelOrder } from '../../flows/cancel-order.ts'
import { route } from '../../http/route.ts'
import type { ServiceContext } from '../../kernel/context.ts'

/**
 * The lifecycle's role of a shop's staff member on the shop's sales (decision 079): the owner and
 * admins act as the seller; a dispatcher moves goods only (the machine refuses them a
 * cancellation: 403 `order_action_not_allowed`); anyone else never takes a step.
 */
function staffActor(roles: readonly ShopRole[]): OrderActor | null {
  if (roles.includes('owner') || roles.includes('admin')) return 'seller'
  if (roles.includes('dispatcher')) return 'dispatcher'
  return null
}

/** The shop's sales are those its owner supplies (issue 15; decision 079). */
const shopSales = (ctx: ServiceContext) => ({ supplierId: ctx.shop!.ownerId })

/**
 * Canceling a purchase order (002 §4, §8; decision 082): the customer's own purchase, and a sale of
 * the shop by its owner or admins. Another's order is 404 `order_not_found`, nothing changes.
 */
export function orderCancelRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/api/v1/me/orders/:id/cancel',
    summary: 'Cancel one of my purchase orders with a reason (stock back; a paid one is refunded)',
    tags: ['orders'],
    access: { kind: 'user' },
    params: myOrderParams,
    body: cancelOrderBody,
    responses: { 200: canceledOrder },
    handler: ({ ctx, params, body }) => {
      const userId = ctx.viewer.userId!
      return cancelOrder(
        ctx,
        params.id,
        { actor: { role: 'customer', userId }, owner: { customerId: userId } },
        body,
      )
    },
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/me/orders/:id/cancellation',
    summary: 'Whether I may cancel my purchase order, and its cancellation once made',
    tags: ['orders'],
    access: { kind: 'user' },
    params: myOrderParams,
    responses: { 200: orderCancellation },
    handler: ({ ctx, params }) =>
      cancellationOf(ctx, params.id, { actor: 'customer', owner: { customerId: ctx.viewer.userId! } }),
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/orders/:id/cancel',
    summary: 'Cancel a sale of the shop with a reason (stock back; a paid one is refunded)',
    tags: ['orders'],
    access: { kind: 'shop', action: 'shop.orders.dispatch' },
    params: shopOrderParams,
    body: cancelOrderBody,
    responses: { 200: canceledOrder },
    handler: ({ ctx, params, body }) =>
      cancelOrder(
        ctx,
        params.id,
        {
          // shop.orders.dispatch holds one of the three roles, so there is an actor.
          actor: { role: staffActor(ctx.shop!.viewerRoles)!, userId: ctx.viewer.userId },
          owner: shopSales(ctx),
        },
        body,
      ),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/orders/:id/cancellation',
    summary: 'Whether I may cancel a sale of the shop, and its cancellation once made',
    tags: ['orders'],
    access: { kind: 'shop', action: 'shop.orders.read' },
    params: shopOrderParams,
    responses: { 200: orderCancellation },
    handler: ({ ctx, params }) =>
      cancellationOf(ctx, params.id, { actor: staffActor(ctx.shop!.viewerRoles), owner: shopSales(ctx) }),
  })
}

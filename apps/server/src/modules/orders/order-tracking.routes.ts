import {
  ownOrderParams,
  customerOrderTracking as trackingAnswer,
} from '@tianguis/core/contracts/seller-orders'
import type { FastifyInstance } from 'fastify'
import { route } from '../../http/route.ts'
import { AppError } from '../../kernel/app-error.ts'
import { customerOrderTracking } from './order-tracking.service.ts'

/**
 * The customer's follow-up of an order (002 §2 "Shipment tracking link"; decision 081): its state,
 * the seller's date and cost, the tracking link and the seller's notes meant for them. Another
 * customer's order is `order_not_found` (quality.md 1).
 */
export function orderTrackingRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/api/v1/me/orders/:id/tracking',
    summary:
      'The viewer’s order as the seller moves it: state, date and cost, tracking link, notes for the client',
    tags: ['orders'],
    access: { kind: 'user' },
    params: ownOrderParams,
    responses: { 200: trackingAnswer },
    handler: ({ ctx, params }) => {
      if (!ctx.viewer.userId) throw new AppError('unauthorized')
      return customerOrderTracking(ctx, ctx.viewer.userId, params.id)
    },
  })
}

import { checkoutParams, placeBody, placeResult } from '@tianguis/core/contracts/checkout'
import type { FastifyInstance } from 'fastify'
import { placeCheckout } from '../../flows/place-checkout.ts'
import { route } from '../../http/route.ts'

/**
 * Placing a checkout without paying (decision 055): every order is delivered by its seller, who
 * confirms the delivery's date and cost before the buyer pays. Idempotent like `pay` (decision 028):
 * the same key answers the first placement again; its one transaction is the key's.
 */
export function checkoutPlaceRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/checkouts/:id/place',
    summary:
      'Place a checkout whose every order awaits its seller’s delivery date and cost, without paying (Idempotency-Key)',
    tags: ['checkout'],
    access: { kind: 'user' },
    params: checkoutParams,
    body: placeBody,
    responses: { 200: placeResult },
    idempotent: true,
    handler: ({ ctx, params }) => placeCheckout(ctx, params.id),
  })
}

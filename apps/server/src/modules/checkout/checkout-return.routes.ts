import { checkoutParams } from '@tianguis/core/contracts/checkout'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { cancelAtProvider, type PageOutcome, returnFromProvider } from '../../flows/return-from-provider.ts'
import { route } from '../../http/route.ts'
import { shopBase } from './checkout-payment-urls.ts'

const signedIn = { kind: 'user' } as const
const TAGS = ['checkout']
/**
 * How a provider's page sends the browser back: `?charge=` (the sandbox), Stripe's own
 * `?payment_intent=…&payment_intent_client_secret=…&redirect_status=…` (decision 061), or PayPal's
 * `?token=<order id>&PayerID=…` (decision 062). Their secrets, statuses and payers are not
 * trusted: the payment is asked about at the provider.
 */
const returnQuery = z
  .strictObject({
    charge: z.string().min(1).max(200).optional(),
    payment_intent: z.string().min(1).max(200).optional(),
    payment_intent_client_secret: z.string().max(300).optional(),
    redirect_status: z.string().max(50).optional(),
    token: z.string().min(1).max(200).optional(),
    PayerID: z.string().max(200).optional(),
  })
  .refine((query) => (query.charge ?? query.payment_intent ?? query.token) !== undefined, {
    path: ['charge'],
  })
/** A cancel: `?charge=`, or PayPal's `?token=<order id>` (decision 062). */
const cancelQuery = z
  .strictObject({
    charge: z.string().min(1).max(200).optional(),
    token: z.string().min(1).max(200).optional(),
  })
  .refine((query) => (query.charge ?? query.token) !== undefined, { path: ['charge'] })

/**
 * Where a provider's page sends the browser back (decisions 045, 058): the 3-D Secure page and the
 * redirect methods' pages return to `…/return` (and `…/3ds-return`, its first name, kept for pages
 * opened before), a redirect method's cancel to `…/cancel`. Each settles the charge and answers
 * 302: the paid page, the provider's page again, or the checkout with the failure's code
 * (`?compra=<id>&fallo=<code>`, which the checkout page shows as 002 §8's message).
 */
export function checkoutReturnRoutes(app: FastifyInstance) {
  const to = (base: string, checkoutId: string, outcome: PageOutcome) => {
    switch (outcome.kind) {
      case 'paid':
        return `${base}/pagado/${checkoutId}`
      case 'again':
        return outcome.url
      case 'failed':
        return `${base}/comprar?compra=${checkoutId}&fallo=${outcome.code}`
    }
  }

  for (const url of [
    '/api/v1/shops/:slug/checkouts/:id/return',
    '/api/v1/shops/:slug/checkouts/:id/3ds-return',
  ]) {
    route(app, {
      method: 'GET',
      url,
      summary:
        'Where a provider’s page returns (3-D Secure, redirect, pay later, wallet): settles the payment and redirects to the paid page',
      tags: TAGS,
      access: signedIn,
      params: checkoutParams,
      query: returnQuery,
      responses: { 302: null },
      handler: async ({ ctx, params, query, request, reply }) => {
        const chargeId = (query.charge ?? query.payment_intent ?? query.token)!
        const outcome = await returnFromProvider(ctx, app.payments, params.id, chargeId)
        return reply.redirect(to(shopBase(request, params.slug), params.id, outcome), 302)
      },
    })
  }

  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/checkouts/:id/cancel',
    summary:
      'Where a redirect method’s page returns when the buyer cancels: the payment declined, the stock back, the checkout open with the redirect failure',
    tags: TAGS,
    access: signedIn,
    params: checkoutParams,
    query: cancelQuery,
    responses: { 302: null },
    handler: async ({ ctx, params, query, request, reply }) => {
      const outcome = await cancelAtProvider(ctx, app.payments, params.id, (query.charge ?? query.token)!)
      return reply.redirect(to(shopBase(request, params.slug), params.id, outcome), 302)
    },
  })
}

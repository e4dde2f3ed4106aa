import { myOrderParams } from '@tianguis/core/contracts/my-orders'
import {
  orderBroker,
  orderBrokerBody,
  orderPayBody,
  orderPaymentResult,
  orderReturnQuery,
} from '@tianguis/core/contracts/order-payment'
import { withMark } from '@tianguis/core/url-marks'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { backFromOrderProvider, confirmOrderPayment, payOrder } from '../../flows/pay-order.ts'
import { route } from '../../http/route.ts'
import { AppError } from '../../kernel/app-error.ts'

const TAGS = ['orders']
const signedIn = { kind: 'user' } as const

/** The origin the browser sees, and a shop's base on it: `/{slug}` on the platform, `` on the shop's own host. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`
const shopUrl = (request: FastifyRequest, slug: string, path: string) =>
  `${originOf(request)}${request.hostShopSlug ? '' : `/${slug}`}${path}`

/**
 * Confirming and paying a quoted order (002 §4, §7 `PUT orders/broker/{order}`; decision 086): the
 * customer's confirmation gives the payment token, the pay call charges the order's items plus the
 * seller's delivery cost, and a provider's page (3-D Secure, a redirect method) comes back to the
 * return and cancel routes, which settle the charge and send the browser to the shop's paths.
 */
export function orderPaymentRoutes(app: FastifyInstance) {
  route(app, {
    method: 'PUT',
    url: '/api/v1/me/orders/:id/broker',
    summary:
      'Confirm a quoted order of the viewer (awaiting_customer): its payment token, total (items plus the seller’s delivery cost), the methods to pay it with, and where the browser goes back (return_path, cancel_path: paths of this shop)',
    tags: TAGS,
    access: signedIn,
    params: myOrderParams,
    body: orderBrokerBody,
    responses: { 200: orderBroker },
    handler: async ({ ctx, params, body }) => {
      const { shopSlug: _slug, ...answer } = await confirmOrderPayment(ctx, app.payments, params.id, body)
      return answer
    },
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/me/orders/:id/pay',
    summary:
      'Pay a confirmed quoted order with its token for the server’s total (Idempotency-Key): paid, 3-D Secure, a provider’s page (redirect), or a reference to pay later',
    tags: TAGS,
    access: signedIn,
    params: myOrderParams,
    body: orderPayBody,
    responses: { 200: orderPaymentResult },
    idempotent: true,
    ownTransactions: true,
    handler: ({ ctx, params, body, request }) => {
      const payments = app.payments.paymentProviderFor(body.payment_type)
      if (!payments) throw new AppError('payment_setup_failed')
      const api = `${originOf(request)}/api/v1/me/orders/${params.id}`
      return payOrder(
        ctx,
        { payments, returnUrl: `${api}/return`, cancelUrl: `${api}/cancel` },
        app.payments,
        params.id,
        body,
      )
    },
  })

  for (const cancel of [false, true]) {
    route(app, {
      method: 'GET',
      url: `/api/v1/me/orders/:id/${cancel ? 'cancel' : 'return'}`,
      summary: cancel
        ? 'Where a provider’s page sends a cancelled order payment: gives it up and redirects to the order’s cancel_path with the failure'
        : 'Where a provider’s page returns an order payment (3-D Secure, redirect): settles it and redirects to the order’s return_path, or its cancel_path with the failure',
      tags: TAGS,
      access: signedIn,
      params: myOrderParams,
      query: orderReturnQuery,
      responses: { 302: null },
      handler: async ({ ctx, params, query, request, reply }) => {
        const outcome = await backFromOrderProvider(ctx, app.payments, params.id, query.charge, cancel)
        const to =
          outcome.kind === 'again'
            ? outcome.url
            : outcome.kind === 'paid'
              ? shopUrl(request, outcome.shopSlug, withMark(outcome.path, 'pago', 'hecho'))
              : shopUrl(request, outcome.shopSlug, withMark(outcome.path, 'fallo', outcome.code))
        return reply.redirect(to, 302)
      },
    })
  }
}

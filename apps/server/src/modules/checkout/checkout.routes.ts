import { sharedCheckoutPath } from '@tianguis/core/checkout/shared'
import {
  addressBody,
  addressList,
  branchesQuery,
  branchList,
  checkout,
  checkoutParams,
  checkoutStartBody,
  contactBody,
  deliveryBody,
  deliveryOptions,
  type PayBody,
  payBody,
  paymentResult,
  ratesBody,
} from '@tianguis/core/contracts/checkout'
import { shareCheckoutResult } from '@tianguis/core/contracts/shared-checkout'
import { isPaymentType } from '@tianguis/core/payments/methods'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { type PayDeps, payCheckout } from '../../flows/pay-checkout.ts'
import { startCheckout } from '../../flows/start-checkout.ts'
import { route } from '../../http/route.ts'
import { AppError } from '../../kernel/app-error.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { ShippingError, type ShippingProvider } from '../../platform/shipping/provider.ts'
import { isGuest } from '../identity/identity.service.ts'
import { paymentOf } from '../payments/payments.service.ts'
import type { ResolvedShop } from '../shops/shops.service.ts'
import { listAddresses } from './checkout.address.ts'
import { answerCheckout } from './checkout.answer.ts'
import { loadCheckout } from './checkout.service.ts'
import { shareCheckout } from './checkout.sharing.ts'
import { updateAddress, updateContact, updateDelivery } from './checkout.steps.ts'
import { paymentReturnUrls, shopBase } from './checkout-payment-urls.ts'
import { deliveryOptionsOf } from './delivery.options.ts'

const slugParams = z.strictObject({ slug: z.string().min(1).max(100) })
const signedIn = { kind: 'user' } as const
const TAGS = ['checkout']

function payDeps(
  app: FastifyInstance,
  request: FastifyRequest,
  slug: string,
  checkoutId: string,
  body: PayBody,
): PayDeps {
  const payments = app.payments.paymentProviderFor(body.payment_type)
  // No provider takes this type here (decision 045): 002 §8 'payment setup failed, try again later'.
  if (!payments) throw new AppError('payment_setup_failed')
  return { payments, ...paymentReturnUrls(request, slug, checkoutId, body) }
}

/** The public keys the providers of these types need in the browser (Stripe.js's), or null. */
function browserKeys(app: FastifyInstance, types: readonly string[]): Record<string, string> | null {
  const keys = Object.assign(
    {},
    ...types.filter(isPaymentType).map((type) => app.payments.paymentProviderFor(type)?.browserKeys ?? {}),
  )
  return Object.keys(keys).length > 0 ? keys : null
}

/** The carrier delivering to branches (the post, decisions 046, 055); none is 002 §8's courier service error. */
function carrier(app: FastifyInstance): ShippingProvider {
  const found = app.shipping.carrierFor('to_branch')
  if (!found?.branches) throw new AppError('courier_service_error')
  return found
}

/** The checkout (002 §2 Simple checkout, Buy now, Countdown; decisions 041, 048, 050). */
export function checkoutRoutes(app: FastifyInstance) {
  /** The checkout as answered, with the methods a configured provider takes (decision 060). */
  const answer = (ctx: ServiceContext, shop: ResolvedShop | null, checkoutId: string) =>
    answerCheckout(ctx, shop!, checkoutId, app.payments)

  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/checkouts',
    summary: 'Start a checkout from the cart (all, or one supplier’s) or one item (buy now)',
    tags: TAGS,
    access: signedIn,
    params: slugParams,
    body: checkoutStartBody,
    responses: { 201: checkout },
    handler: async ({ ctx, body, shop }) => {
      const started = await startCheckout(ctx, body)
      return answer(ctx, shop, started.id)
    },
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/checkouts/:id',
    summary: 'One of the viewer’s checkouts (another person’s is 404)',
    tags: TAGS,
    access: signedIn,
    params: checkoutParams,
    responses: { 200: checkout },
    handler: async ({ ctx, params, shop }) => {
      const found = await answer(ctx, shop, params.id)
      if (found.status === 'expired') throw new AppError('checkout_expired')
      // Only a checkout with orders, or one paying (a charge being confirmed, decision 060), has a
      // payment to show: no statement before that.
      const paying = found.status === 'paying'
      const paid = found.order_ids.length > 0 || paying ? await paymentOf(ctx, found.id, paying) : null
      const keys = browserKeys(app, found.enabled_payment_types)
      return { ...found, payment: paid, ...(keys ? { payment_metadata: keys } : {}) }
    },
  })

  route(app, {
    method: 'PUT',
    url: '/api/v1/shops/:slug/checkouts/:id/contact',
    summary: 'The checkout’s contact email and phone',
    tags: TAGS,
    access: signedIn,
    params: checkoutParams,
    body: contactBody,
    responses: { 200: checkout },
    handler: async ({ ctx, params, body, shop }) => {
      await updateContact(ctx, params.id, body)
      return answer(ctx, shop, params.id)
    },
  })

  route(app, {
    method: 'PUT',
    url: '/api/v1/shops/:slug/checkouts/:id/address',
    summary: 'The delivery address: a saved one by id, or a new one (saved unless `save: false`)',
    tags: TAGS,
    access: signedIn,
    params: checkoutParams,
    body: addressBody,
    responses: { 200: checkout },
    handler: async ({ ctx, params, body, shop }) => {
      await updateAddress(ctx, params.id, body)
      return answer(ctx, shop, params.id)
    },
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/me/addresses',
    summary: 'The viewer’s saved delivery addresses, newest first',
    tags: TAGS,
    access: signedIn,
    responses: { 200: addressList },
    handler: async ({ ctx }) => ({ results: await listAddresses(ctx) }),
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/checkouts/:id/rates',
    summary:
      'Delivery options of one supplier order: the post’s and the broker’s quotes, fixed delivery, collection, the seller’s own delivery; the carriers that failed',
    tags: TAGS,
    access: signedIn,
    params: checkoutParams,
    body: ratesBody,
    responses: { 200: deliveryOptions },
    handler: async ({ ctx, params, body }) => {
      const loaded = await loadCheckout(ctx, params.id)
      return deliveryOptionsOf(ctx, app.shipping.carriers(), loaded, body.supplier_id)
    },
  })

  route(app, {
    method: 'PUT',
    url: '/api/v1/shops/:slug/checkouts/:id/delivery',
    summary: 'One supplier order’s delivery; the server prices it and recomputes the totals',
    tags: TAGS,
    access: signedIn,
    params: checkoutParams,
    body: deliveryBody,
    responses: { 200: checkout },
    handler: async ({ ctx, params, body, shop }) => {
      await updateDelivery(ctx, params.id, body)
      return answer(ctx, shop, params.id)
    },
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/checkouts/:id/pay',
    summary:
      'Pay the checkout for the server’s total (Idempotency-Key): paid, 3-D Secure, a provider’s page (redirect), or a reference to pay later',
    tags: TAGS,
    access: signedIn,
    params: checkoutParams,
    body: payBody,
    responses: { 200: paymentResult },
    idempotent: true,
    ownTransactions: true,
    handler: ({ ctx, params, body, request }) =>
      payCheckout(ctx, payDeps(app, request, params.slug, params.id, body), params.id, body),
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/checkouts/:id/share',
    summary:
      'A public link to the checkout for 30 days, once (again → 409 slug_public_was_alrready_generated; guests 403)',
    tags: TAGS,
    access: signedIn,
    params: checkoutParams,
    responses: { 200: shareCheckoutResult },
    handler: async ({ ctx, params, shop, request }) => {
      const loaded = await loadCheckout(ctx, params.id)
      // Sharing needs an account of one's own, as the cart's share (decisions 042, 054).
      if (await isGuest(ctx, ctx.viewer.userId!)) throw new AppError('account_required')
      if (loaded.checkout.publicSlug) throw new AppError('slug_public_was_alrready_generated')
      const shared = await shareCheckout(ctx, params.id)
      return {
        public_slug: shared.publicSlug,
        url: sharedCheckoutPath(shopBase(request, shop!.slug), shared.publicSlug),
        expires_at: shared.sharedUntil.toISOString(),
      }
    },
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/checkouts/branches',
    summary: 'The post’s branches for delivery to a branch (to_branch), by postcode, state and text',
    tags: TAGS,
    access: signedIn,
    params: slugParams,
    query: branchesQuery,
    responses: { 200: branchList },
    handler: async ({ query }) => {
      try {
        const found = await carrier(app).branches!({
          ...(query.postcode ? { postcode: query.postcode } : {}),
          ...(query.province_code ? { provinceCode: query.province_code } : {}),
          ...(query.q ? { query: query.q } : {}),
        })
        return {
          results: found.map((branch) => ({
            id: branch.id,
            name: branch.name,
            street: branch.street,
            city: branch.city,
            postcode: branch.postcode,
            province_code: branch.provinceCode,
          })),
        }
      } catch (error) {
        if (error instanceof ShippingError) throw new AppError(error.code)
        throw error
      }
    },
  })
}

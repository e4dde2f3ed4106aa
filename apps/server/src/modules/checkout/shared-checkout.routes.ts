import { checkout } from '@tianguis/core/contracts/checkout'
import {
  sharedCheckoutParams,
  sharedCheckoutStartBody,
  sharedCheckoutView,
} from '@tianguis/core/contracts/shared-checkout'
import type { FastifyInstance } from 'fastify'
import { viewSharedCheckout } from '../../flows/shared-checkout-view.ts'
import { startSharedCheckout } from '../../flows/start-shared-checkout.ts'
import { byAddress, limiter } from '../../http/rate-limits.ts'
import { route } from '../../http/route.ts'
import { AppError } from '../../kernel/app-error.ts'
import { answerCheckout } from './checkout.answer.ts'

/**
 * The public link's limits (decision 054). A slug is 96 random bits, so guessing one is hopeless;
 * the limits keep a script from trying anyway and from reading prices and stock in bulk. Anyone
 * opening a link they were sent reloads it a few times a minute at most.
 */
export const SHARED_VIEW_LIMITS = {
  /** Every opening, per address (the page's own call comes with the visitor's address). */
  views: { max: 30, timeWindow: '1 minute' },
  /** Links that do not exist (or ended, or are another shop's), per address. */
  misses: { max: 10, timeWindow: '15 minutes' },
} as const

/** The public shared checkout (002 §4 "public shared checkout … public_slug"; decision 054). */
export function sharedCheckoutRoutes(app: FastifyInstance) {
  const misses = limiter(app, [
    { name: 'shared-checkout-misses', ...SHARED_VIEW_LIMITS.misses, key: byAddress },
  ])

  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/shared-checkouts/:public_slug',
    summary: 'A shared checkout’s items priced now, for anyone with its link (nothing of the sharer)',
    tags: ['checkout'],
    access: { kind: 'public' },
    params: sharedCheckoutParams,
    responses: { 200: sharedCheckoutView },
    // Counted by address; journeys all come from one loopback address (decision 036).
    rateLimit: {
      max: SHARED_VIEW_LIMITS.views.max * (app.rateLimitScale ?? 1),
      timeWindow: SHARED_VIEW_LIMITS.views.timeWindow,
    },
    handler: async ({ ctx, params, shop, request }) => {
      await misses.check(request)
      try {
        return await viewSharedCheckout(ctx, params.public_slug, shop!.storefront.name)
      } catch (error) {
        if (error instanceof AppError && error.code === 'shared_checkout_not_found')
          await misses.count(request)
        throw error
      }
    },
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/shared-checkouts/:public_slug/checkouts',
    summary: 'Start the viewer’s own checkout of a shared checkout’s items (priced now)',
    tags: ['checkout'],
    access: { kind: 'user' },
    params: sharedCheckoutParams,
    body: sharedCheckoutStartBody,
    responses: { 201: checkout },
    handler: async ({ ctx, params, body, shop }) => {
      const started = await startSharedCheckout(ctx, params.public_slug, body)
      return answerCheckout(ctx, shop!, started.id, app.payments)
    },
  })
}

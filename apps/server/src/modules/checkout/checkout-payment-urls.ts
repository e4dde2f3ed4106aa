import type { PayBody } from '@tianguis/core/contracts/checkout'
import type { FastifyRequest } from 'fastify'

/** The shop's base path as the browser sees it: `/{slug}` on the platform's host, `` on the shop's own. */
export function shopBase(request: FastifyRequest, slug: string): string {
  return request.hostShopSlug ? '' : `/${slug}`
}

/**
 * Where a provider's page sends the browser back (decisions 045, 058; 002 §3 `return_path`,
 * `cancel_path`): by default the checkout's own return and cancel routes, which settle the charge
 * and then go to the paid page or back to the checkout with the failure's message. A client that
 * gives its own paths gets them under this shop's address — the contract allows only a path, never
 * another site (an open redirect). The provider appends `?charge=<id>`.
 */
export function paymentReturnUrls(
  request: FastifyRequest,
  slug: string,
  checkoutId: string,
  body: Pick<PayBody, 'return_path' | 'cancel_path'> = {},
): { returnUrl: string; cancelUrl: string } {
  const origin = `${request.protocol}://${request.host}`
  const api = `${origin}/api/v1/shops/${slug}/checkouts/${checkoutId}`
  const shop = `${origin}${shopBase(request, slug)}`
  return {
    returnUrl: body.return_path ? `${shop}${body.return_path}` : `${api}/return`,
    cancelUrl: body.cancel_path ? `${shop}${body.cancel_path}` : `${api}/cancel`,
  }
}

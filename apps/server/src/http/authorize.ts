import { can, refusal, type ShopAction } from '@tianguis/core/permissions'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../kernel/app-error.ts'
import type { ServiceContext } from '../kernel/context.ts'
import { isPlatformAdmin } from '../modules/identity/parties.service.ts'
import type { ResolvedShop } from '../modules/shops/shops.service.ts'
import { shopFor } from './shop-scope.ts'

/**
 * Who may reach a route: anyone, a logged-in user, a holder of a shop permission, or one of the
 * platform's administrators (decision 090: the platform's books).
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'user' }
  | { kind: 'shop'; action: ShopAction }
  | { kind: 'platform_admin' }

/**
 * The one permission check every route goes through (route.ts calls it before the handler), and
 * the route's shop: a route with a `:slug` gets the shop resolved once for the request, with the
 * viewer's roles there (http/shop-scope.ts), or answers `shop_not_found`. A session is checked
 * before the shop is read, so an anonymous caller learns nothing of which shops exist.
 */
export async function authorize(
  request: FastifyRequest,
  ctx: ServiceContext,
  access: Access,
  shopSlug: string | undefined,
): Promise<ResolvedShop | null> {
  if (access.kind !== 'public' && !ctx.viewer.userId) throw new AppError('unauthorized')
  // The platform's admin routes are not there for anyone else (conventions 11: never revealed).
  if (access.kind === 'platform_admin' && !(await isPlatformAdmin(ctx, ctx.viewer.userId)))
    throw new AppError('not_found')
  if (access.kind === 'shop' && !shopSlug) throw new Error('a shop route needs a :slug parameter')
  if (shopSlug === undefined) return null
  const shop = await shopFor(request, ctx, shopSlug)
  if (!shop) throw new AppError('shop_not_found')
  if (access.kind === 'shop' && !can(shop.viewerRoles, access.action)) {
    const why = refusal(true, shop.viewerRoles)
    throw new AppError(why === 'not_found' ? 'not_found' : 'forbidden')
  }
  return shop
}

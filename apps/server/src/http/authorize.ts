import { can, refusal, type ShopAction, type ShopRole } from '@tianguis/core/permissions'
import { AppError } from '../kernel/app-error.ts'
import type { Viewer } from '../kernel/context.ts'
import { findShopAccess } from '../modules/shops/shops.service.ts'
import type { Db } from '../platform/db/client.ts'

/** Who may reach a route: anyone, a logged-in user, or a holder of a shop permission. */
export type Access = { kind: 'public' } | { kind: 'user' } | { kind: 'shop'; action: ShopAction }

export interface ShopGrant {
  shopId: string
  slug: string
  roles: ShopRole[]
}

/**
 * The one permission check every route goes through (route.ts calls it before the handler).
 * For shop routes it loads the shop and the viewer's roles in one statement.
 */
export async function authorize(
  db: Db,
  viewer: Viewer,
  access: Access,
  shopSlug: string | undefined,
): Promise<ShopGrant | null> {
  if (access.kind === 'public') return null
  if (!viewer.userId) throw new AppError('unauthorized')
  if (access.kind === 'user') return null
  if (!shopSlug) throw new Error('a shop route needs a :slug parameter')
  const found = await findShopAccess(db, shopSlug, viewer.userId)
  if (!found) throw new AppError('shop_not_found')
  if (!can(found.roles, access.action)) {
    const why = refusal(true, found.roles)
    throw new AppError(why === 'not_found' ? 'not_found' : 'forbidden')
  }
  return found
}

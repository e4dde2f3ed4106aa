import { shop as shopContract } from '@tianguis/core/contracts/shops'
import { isReservedPath } from '@tianguis/core/tenancy'
import { data, type RouterContextProvider } from 'react-router'
import { createApi } from '../../lib/api.server'
import { requestInfoContext } from '../../lib/request-context'
import { shopBase } from '../../lib/shop-base'
import { loadViewer } from '../../lib/viewer.server'
import type { ShopMissing } from './shop-missing'

/** Where this shop's pages live for this request ('' on the shop's own host). */
export function baseFor(slug: string, context: Readonly<RouterContextProvider>): string {
  return shopBase(slug, context.get(requestInfoContext).hostShopSlug)
}

/**
 * The shop layout's data: the shop and the viewer, fetched together. A reserved platform path
 * is the generic 404; an unknown shop is the store-not-found page; both with status 404.
 */
export async function loadShop(request: Request, context: Readonly<RouterContextProvider>, slug: string) {
  if (isReservedPath(slug)) throw data({ reason: 'not_found' } satisfies ShopMissing, { status: 404 })
  const api = createApi(request, context)
  const [shopResult, viewer] = await Promise.all([
    api.get(`/api/v1/shops/${encodeURIComponent(slug)}`, shopContract),
    loadViewer(api),
  ])
  if (!shopResult.ok) {
    if (shopResult.status === 404) {
      throw data({ reason: 'shop_not_found' } satisfies ShopMissing, { status: 404 })
    }
    throw new Error(`GET shop ${slug} answered ${shopResult.status} ${shopResult.error.code}`)
  }
  return { shop: shopResult.data, profile: viewer, base: baseFor(slug, context) }
}

import { shop as shopContract } from '@tianguis/core/contracts/shops'
import { isReservedPath } from '@tianguis/core/tenancy'
import { data, type RouterContextProvider } from 'react-router'
import { createApi } from '../../lib/api.server'
import { requestInfoContext } from '../../lib/request-context'
import { type Addressing, addressing } from '../../lib/shop-base'
import { loadViewer } from '../../lib/viewer.server'
import type { ShopMissing } from './shop-missing'

/** Which shop this request is for and where its pages live (see lib/shop-base.ts). */
export function addressingFor(
  paramShop: string | undefined,
  context: Readonly<RouterContextProvider>,
): Addressing {
  return addressing(paramShop, context.get(requestInfoContext).hostShopSlug)
}

/** Where this shop's pages live for this request ('' on the shop's own host and on the platform). */
export function baseFor(paramShop: string | undefined, context: Readonly<RouterContextProvider>): string {
  return addressingFor(paramShop, context).base
}

/**
 * The layout's data: the shop (null on the platform's own pages) and the viewer, fetched
 * together. A reserved platform path, or a stray segment on a shop's host, is the generic 404;
 * an unknown shop is the store-not-found page; both with status 404.
 */
export async function loadShop(
  request: Request,
  context: Readonly<RouterContextProvider>,
  paramShop: string | undefined,
) {
  const { slug, base, misplaced } = addressingFor(paramShop, context)
  if (misplaced || (slug !== null && isReservedPath(slug))) {
    throw data({ reason: 'not_found' } satisfies ShopMissing, { status: 404 })
  }
  const api = createApi(request, context)
  if (slug === null) return { shop: null, profile: await loadViewer(api), base }
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
  return { shop: shopResult.data, profile: viewer, base }
}

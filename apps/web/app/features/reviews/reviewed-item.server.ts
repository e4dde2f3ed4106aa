import { publicItemDetail } from '@tianguis/core/contracts/items'
import { fitsPlatformKind, shopItemPath, typeOfPrefix } from '@tianguis/core/item-links'
import type { RouterContextProvider } from 'react-router'
import { createApi } from '../../lib/api.server'
import { addressingFor } from '../shop/shop.server'

/** The item a review page hangs from, and where its own page is. */
export interface ReviewedItem {
  item: { id: string; name: string }
  /** The item's page: `{base}/{prefix}/{owner}/{id}` in a shop, `/{products|services}/{id}` on the platform. */
  itemPath: string
  /** The shop's base path ('' on its own host and on the platform), for the login link. */
  base: string
}

/**
 * The item of a review page (decision 084): `…/{prefix}/{owner}/{id}/resena(s)` inside a shop (the
 * item must be the shop's, of the prefix's kind and of that owner, as on its page) or
 * `/{products|services}/{id}/resena(s)` on the platform's host; null (the not-found page) otherwise.
 */
export async function findReviewedItem(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { shop?: string; owner?: string; id: string },
): Promise<ReviewedItem | null> {
  const { slug, base } = addressingFor(params.shop, context)
  const segments = new URL(request.url).pathname.replace(/\/+$/, '').split('/')
  const id = encodeURIComponent(params.id)
  const inShop = params.owner !== undefined
  if (inShop !== (slug !== null)) return null
  const path = inShop ? `/api/v1/shops/${encodeURIComponent(slug!)}/items/${id}` : `/api/v1/items/${id}`
  const answer = await createApi(request, context).get(path, publicItemDetail)
  if (!answer.ok) {
    if (answer.status === 404) return null
    throw new Error(`GET ${path} answered ${answer.status} ${answer.error.code}`)
  }
  const item = answer.data
  if (inShop) {
    const prefix = decodeURIComponent(segments.at(-4) ?? '')
    if (typeOfPrefix(prefix) !== item.type || item.owner_id !== params.owner) return null
    return { item: { id: item.id, name: item.name }, itemPath: shopItemPath(base, item, prefix), base }
  }
  const kind = segments.at(-3) === 'services' ? 'services' : 'products'
  if (!fitsPlatformKind(item.type, kind)) return null
  return { item: { id: item.id, name: item.name }, itemPath: `/${kind}/${id}`, base: '' }
}

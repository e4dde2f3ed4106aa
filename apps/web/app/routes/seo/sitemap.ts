import { SHOP_LIST_PAGE_SIZE } from '@tianguis/core/constants'
import { listOf } from '@tianguis/core/contracts/common'
import { shopSummary } from '@tianguis/core/contracts/shops'
import { isReservedPath } from '@tianguis/core/tenancy'
import { shopOnce } from '../../features/sections/shop-once.server'
import { platformSitemapIndex, shopSitemap } from '../../features/seo/seo-files'
import { addressingFor } from '../../features/shop/shop.server'
import { createApi } from '../../lib/api.server'
import { requestInfoContext } from '../../lib/request-context'
import type { Route } from './+types/sitemap'

const XML = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' }
const SHOPS_IN_INDEX = 100

/**
 * /sitemap.xml (shop host) and /{slug}/sitemap.xml (platform host): the shop's home and enabled
 * sections. /sitemap.xml on the platform host: an index of the shops' sitemaps.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  // The origin the server vouches for, never the request's own host (lib/request-context.ts).
  const origin = context.get(requestInfoContext).publicOrigin
  const { slug, base, misplaced } = addressingFor(params.shop, context)
  if (misplaced || (slug !== null && isReservedPath(slug))) return new Response('Not found', { status: 404 })
  if (slug === null) {
    const result = await createApi(request, context).get('/api/v1/shops', listOf(shopSummary), {
      limit: Math.max(SHOPS_IN_INDEX, SHOP_LIST_PAGE_SIZE),
    })
    const slugs = result.ok ? result.data.results.map((shop) => shop.slug) : []
    return new Response(platformSitemapIndex(origin, slugs), { headers: XML })
  }
  const result = await shopOnce(request, context, slug)
  if (!result.ok) return new Response('Not found', { status: result.status === 404 ? 404 : 503 })
  return new Response(shopSitemap(`${origin}${base}`, result.data), { headers: XML })
}

import { LIST_MAX_OFFSET, SHOP_LIST_PAGE_SIZE } from '@tianguis/core/constants'
import { listOf } from '@tianguis/core/contracts/common'
import { shopSummary } from '@tianguis/core/contracts/shops'
import type { RouterContextProvider } from 'react-router'
import { createApi } from '../../lib/api.server'

const shopList = listOf(shopSummary)

/** The offset of a list page from ?offset=, bounded like the API's paging. */
export function offsetFrom(request: Request): number {
  const raw = Number(new URL(request.url).searchParams.get('offset') ?? 0)
  return Number.isInteger(raw) && raw > 0 ? Math.min(raw, LIST_MAX_OFFSET) : 0
}

/** The platform home's list of shops, a page at a time. */
export async function loadShopList(request: Request, context: Readonly<RouterContextProvider>) {
  const offset = offsetFrom(request)
  const limit = SHOP_LIST_PAGE_SIZE
  const result = await createApi(request, context).get('/api/v1/shops', shopList, { offset, limit })
  if (!result.ok) throw new Error(`GET /api/v1/shops answered ${result.status} ${result.error.code}`)
  return { shops: result.data.results, total: result.data.matches_estimated, offset, limit }
}

import { type Shop, shop as shopContract } from '@tianguis/core/contracts/shops'
import type { RouterContextProvider } from 'react-router'
import { type ApiResult, createApi } from '../../lib/api.server'

const pending = new WeakMap<object, Map<string, Promise<ApiResult<Shop>>>>()

/**
 * GET /api/v1/shops/:slug at most once per page request: the router context is one object per
 * request, so loaders of the same request that ask for the same shop share one answer (and one
 * SQL statement). On a client navigation only the page's own loader runs and fetches it.
 */
export function shopOnce(
  request: Request,
  context: Readonly<RouterContextProvider>,
  slug: string,
): Promise<ApiResult<Shop>> {
  let bySlug = pending.get(context)
  if (!bySlug) {
    bySlug = new Map()
    pending.set(context, bySlug)
  }
  let result = bySlug.get(slug)
  if (!result) {
    result = createApi(request, context).get(`/api/v1/shops/${encodeURIComponent(slug)}`, shopContract)
    bySlug.set(slug, result)
  }
  return result
}

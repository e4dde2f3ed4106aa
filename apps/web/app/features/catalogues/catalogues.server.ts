import { SHOP_LIST_PAGE_SIZE } from '@tianguis/core/constants'
import { catalogue } from '@tianguis/core/contracts/catalogues'
import { listOf } from '@tianguis/core/contracts/common'
import type { RouterContextProvider } from 'react-router'
import { createApi } from '../../lib/api.server'

const catalogueList = listOf(catalogue)

/** How many catalogues the strip under the header shows (the first ones in the shop's order). */
export const STRIP_CATALOGUES = 12

/**
 * A page of the shop's catalogues (GET /api/v1/shops/:slug/catalogues, one SQL statement
 * with the count). Secondary data: a failure is an empty list, never an error page (001 §8).
 */
export async function loadCatalogues(
  request: Request,
  context: Readonly<RouterContextProvider>,
  slug: string,
  page: { offset: number; limit: number } = { offset: 0, limit: SHOP_LIST_PAGE_SIZE },
) {
  const result = await createApi(request, context).get(
    `/api/v1/shops/${encodeURIComponent(slug)}/catalogues`,
    catalogueList,
    page,
  )
  return result.ok ? result.data : { results: [], matches_estimated: 0 }
}

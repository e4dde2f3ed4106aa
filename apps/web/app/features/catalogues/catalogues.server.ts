import { SHOP_LIST_PAGE_SIZE } from '@tianguis/core/constants'
import { type Catalogue, type CatalogueListSort, catalogue } from '@tianguis/core/contracts/catalogues'
import { listOf } from '@tianguis/core/contracts/common'
import type { RouterContextProvider } from 'react-router'
import { createApi } from '../../lib/api.server'

const catalogueList = listOf(catalogue)

/**
 * A page of the shop's catalogues (GET /api/v1/shops/:slug/catalogues, one SQL statement
 * with the count). Secondary data: a failure is an empty list, never an error page (001 §8).
 */
export async function loadCatalogues(
  request: Request,
  context: Readonly<RouterContextProvider>,
  slug: string,
  page: { offset: number; limit: number; sort?: CatalogueListSort } = {
    offset: 0,
    limit: SHOP_LIST_PAGE_SIZE,
  },
) {
  const result = await createApi(request, context).get(
    `/api/v1/shops/${encodeURIComponent(slug)}/catalogues`,
    catalogueList,
    page,
  )
  return result.ok ? result.data : { results: [], matches_estimated: 0 }
}

/** One catalogue of the shop by its slug, or null when there is none (GET …/catalogues/:catalogue). */
export async function loadCatalogue(
  request: Request,
  context: Readonly<RouterContextProvider>,
  slug: string,
  catalogueSlug: string,
): Promise<Catalogue | null> {
  const result = await createApi(request, context).get(
    `/api/v1/shops/${encodeURIComponent(slug)}/catalogues/${encodeURIComponent(catalogueSlug)}`,
    catalogue,
  )
  if (result.ok) return result.data
  if (result.status === 404) return null
  throw new Error(`GET catalogue ${catalogueSlug} answered ${result.status} ${result.error.code}`)
}

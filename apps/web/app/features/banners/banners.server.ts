import { type PublicBanner, publicBanner } from '@tianguis/core/contracts/banners'
import { listOf } from '@tianguis/core/contracts/common'
import type { RouterContextProvider } from 'react-router'
import { createApi } from '../../lib/api.server'

/** A banner as the page shows it: the API's, without what only the editor uses (decision 019). */
export type PageBanner = Omit<PublicBanner, 'hzt_image_id' | 'vrt_image_id' | 'position'>

// Made once: the API client recognises a contract it has compared before by its identity.
const bannerList = listOf(publicBanner)

/**
 * The banners this viewer may see (GET /api/v1/shops/:slug/banners/visible, one SQL statement).
 * Secondary data (conventions 5): any failure is an empty list, never an error page.
 */
export async function loadVisibleBanners(
  request: Request,
  context: Readonly<RouterContextProvider>,
  slug: string,
): Promise<PageBanner[]> {
  try {
    const result = await createApi(request, context).get(
      `/api/v1/shops/${encodeURIComponent(slug)}/banners/visible`,
      bannerList,
    )
    return result.ok
      ? result.data.results.map(({ hzt_image_id, vrt_image_id, position, ...banner }) => banner)
      : []
  } catch {
    return []
  }
}

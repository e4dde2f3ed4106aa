import { type PublicBanner, publicBanner } from '@tianguis/core/contracts/banners'
import { listOf } from '@tianguis/core/contracts/common'
import type { RouterContextProvider } from 'react-router'
import { createApi } from '../../lib/api.server'

/**
 * The banners this viewer may see (GET /api/v1/shops/:slug/banners/visible, one SQL statement).
 * Secondary data (conventions 5): any failure is an empty list, never an error page.
 */
export async function loadVisibleBanners(
  request: Request,
  context: Readonly<RouterContextProvider>,
  slug: string,
): Promise<PublicBanner[]> {
  try {
    const result = await createApi(request, context).get(
      `/api/v1/shops/${encodeURIComponent(slug)}/banners/visible`,
      listOf(publicBanner),
    )
    return result.ok ? result.data.results : []
  } catch {
    return []
  }
}

import { itemSuggestions } from '@tianguis/core/contracts/items'
import { shopItemPath } from '@tianguis/core/item-links'
import { ITEM_TYPES } from '@tianguis/core/items'
import { searchTextOf } from '@tianguis/core/search'
import type { SearchSuggestions } from '../../features/navigation/search-suggestions'
import { addressingFor } from '../../features/shop/shop.server'
import { createApi } from '../../lib/api.server'
import type { Route } from './+types/suggestions'

const NONE: SearchSuggestions = { completions: [], items: [] }

/**
 * `{shop}/sugerencias?q=…&type=…`: what the navbar search suggests as the visitor types (001 §9:
 * autocompletion 5, product suggestions 10), from GET /api/v1/items/suggestions, as JSON for the
 * search box. Only inside a shop; the text is lower-cased and bounded like the lists' `?filter`.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { slug, base, misplaced } = addressingFor(params.shop, context)
  if (slug === null || misplaced) return Response.json(NONE, { status: 404 })
  const url = new URL(request.url)
  const q = searchTextOf(url.searchParams.get('q'))
  const type = ITEM_TYPES.find((t) => t === url.searchParams.get('type'))
  if (!q) return Response.json(NONE)
  const result = await createApi(request, context).get('/api/v1/items/suggestions', itemSuggestions, {
    q,
    shop: slug,
    ...(type ? { type } : {}),
  })
  if (!result.ok) return Response.json(NONE)
  const suggestions: SearchSuggestions = {
    completions: result.data.completions,
    items: result.data.items.map((item) => ({ name: item.name, href: shopItemPath(base, item) })),
  }
  return Response.json(suggestions, { headers: { 'cache-control': 'private, max-age=60' } })
}

import { listOf } from '@tianguis/core/contracts/common'
import { publicItem } from '@tianguis/core/contracts/items'
import type { Shop } from '@tianguis/core/contracts/shops'
import { shopItemPath } from '@tianguis/core/item-links'
import { can } from '@tianguis/core/permissions'
import { isSectionEnabled } from '@tianguis/core/sections'
import type { RouterContextProvider } from 'react-router'
import { requestTranslation } from '../../i18n/messages.server'
import { createApi } from '../../lib/api.server'
import { type CardItem, cardItem } from '../items/card-item'

/** How many of its first products a shop's home shows (three rows of four on a wide screen). */
export const HOME_ITEMS = 12

const itemList = listOf(publicItem)

/** A card of the home's grid; `resold` names another supplier's item its admin may remove (decision 069). */
export type HomeCard = CardItem & { resold?: { id: string } }

export interface HomeItems {
  cards: HomeCard[]
  /** The products page, when the shop has more than the grid shows. */
  more: string | null
}

/**
 * Asks for the shop's first products (one SQL statement: the list and its count), beside the
 * shop rather than after it (decision 032); `homeItems()` then shapes the answer once the shop is
 * known. Never throws: a failed list is a home without its grid (conventions 5).
 */
export function requestHomeItems(request: Request, context: Readonly<RouterContextProvider>, slug: string) {
  const listing = createApi(request, context)
    .get(`/api/v1/shops/${encodeURIComponent(slug)}/items`, itemList, { type: 'product', limit: HOME_ITEMS })
    .catch(() => null)
  return async (shop: Shop, base: string): Promise<HomeItems | null> => {
    const result = await listing
    if (!result?.ok || result.data.results.length === 0 || !isSectionEnabled(shop, 'products')) return null
    const { locale, t } = requestTranslation(request)
    // Only the shop's admins get the removal's ids (and only for other suppliers' items).
    const admin = can(shop.viewer_roles, 'shop.update')
    const cards = result.data.results.map((item): HomeCard => {
      const card = cardItem(item, shopItemPath(base, item), locale, t)
      return admin && item.owner_id !== shop.owner ? { ...card, resold: { id: item.id } } : card
    })
    const more = result.data.matches_estimated > cards.length ? `${base}/productos` : null
    return { cards, more }
  }
}

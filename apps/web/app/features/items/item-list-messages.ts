import type { MessagePrefix } from '../../i18n/prefixes'
import type { ItemPage } from './item-list'

/**
 * An item list's messages (decision 019): its controls' texts, and of the cards' and the paging's
 * texts only those this page of the list shows (an offer's lines only with an offer on it, the
 * paging only with more than one page). The list's loader runs again for every other page, order
 * or search, so each gets its own.
 */
export function itemListMessages(list: ItemPage | null | undefined): MessagePrefix[] {
  if (!list) return []
  const cards = list.results
  const any = (test: (card: ItemPage['results'][number]) => boolean | undefined) => cards.some(test)
  return [
    'items.sort',
    'items.count',
    'items.search',
    // The list's search box shares the navbar's placeholder (a shop may hide its navbar's search).
    'nav.search.placeholder',
    ...(list.filter ? (['items.noResults'] as const) : []),
    ...(list.matches_estimated > list.pageSize
      ? (['items.pages', 'items.previous', 'items.next'] as const)
      : []),
    ...(any((card) => card.concluded) ? (['items.concluded'] as const) : []),
    ...(any((card) => card.sold_out) ? (['items.soldOut'] as const) : []),
    // The price lines come worked out with the cards (card-item.ts): only the offer badge's text.
    ...(any((card) => card.offer) ? (['items.offer'] as const) : []),
  ]
}

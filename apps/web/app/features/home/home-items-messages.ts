import type { MessagePrefix } from '../../i18n/prefixes'
import type { HomeItems } from './home-items.server'

/**
 * The home grid's messages (decision 019): its title and link, the cards' markers it shows, and
 * the removal control's texts only when the viewer administers the shop and a card offers it.
 */
export function homeItemsMessages(items: HomeItems | null | undefined): MessagePrefix[] {
  if (!items) return []
  const any = (test: (card: HomeItems['cards'][number]) => boolean | undefined) => items.cards.some(test)
  return [
    'home.items',
    ...(any((card) => card.concluded) ? (['items.concluded'] as const) : []),
    ...(any((card) => card.sold_out) ? (['items.soldOut'] as const) : []),
    ...(any((card) => card.offer) ? (['items.offer'] as const) : []),
    ...(any((card) => card.resold !== undefined) ? (['resale'] as const) : []),
  ]
}

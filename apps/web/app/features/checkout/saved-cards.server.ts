import { type SavedCard, savedCardList } from '@tianguis/core/contracts/saved-cards'
import { cardExpiryLabel, offeredCards } from '@tianguis/core/payments/saved-cards'
import type { Translate } from '../../i18n/format'
import type { Api } from '../../lib/api.server'
import type { PageSavedCard } from './page-checkout'

/**
 * The viewer's saved cards as the payment section offers them (decision 053): only the ones not
 * expired, each read as 'Visa •••• 4242 · vence 12/30 · crédito'; and whether the new card form
 * may offer to save the card (registered customers, not guests).
 */
export async function savedCardChoices(
  api: Api,
  t: Translate,
  viewer: { is_guest: boolean },
): Promise<{ savedCards: PageSavedCard[]; canSaveCard: boolean }> {
  const canSaveCard = !viewer.is_guest
  if (!canSaveCard) return { savedCards: [], canSaveCard }
  try {
    const result = await api.get('/api/v1/me/cards', savedCardList)
    return {
      savedCards: result.ok ? offeredCards(result.data.results).map((c) => pageCard(c, t)) : [],
      canSaveCard,
    }
  } catch {
    // Secondary data (conventions 5): the page still takes a new card.
    return { savedCards: [], canSaveCard }
  }
}

export function pageCard(card: SavedCard, t: Translate): PageSavedCard {
  return {
    id: card.id,
    type: card.type,
    label: t('checkout.savedCards.label', {
      brand: card.brand,
      last4: card.last4,
      expiry: cardExpiryLabel(card.exp_month, card.exp_year),
      type: t(`checkout.savedCards.${card.type}`),
    }),
  }
}

import type { PublicItem } from '@tianguis/core/contracts/items'
import { resaleQuotes } from '@tianguis/core/contracts/resale-items'
import { formatMoney } from '@tianguis/core/money'
import type { RouterContextProvider } from 'react-router'
import { requestTranslation } from '../../i18n/messages.server'
import { createApi } from '../../lib/api.server'
import type { CardResale } from './card-resale'
import { resaleInfoCookie } from './resale-info.server'

/** The quotes route takes a page of cards at most (resale-items contract). */
const MAX_QUOTED = 36

/**
 * The resale box's short form for a page of cards (001 §6; decision 072): 'Cómpralo en {buy by}'
 * and 'Gana {earn}' by item id, worked out here so the cards stay plain server-rendered markup.
 * Only with the `showResaleInfo` cookie on, and only for the dropshipping items with a price; then
 * one call for the whole page (`/api/v1/me/resale/quotes`, core's commission at the viewer's plan
 * rate), which answers nothing to visitors, ul0 and unknown levels, so the cookie alone never
 * shows amounts (decision 071). Secondary data (conventions 5): a failure leaves the cards bare.
 */
export async function cardResales(
  request: Request,
  context: Readonly<RouterContextProvider>,
  items: readonly PublicItem[],
): Promise<Map<string, CardResale>> {
  const none = new Map<string, CardResale>()
  if (resaleInfoCookie(request) !== 'true') return none
  const ids = items
    .filter((item) => item.is_dropshipping && item.list_price !== null)
    .map((item) => item.id)
    .slice(0, MAX_QUOTED)
  if (ids.length === 0) return none
  const quotes = await createApi(request, context)
    .get('/api/v1/me/resale/quotes', resaleQuotes, { items: ids.join(',') })
    .then((result) => (result.ok ? result.data.results : []))
    .catch(() => [])
  const { locale, t } = requestTranslation(request)
  return new Map(
    quotes.map((quote) => {
      const money = (amount: number) => formatMoney({ amount, currency: quote.currency }, locale)
      const texts = {
        buyBy: t('reseller.card.buyBy', { amount: money(quote.buy_by) }),
        earn: t('reseller.card.earn', { amount: money(quote.earn) }),
      }
      return [quote.item_id, texts]
    }),
  )
}

import { useLocale, useT } from '../../i18n/use-t'
import { PriceLines } from './price-lines'
import { type Priced, priceTexts } from './price-texts'

/** A card's price, worked out in the browser from the card's data (price-texts.ts). */
export function ItemPrice({ item }: { item: Priced }) {
  return <PriceLines texts={priceTexts(item, useLocale(), useT())} />
}

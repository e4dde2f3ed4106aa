import type { CardPrice } from './card-item'
import type { PriceTexts } from './price-texts'

/**
 * A price's lines (001 §2): the amount, 'free' or 'price on request', then an offer's regular
 * price and savings, worked out by the loaders (card-item.ts, page-item.ts).
 */
export function PriceLines({
  texts: given,
  large = false,
}: {
  texts: PriceTexts | CardPrice
  large?: boolean
}) {
  const texts = typeof given === 'string' ? { price: given } : given
  // On request is a note, not an amount: small whatever the size.
  const amount = large ? 'font-bold text-2xl text-gray-900' : 'font-bold text-gray-900'
  return (
    <>
      <p className={texts.onRequest ? 'text-gray-700 text-sm' : amount}>{texts.price}</p>
      {texts.regular ? (
        <p className="text-gray-700 text-sm">
          <s>{texts.regular}</s> {texts.savings}
        </p>
      ) : null}
    </>
  )
}

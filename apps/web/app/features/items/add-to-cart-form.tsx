import { variantOptions } from '@tianguis/core/cart/variants'
import { useState } from 'react'
import { Form } from 'react-router'
import { useLocale, useT } from '../../i18n/use-t'
import { VARIANT_FIELD_PREFIX, variantsOf } from '../cart/variant-fields'
import { useShop } from '../shop/use-shop'
import type { PageItem } from './page-item'

/**
 * How an item is bought in a shop (002 §2, §4): its variant choices, the quantity, add to cart and
 * buy now. Only the shop's item page has it (the platform's lists the shops that sell the item,
 * decision 052).
 */
export function AddToCartForm({ item, cartMessage }: { item: PageItem; cartMessage: string | null }) {
  const t = useT()
  const { base, shop, profile } = useShop()
  const locale = useLocale()
  const [adding, setAdding] = useState(false)
  const variants = Object.entries(item.variants)
  // Without JavaScript the route's action adds and shows the cart page; with it the line goes to
  // local storage or the API here and the drawer opens.
  return (
    <Form
      method="post"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        // 'Buy now' goes on to its checkout (a GET of the same fields); only 'add' stays here.
        const submitter = (event.nativeEvent as SubmitEvent).submitter
        if (!shop || submitter?.getAttribute('name') === 'buy_now') return
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        const quantity = Number(form.get('quantity'))
        // Empty or 0 is ignored (002 §5); the API checks the rest (core's isValidQuantity).
        if (adding || !Number.isSafeInteger(quantity) || quantity < 1) return
        setAdding(true)
        void import('../cart/add-to-cart')
          .then((m) =>
            m.addToCart({
              slug: shop.slug,
              anonymous: profile.anonymous,
              line: { item_id: item.id, quantity, variants: variantsOf(form) },
              locale,
            }),
          )
          .finally(() => setAdding(false))
      }}
    >
      <input type="hidden" name="item_id" value={item.id} />
      {/* A variant listing options ('Chica, Mediana, Grande') is chosen here; a fixed one travels
          as it is (decision 042). */}
      {variants.map(([name, value]) => {
        const options = variantOptions(value)
        if (options.length < 2) {
          return (
            <input
              key={name}
              type="hidden"
              name={`${VARIANT_FIELD_PREFIX}${name}`}
              value={options[0] ?? ''}
            />
          )
        }
        return (
          <label key={name} className="flex flex-col gap-1 text-sm">
            <span>{name}</span>
            <select
              name={`${VARIANT_FIELD_PREFIX}${name}`}
              required
              disabled={item.unavailable}
              defaultValue=""
              className="rounded-md border border-gray-400 bg-white px-2 py-1.5"
            >
              <option value="" disabled>
                {t('item.chooseVariant')}
              </option>
              {options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </label>
        )
      })}
      <label className="flex flex-col gap-1 text-sm">
        <span>{t('item.quantity')}</span>
        <input
          type="number"
          name="quantity"
          defaultValue={1}
          min={1}
          max={item.max_purchase_amount}
          step={1}
          disabled={item.unavailable}
          className="w-24 rounded-md border border-gray-400 px-2 py-1.5"
        />
      </label>
      <button
        type="submit"
        disabled={item.unavailable || adding}
        className="rounded-md bg-[var(--color1)] px-5 py-2 font-semibold text-[var(--on-color1)] disabled:opacity-50"
      >
        {t('item.addToCart')}
      </button>
      {/* Buy now (002 §2 instant checkout): the same fields, to a checkout of this item alone. */}
      {shop ? (
        <button
          type="submit"
          name="buy_now"
          value="1"
          formMethod="get"
          formAction={`${base}/comprar-articulo/${encodeURIComponent(item.owner_id)}/${encodeURIComponent(item.id)}`}
          disabled={item.unavailable}
          className="rounded-md border border-[var(--color1)] px-5 py-2 font-semibold text-[var(--color1)] disabled:opacity-50"
        >
          {t('item.buyNow')}
        </button>
      ) : null}
      {item.max_purchase_amount ? (
        <p className="w-full text-gray-700 text-sm">
          {t('item.maxPurchase', { count: item.max_purchase_amount })}
        </p>
      ) : null}
      <p role="status" className="w-full text-gray-800 text-sm">
        {cartMessage ?? ''}
      </p>
    </Form>
  )
}

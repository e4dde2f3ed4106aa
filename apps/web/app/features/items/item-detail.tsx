import { variantOptions } from '@tianguis/core/cart/variants'
import { useState } from 'react'
import { Form } from 'react-router'
import { useLocale, useT } from '../../i18n/use-t'
import { shopHome } from '../../lib/shop-base'
import { VARIANT_FIELD_PREFIX, variantsOf } from '../cart/variant-fields'
import { Breadcrumb, type Crumb } from '../sections/breadcrumb'
import { usePageHeading, useShop } from '../shop/use-shop'
import type { ItemDetailData } from './item-detail.server'
import { ItemGallery } from './item-gallery'
import { PriceLines } from './price-lines'

/**
 * An item's page (issue #4 §4; 001 §2, §3, §8): gallery, name, price, stock or the experience's
 * date, supplier, the add-to-cart control, description, variants, tags and the return policy.
 * The texts that follow rules (price, availability, returns, preview) come worked out from the
 * loader (page-item.ts), so this ships only the markup.
 */
export function ItemDetail({
  data,
  cartMessage,
}: {
  data: Extract<ItemDetailData, { found: true }>
  cartMessage?: string | null
}) {
  const t = useT()
  const { base, shop, profile } = useShop()
  const locale = useLocale()
  const Heading = usePageHeading()
  const [adding, setAdding] = useState(false)
  const { item } = data
  const crumbs: Crumb[] = [{ label: t('sections.home'), href: shopHome(base) }]
  if (data.section) crumbs.push({ label: data.section.title, href: data.section.href })
  crumbs.push({ label: item.name })
  const variants = Object.entries(item.variants)
  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb items={crumbs} />
      {item.preview ? (
        <p role="note" className="rounded-md border border-amber-400 bg-amber-50 px-4 py-2 text-amber-950">
          {item.preview}
        </p>
      ) : null}
      <div className="grid gap-8 md:grid-cols-2">
        <ItemGallery name={item.name} photos={item.photos} />
        <div className="flex flex-col gap-4">
          <Heading className="font-bold text-3xl text-gray-900">{item.name}</Heading>
          <div>
            {item.price.offer ? (
              <span className="mb-1 inline-block rounded bg-[var(--accent)] px-2 py-0.5 font-semibold text-[var(--on-accent)] text-xs">
                {item.price.offer}
              </span>
            ) : null}
            <PriceLines texts={item.price} large />
          </div>
          <div className="flex flex-col gap-1 text-gray-800">
            {item.date ? (
              <p>
                <span className="font-medium">{t('item.experience.date')}:</span>{' '}
                <time dateTime={item.date.iso}>{item.date.text}</time>
              </p>
            ) : null}
            <p className={item.availability.strong ? 'font-semibold' : undefined}>{item.availability.text}</p>
          </div>
          {item.supplier.name ? (
            <p className="text-gray-700">{t('item.supplier', { name: item.supplier.name })}</p>
          ) : null}
          {/* Add to cart (002 §4): without JavaScript the route's action adds and shows the cart page;
              with it the line goes to local storage or the API here and the drawer opens. */}
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
          {item.plain_description ? (
            <section className="flex flex-col gap-1">
              <h3 className="font-semibold text-gray-900">{t('item.description')}</h3>
              <p className="whitespace-pre-line text-gray-800">{item.plain_description}</p>
            </section>
          ) : null}
          {variants.length > 0 ? (
            <section className="flex flex-col gap-1">
              <h3 className="font-semibold text-gray-900">{t('item.details')}</h3>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-gray-800">
                {variants.map(([name, value]) => (
                  <div key={name} className="contents">
                    <dt className="font-medium">{name}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          {item.tags.length > 0 ? (
            <section className="flex flex-col gap-1">
              <h3 className="font-semibold text-gray-900">{t('item.tags')}</h3>
              <ul className="flex flex-wrap gap-2">
                {item.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-gray-100 px-3 py-0.5 text-gray-800 text-sm">
                    {tag}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {/* The return policy (001 §8), its paragraphs worked out on the server (page-item.ts). */}
          <section aria-labelledby="devoluciones" className="flex flex-col gap-2 text-gray-800 text-sm">
            <h3 id="devoluciones" className="font-semibold text-base text-gray-900">
              {t('item.returns.title')}
            </h3>
            {item.returns.map((text) => (
              <p key={text} className="whitespace-pre-line">
                {text}
              </p>
            ))}
          </section>
        </div>
      </div>
    </div>
  )
}

import type { ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { shopHome } from '../../lib/shop-base'
import { ResaleBox } from '../reseller/resale-box'
import { Breadcrumb, type Crumb } from '../sections/breadcrumb'
import { usePageHeading, useShop } from '../shop/use-shop'
import type { ItemDetailData } from './item-detail.server'
import { ItemGallery } from './item-gallery'
import { PriceLines } from './price-lines'

/**
 * An item's page (issue #4 §4; 001 §2, §3, §8): gallery, name, price, stock or the experience's
 * date, supplier, how to buy it, description, variants, tags and the return policy. The texts
 * that follow rules (price, availability, returns, preview) come worked out from the loader
 * (page-item.ts), so this ships only the markup. How to buy is the route's: a shop's page adds to
 * its cart (add-to-cart-form.tsx), the platform's lists the shops that sell the item
 * (item-shops.tsx; decision 052), so neither page ships the other's code.
 */
export function ItemDetail({
  data,
  purchase,
  rating,
  reviews,
}: {
  data: Extract<ItemDetailData, { found: true }>
  purchase: ReactNode
  /** The item's rating under its name, and its reviews below the rest (features/reviews; decision 084). */
  rating?: ReactNode
  reviews?: ReactNode
}) {
  const t = useT()
  const { base } = useShop()
  const Heading = usePageHeading()
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
          {rating}
          <div>
            {item.price.offer ? (
              <span className="mb-1 inline-block rounded bg-[var(--accent)] px-2 py-0.5 font-semibold text-[var(--on-accent)] text-xs">
                {item.price.offer}
              </span>
            ) : null}
            <PriceLines texts={item.price} large />
          </div>
          <ResaleBox box={data.resale} />
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
          {purchase}
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
      {reviews}
    </div>
  )
}

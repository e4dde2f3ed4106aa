import type { Shop } from '@tianguis/core/contracts/shops'
import { Link } from 'react-router'
import { useT } from '../../i18n/use-t'

type ShopSummary = Pick<Shop, 'id' | 'slug' | 'name' | 'photo' | 'store_type'>

/** The platform home's shop cards, each linking to /{slug}, with previous/next pages. */
export function ShopList({
  shops,
  total,
  offset,
  limit,
}: {
  shops: ShopSummary[]
  total: number
  offset: number
  limit: number
}) {
  const t = useT()
  if (shops.length === 0) return <p className="text-gray-700">{t('platform.shops.empty')}</p>
  const previous = offset > 0 ? Math.max(0, offset - limit) : null
  const next = offset + limit < total ? offset + limit : null
  return (
    <>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shops.map((shop) => (
          <li key={shop.id}>
            <Link
              to={`/${shop.slug}`}
              className="flex items-center gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm hover:border-gray-400"
            >
              {shop.photo ? (
                <img
                  src={shop.photo}
                  alt=""
                  width={48}
                  height={48}
                  className="h-12 w-12 rounded-md object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex h-12 w-12 items-center justify-center rounded-md bg-stone-200 font-bold text-gray-800 text-lg"
                >
                  {shop.name.trim().charAt(0).toUpperCase() || '?'}
                </span>
              )}
              <span className="font-semibold text-gray-900">{shop.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      {previous !== null || next !== null ? (
        <nav aria-label={t('platform.shops.pagination')} className="mt-6 flex justify-between">
          {previous !== null ? (
            <Link to={previous ? `/?offset=${previous}` : '/'} className="underline underline-offset-2">
              {t('platform.shops.previous')}
            </Link>
          ) : (
            <span />
          )}
          {next !== null ? (
            <Link to={`/?offset=${next}`} className="underline underline-offset-2">
              {t('platform.shops.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  )
}

import { ITEM_TYPES } from '@tianguis/core/items'
import { Link } from 'react-router'
import { useT } from '../../i18n/use-t'
import { NotFound } from '../errors/not-found'
import { ItemList } from '../items/item-list'
import { Breadcrumb, type Crumb } from '../sections/breadcrumb'
import { EmptyState } from '../sections/empty-state'
import type { PlatformItemsData } from './platform-items.server'

/**
 * `/marketplace` and `/products` (issue #4 §6): a breadcrumb (the marketplace link of 001 §2),
 * the title, for the marketplace the choice of kind, then the searchable list of every
 * supplier's items.
 */
export function PlatformItems({
  data,
  title,
  intro,
  crumbs,
  chooseType = false,
}: {
  data: PlatformItemsData
  title: string
  intro: string
  crumbs: Crumb[]
  chooseType?: boolean
}) {
  const t = useT()
  if (!data.found) return <NotFound homeHref="/" titleAs="h1" />
  const { items, type } = data
  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb items={crumbs} />
      <div className="flex flex-col gap-1">
        <h1 className="font-bold text-3xl text-gray-900">{title}</h1>
        <p className="text-gray-700">{intro}</p>
      </div>
      {chooseType ? (
        <nav aria-label={t('market.types')}>
          <ul className="flex flex-wrap gap-2">
            {[null, ...ITEM_TYPES].map((kind) => (
              <li key={kind ?? 'all'}>
                <Link
                  to={kind ? `?type=${kind}` : '?'}
                  aria-current={kind === type ? 'page' : undefined}
                  className="inline-block rounded-full border border-gray-400 px-4 py-1 text-sm aria-[current=page]:border-gray-900 aria-[current=page]:bg-gray-900 aria-[current=page]:text-white"
                >
                  {t(kind ? `market.type.${kind}` : 'market.type.all')}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {items.results.length > 0 || items.filter ? (
        <ItemList list={items} sortable={false} keep={type && chooseType ? { type } : {}} />
      ) : (
        <EmptyState title={t('sections.empty.products')} text={t('market.empty')} />
      )}
    </div>
  )
}

import { ITEM_SORTS, type ItemSort } from '@tianguis/core/constants'
import { Form, useLocation, useNavigation } from 'react-router'
import { useT } from '../../i18n/use-t'
import { PageLinks } from '../sections/page-links'
import type { CardItem } from './card-item'
import { ItemCard } from './item-card'
import { ItemSearch } from './item-search'

export interface ItemPage {
  /** The cards, with their links worked out by the loader (`cardItem()`). */
  results: CardItem[]
  matches_estimated: number
  page: number
  pageSize: number
  /** The order asked for; none means relevance for a search, queue_position otherwise. */
  sort: ItemSort | null
  /** The search text (`?filter`), lower-cased; '' for none. */
  filter: string
}

/** Whether an item section shows its list, else its empty state (a search with no match shows the list). */
export function showsItemList(items: ItemPage | null): items is ItemPage {
  return items !== null && (items.results.length > 0 || items.filter !== '')
}

/** 001 §9: 10 placeholders on desktop, 6 on tablets, 4 on phones while a list loads. */
const SKELETONS = Array.from({ length: 10 }, (_, i) =>
  i >= 6 ? 'hidden lg:block' : i >= 4 ? 'hidden md:block' : 'block',
)

/**
 * A shop's list of one kind of item: the search box, the sort choice (GET forms, working without
 * JS), cards (the owner's unpublished or hidden items dimmed, 001 §4), skeletons while the next
 * page, order or search loads, and pages.
 */
export function ItemList({
  list,
  sortable = true,
  keep = {},
}: {
  list: ItemPage
  /** Whether the list offers the sort choice (the platform's search lists come by relevance). */
  sortable?: boolean
  /** Query parameters the list's forms and page links keep (such as the marketplace's `type`). */
  keep?: Record<string, string>
}) {
  const t = useT()
  const location = useLocation()
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname
  const pages = Math.max(1, Math.ceil(list.matches_estimated / list.pageSize))
  const pageHref = (page: number) =>
    `?${new URLSearchParams({
      ...keep,
      ...(list.filter ? { filter: list.filter } : {}),
      ...(list.sort ? { sort: list.sort } : {}),
      page: String(page),
    })}`
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ItemSearch filter={list.filter} keep={{ ...keep, ...(list.sort ? { sort: list.sort } : {}) }} />
        {sortable ? (
          <Form method="get" className="flex items-end gap-2">
            {Object.entries({ ...keep, ...(list.filter ? { filter: list.filter } : {}) }).map(
              ([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ),
            )}
            <label className="flex flex-col gap-1 text-sm">
              <span>{t('items.sort')}</span>
              <select
                name="sort"
                defaultValue={list.sort ?? 'queue_position'}
                className="rounded-md border border-gray-400 bg-white px-2 py-1 text-gray-900"
              >
                {ITEM_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`items.sort.${sort}`)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="rounded-md border border-current px-3 py-1 text-sm">
              {t('items.sort.apply')}
            </button>
          </Form>
        ) : null}
      </div>
      <p className="text-gray-700 text-sm" aria-live="polite">
        {list.filter && list.results.length === 0
          ? t('items.noResults', { text: list.filter })
          : t('items.count', { count: list.matches_estimated })}
      </p>
      {loading ? (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4" aria-hidden="true">
          {SKELETONS.map((shown, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place
            <li key={i} className={shown}>
              <div className="aspect-[350/419] animate-pulse rounded-lg bg-gray-200" />
              <div className="mt-2 h-4 w-3/4 animate-pulse rounded bg-gray-200" />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {list.results.map((item) => (
            <li key={item.href}>
              <ItemCard item={item} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? <PageLinks page={list.page} pages={pages} href={pageHref} /> : null}
    </div>
  )
}

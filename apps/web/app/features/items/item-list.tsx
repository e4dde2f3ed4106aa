import { ITEM_SORTS, type ItemSort } from '@tianguis/core/constants'
import { Form, Link } from 'react-router'
import { useT } from '../../i18n/use-t'
import type { CardItem } from './card-item'
import { ItemCard } from './item-card'

export interface ItemPage {
  results: CardItem[]
  matches_estimated: number
  page: number
  pageSize: number
  sort: ItemSort
}

/** A shop's list of one kind of item: the sort choice (a GET form, works without JS), cards, pages. */
export function ItemList({ list }: { list: ItemPage }) {
  const t = useT()
  const pages = Math.max(1, Math.ceil(list.matches_estimated / list.pageSize))
  const pageHref = (page: number) => `?${new URLSearchParams({ page: String(page), sort: list.sort })}`
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-gray-700 text-sm">{t('items.count', { count: list.matches_estimated })}</p>
        <Form method="get" className="flex items-end gap-2">
          <label className="flex flex-col gap-1 text-sm">
            <span>{t('items.sort')}</span>
            <select
              name="sort"
              defaultValue={list.sort}
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
      </div>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {list.results.map((item) => (
          <li key={item.id}>
            <ItemCard item={item} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={t('items.pages')} className="flex justify-between">
          {list.page > 1 ? <Link to={pageHref(list.page - 1)}>{t('items.previous')}</Link> : <span />}
          {list.page < pages ? <Link to={pageHref(list.page + 1)}>{t('items.next')}</Link> : null}
        </nav>
      ) : null}
    </div>
  )
}

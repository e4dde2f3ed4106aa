import { CATALOGUE_IMAGE_SIZE } from '@tianguis/core/constants'
import { lazy, Suspense, useCallback, useState } from 'react'
import { Link } from 'react-router'
import { useT } from '../../i18n/use-t'
import { ItemSearch } from '../items/item-search'
import { useCatalogueEvent } from './contents-events'
import type { ContentsAdmin, ContentsPage } from './contents-types'

// The admin's options menu, dialogs and bulk add load only for the shop's admins (decision 068):
// a visitor's first load carries none of them.
const RowOptions = lazy(() => import('./row-options').then((m) => ({ default: m.RowOptions })))
const AdminBar = lazy(() => import('./admin-bar').then((m) => ({ default: m.AdminBar })))

/**
 * A catalogue's product grid (001 §2): the search box (a GET form on `?filter`, debounced 400 ms
 * with JavaScript), the count, one row a product with its 48×48 image, and the pages (`?page`,
 * 30 a page). A product taken out (a `DELETE_PRODUCT` event) leaves the list and the count drops
 * by one without a reload (001 §4).
 */
export function ContentsGrid({ list, admin }: { list: ContentsPage; admin: ContentsAdmin | null }) {
  const t = useT()
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set())
  const catalogueId = admin?.catalogueId ?? ''
  const onDeleted = useCallback((ids: string[]) => setGone((before) => new Set([...before, ...ids])), [])
  useCatalogueEvent('deleted', catalogueId, onDeleted)
  const rows = list.rows.filter((row) => !gone.has(row.id))
  const count = Math.max(0, list.matches_estimated - (list.rows.length - rows.length))
  const pages = Math.max(1, Math.ceil(list.matches_estimated / list.pageSize))
  const keep: Record<string, string> = list.bulk ? { cataloguesFilter: '' } : {}
  const pageHref = (page: number) =>
    `?${new URLSearchParams({ ...keep, ...(list.filter ? { filter: list.filter } : {}), page: String(page) })}`
  return (
    <div className="flex flex-col gap-4">
      {admin ? (
        <Suspense fallback={null}>
          <AdminBar admin={admin} list={list} />
        </Suspense>
      ) : null}
      <ItemSearch filter={list.filter} keep={keep} />
      <p className="text-gray-700 text-sm" aria-live="polite">
        {list.filter && count === 0
          ? t('items.noResults', { text: list.filter })
          : count === 1
            ? t('catalogueContents.count.one')
            : t('catalogueContents.count.other', { n: count })}
      </p>
      <ul aria-label={t('catalogueContents.grid')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map((row) => (
          <li
            key={row.id}
            data-product={row.id}
            className={`flex items-center gap-3 rounded-lg border border-gray-200 p-2 ${row.dimmed ? 'opacity-50' : ''}`}
          >
            {row.photo ? (
              <img
                src={row.photo}
                alt=""
                width={CATALOGUE_IMAGE_SIZE.width}
                height={CATALOGUE_IMAGE_SIZE.height}
                loading="lazy"
                className="size-12 shrink-0 rounded object-cover"
              />
            ) : (
              <span className="size-12 shrink-0 rounded bg-gray-200" aria-hidden="true" />
            )}
            <span className="flex min-w-0 flex-1 flex-col">
              <Link to={row.href} className="truncate font-medium underline-offset-2 hover:underline">
                {row.name}
              </Link>
              <span className="text-gray-700 text-sm">{row.price}</span>
            </span>
            {admin ? (
              <Suspense fallback={null}>
                <RowOptions admin={admin} row={row} total={list.matches_estimated} />
              </Suspense>
            ) : null}
          </li>
        ))}
      </ul>
      {/* Its own links, not PageLinks: sharing that module pulls the item lists' shared chunk
          (cards, ~1.5 KB) into this page's first load (decision 073's budget). */}
      {pages > 1 ? (
        <nav aria-label={t('items.pages')} className="flex justify-between">
          {list.page > 1 ? <Link to={pageHref(list.page - 1)}>{t('items.previous')}</Link> : <span />}
          {list.page < pages ? <Link to={pageHref(list.page + 1)}>{t('items.next')}</Link> : null}
        </nav>
      ) : null}
    </div>
  )
}

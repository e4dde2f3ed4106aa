import type { OwnItem } from '@tianguis/core/contracts/items'
import { ITEM_TYPES, type ItemType } from '@tianguis/core/items'
import { Link } from 'react-router'
import type { MessageKey } from '../../i18n/es-MX'
import { useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'
import { OwnItemRow } from './own-item-row'
import { type Done, supplierPaths } from './paths'

export interface OwnItemPage {
  results: OwnItem[]
  matches_estimated: number
  page: number
  pageSize: number
  type: ItemType | null
}

const DONE_MESSAGES: Record<Done, MessageKey> = {
  creado: 'supplier.done.created',
  guardado: 'supplier.done.saved',
  eliminado: 'supplier.done.deleted',
  oculto: 'supplier.done.hidden',
  visible: 'supplier.done.shown',
  publicado: 'supplier.done.published',
  despublicado: 'supplier.done.unpublished',
}

const FILTER_LABELS = {
  all: 'supplier.filter.all',
  product: 'supplier.filter.product',
  service: 'supplier.filter.service',
  experience: 'supplier.filter.experience',
} as const satisfies Record<ItemType | 'all', MessageKey>

const NEW_LABELS = {
  product: 'supplier.new.product',
  service: 'supplier.new.service',
  experience: 'supplier.new.experience',
} as const satisfies Record<ItemType, MessageKey>

/**
 * The supplier's items in every state (/apps/me/products): new-item links, a filter by kind,
 * one row per item with its actions, and pages.
 */
export function OwnItemList({
  list,
  base,
  here,
  done,
  failure,
  titleAs: Title,
}: {
  list: OwnItemPage
  base: string
  /** This page's path and query, where the rows' forms post. */
  here: string
  done: Done | null
  failure: string | null
  titleAs: 'h1' | 'h2'
}) {
  const t = useT()
  const pages = Math.max(1, Math.ceil(list.matches_estimated / list.pageSize))
  const href = (type: ItemType | null, page = 1) => {
    const query = new URLSearchParams()
    if (type) query.set('type', type)
    if (page > 1) query.set('page', String(page))
    const search = query.toString()
    return `${supplierPaths.list(base)}${search ? `?${search}` : ''}`
  }
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Title className="font-bold text-2xl text-gray-900">{t('supplier.list.title')}</Title>
        <Link to={supplierPaths.paymentTypes(base)} className="font-medium underline underline-offset-2">
          {t('supplierPayments.link')}
        </Link>
        <ul className="flex flex-wrap gap-2">
          {ITEM_TYPES.map((type) => (
            <li key={type}>
              <Link
                to={supplierPaths.create(base, type)}
                className="inline-block rounded-md bg-[var(--accent)] px-3 py-2 font-medium text-[var(--on-accent)] text-sm hover:opacity-90"
              >
                {t(NEW_LABELS[type])}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {done ? <Alert tone="success">{t(DONE_MESSAGES[done])}</Alert> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <nav aria-label={t('supplier.filter.label')}>
        <ul className="flex flex-wrap gap-1 border-gray-200 border-b">
          {([null, ...ITEM_TYPES] as const).map((type) => {
            const current = list.type === type
            return (
              <li key={type ?? 'all'}>
                <Link
                  to={href(type)}
                  aria-current={current ? 'page' : undefined}
                  className={`-mb-px inline-block border-b-2 px-3 py-2 font-medium text-sm ${
                    current ? 'border-[var(--accent)] text-gray-900' : 'border-transparent text-gray-700'
                  }`}
                >
                  {t(FILTER_LABELS[type ?? 'all'])}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <p className="text-gray-700 text-sm">{t('items.count', { count: list.matches_estimated })}</p>
      {list.results.length === 0 ? (
        <p className="rounded-lg border border-gray-200 bg-white p-6 text-center text-gray-700">
          {t(list.type ? 'supplier.list.emptyType' : 'supplier.list.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.results.map((item) => (
            <OwnItemRow
              key={item.id}
              item={item}
              base={base}
              here={here}
              headingAs={Title === 'h1' ? 'h2' : 'h3'}
            />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t('supplier.list.pages')} className="flex items-center justify-between gap-2">
          {list.page > 1 ? <Link to={href(list.type, list.page - 1)}>{t('items.previous')}</Link> : <span />}
          <span className="text-gray-700 text-sm">{t('supplier.list.page', { page: list.page, pages })}</span>
          {list.page < pages ? <Link to={href(list.type, list.page + 1)}>{t('items.next')}</Link> : <span />}
        </nav>
      ) : null}
    </div>
  )
}

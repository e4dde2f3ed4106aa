import type { SellerOrderSummary } from '@tianguis/core/contracts/seller-orders'
import { formatDate } from '@tianguis/core/dates'
import { formatMoney } from '@tianguis/core/money'
import { orderLifecycle } from '@tianguis/core/orders/lifecycle'
import { Link } from 'react-router'
import { useLocale, useT } from '../../i18n/use-t'
import { Button } from '../../ui/button'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import { PageLinks } from '../sections/page-links'
import { statusLabel } from './labels'
import { sellerOrderPath, sellerOrdersPath } from './paths'
import type { OrderFilters } from './seller-orders.server'

/** The list's address for a page with these filters (the filter form's own names). */
export function listHref(base: string, filters: OrderFilters, page = 1): string {
  const query = new URLSearchParams()
  if (filters.state) query.set('estado', filters.state)
  if (filters.text) query.set('texto', filters.text)
  if (filters.start) query.set('desde', filters.start)
  if (filters.end) query.set('hasta', filters.end)
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return `${sellerOrdersPath(base)}${search ? `?${search}` : ''}`
}

/** The filters (002 §7: state, text, start and end date) as a plain GET form: it works without JavaScript. */
export function OrderFiltersForm({ base, filters }: { base: string; filters: OrderFilters }) {
  const t = useT()
  const filtered = Boolean(filters.state || filters.text || filters.start || filters.end)
  return (
    <form
      method="get"
      action={sellerOrdersPath(base)}
      aria-label={t('sellerOrders.filters')}
      className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <SelectField
        name="estado"
        label={t('sellerOrders.filter.state')}
        defaultValue={filters.state}
        options={[
          { value: '', label: t('sellerOrders.filter.allStates') },
          ...orderLifecycle.states.map((state) => ({ value: state, label: t(statusLabel(state)) })),
        ]}
      />
      <TextField
        name="texto"
        type="search"
        label={t('sellerOrders.filter.text')}
        hint={t('sellerOrders.filter.textHint')}
        defaultValue={filters.text}
        maxLength={100}
      />
      <TextField
        name="desde"
        type="date"
        label={t('sellerOrders.filter.start')}
        defaultValue={filters.start}
      />
      <TextField name="hasta" type="date" label={t('sellerOrders.filter.end')} defaultValue={filters.end} />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-4">
        <Button>{t('sellerOrders.filter.apply')}</Button>
        {filtered ? (
          <Link to={sellerOrdersPath(base)} className="font-medium underline underline-offset-2">
            {t('sellerOrders.filter.clear')}
          </Link>
        ) : null}
      </div>
    </form>
  )
}

/** The shop's sales, newest change first, each a link to its page. */
export function OrderList({
  base,
  orders,
  count,
  page,
  pages,
  filters,
}: {
  base: string
  orders: SellerOrderSummary[]
  count: number
  page: number
  pages: number
  filters: OrderFilters
}) {
  const t = useT()
  const locale = useLocale()
  const filtered = Boolean(filters.state || filters.text || filters.start || filters.end)
  if (orders.length === 0)
    return (
      <p className="text-gray-700">{t(filtered ? 'sellerOrders.emptyFiltered' : 'sellerOrders.empty')}</p>
    )
  return (
    <div className="flex flex-col gap-3">
      <p className="text-gray-700 text-sm">
        {count === 1 ? t('sellerOrders.count.one') : t('sellerOrders.count.other', { count })}
      </p>
      <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="border-gray-200 border-b bg-gray-50 text-gray-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('sellerOrders.column.order')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('sellerOrders.column.placed')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('sellerOrders.column.customer')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('sellerOrders.column.items')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('sellerOrders.column.total')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('sellerOrders.column.state')}
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id} className="border-gray-100 border-b last:border-b-0">
                <td className="px-3 py-2">
                  <Link
                    to={sellerOrderPath(base, order.id)}
                    className="font-medium font-mono underline underline-offset-2"
                  >
                    {order.id}
                  </Link>
                </td>
                <td className="whitespace-nowrap px-3 py-2">{formatDate(order.placed_at, locale)}</td>
                <td className="px-3 py-2">{order.customer_name}</td>
                <td className="px-3 py-2">
                  {order.lines > 1
                    ? t('sellerOrders.moreItems', { name: order.first_item, count: order.lines - 1 })
                    : order.first_item}
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-right">{formatMoney(order.total, locale)}</td>
                <td className="px-3 py-2">{t(statusLabel(order.status))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PageLinks page={page} pages={pages} href={(n) => listHref(base, filters, n)} />
    </div>
  )
}

import { DELIVERY_TYPES } from '@tianguis/core/checkout/delivery-types'
import { MY_ORDERS_PAGE_SIZE, MY_ORDERS_TEXT_MAX } from '@tianguis/core/constants'
import { ORDER_STATE_FILTERS } from '@tianguis/core/orders/purchase-filters'
import { PAYMENT_TYPES } from '@tianguis/core/payments/methods'

/**
 * My purchases' filter form (002 §2, §7; decision 080): a plain GET form whose fields carry the
 * API's own names, so its address is the list's query. Values out of place (an old link, a typed
 * address) are dropped rather than answered with an error page.
 */
export interface PurchaseFilters {
  state: string
  payment_type: string
  delivery_type: string
  start_date: string
  end_date: string
  include_delivered: boolean
  include_canceled: boolean
  text: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const oneOf = (allowed: readonly string[], value: string | null) =>
  value !== null && allowed.includes(value) ? value : ''
/** A checkbox sends `on` (its default value) or, from a link, `true`. */
const checked = (value: string | null) => value === 'on' || value === 'true'

export function filtersFrom(search: URLSearchParams): PurchaseFilters {
  const day = (name: string) => {
    const value = search.get(name) ?? ''
    return DAY.test(value) ? value : ''
  }
  return {
    state: oneOf(ORDER_STATE_FILTERS, search.get('state')),
    payment_type: oneOf(PAYMENT_TYPES, search.get('payment_type')),
    delivery_type: oneOf(DELIVERY_TYPES, search.get('delivery_type')),
    start_date: day('start_date'),
    end_date: day('end_date'),
    include_delivered: checked(search.get('include_delivered')),
    include_canceled: checked(search.get('include_canceled')),
    text: (search.get('text') ?? '').trim().slice(0, MY_ORDERS_TEXT_MAX),
  }
}

/** Whether any filter is set (the form then offers to clear them). */
export function anyFilter(filters: PurchaseFilters): boolean {
  return Object.values(filters).some((value) => value !== '' && value !== false)
}

/** The API's query for one page of the list. */
export function apiQuery(
  filters: PurchaseFilters,
  page: number,
): Record<string, string | number | undefined> {
  const set = (value: string) => (value === '' ? undefined : value)
  return {
    state: set(filters.state),
    payment_type: set(filters.payment_type),
    delivery_type: set(filters.delivery_type),
    start_date: set(filters.start_date),
    end_date: set(filters.end_date),
    include_delivered: filters.include_delivered ? 'true' : undefined,
    include_canceled: filters.include_canceled ? 'true' : undefined,
    text: set(filters.text),
    offset: (page - 1) * MY_ORDERS_PAGE_SIZE,
    limit: MY_ORDERS_PAGE_SIZE,
  }
}

/** The list's address for `page` with the same filters (the paging links). */
export function pageSearch(filters: PurchaseFilters, page: number): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) {
    if (value === true) search.set(name, 'on')
    else if (typeof value === 'string' && value !== '') search.set(name, value)
  }
  if (page > 1) search.set('page', String(page))
  const query = search.toString()
  return query ? `?${query}` : '?'
}

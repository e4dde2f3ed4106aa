import { DELIVERY_TYPES } from '@tianguis/core/checkout/delivery-types'
import { MY_ORDERS_TEXT_MAX } from '@tianguis/core/constants'
import { DISPLAYED_ORDER_STATE, orderLifecycle } from '@tianguis/core/orders/lifecycle'
import { ORDER_STATE_GROUPS } from '@tianguis/core/orders/purchase-filters'
import { PAYMENT_TYPES } from '@tianguis/core/payments/methods'
import { Form, Link } from 'react-router'
import type { MessageKey } from '../../i18n/es-MX'
import { useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { CheckboxField } from '../../ui/checkbox-field'
import { Field } from '../../ui/field'
import { TextField } from '../../ui/text-field'
import { purchasesPaths } from './paths'
import { anyFilter, type PurchaseFilters, pageSearch } from './purchase-filters'
import type { PurchasesPage as Page, PurchaseCard } from './purchases.server'
import { StateBadge } from './state-badge'

/**
 * My purchases (002 §2; decision 080): the filter form (a plain GET form: it works without
 * JavaScript and its address can be kept), the orders as cards — id, date, seller, total, state —
 * and the paging links, which keep the filters.
 */
export function PurchasesPage({ list, titleAs: Title }: { list: Page; titleAs: 'h1' | 'h2' }) {
  const t = useT()
  const { filters, here } = list
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6">
      <Title className="font-bold text-2xl">{t('purchases.title')}</Title>
      <FilterForm filters={filters} action={here} clearHref={here} />
      {list.failure ? <Alert tone="error">{list.failure}</Alert> : null}
      {list.orders.length > 0 ? (
        <>
          <p className="text-gray-700 text-sm" aria-live="polite">
            {t(list.capped ? 'purchases.countMany' : 'purchases.count', { count: list.total })}
          </p>
          <ul className="flex flex-col gap-3">
            {list.orders.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} href={purchasesPaths.order(list.base, order.id)} />
              </li>
            ))}
          </ul>
        </>
      ) : list.failure ? null : (
        <div className="flex flex-col gap-1 rounded-lg border border-gray-300 border-dashed p-6 text-center">
          <p className="font-medium">{t('purchases.empty')}</p>
          {filters.include_delivered && filters.include_canceled ? null : (
            <p className="text-gray-700 text-sm">{t('purchases.emptyHint')}</p>
          )}
        </div>
      )}
      <Paging page={list.page} pages={list.pages} href={(page) => `${here}${pageSearch(filters, page)}`} />
    </div>
  )
}

/** A select as wide as its column, never its longest option (a state's name is long on a phone). */
const wide = (className: string) => `${className} w-full min-w-0`

function FilterForm({
  filters,
  action,
  clearHref,
}: {
  filters: PurchaseFilters
  action: string
  clearHref: string
}) {
  const t = useT()
  const state = (key: string) => t(`purchases.state.${key}` as MessageKey)
  return (
    <Form method="get" action={action} className="rounded-lg border border-gray-200 p-4">
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="mb-2 font-semibold">{t('purchases.filters.legend')}</legend>
        <Field id="filtro-estado" label={t('purchases.filters.state')}>
          {(control) => (
            <select
              name="state"
              defaultValue={filters.state}
              {...control}
              className={wide(control.className)}
            >
              <option value="">{t('purchases.filters.stateAny')}</option>
              <optgroup label={t('purchases.filters.groups')}>
                {Object.keys(ORDER_STATE_GROUPS).map((group) => (
                  <option key={group} value={group}>
                    {t(`purchases.group.${group}` as MessageKey)}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t('purchases.filters.states')}>
                {orderLifecycle.states.map((status) => (
                  <option key={status} value={status}>
                    {state(DISPLAYED_ORDER_STATE[status])}
                  </option>
                ))}
              </optgroup>
            </select>
          )}
        </Field>
        <Field id="filtro-pago" label={t('purchases.filters.paymentType')}>
          {(control) => (
            <select
              name="payment_type"
              defaultValue={filters.payment_type}
              {...control}
              className={wide(control.className)}
            >
              <option value="">{t('purchases.filters.any')}</option>
              {PAYMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`checkout.payment.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="filtro-entrega" label={t('purchases.filters.deliveryType')}>
          {(control) => (
            <select
              name="delivery_type"
              defaultValue={filters.delivery_type}
              {...control}
              className={wide(control.className)}
            >
              <option value="">{t('purchases.filters.any')}</option>
              {DELIVERY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`checkout.delivery.type.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          id="filtro-desde"
          name="start_date"
          type="date"
          label={t('purchases.filters.start')}
          defaultValue={filters.start_date}
        />
        <TextField
          id="filtro-hasta"
          name="end_date"
          type="date"
          label={t('purchases.filters.end')}
          defaultValue={filters.end_date}
        />
        <TextField
          id="filtro-texto"
          name="text"
          type="search"
          label={t('purchases.filters.text')}
          maxLength={MY_ORDERS_TEXT_MAX}
          defaultValue={filters.text}
        />
        <div className="flex flex-col gap-2 sm:col-span-2 lg:col-span-3 sm:flex-row sm:gap-6">
          <CheckboxField
            id="filtro-entregadas"
            name="include_delivered"
            label={t('purchases.filters.includeDelivered')}
            defaultChecked={filters.include_delivered}
          />
          <CheckboxField
            id="filtro-canceladas"
            name="include_canceled"
            label={t('purchases.filters.includeCanceled')}
            defaultChecked={filters.include_canceled}
          />
        </div>
        <div className="flex items-center gap-4 sm:col-span-2 lg:col-span-3">
          <Button>{t('purchases.filters.apply')}</Button>
          {anyFilter(filters) ? (
            <Link to={clearHref} className="underline">
              {t('purchases.filters.clear')}
            </Link>
          ) : null}
        </div>
      </fieldset>
    </Form>
  )
}

function OrderCard({ order, href }: { order: PurchaseCard; href: string }) {
  const t = useT()
  const [first] = order.lineNames
  const products =
    order.linesCount > 1 && first
      ? t('purchases.card.more', { first, more: order.linesCount - 1 })
      : (first ?? '')
  return (
    <article className="flex flex-col gap-2 rounded-lg border border-gray-200 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="font-semibold">
          <Link to={href} className="underline underline-offset-2">
            {t('purchases.card.order', { id: order.id })}
          </Link>
        </h3>
        <p className="truncate">{products}</p>
        <p className="text-gray-700 text-sm">{t('purchases.card.placed', { date: order.placed })}</p>
        <p className="text-gray-700 text-sm">
          {t('purchases.card.soldBy', { seller: order.seller, shop: order.shop })}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-start gap-2 sm:items-end">
        <StateBadge displayed={order.displayedState} />
        <p className="font-semibold">{t('purchases.card.total', { total: order.total })}</p>
      </div>
    </article>
  )
}

function Paging({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const t = useT()
  if (pages <= 1 && page <= 1) return null
  return (
    <nav aria-label={t('purchases.pages')} className="flex justify-between">
      {page > 1 ? (
        <Link to={href(page - 1)} className="underline">
          {t('purchases.previous')}
        </Link>
      ) : (
        <span />
      )}
      {page < pages ? (
        <Link to={href(page + 1)} className="underline">
          {t('purchases.next')}
        </Link>
      ) : null}
    </nav>
  )
}

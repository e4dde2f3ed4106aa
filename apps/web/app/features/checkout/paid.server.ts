import { confirmedLater } from '@tianguis/core/checkout/delivery-types'
import { checkout as checkoutContract, type DeliveryType } from '@tianguis/core/contracts/checkout'
import { formatDateTime } from '@tianguis/core/dates'
import { formatMoney } from '@tianguis/core/money'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { requestTranslation } from '../../i18n/messages.server'
import { createApi } from '../../lib/api.server'
import { addressingFor } from '../shop/shop.server'

/**
 * The paid page's loader (`{base}/pagado/:checkout`, 002 §2): the checkout read as its buyer; an
 * unknown one, or another person's (the API answers 404), is the 404 page (quality case 1). A
 * checkout not paid yet goes back to its page.
 *
 * How it was paid comes from the API's `payment`; a store payment's deadline comes in the address
 * the page's own action redirected to (decision 049).
 */

export interface PagePaid {
  orderNumbers: string[]
  orders: {
    supplierName: string
    lines: { id: string; name: string; quantity: number; total: string }[]
    delivery: DeliveryType | null
    /** The seller confirms the delivery's date and cost before this order is paid (decision 055). */
    awaitingConfirmation: boolean
    itemsTotal: string
  }[]
  /** What was charged now; null when nothing was (every order waits for its seller). */
  total: string | null
  card: { brand: string; last4: string } | null
  store: { reference: string; deadline: string } | null
  base: string
}

export async function loadPaidPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { shop?: string | undefined; checkout: string },
): Promise<PagePaid> {
  const { slug, base } = addressingFor(params.shop, context)
  if (slug === null) throw data({ reason: 'not_found' }, { status: 404 })
  const { locale } = requestTranslation(request)
  const result = await createApi(request, context).get(
    `/api/v1/shops/${encodeURIComponent(slug)}/checkouts/${encodeURIComponent(params.checkout)}`,
    checkoutContract,
  )
  if (!result.ok) {
    if (result.status === 404 || result.status === 401 || result.status === 403) {
      throw data({ reason: 'not_found' }, { status: 404 })
    }
    throw new Error(`GET checkout answered ${result.status} ${result.error.code}`)
  }
  const checkout = result.data
  if (checkout.order_ids.length === 0) {
    throw redirect(`${base}/comprar?compra=${encodeURIComponent(checkout.id)}`)
  }
  const query = new URL(request.url).searchParams
  const paid = checkout.payment ?? null
  const dueNow = checkout.due_now
  const reference = paid?.reference ?? query.get('referencia')
  const deadline = paid?.expires_at ?? query.get('vence')
  return {
    orderNumbers: checkout.order_ids,
    orders: checkout.orders.map((order) => ({
      supplierName: order.supplier.name,
      lines: order.lines.map((line) => ({
        id: line.id,
        name: line.name,
        quantity: line.quantity,
        total: formatMoney({ amount: line.total, currency: line.currency }, locale),
      })),
      delivery: order.delivery?.delivery_type ?? null,
      awaitingConfirmation: confirmedLater(order.delivery?.delivery_type),
      itemsTotal: formatMoney({ amount: order.items_total, currency: order.currency }, locale),
    })),
    total: checkout.orders.every((order) => confirmedLater(order.delivery?.delivery_type))
      ? null
      : formatMoney(dueNow, locale),
    card: paid?.brand && paid.last4 ? { brand: paid.brand, last4: paid.last4 } : null,
    store:
      reference && deadline
        ? {
            reference,
            // The deadline may come from the address (`?vence=`): text that is not a date is shown as it is.
            deadline: Number.isNaN(Date.parse(deadline)) ? deadline : formatDateTime(deadline, locale),
          }
        : null,
    base,
  }
}

import { confirmedLater } from '@tianguis/core/checkout/delivery-types'
import {
  type Checkout,
  checkout as checkoutContract,
  type DeliveryType,
} from '@tianguis/core/contracts/checkout'
import { formatDateTime, formatTime } from '@tianguis/core/dates'
import type { Locale } from '@tianguis/core/locales'
import { formatMoney } from '@tianguis/core/money'
import { isPaymentType, type PaymentType } from '@tianguis/core/payments/methods'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { requestTranslation } from '../../i18n/messages.server'
import { createApi } from '../../lib/api.server'
import { addressingFor } from '../shop/shop.server'

/**
 * The paid page's loader (`{base}/pagado/:checkout`, 002 §2; decisions 049, 064): the checkout read
 * as its buyer; an unknown one, or another person's (the API answers 404), is the 404 page (quality
 * case 1). A checkout not paid yet goes back to its page, unless its payment is being confirmed
 * (`processing`: the provider did not answer, the reconciliation job settles it).
 *
 * How it was paid, or how to pay it, comes from the API's `payment` (type, status, reference,
 * expires_at, payment_metadata); a store payment's deadline may also come in the address the page's
 * own action redirected to (`?referencia=&vence=`, decision 049).
 */

/** What the page says about the payment, per method and state (decision 064). */
export type PaidPayment =
  | { kind: 'card'; brand: string; last4: string }
  | { kind: 'store'; reference: string; deadline: string }
  | {
      kind: 'deposit'
      reference: string
      clabe: string | null
      bank: string | null
      beneficiary: string | null
      /** The time of day the transfer must be made by (1 hour, 002 §9). */
      time: string
    }
  | {
      kind: 'cash'
      reference: string
      barcode: string
      stores: string[]
      deadline: string
    }
  | {
      kind: 'crypto'
      reference: string
      address: string
      network: string
      /** In the coin's units, with its symbol ("12.345678 USDC"). */
      amount: string
      time: string
    }
  /** Approved without a card to show (a reference paid, a redirect method's page). */
  | { kind: 'paid'; method: PaymentType }
  /** A reference that lapsed unpaid: its orders ended (`payment_expired`). */
  | { kind: 'expired'; method: PaymentType }
  /** The provider has not answered yet: the page refreshes itself. */
  | { kind: 'processing' }

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
  /** What was charged now (or is to pay by reference); null when nothing was (every order waits for its seller). */
  total: string | null
  payment: PaidPayment | null
  base: string
  /** Some line is an experience: its tickets are in My tickets (decision 083). */
  tickets?: boolean
}

type ApiPayment = NonNullable<Checkout['payment']>

/** A date that is not one (text from the address) is shown as it is. */
const when = (iso: string, format: (iso: string) => string) =>
  Number.isNaN(Date.parse(iso)) ? iso : format(iso)

/** The page's view of the API's payment (and of the address's store reference). */
export function paidPayment(checkout: Checkout, query: URLSearchParams, locale: Locale): PaidPayment | null {
  const paid: ApiPayment | null = checkout.payment ?? null
  if (paid?.status === 'processing' || (checkout.status === 'paying' && checkout.order_ids.length === 0)) {
    return { kind: 'processing' }
  }
  const method: PaymentType = paid && isPaymentType(paid.type) ? paid.type : 'store'
  if (paid?.status === 'expired') return { kind: 'expired', method }
  if (paid?.brand && paid.last4) return { kind: 'card', brand: paid.brand, last4: paid.last4 }
  const reference = paid?.reference ?? query.get('referencia')
  const deadline = paid?.expires_at ?? query.get('vence')
  // Paid: the API says so (refunded later or not), or a payment without a reference to pay with.
  if (paid && (paid.status === 'approved' || paid.status === 'refunded' || !reference)) {
    return { kind: 'paid', method }
  }
  if (!reference || !deadline) return null
  const meta = paid?.payment_metadata ?? {}
  switch (method) {
    case 'deposit':
      return {
        kind: 'deposit',
        reference,
        clabe: meta.clabe ?? null,
        bank: meta.bank ?? null,
        beneficiary: meta.beneficiary ?? null,
        time: when(deadline, (iso) => formatTime(iso, locale)),
      }
    case 'cash':
      return {
        kind: 'cash',
        reference,
        barcode: meta.barcode ?? reference,
        stores: meta.stores ?? [],
        deadline: when(deadline, (iso) => formatDateTime(iso, locale)),
      }
    case 'crypto':
      return {
        kind: 'crypto',
        reference,
        address: meta.address ?? '',
        network: meta.network ?? '',
        amount: [meta.crypto_amount, meta.crypto_currency].filter(Boolean).join(' '),
        time: when(deadline, (iso) => formatTime(iso, locale)),
      }
    default:
      return { kind: 'store', reference, deadline: when(deadline, (iso) => formatDateTime(iso, locale)) }
  }
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
  const payment = paidPayment(checkout, new URL(request.url).searchParams, locale)
  if (checkout.order_ids.length === 0 && payment?.kind !== 'processing') {
    throw redirect(`${base}/comprar?compra=${encodeURIComponent(checkout.id)}`)
  }
  const dueNow = checkout.due_now
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
    payment,
    base,
    tickets: checkout.orders.some((order) => order.lines.some((line) => line.experience !== null)),
  }
}

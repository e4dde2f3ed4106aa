import { confirmedLater, nothingDueNow } from '@tianguis/core/checkout/delivery-types'
import type { Address, Checkout, DeliveryOption } from '@tianguis/core/contracts/checkout'
import { formatDateTime } from '@tianguis/core/dates'
import type { Locale } from '@tianguis/core/locales'
import { formatMoney } from '@tianguis/core/money'
import { PAYMENT_TYPES } from '@tianguis/core/payments/methods'
import type { Translate } from '../../i18n/format'
import { secondsUntil } from './countdown'
import type {
  CheckoutStatus,
  PageAddress,
  PageBranch,
  PageCheckout,
  PageDeliveryOption,
  PageExperience,
  PageOrder,
  PaymentChoice,
} from './page-checkout'

/** One supplier order's delivery choices as the loader read them (checkout-loader.server.ts). */
export interface OrderChoices {
  options: DeliveryOption[] | null
  error: string | null
  /** Carriers that could not quote while other options remain, in words (decision 055). */
  unavailable: string[]
  branches: PageBranch[]
}

/**
 * An option as the form posts it: `type|rate_id` (the rate is empty for fixed_delivery, collection
 * and delivery), and `|shipment_id` after a broker's rate (decision 055).
 */
export function optionValue(type: string, rateId: string | null, shipmentId: string | null = null): string {
  return `${type}|${rateId ?? ''}${shipmentId ? `|${shipmentId}` : ''}`
}

function pageAddress(address: Address): PageAddress {
  return {
    id: address.id,
    name: address.recipient,
    street: address.street,
    number: address.exterior_number,
    postcode: address.postcode,
    city: address.city,
    provinceName: address.province_name,
    provinceCode: address.province_code,
    phone: address.phone,
  }
}

function pageOption(option: DeliveryOption, locale: Locale, t: Translate): PageDeliveryOption {
  const kind = t(`checkout.delivery.type.${option.delivery_type}`)
  const service = [option.carrier, option.service].filter(Boolean).join(' ')
  return {
    value: optionValue(option.delivery_type, option.rate_id, option.shipment_id),
    type: option.delivery_type,
    label: service ? `${kind} — ${service}` : kind,
    price:
      option.price === null
        ? t('checkout.delivery.toConfirm')
        : formatMoney({ amount: option.price, currency: option.currency }, locale),
    days: option.days,
  }
}

/** The API's checkout shaped for the page, money in the shop's currency and the visitor's locale. */
export function pageCheckout(
  checkout: Checkout,
  saved: Address[],
  choices: Map<string, OrderChoices>,
  locale: Locale,
  t: Translate,
  now = Date.now(),
  branchQuery = '',
): PageCheckout {
  const money = (amount: number, currency: string) => formatMoney({ amount, currency }, locale)
  const orders: PageOrder[] = checkout.orders.map((order) => {
    const choice = choices.get(order.supplier.id)
    return {
      supplierId: order.supplier.id,
      supplierName: order.supplier.name,
      lines: order.lines.map((line) => ({
        id: line.id,
        name: line.name,
        photo: line.photo,
        quantity: line.quantity,
        variants: Object.entries(line.variants)
          .map(([name, value]) => `${name}: ${value}`)
          .join(', '),
        total: money(line.total, line.currency),
      })),
      delivery: order.delivery
        ? optionValue(order.delivery.delivery_type, order.delivery.rate_id, order.delivery.shipment_id)
        : null,
      branchId: order.delivery?.agency_id ?? null,
      options: choice?.options ? choice.options.map((o) => pageOption(o, locale, t)) : null,
      optionsError: choice?.error ?? null,
      unavailable: choice?.unavailable ?? [],
      offersBranches: choice?.options?.some((o) => o.delivery_type === 'to_branch') ?? false,
      branches: choice?.branches ?? [],
      itemsTotal: money(order.items_total, order.currency),
      shipping: order.shipping_cost === null ? null : money(order.shipping_cost, order.currency),
      shippingToConfirm: confirmedLater(order.delivery?.delivery_type),
      total: money(order.total, order.currency),
    }
  })
  const deliveries = checkout.orders.map((order) => ({ deliveryType: order.delivery?.delivery_type ?? null }))
  const status: CheckoutStatus =
    checkout.status === 'open' && secondsUntil(checkout.expires_at, now) === 0 ? 'expired' : checkout.status
  return {
    id: checkout.id,
    status,
    expiresAt: checkout.expires_at,
    secondsLeft: status === 'expired' ? 0 : secondsUntil(checkout.expires_at, now),
    contact: { email: checkout.contact?.email ?? '', phone: checkout.contact?.phone ?? '' },
    address: checkout.address ? pageAddress(checkout.address) : null,
    savedAddresses: saved.map(pageAddress),
    orders,
    // Every method the API offers that this copy of core knows, in core's order (decision 064).
    paymentTypes: PAYMENT_TYPES.filter((type): type is PaymentChoice =>
      checkout.enabled_payment_types.includes(type),
    ),
    // The loader adds the viewer's saved cards (saved-cards.server.ts, decision 053).
    savedCards: [],
    total: money(checkout.grand_total.amount, checkout.grand_total.currency),
    payTotal: money(checkout.due_now.amount, checkout.due_now.currency),
    expected: checkout.due_now,
    placeOnly: nothingDueNow(deliveries),
    laterOrders: !nothingDueNow(deliveries) && deliveries.some((order) => confirmedLater(order.deliveryType)),
    branchQuery,
    attemptKey: crypto.randomUUID(),
    experiences: pageExperiences(checkout, locale),
  }
}

/** The experience lines and their attendees so far (decision 083). */
function pageExperiences(checkout: Checkout, locale: Locale): PageExperience[] {
  return checkout.orders.flatMap((order) =>
    order.lines.flatMap((line) =>
      line.experience
        ? [
            {
              lineId: line.id,
              name: line.name,
              date: formatDateTime(line.experience.date, locale),
              ended: line.experience.ended,
              quantity: line.quantity,
              attendees: line.experience.attendees.map((attendee) => ({
                fullName: attendee.full_name,
                phone: attendee.phone ?? '',
                type: attendee.type,
              })),
            },
          ]
        : [],
    ),
  )
}

import type { OwnItem } from '@tianguis/core/contracts/items'
import { LOCALE_TIME_ZONE } from '@tianguis/core/dates'
import {
  ITEM_MAIN_TYPES,
  LIST_STATES,
  RETURN_FEES,
  RETURN_POLICIES,
  RETURN_SHIPPING_LABELS,
  RETURN_TYPES,
  STOCK_TYPES,
} from '@tianguis/core/items'
import type { Locale } from '@tianguis/core/locales'
import { moneyInputValue } from '@tianguis/core/money'
import { isoToLocal } from './zoned-time'

/**
 * The item form's values as the visitor typed them (001 §3 Item and Return info, 002 §3 stock):
 * text where a person types, booleans for checkboxes, the photos in order (the first is the
 * main one) and the variant rows. The form is filled from these, and an action that refuses
 * the form hands them back, so nothing typed is lost.
 */
export interface VariantRow {
  name: string
  value: string
}

export interface ItemFormValues {
  name: string
  main_type: (typeof ITEM_MAIN_TYPES)[number]
  photos: string[]
  list_price: string
  crossout_price: string
  currency: string
  hide_price: boolean
  is_free: boolean
  variants: VariantRow[]
  plain_description: string
  /** Comma-separated. */
  tags: string
  stock_type: (typeof STOCK_TYPES)[number]
  available: string
  max_purchase_amount: string
  disabled: boolean
  sold_out: boolean
  list_state: (typeof LIST_STATES)[number]
  hiden: boolean
  is_dropshipping: boolean
  contribution_margin: string
  return_type: (typeof RETURN_TYPES)[number]
  return_policy: (typeof RETURN_POLICIES)[number]
  return_policy_legend: string
  return_fees: (typeof RETURN_FEES)[number]
  return_shipping_label: (typeof RETURN_SHIPPING_LABELS)[number]
  restocking_fees: string
  /** A `datetime-local` value in the locale's zone (zoned-time.ts). */
  experience_date: string
  experience_available: string
}

/** The currencies offered (001 §9 names symbols for the peso, EUR and GBP); a stored other one is kept. */
export const CURRENCIES = ['MXN', 'ARS', 'USD', 'EUR', 'GBP'] as const

/** A new item: the API's defaults (itemCreateBody), unpublished, in the locale's usual currency. */
export function newItemValues(locale: Locale): ItemFormValues {
  return {
    name: '',
    main_type: 'business',
    photos: [],
    list_price: '',
    crossout_price: '',
    currency: locale === 'es-AR' ? 'ARS' : 'MXN',
    hide_price: false,
    is_free: false,
    variants: [],
    plain_description: '',
    tags: '',
    stock_type: 'onstock',
    available: '0',
    max_purchase_amount: '',
    disabled: false,
    sold_out: false,
    list_state: 'unpublished',
    hiden: false,
    is_dropshipping: false,
    contribution_margin: '',
    return_type: '72hrs',
    return_policy: 'common',
    return_policy_legend: '',
    return_fees: 'customer_all',
    return_shipping_label: 'inbox',
    restocking_fees: '',
    experience_date: '',
    experience_available: '',
  }
}

const amount = (value: number | null, locale: Locale) =>
  value === null ? '' : moneyInputValue(value, locale)
const count = (value: number | null) => (value === null ? '' : String(value))

/** A stored item as the form shows it: amounts with two decimals, the date in the locale's zone. */
export function valuesFromItem(item: OwnItem, locale: Locale): ItemFormValues {
  return {
    name: item.name,
    main_type: item.main_type,
    photos: [...item.photos],
    list_price: amount(item.list_price, locale),
    crossout_price: amount(item.crossout_price, locale),
    currency: item.currency,
    hide_price: item.hide_price,
    is_free: item.is_free,
    variants: Object.entries(item.variants).map(([name, value]) => ({ name, value })),
    plain_description: item.plain_description,
    tags: item.tags.join(', '),
    stock_type: item.stock_type,
    available: String(item.available),
    max_purchase_amount: count(item.max_purchase_amount),
    disabled: item.disabled,
    sold_out: item.sold_out,
    list_state: item.list_state,
    hiden: item.hiden,
    is_dropshipping: item.is_dropshipping,
    contribution_margin: amount(item.contribution_margin, locale),
    return_type: item.return_type,
    return_policy: item.return_policy,
    return_policy_legend: item.return_policy_legend ?? '',
    return_fees: item.return_fees,
    return_shipping_label: item.return_shipping_label,
    restocking_fees: amount(item.restocking_fees, locale),
    experience_date: item.experience_date ? isoToLocal(item.experience_date, LOCALE_TIME_ZONE[locale]) : '',
    experience_available: count(item.experience_available),
  }
}

function text(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

function texts(form: FormData, name: string): string[] {
  return form.getAll(name).map((value) => (typeof value === 'string' ? value : ''))
}

function oneOf<T extends string>(form: FormData, name: string, allowed: readonly T[], fallback: T): T {
  const value = text(form, name)
  return (allowed as readonly string[]).includes(value) ? (value as T) : fallback
}

/**
 * The values of a posted form. Unknown choices fall back to the defaults, checkboxes are true
 * when sent, photos keep their order, and variant rows pair `variant_name` and `variant_value`.
 */
export function valuesFromForm(form: FormData): ItemFormValues {
  const names = texts(form, 'variant_name')
  const values = texts(form, 'variant_value')
  const defaults = newItemValues('es-MX')
  const currency = text(form, 'currency').trim().toUpperCase()
  return {
    name: text(form, 'name'),
    main_type: oneOf(form, 'main_type', ITEM_MAIN_TYPES, defaults.main_type),
    photos: texts(form, 'photos').filter((url) => url !== ''),
    list_price: text(form, 'list_price'),
    crossout_price: text(form, 'crossout_price'),
    currency: /^[A-Z]{3}$/.test(currency) ? currency : defaults.currency,
    hide_price: form.has('hide_price'),
    is_free: form.has('is_free'),
    variants: names.map((name, index) => ({ name, value: values[index] ?? '' })),
    plain_description: text(form, 'plain_description'),
    tags: text(form, 'tags'),
    stock_type: oneOf(form, 'stock_type', STOCK_TYPES, defaults.stock_type),
    available: text(form, 'available'),
    max_purchase_amount: text(form, 'max_purchase_amount'),
    disabled: form.has('disabled'),
    sold_out: form.has('sold_out'),
    list_state: oneOf(form, 'list_state', LIST_STATES, defaults.list_state),
    hiden: form.has('hiden'),
    is_dropshipping: form.has('is_dropshipping'),
    contribution_margin: text(form, 'contribution_margin'),
    return_type: oneOf(form, 'return_type', RETURN_TYPES, defaults.return_type),
    return_policy: oneOf(form, 'return_policy', RETURN_POLICIES, defaults.return_policy),
    return_policy_legend: text(form, 'return_policy_legend'),
    return_fees: oneOf(form, 'return_fees', RETURN_FEES, defaults.return_fees),
    return_shipping_label: oneOf(
      form,
      'return_shipping_label',
      RETURN_SHIPPING_LABELS,
      defaults.return_shipping_label,
    ),
    restocking_fees: text(form, 'restocking_fees'),
    experience_date: text(form, 'experience_date'),
    experience_available: text(form, 'experience_available'),
  }
}

import type { ItemCreate, ItemUpdate } from '@tianguis/core/contracts/items'
import { LOCALE_TIME_ZONE } from '@tianguis/core/dates'
import type { ItemType } from '@tianguis/core/items'
import type { Locale } from '@tianguis/core/locales'
import { type AmountProblem, parseMoneyInput } from '@tianguis/core/money'
import type { ItemFormValues } from './item-form-values'
import { localToIso } from './zoned-time'

/** What the page itself finds wrong before asking the API; each names a `supplier.error.*` message. */
export type FormProblem =
  | 'required'
  | 'amount'
  | 'amountDecimals'
  | 'amountRange'
  | 'wholeNumber'
  | 'date'
  | 'variantName'
  | 'variantDuplicate'

const AMOUNT_PROBLEMS: Record<AmountProblem, FormProblem> = {
  format: 'amount',
  decimals: 'amountDecimals',
  range: 'amountRange',
}

/** Create and update bodies share every field but `type`, which only a new item sends. */
type Body = Omit<ItemUpdate, 'type'> & { type?: ItemCreate['type'] }

export type BodyResult = { ok: true; body: Body } | { ok: false; problems: Record<string, FormProblem> }

/**
 * The API body for the form's values (POST or PATCH /api/v1/me/items): amounts typed as decimal
 * money become integer minor units (core money.ts), counts become integers, tags are split on
 * commas, variant rows become the name → value map, and the experience date is read in the
 * locale's zone. Fields that do not apply are sent as null (the restocking fee unless return
 * fees are `restocking_fees`, the margin unless dropshipping) or not at all (experience fields
 * of a product or service), so a field hidden on screen never counts. Only what the page can
 * judge is checked here; the API checks the rest and its field errors show beside the fields.
 */
export function bodyFromValues(
  values: ItemFormValues,
  type: ItemType,
  locale: Locale,
  creating: boolean,
): BodyResult {
  const problems: Record<string, FormProblem> = {}

  const amount = (field: keyof ItemFormValues, required: boolean): number | null => {
    const typed = String(values[field]).trim()
    if (typed === '') {
      if (required) problems[field] = 'required'
      return null
    }
    const parsed = parseMoneyInput(typed, locale)
    if (parsed.ok) return parsed.amount
    problems[field] = AMOUNT_PROBLEMS[parsed.problem]
    return null
  }
  const whole = (field: keyof ItemFormValues, fallback: number | null): number | null => {
    const typed = String(values[field]).trim()
    if (typed === '') return fallback
    if (/^\d{1,10}$/.test(typed)) return Number(typed)
    problems[field] = 'wholeNumber'
    return null
  }

  const variants: Record<string, string> = {}
  for (const row of values.variants) {
    const name = row.name.trim()
    const value = row.value.trim()
    if (name === '' && value === '') continue
    if (name === '') problems.variants = 'variantName'
    else if (name in variants) problems.variants = 'variantDuplicate'
    else variants[name] = value
  }

  const tags = [
    ...new Set(
      values.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ]
  const listPrice = values.is_free && values.list_price.trim() === '' ? 0 : amount('list_price', true)
  const body: Body = {
    name: values.name.trim(),
    main_type: values.main_type,
    photos: values.photos,
    list_price: listPrice ?? 0,
    crossout_price: amount('crossout_price', false),
    currency: values.currency,
    hide_price: values.hide_price,
    is_free: values.is_free,
    variants,
    plain_description: values.plain_description.trim(),
    tags,
    stock_type: values.stock_type,
    available: whole('available', 0) ?? 0,
    max_purchase_amount: whole('max_purchase_amount', null),
    disabled: values.disabled,
    sold_out: values.sold_out,
    list_state: values.list_state,
    hiden: values.hiden,
    is_dropshipping: values.is_dropshipping,
    contribution_margin: values.is_dropshipping ? amount('contribution_margin', false) : null,
    return_type: values.return_type,
    return_policy: values.return_policy,
    return_policy_legend: values.return_policy_legend.trim() || null,
    return_fees: values.return_fees,
    return_shipping_label: values.return_shipping_label,
    restocking_fees: values.return_fees === 'restocking_fees' ? amount('restocking_fees', false) : null,
  }
  if (creating) body.type = type
  if (type === 'experience') {
    const typed = values.experience_date.trim()
    const date = typed === '' ? null : localToIso(typed, LOCALE_TIME_ZONE[locale])
    if (typed !== '' && date === null) problems.experience_date = 'date'
    body.experience_date = date
    body.experience_available = whole('experience_available', null)
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, body }
}

/** The form field an API field error belongs to: 'photos.2' → 'photos', 'variants.Talla' → 'variants'. */
export function formFieldOf(apiField: string): string {
  return apiField.split('.')[0] ?? apiField
}

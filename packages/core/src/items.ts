/**
 * Pure item rules (001 §3 Item and Return info, §4 Experience; 002 §3 stock fields), shared by
 * the server and the web app.
 */
import { itemPublication } from './item-states.ts'

export const ITEM_TYPES = ['product', 'service', 'experience'] as const
export type ItemType = (typeof ITEM_TYPES)[number]
export const ITEM_MAIN_TYPES = ['business', 'personal'] as const
export const STOCK_TYPES = ['onstock', 'ondemand'] as const
export type StockType = (typeof STOCK_TYPES)[number]
/** An item's publication states, from its machine (item-states.ts). */
export const LIST_STATES = itemPublication.states
export const RETURN_TYPES = ['disallowed', '72hrs'] as const
export const RETURN_POLICIES = ['common', 'customized'] as const
export const RETURN_FEES = [
  'customer_all',
  'free',
  'customer_feed',
  'original_fees',
  'restocking_fees',
] as const
export type ReturnFees = (typeof RETURN_FEES)[number]
export const RETURN_SHIPPING_LABELS = ['inbox', 'download'] as const

/** 001 §4: an experience whose date is earlier than now is concluded. Other items never are. */
export function isConcluded(
  item: { type: ItemType; experience_date: string | Date | null },
  now: Date,
): boolean {
  if (item.type !== 'experience' || item.experience_date === null) return false
  const date = item.experience_date instanceof Date ? item.experience_date : new Date(item.experience_date)
  return date.getTime() < now.getTime()
}

/**
 * What a shopper sees as sold out: the supplier's own flag, or no units left of an item kept on
 * stock (002 §5: on-demand items are never limited by `available`).
 */
export function isSoldOut(item: {
  sold_out: boolean
  stock_type: 'onstock' | 'ondemand'
  available: number
}) {
  return item.sold_out || (item.stock_type === 'onstock' && item.available <= 0)
}

/** The fields whose presence depends on another field. */
export interface DependentFields {
  type: ItemType
  experience_date: string | null
  experience_available: number | null
  return_fees: ReturnFees
  restocking_fees: number | null
}

type Problem = 'required' | 'invalid_value'

/**
 * Settles the dependent fields of an item from the stored row (null when creating) and the
 * request's fields (undefined = not sent):
 * - experience_date and experience_available belong to experiences only; an experience needs a date;
 * - restocking_fees belongs to return_fees `restocking_fees` only, and is then required.
 * A field sent for the wrong kind is a problem; a stored one left behind by a change of kind is
 * cleared.
 */
export function settleDependentFields(
  stored: DependentFields | null,
  sent: Partial<DependentFields>,
): { ok: true; values: DependentFields } | { ok: false; fields: Record<string, Problem> } {
  const type = sent.type ?? stored?.type ?? 'product'
  const returnFees = sent.return_fees ?? stored?.return_fees ?? 'customer_all'
  const fields: Record<string, Problem> = {}
  const pick = <K extends keyof DependentFields>(key: K, applies: boolean, required: boolean) => {
    const value = sent[key] !== undefined ? sent[key] : (stored?.[key] ?? null)
    if (!applies) {
      if (sent[key] !== undefined && sent[key] !== null) fields[key] = 'invalid_value'
      return null
    }
    if (required && (value === null || value === undefined)) fields[key] = 'required'
    return (value ?? null) as DependentFields[K]
  }
  const values: DependentFields = {
    type,
    return_fees: returnFees,
    experience_date: pick('experience_date', type === 'experience', true),
    experience_available: pick('experience_available', type === 'experience', false),
    restocking_fees: pick('restocking_fees', returnFees === 'restocking_fees', true),
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, values }
}

/** A URL-safe slug from an item name: lower case, accents dropped, words joined by '-'. */
export function itemSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '')
  return slug || 'item'
}

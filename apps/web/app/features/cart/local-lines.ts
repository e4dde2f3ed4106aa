import { CART_QUANTITY_MAX } from '@tianguis/core/constants'
import type { CartView } from '@tianguis/core/contracts/cart'
import { LOCAL_CART_KEY } from './local-count'

/**
 * Reading an anonymous visitor's local cart (local-cart.ts; decision 044): what the cart page
 * needs to draw it on first load. The writers come with the cart's actions (decision 051).
 */
/** The cart with nothing in it. */
export const EMPTY_CART: CartView = { id: null, orders: [], totals: [], count: 0, warnings: [] }

export interface LocalLine {
  item_id: string
  quantity: number
  variants: Record<string, string>
}

/** The bulk and preview routes take at most this many lines (contracts/cart.ts). */
export const LOCAL_CART_LINES_MAX = 100

export type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export function storage(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

function isLine(value: unknown): value is LocalLine {
  const line = value as LocalLine
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.item_id === 'string' &&
    line.item_id.length > 0 &&
    Number.isSafeInteger(line.quantity) &&
    line.quantity >= 1 &&
    typeof line.variants === 'object' &&
    line.variants !== null &&
    Object.values(line.variants).every((v) => typeof v === 'string')
  )
}

export function readAll(store: Store | null): Record<string, LocalLine[]> {
  if (!store) return {}
  try {
    const parsed = JSON.parse(store.getItem(LOCAL_CART_KEY) ?? '{}') as unknown
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, LocalLine[]>)
      : {}
  } catch {
    return {}
  }
}

/** The shop's local lines (bad entries dropped, quantities capped at CART_QUANTITY_MAX). */
export function localLines(slug: string, store: Store | null = storage()): LocalLine[] {
  const lines = readAll(store)[slug]
  if (!Array.isArray(lines)) return []
  return lines
    .filter(isLine)
    .slice(0, LOCAL_CART_LINES_MAX)
    .map((line) => ({ ...line, quantity: Math.min(line.quantity, CART_QUANTITY_MAX) }))
}

/** One line's identity: the item and its variant choice (the server's `variant_key`). */
export function lineKey(line: { item_id: string; variants: Record<string, string> }): string {
  const variants = Object.keys(line.variants)
    .sort()
    .map((name) => [name, line.variants[name]])
  return `${line.item_id} ${JSON.stringify(variants)}`
}

/** The units in the shop's local cart: the navbar's count for an anonymous visitor. */
export function localCount(slug: string, store: Store | null = storage()): number {
  return localLines(slug, store).reduce((sum, line) => sum + line.quantity, 0)
}

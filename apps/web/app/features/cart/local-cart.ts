import { CART_QUANTITY_MAX } from '@tianguis/core/constants'
import { LOCAL_CART_KEY } from './local-count'

export { LOCAL_CART_KEY }

/**
 * An anonymous visitor's cart (002 §4, §6: "anonymous carts are local"): local storage holds
 * `{ shop slug → lines }` under one key, nothing goes to the server until the visitor signs in
 * (then one `POST …/cart/bulk` moves it). Prices are never kept here: the drawer asks
 * `POST …/cart/preview` for them. Every function tolerates a missing, full or tampered storage.
 */
export interface LocalLine {
  item_id: string
  quantity: number
  variants: Record<string, string>
}

/** The bulk and preview routes take at most this many lines (contracts/cart.ts). */
export const LOCAL_CART_LINES_MAX = 100

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function storage(): Store | null {
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

function readAll(store: Store | null): Record<string, LocalLine[]> {
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

function writeAll(all: Record<string, LocalLine[]>, store: Store | null) {
  if (!store) return
  try {
    if (Object.keys(all).length === 0) store.removeItem(LOCAL_CART_KEY)
    else store.setItem(LOCAL_CART_KEY, JSON.stringify(all))
  } catch {
    // A full or refused storage keeps the cart as it was.
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

function save(slug: string, lines: LocalLine[], store: Store | null) {
  const all = readAll(store)
  if (lines.length === 0) delete all[slug]
  else all[slug] = lines
  writeAll(all, store)
}

/** One line's identity: the item and its variant choice (the server's `variant_key`). */
export function lineKey(line: { item_id: string; variants: Record<string, string> }): string {
  const variants = Object.keys(line.variants)
    .sort()
    .map((name) => [name, line.variants[name]])
  return `${line.item_id} ${JSON.stringify(variants)}`
}

/** Adds `quantity` units (to the same item and variants when there already, capped at 999). */
export function addLocalLine(slug: string, added: LocalLine, store: Store | null = storage()): LocalLine[] {
  const lines = localLines(slug, store)
  const key = lineKey(added)
  const same = lines.find((line) => lineKey(line) === key)
  if (same) same.quantity = Math.min(same.quantity + added.quantity, CART_QUANTITY_MAX)
  else if (lines.length < LOCAL_CART_LINES_MAX) lines.push({ ...added })
  save(slug, lines, store)
  return lines
}

export function setLocalQuantity(
  slug: string,
  key: string,
  quantity: number,
  store: Store | null = storage(),
): LocalLine[] {
  const lines = localLines(slug, store).map((line) =>
    lineKey(line) === key ? { ...line, quantity: Math.min(quantity, CART_QUANTITY_MAX) } : line,
  )
  save(slug, lines, store)
  return lines
}

export function removeLocalLine(slug: string, key: string, store: Store | null = storage()): LocalLine[] {
  const lines = localLines(slug, store).filter((line) => lineKey(line) !== key)
  save(slug, lines, store)
  return lines
}

/** After the lines moved to the server (bulk): the shop's local cart is gone. */
export function clearLocalCart(slug: string, store: Store | null = storage()) {
  save(slug, [], store)
}

/** The units in the shop's local cart: the navbar's count for an anonymous visitor. */
export function localCount(slug: string, store: Store | null = storage()): number {
  return localLines(slug, store).reduce((sum, line) => sum + line.quantity, 0)
}

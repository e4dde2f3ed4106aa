import { CART_QUANTITY_MAX } from '@tianguis/core/constants'
import { LOCAL_CART_KEY } from './local-count'
import {
  LOCAL_CART_LINES_MAX,
  type LocalLine,
  lineKey,
  localCount,
  localLines,
  readAll,
  type Store,
  storage,
} from './local-lines'

export { LOCAL_CART_KEY, LOCAL_CART_LINES_MAX, type LocalLine, lineKey, localCount, localLines }

/**
 * An anonymous visitor's cart (002 §4, §6: "anonymous carts are local"): local storage holds
 * `{ shop slug → lines }` under one key, nothing goes to the server until the visitor signs in
 * (then one `POST …/cart/bulk` moves it). Prices are never kept here: the drawer asks
 * `POST …/cart/preview` for them. Every function tolerates a missing, full or tampered storage.
 * The reader is local-lines.ts; these are the writers.
 */

function writeAll(all: Record<string, LocalLine[]>, store: Store | null) {
  if (!store) return
  try {
    if (Object.keys(all).length === 0) store.removeItem(LOCAL_CART_KEY)
    else store.setItem(LOCAL_CART_KEY, JSON.stringify(all))
  } catch {
    // A full or refused storage keeps the cart as it was.
  }
}

function save(slug: string, lines: LocalLine[], store: Store | null) {
  const all = readAll(store)
  if (lines.length === 0) delete all[slug]
  else all[slug] = lines
  writeAll(all, store)
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

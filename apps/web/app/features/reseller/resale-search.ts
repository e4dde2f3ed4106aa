import { PRODUCT_SUGGESTIONS_SIZE } from '@tianguis/core/constants'
import { SEARCH_TEXT_MAX } from '@tianguis/core/search'

/**
 * What the reseller's search box (resale-search-field.tsx, decision 077) needs that is not about
 * React: the suggestions' address for the form's filters, reading the API's answer, moving
 * through the list with the arrow keys, and letting only the newest request answer.
 */

export interface ResaleSearchFilters {
  text: string
  /** '' or null for every type. */
  type: string | null
  /** '' or null for every supplier. */
  dssupplier: string | null
}

/**
 * `GET /api/v1/me/resale/suggestions` for the filters the form would send: the text trimmed and
 * cut as the API takes it, and no parameter for an empty one (the API refuses none of these).
 */
export function suggestionsPath({ text, type, dssupplier }: ResaleSearchFilters): string {
  const query = new URLSearchParams()
  const trimmed = text.trim().slice(0, SEARCH_TEXT_MAX)
  if (trimmed) query.set('text', trimmed)
  if (type) query.set('type', type)
  const supplier = dssupplier?.trim().slice(0, 100)
  if (supplier) query.set('dssupplier', supplier)
  const search = query.toString()
  return `/api/v1/me/resale/suggestions${search ? `?${search}` : ''}`
}

/**
 * The names in the API's answer (`{ results: [{ id, name }] }`), each once and at most 10: two
 * items may share a name, and a list showing it twice would offer the same search twice. Anything
 * else is no suggestion at all, so the island need not carry the contract's schema.
 */
export function suggestedNames(body: unknown): string[] {
  const results = (body as { results?: unknown } | null)?.results
  if (!Array.isArray(results)) return []
  const names = results
    .map((row) => (row as { name?: unknown } | null)?.name)
    .filter((name): name is string => typeof name === 'string' && name !== '')
  return [...new Set(names)].slice(0, PRODUCT_SUGGESTIONS_SIZE)
}

/**
 * The option the arrow keys move to among `count`: down from none is the first, up from none the
 * last, and both wrap around (the listbox pattern of the WAI-ARIA practices). -1 is none.
 */
export function movedOption(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count <= 0) return -1
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1
  return active <= 0 || active >= count ? count - 1 : active - 1
}

export interface Ticket {
  signal: AbortSignal
  /** False once a newer request started or the requests were cancelled. */
  isNewest: () => boolean
}

/**
 * One request in flight at a time: starting one aborts the one before, and an answer that comes
 * anyway (it was already read) can ask whether it is still the newest before it is shown.
 */
export function newestOnly() {
  let current: AbortController | null = null
  return {
    start(): Ticket {
      current?.abort()
      const mine = new AbortController()
      current = mine
      return { signal: mine.signal, isNewest: () => current === mine }
    },
    cancel() {
      current?.abort()
      current = null
    },
  }
}

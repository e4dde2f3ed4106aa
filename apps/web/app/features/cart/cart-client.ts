import type { CartView } from '@tianguis/core/contracts/cart'
import type { LocalLine } from './local-lines'

/**
 * The browser's calls to the cart API (decision 041), made by the drawer, the cart page's
 * steppers and the item page's add-to-cart once JavaScript runs: the reads here, the changes in
 * cart-writes.ts (fetched with what the controls do, decision 051). The session cookie goes along
 * (same origin); the API answers in the visitor's language, so an error's message is shown as it
 * comes. Loaded with the drawer or the first add, never on first load (decision 044).
 */
export type CartCall<T = CartView> =
  | { ok: true; data: T }
  | { ok: false; status: number; code: string; message: string }

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' }

export async function call<T>(method: string, path: string, body?: unknown): Promise<CartCall<T>> {
  try {
    const response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : JSON_HEADERS,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const answer = (await response.json().catch(() => null)) as
      | (T & { error?: { code?: string; message?: string } })
      | null
    if (response.ok && answer) return { ok: true, data: answer }
    return {
      ok: false,
      status: response.status,
      code: answer?.error?.code ?? 'internal_error',
      message: answer?.error?.message ?? '',
    }
  } catch {
    return { ok: false, status: 0, code: 'network_error', message: '' }
  }
}

export const cartPath = (slug: string) => `/api/v1/shops/${encodeURIComponent(slug)}/cart`

/** What the cart page and the drawer read (the changes are in cart-writes.ts, loaded with the actions). */
export const cartApi = {
  get: (slug: string) => call<CartView>('GET', cartPath(slug)),
  preview: (slug: string, lines: LocalLine[]) =>
    call<CartView>('POST', `${cartPath(slug)}/preview`, { lines }),
}

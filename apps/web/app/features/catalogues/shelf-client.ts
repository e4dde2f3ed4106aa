import type { Catalogue } from '@tianguis/core/contracts/catalogues'

/**
 * The browser's calls about which catalogues a shop shows (decision 067): the picker's pages of
 * available catalogues, showing one, removing one from the store. Same origin, with the session
 * cookie; loaded only with the admin's controls.
 */
const base = (slug: string) => `/api/v1/shops/${encodeURIComponent(slug)}/catalogues`

async function call<T>(method: string, path: string): Promise<T | null> {
  try {
    const response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    })
    if (!response.ok) return null
    return response.status === 204 ? ({} as T) : ((await response.json()) as T)
  } catch {
    return null
  }
}

export const shelfApi = {
  available: (slug: string, offset: number, limit: number) =>
    call<{ results: Catalogue[]; matches_estimated: number }>(
      'GET',
      `${base(slug)}/available?${new URLSearchParams({ offset: String(offset), limit: String(limit) })}`,
    ),
  show: (slug: string, id: string) =>
    call<{ id: string }>('PUT', `${base(slug)}/${encodeURIComponent(id)}/shown`),
  remove: (slug: string, id: string) =>
    call<object>('DELETE', `${base(slug)}/${encodeURIComponent(id)}/shown`),
}

/**
 * The admin's calls to the catalogue routes from the browser (decision 068): plain `fetch` on the
 * same origin, so the router's fetcher code stays out of every visitor's first load (decision 037).
 */
export type CallResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; code: string | null; message: string | null }

export async function callApi<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<CallResult<T>> {
  try {
    const response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const text = await response.text()
    const json = text ? (JSON.parse(text) as unknown) : null
    if (response.ok) return { ok: true, data: json as T }
    const error = (json as { error?: { code?: string; message?: string } } | null)?.error
    return { ok: false, status: response.status, code: error?.code ?? null, message: error?.message ?? null }
  } catch {
    return { ok: false, status: 0, code: null, message: null }
  }
}

/** `/api/v1/shops/{shop}/catalogues/{id}…` */
export function cataloguePath(shopSlug: string, catalogueId: string, rest = '') {
  return `/api/v1/shops/${encodeURIComponent(shopSlug)}/catalogues/${encodeURIComponent(catalogueId)}${rest}`
}

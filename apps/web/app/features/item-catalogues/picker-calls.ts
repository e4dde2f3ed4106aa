import {
  AVAILABLE_CATALOGUES_PRODUCT_PAGE_SIZE,
  CATALOGUE_DROPDOWN_PAGE_SIZE,
} from '@tianguis/core/constants'

/**
 * The control's calls from the browser (decision 074): plain same-origin `fetch`es with the
 * session's cookie, as the catalogue page's admin controls make (decision 068), so no router
 * fetcher or schema code comes with it.
 */
type Answer<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; code: string | null; field: string | null }

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer<T>> {
  try {
    const response = await fetch(path, {
      method,
      credentials: 'same-origin',
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    })
    const text = await response.text()
    const json = text ? (JSON.parse(text) as unknown) : null
    if (response.ok) return { ok: true, data: json as T }
    const error = (json as { error?: { code?: string; message?: string; fields?: Record<string, unknown> } })
      ?.error
    const field = error?.fields?.name
    return {
      ok: false,
      status: response.status,
      code: error?.code ?? null,
      // 001 §5, §8: `invalid_name` shows its own message ('Invalid name') on the field; any other
      // refusal of the name ('too long'…) its field's.
      field:
        error?.code === 'invalid_name' ? (error.message ?? null) : typeof field === 'string' ? field : null,
    }
  } catch {
    return { ok: false, status: 0, code: null, field: null }
  }
}

const cataloguesOf = (shop: string) => `/api/v1/shops/${encodeURIComponent(shop)}/catalogues`

export interface PickerCatalogue {
  id: string
  name: string
}

/** A page of the shop's catalogues (15, newest change first, 001 §9; decision 075), from `offset`. */
export async function catalogueList(shop: string, offset: number) {
  const answer = await call<{ results: PickerCatalogue[]; matches_estimated: number }>(
    'GET',
    `${cataloguesOf(shop)}?offset=${offset}&limit=${CATALOGUE_DROPDOWN_PAGE_SIZE}&sort=-updated_at`,
  )
  if (!answer.ok) return null
  return {
    results: answer.data.results.map(({ id, name }) => ({ id, name })),
    total: answer.data.matches_estimated,
  }
}

/**
 * The owner's catalogues the shop does not show, newest first, at most 50 (000 §9 "50 on the
 * product page"; decision 078); null when the list could not be had.
 */
export async function availableList(shop: string) {
  const answer = await call<{ results: PickerCatalogue[] }>(
    'GET',
    `${cataloguesOf(shop)}/available?limit=${AVAILABLE_CATALOGUES_PRODUCT_PAGE_SIZE}`,
  )
  return answer.ok ? answer.data.results.map(({ id, name }) => ({ id, name })) : null
}

/**
 * Adds the item to the catalogue (POST …/catalogues/:id/products, decision 068); `show` first
 * shows an available catalogue in the shop, in the same transaction (decision 078). True when it
 * worked.
 */
export async function addItem(shop: string, catalogueId: string, itemId: string, show = false) {
  const answer = await call('POST', `${cataloguesOf(shop)}/${encodeURIComponent(catalogueId)}/products`, {
    product_id: itemId,
    ...(show ? { show_in_store: true } : {}),
  })
  return answer.ok
}

/** Makes a catalogue named `name` in the shop; a refused name answers its field's message. */
export async function createCatalogue(
  shop: string,
  name: string,
): Promise<{ ok: true; catalogue: PickerCatalogue } | { ok: false; nameError: string | null }> {
  const answer = await call<PickerCatalogue>('POST', cataloguesOf(shop), { name })
  if (answer.ok) return { ok: true, catalogue: { id: answer.data.id, name: answer.data.name } }
  return { ok: false, nameError: answer.status === 400 ? answer.field : null }
}

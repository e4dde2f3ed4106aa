/**
 * The browser's calls of the add/remove control (decision 069), straight to the API as the cart's
 * count is (same origin, the session's cookie). Each answers what the control shows next: added,
 * removed, or the refusal's code ('error' when the answer says nothing we know).
 */
export type AddOutcome = 'added' | 'invalid_product' | 'supplier_restricted' | 'error'

const path = (slug: string, itemId: string) =>
  `/api/v1/shops/${encodeURIComponent(slug)}/resold-items/${encodeURIComponent(itemId)}`

async function errorCode(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: { code?: unknown } }
    return typeof body.error?.code === 'string' ? body.error.code : null
  } catch {
    return null
  }
}

export async function addToShop(slug: string, itemId: string): Promise<AddOutcome> {
  try {
    const response = await fetch(path(slug, itemId), { method: 'PUT', credentials: 'same-origin' })
    if (response.ok) return 'added'
    const code = await errorCode(response)
    return code === 'invalid_product' || code === 'supplier_restricted' ? code : 'error'
  } catch {
    return 'error'
  }
}

/** True when the item left the shop; any failure is false (the control resets silently, 001 §8). */
export async function removeFromShop(slug: string, itemId: string): Promise<boolean> {
  try {
    const response = await fetch(path(slug, itemId), { method: 'DELETE', credentials: 'same-origin' })
    return response.ok
  } catch {
    return false
  }
}

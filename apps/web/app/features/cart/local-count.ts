/**
 * The navbar's count of an anonymous visitor's local cart (002 §4), read after hydration. Only
 * this small reader ships with every page; the local cart's full reader and writers
 * (local-cart.ts) come with the drawer (decision 044).
 */
export const LOCAL_CART_KEY = 'tianguis.cart'

/** Units in the shop's local cart (whole quantities of 1–999 only); 0 when storage is unreadable. */
export function storedCount(slug: string): number {
  try {
    const lines = (JSON.parse(localStorage.getItem(LOCAL_CART_KEY) ?? '{}') as Record<string, unknown>)?.[
      slug
    ]
    if (!Array.isArray(lines)) return 0
    let units = 0
    for (const line of lines.slice(0, 100)) {
      const quantity = (line as { quantity?: unknown } | null)?.quantity
      if (Number.isSafeInteger(quantity) && (quantity as number) >= 1)
        units += Math.min(quantity as number, 999)
    }
    return units
  } catch {
    return 0
  }
}

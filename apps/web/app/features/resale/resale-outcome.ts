/**
 * The add/remove control without JavaScript (decision 076): where its form posts, and what
 * `?reventa=` on the page it lands back on says (decision 037: the outcome survives the redirect).
 */
export const RESALE_OUTCOMES = {
  added: 'agregado',
  invalidProduct: 'producto-no-valido',
  supplierRestricted: 'proveedor-restringido',
  error: 'error',
  removed: 'quitado',
  removedFromCatalogue: 'quitado-del-catalogo',
} as const
export type ResaleOutcome = keyof typeof RESALE_OUTCOMES

/** The query parameter that carries the outcome. */
export const RESALE_PARAM = 'reventa'

/** The route's path segment, under the item page's own path. */
export const RESALE_SEGMENT = 'revender'

/** The outcome `?reventa=` names, if any. */
export function resaleOutcomeOf(mark: string | null): ResaleOutcome | null {
  const found = Object.entries(RESALE_OUTCOMES).find(([, value]) => value === mark)
  return found ? (found[0] as ResaleOutcome) : null
}

/** The control's route beside an item's page (`{item path}/revender`). */
export function resalePagePath(itemPath: string) {
  return `${itemPath.replace(/\/+$/, '')}/${RESALE_SEGMENT}`
}

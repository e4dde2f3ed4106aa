/**
 * What `?catalogo=` on an item's page says after the 'Agregar a un catálogo' forms posted without
 * JavaScript (decision 037: the outcome survives the redirect; decision 074).
 */
export const ADD_OUTCOMES = { added: 'agregado', failed: 'no-agregado' } as const
export type AddOutcome = keyof typeof ADD_OUTCOMES

/** The query parameter that carries the outcome. */
export const OUTCOME_PARAM = 'catalogo'

/** The outcome `?catalogo=` names, if any. */
export function addOutcomeOf(mark: string | null): AddOutcome | null {
  if (mark === ADD_OUTCOMES.added) return 'added'
  if (mark === ADD_OUTCOMES.failed) return 'failed'
  return null
}

/** The item page's path where the add lands, with its outcome. */
export function outcomePath(itemPath: string, outcome: AddOutcome) {
  return `${itemPath}?${OUTCOME_PARAM}=${ADD_OUTCOMES[outcome]}`
}

/** The path of the control's page without JavaScript, beside the item's own. */
export function cataloguesPagePath(itemPath: string) {
  return `${itemPath}/catalogos`
}

/**
 * Where reviews live beside an item's page (decision 084), the same under a shop's item path
 * (`{shop}/productos/{owner}/{id}`) and the platform's (`/products/{id}`, `/services/{id}`), and the
 * outcome a form posted without JavaScript brings back to the item (`?resena=`, decision 037).
 */

/** The review form page: write or edit the viewer's review, or save a rating from the item page. */
export const reviewFormPath = (itemPath: string) => `${itemPath}/resena`

/** Every review of the item, paged (`?page=`). */
export const reviewListPath = (itemPath: string) => `${itemPath}/resenas`

/** The item's page a review path belongs to (its last segment taken off). */
export function itemPathOf(reviewPath: string): string {
  return reviewPath.replace(/\/+$/, '').replace(/\/resenas?$/, '')
}

export const REVIEW_OUTCOMES = {
  saved: 'guardada',
  rated: 'calificada',
  rateFailed: 'sin-calificar',
} as const
export type ReviewOutcome = keyof typeof REVIEW_OUTCOMES

/** The query parameter that carries the outcome. */
export const REVIEW_OUTCOME_PARAM = 'resena'

export function reviewOutcomeOf(mark: string | null): ReviewOutcome | null {
  for (const [outcome, value] of Object.entries(REVIEW_OUTCOMES)) {
    if (value === mark) return outcome as ReviewOutcome
  }
  return null
}

/** The item's page with the outcome, and its reviews in view. */
export function outcomePath(itemPath: string, outcome: ReviewOutcome): string {
  return `${itemPath}?${REVIEW_OUTCOME_PARAM}=${REVIEW_OUTCOMES[outcome]}#resenas`
}

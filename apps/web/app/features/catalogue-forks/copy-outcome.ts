/**
 * The fork and duplicate posted without JavaScript (decision 076): where they land, and what the
 * address then says (decision 037: the outcome survives the redirect).
 */

/** `?hecho=` on a catalogue's page after a fork: the copy's page, or the origin's on failure. */
export const FORK_OUTCOMES = { forked: 'copiado', failed: 'no-copiado' } as const
export type ForkOutcome = keyof typeof FORK_OUTCOMES
export const FORK_PARAM = 'hecho'

/** The fork's mark `?hecho=` names, if any. */
export function forkOutcomeOf(mark: string | null): ForkOutcome | null {
  if (mark === FORK_OUTCOMES.forked) return 'forked'
  if (mark === FORK_OUTCOMES.failed) return 'failed'
  return null
}

const catalogue = (base: string, slug: string) => `${base}/catalogos/${encodeURIComponent(slug)}`

/** The copy in the viewer's shop (addressed by path, as the fork's link with JavaScript is). */
export function forkedPath(target: string, slug: string) {
  return `${catalogue(`/${encodeURIComponent(target)}`, slug)}?${FORK_PARAM}=${FORK_OUTCOMES.forked}`
}

/** Back to the catalogue that was to be forked, with the failure. */
export function forkFailedPath(base: string, slug: string) {
  return `${catalogue(base, slug)}?${FORK_PARAM}=${FORK_OUTCOMES.failed}`
}

/** The duplicate form's page. */
export function duplicatePagePath(base: string, slug: string) {
  return `${catalogue(base, slug)}/duplicar`
}

/** Why the duplicate form's page shows again: a refused name ('Invalid name', 001 §5) or another failure. */
export type DuplicateError = 'name' | 'failed'
const DUPLICATE_ERRORS = { name: 'nombre', failed: 'fallo' } as const

/** The form's page again after a refusal, with the name that was sent (so it is not typed twice). */
export function duplicateRefusedPath(base: string, slug: string, name: string, error: DuplicateError) {
  const query = new URLSearchParams({ nombre: name, error: DUPLICATE_ERRORS[error] })
  return `${duplicatePagePath(base, slug)}?${query}`
}

/** What the form's page address says: the refusal and the name to show again. */
export function duplicateAnswerOf(query: URLSearchParams, max: number) {
  const mark = query.get('error')
  const error: DuplicateError | null =
    mark === DUPLICATE_ERRORS.name ? 'name' : mark === DUPLICATE_ERRORS.failed ? 'failed' : null
  const name = query.get('nombre')
  return { error, name: error && name !== null ? name.slice(0, max) : null }
}

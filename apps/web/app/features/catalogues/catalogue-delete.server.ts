import { type RouterContextProvider, redirect } from 'react-router'
import { createApi } from '../../lib/api.server'

/** What `/catalogos?hecho=…` says after a deletion (decision 037: the outcome survives the redirect). */
export const DELETE_OUTCOMES = { deleted: 'eliminado', failed: 'no-eliminado' } as const
export type DeleteOutcome = keyof typeof DELETE_OUTCOMES

/** The outcome `?hecho=` names, if any. */
export function deleteOutcomeOf(mark: string | null): DeleteOutcome | null {
  if (mark === DELETE_OUTCOMES.deleted) return 'deleted'
  if (mark === DELETE_OUTCOMES.failed) return 'failed'
  return null
}

/**
 * DELETE /api/v1/shops/:slug/catalogues/:id with the form's `id`, then back to the list with the
 * outcome in `?hecho=`: the list shows it as a success or an error toast (000 §4) and has already
 * reloaded its catalogues and count. One path for the page's deletion after its undo window and
 * for the confirmation page's form without JavaScript.
 */
export async function deleteCatalogue(
  request: Request,
  context: Readonly<RouterContextProvider>,
  slug: string,
  base: string,
) {
  const form = await request.formData()
  const id = form.get('id')
  const result =
    typeof id === 'string' && id.length > 0 && id.length <= 100
      ? await createApi(request, context).send(
          'DELETE',
          `/api/v1/shops/${encodeURIComponent(slug)}/catalogues/${encodeURIComponent(id)}`,
          undefined,
        )
      : null
  const outcome = result?.ok ? DELETE_OUTCOMES.deleted : DELETE_OUTCOMES.failed
  return redirect(`${base}/catalogos?hecho=${outcome}`)
}

import { CATALOGUE_NAME_MAX } from '@tianguis/core/constants'
import { campaignLink, catalogueForkResult } from '@tianguis/core/contracts/catalogue-forks'
import { catalogue } from '@tianguis/core/contracts/catalogues'
import { listOf } from '@tianguis/core/contracts/common'
import { publicItem } from '@tianguis/core/contracts/items'
import { type RouterContextProvider, redirect } from 'react-router'
import { createApi } from '../../lib/api.server'
import { duplicateRefusedPath, forkedPath, forkFailedPath } from './copy-outcome'
import type { ForkAnswer, ForkedProducts } from './fork-answers'

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/
const ID = /^[A-Za-z0-9_-]{1,100}$/
const field = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}
const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/')

/**
 * The catalogue page's fork, duplicate and share posts (decision 070), each one API call with the
 * viewer's session (the API checks their rights): fork into the viewer's shop `target`, duplicate
 * this shop's catalogue under a new name (then open it), or get its campaign link.
 *
 * The controls' fetchers send `reply=data` and get data back. A plain form post (without
 * JavaScript, or pressed before the page's code ran; decision 076) gets a redirect instead: a fork
 * to the copy in the viewer's shop (or back here) with the outcome as a toast, a refused duplicate
 * to the form's page with the name and the refusal.
 */
export async function catalogueCopyAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  slug: string,
  base: string,
  catalogueSlug: string,
): Promise<ForkAnswer | Response> {
  const form = await request.formData()
  const api = createApi(request, context)
  const intent = field(form, 'intent')
  const id = field(form, 'id')
  const fetcher = field(form, 'reply') === 'data'
  const forkFailed = () =>
    fetcher ? ({ intent: 'failed' } as const) : redirect(forkFailedPath(base, catalogueSlug))
  if (intent === 'fork') {
    const target = field(form, 'target')
    if (!ID.test(id) || !SLUG.test(target)) return forkFailed()
    const result = await api.send(
      'POST',
      `/api/v1/shops/${path(target)}/catalogue-forks`,
      { origin_id: id },
      catalogueForkResult,
    )
    if (!result.ok) return forkFailed()
    if (!fetcher) return redirect(forkedPath(target, result.data.catalogue.slug))
    return { intent: 'fork', result: result.data, target }
  }
  // Nothing a page of ours sends: a plain post goes back to the catalogue.
  const nothing = () =>
    fetcher
      ? ({ intent: 'failed' } as const)
      : redirect(`${base}/catalogos/${encodeURIComponent(catalogueSlug)}`)
  if (!ID.test(id)) return nothing()
  if (intent === 'duplicate') {
    const name = field(form, 'name')
    const result = await api.send(
      'POST',
      `/api/v1/shops/${path(slug, 'catalogues', id, 'duplicate')}`,
      { name },
      catalogue,
      { idempotencyKey: field(form, 'key') || null },
    )
    if (result.ok) return redirect(`${base}/catalogos/${encodeURIComponent(result.data.slug)}`)
    const invalidName = result.status === 400
    if (!fetcher) {
      const error = invalidName ? 'name' : 'failed'
      return redirect(duplicateRefusedPath(base, catalogueSlug, name.slice(0, CATALOGUE_NAME_MAX + 1), error))
    }
    return { intent: 'duplicate-failed', invalidName }
  }
  if (intent === 'share') {
    const result = await api.send(
      'POST',
      `/api/v1/shops/${path(slug, 'catalogues', id, 'campaign-link')}`,
      {},
      campaignLink,
    )
    return result.ok ? { intent: 'share', link: result.data } : { intent: 'share-failed' }
  }
  return nothing()
}

/** The forked catalogue's first products (001 §4: fetched after the 'forking' state), by its owner's ref. */
export async function forkedProducts(
  request: Request,
  context: Readonly<RouterContextProvider>,
  ref: string,
  catalogueId: string,
): Promise<ForkedProducts> {
  if (!ID.test(ref) || !ID.test(catalogueId)) return { names: [], total: 0 }
  const result = await createApi(request, context).get(
    `/api/v1/public/referral/${path(ref, 'catalogues', catalogueId, 'products')}`,
    listOf(publicItem),
    { limit: 10 },
  )
  return result.ok
    ? { names: result.data.results.map((item) => item.name), total: result.data.matches_estimated }
    : { names: [], total: 0 }
}

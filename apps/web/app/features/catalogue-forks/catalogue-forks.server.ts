import { campaignLink, catalogueForkResult } from '@tianguis/core/contracts/catalogue-forks'
import { catalogue } from '@tianguis/core/contracts/catalogues'
import { listOf } from '@tianguis/core/contracts/common'
import { publicItem } from '@tianguis/core/contracts/items'
import { type RouterContextProvider, redirect } from 'react-router'
import { createApi } from '../../lib/api.server'
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
 */
export async function catalogueCopyAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  slug: string,
  base: string,
): Promise<ForkAnswer | Response> {
  const form = await request.formData()
  const api = createApi(request, context)
  const intent = field(form, 'intent')
  const id = field(form, 'id')
  if (!ID.test(id)) return { intent: 'failed' }
  if (intent === 'fork') {
    const target = field(form, 'target')
    if (!SLUG.test(target)) return { intent: 'failed' }
    const result = await api.send(
      'POST',
      `/api/v1/shops/${path(target)}/catalogue-forks`,
      { origin_id: id },
      catalogueForkResult,
    )
    return result.ok ? { intent: 'fork', result: result.data, target } : { intent: 'failed' }
  }
  if (intent === 'duplicate') {
    const result = await api.send(
      'POST',
      `/api/v1/shops/${path(slug, 'catalogues', id, 'duplicate')}`,
      { name: field(form, 'name') },
      catalogue,
      { idempotencyKey: field(form, 'key') || null },
    )
    if (result.ok) return redirect(`${base}/catalogos/${encodeURIComponent(result.data.slug)}`)
    return { intent: 'duplicate-failed', invalidName: result.status === 400 }
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
  return { intent: 'failed' }
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

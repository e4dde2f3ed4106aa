import { SHOP_LIST_PAGE_SIZE } from '@tianguis/core/constants'
import { listOf } from '@tianguis/core/contracts/common'
import { ownItem } from '@tianguis/core/contracts/items'
import { ITEM_TYPES } from '@tianguis/core/items'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { createApi } from '../../lib/api.server'
import { pageParam } from '../../lib/page-param'
import { baseFor } from '../shop/shop.server'
import type { OwnItemPage } from './own-item-list'
import { type Done, doneOf, supplierPaths } from './paths'
import { toLogin } from './supplier.server'

type Context = Readonly<RouterContextProvider>
const ownItems = listOf(ownItem)

/**
 * /apps/me/products: one page (10, as the spec's shop lists) of the viewer's items in every
 * state from GET /api/v1/me/items, optionally of one `type`. Anonymous visitors go to log in.
 */
export async function loadOwnItems(request: Request, context: Context, paramShop: string | undefined) {
  const base = baseFor(paramShop, context)
  const url = new URL(request.url)
  const type = ITEM_TYPES.find((t) => t === url.searchParams.get('type')) ?? null
  const page = pageParam(url, 1000)
  const result = await createApi(request, context).get('/api/v1/me/items', ownItems, {
    type: type ?? undefined,
    // What was just created or changed comes first, so it is in view after the form (decision 021).
    sort: '-updated_at',
    offset: (page - 1) * SHOP_LIST_PAGE_SIZE,
    limit: SHOP_LIST_PAGE_SIZE,
  })
  if (!result.ok) {
    if (result.status === 401) throw toLogin(request, base)
    throw new Error(`GET /api/v1/me/items answered ${result.status} ${result.error.code}`)
  }
  const list: OwnItemPage = { ...result.data, page, pageSize: SHOP_LIST_PAGE_SIZE, type }
  return { base, list, done: doneOf(url.searchParams.get('hecho')) }
}

const CHANGES = {
  hide: { body: { hiden: true }, done: 'oculto' },
  show: { body: { hiden: false }, done: 'visible' },
  publish: { body: { list_state: 'published' }, done: 'publicado' },
  unpublish: { body: { list_state: 'unpublished' }, done: 'despublicado' },
} as const satisfies Record<string, { body: object; done: Done }>

/**
 * A row's hide/show or publish/unpublish button: PATCH /api/v1/me/items/:id with that one
 * field, then back to the same page saying what was done. Each button sets a value (not a
 * toggle), so sending the form twice changes nothing more.
 */
export async function changeOwnItem(request: Request, context: Context, paramShop: string | undefined) {
  const base = baseFor(paramShop, context)
  const form = await request.formData()
  const intent = form.get('intent')
  const id = form.get('id')
  const change =
    typeof intent === 'string' && Object.hasOwn(CHANGES, intent)
      ? CHANGES[intent as keyof typeof CHANGES]
      : null
  if (!change || typeof id !== 'string' || id === '') return data({ failure: null }, { status: 400 })
  const result = await createApi(request, context).send(
    'PATCH',
    `/api/v1/me/items/${encodeURIComponent(id)}`,
    change.body,
    ownItem,
  )
  if (!result.ok) {
    if (result.status === 401) throw toLogin(request, base)
    return data({ failure: result.error.message }, { status: result.status })
  }
  // Back to the same page of the list (its kind and page), saying what was done.
  const from = new URL(request.url).searchParams
  const back = new URLSearchParams()
  for (const key of ['type', 'page']) {
    const value = from.get(key)
    if (value) back.set(key, value)
  }
  back.set('hecho', change.done)
  return redirect(`${supplierPaths.list(base)}?${back}`)
}

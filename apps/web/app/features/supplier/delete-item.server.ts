import { ownItem } from '@tianguis/core/contracts/items'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { createApi } from '../../lib/api.server'
import { baseFor } from '../shop/shop.server'
import { supplierPaths } from './paths'
import { toLogin } from './supplier.server'

type Context = Readonly<RouterContextProvider>

export type DeleteLoad = { found: true; base: string; name: string } | { found: false; base: string }

/** The confirmation page: GET /api/v1/me/items/:id for its name; another user's item is not found (404). */
export async function loadDeleteConfirm(
  request: Request,
  context: Context,
  paramShop: string | undefined,
  id: string,
) {
  const base = baseFor(paramShop, context)
  const result = await createApi(request, context).get(`/api/v1/me/items/${encodeURIComponent(id)}`, ownItem)
  if (result.ok) return data<DeleteLoad>({ found: true, base, name: result.data.name })
  if (result.status === 401) throw toLogin(request, base)
  if (result.status === 404) return data<DeleteLoad>({ found: false, base }, { status: 404 })
  throw new Error(`GET /api/v1/me/items/:id answered ${result.status} ${result.error.code}`)
}

/** Confirmed: DELETE /api/v1/me/items/:id, then back to the list saying so. */
export async function deleteItem(
  request: Request,
  context: Context,
  paramShop: string | undefined,
  id: string,
) {
  const base = baseFor(paramShop, context)
  const result = await createApi(request, context).send(
    'DELETE',
    `/api/v1/me/items/${encodeURIComponent(id)}`,
    undefined,
  )
  if (result.ok) return redirect(`${supplierPaths.list(base)}?hecho=eliminado`)
  if (result.status === 401) throw toLogin(request, base)
  return data({ failure: result.error.message, notFound: result.status === 404 }, { status: result.status })
}

import {
  canceledOrder,
  type OrderCancellation,
  orderCancellation,
} from '@tianguis/core/contracts/order-cancel'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { createApi } from '../../lib/api.server'
import { addressingFor } from '../shop/shop.server'
import { toLogin } from '../supplier/supplier.server'
import { CANCEL_OUTCOMES } from './cancel-outcomes'

type Context = Readonly<RouterContextProvider>

/** Whose form: the customer's own purchase, or the shop's sale (its owner and admins). */
export type CancelAudience = 'customer' | 'seller'

/** What the form shows again after a refused cancellation: the values sent and a message per field. */
export interface CancelFormValues {
  reason: string
  description: string
  message: string
}
export interface CancelFormAnswer {
  values: CancelFormValues
  /** `reason`, `description`, `message`, or `_` for the whole form. */
  errors: Record<string, string>
}

export type CancelLoad =
  | { found: true; audience: CancelAudience; base: string; order: OrderCancellation }
  | { found: false; base: string }

/** The API and page addresses of one order's cancellation, or null (a seller's form off any shop). */
function addressesOf(audience: CancelAudience, paramShop: string | undefined, context: Context, id: string) {
  const { slug, base } = addressingFor(paramShop, context)
  const order = encodeURIComponent(id)
  if (audience === 'customer') {
    // 002 §2: after a cancellation the customer "goes to the orders list", /shopping-cart/orders.
    return { base, api: `/api/v1/me/orders/${order}`, list: `${base}/shopping-cart/orders` }
  }
  if (slug === null) return null
  return {
    base,
    api: `/api/v1/shops/${encodeURIComponent(slug)}/orders/${order}`,
    list: `${base}/admin/pedidos`,
  }
}

/**
 * The cancel form's order (GET …/cancellation): anonymous visitors go to log in; an order that is
 * not the viewer's (or a seller's form for someone without the shop's orders) is the 404 page.
 */
export async function loadCancellation(
  request: Request,
  context: Context,
  audience: CancelAudience,
  paramShop: string | undefined,
  id: string,
) {
  const at = addressesOf(audience, paramShop, context, id)
  const base = at?.base ?? addressingFor(paramShop, context).base
  if (!at) return data<CancelLoad>({ found: false, base }, { status: 404 })
  const result = await createApi(request, context).get(`${at.api}/cancellation`, orderCancellation)
  if (result.ok) return data<CancelLoad>({ found: true, audience, base, order: result.data })
  if (result.status === 401) throw toLogin(request, base)
  if (result.status === 404 || result.status === 403 || result.status === 400) {
    return data<CancelLoad>({ found: false, base }, { status: 404 })
  }
  throw new Error(`GET ${at.api}/cancellation answered ${result.status} ${result.error.code}`)
}

const field = (form: FormData, name: string) => {
  const value = form.get(name)
  // The API refuses anything over its limits; a page form never sends more than a little over them.
  return typeof value === 'string' ? value.slice(0, 2_000) : ''
}

/**
 * The form's post (POST …/cancel), then the orders list with the outcome (`?hecho=`, decision 037):
 * a flash toast there, whether or not the page ran JavaScript. A refusal shows the form again with
 * the API's message on its field — 'Requerido' for a missing reason or `other`'s description
 * (002 §8 "required only") — or above it (already canceled, not the viewer's to cancel).
 */
export async function submitCancellation(
  request: Request,
  context: Context,
  audience: CancelAudience,
  paramShop: string | undefined,
  id: string,
) {
  const at = addressesOf(audience, paramShop, context, id)
  if (!at) throw data(null, { status: 404 })
  const form = await request.formData()
  const values: CancelFormValues = {
    reason: field(form, 'reason'),
    description: field(form, 'description'),
    message: field(form, 'message'),
  }
  const result = await createApi(request, context).send(
    'POST',
    `${at.api}/cancel`,
    {
      reason: values.reason || null,
      description: values.description.trim() || null,
      message: values.message.trim() || null,
    },
    canceledOrder,
  )
  if (result.ok) {
    const outcome = result.data.refund === 'started' ? CANCEL_OUTCOMES.refunded : CANCEL_OUTCOMES.canceled
    return redirect(`${at.list}?hecho=${outcome}`)
  }
  if (result.status === 401) throw toLogin(request, at.base)
  const errors: Record<string, string> = { ...(result.error.fields ?? {}) }
  if (result.error.code === 'cancel_reason_required') errors.reason = result.error.message
  else if (result.error.code === 'cancel_description_required') errors.description = result.error.message
  if (Object.keys(errors).length === 0) errors._ = result.error.message
  return data<CancelFormAnswer>({ values, errors }, { status: result.status })
}

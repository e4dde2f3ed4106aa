import { ITEM_PHOTOS_MAX, UPLOAD_MAX_BYTES } from '@tianguis/core/constants'
import { ownItem } from '@tianguis/core/contracts/items'
import type { ItemType } from '@tianguis/core/items'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { translate } from '../../i18n/translate'
import { createApi } from '../../lib/api.server'
import { loadViewer } from '../../lib/viewer.server'
import { baseFor } from '../shop/shop.server'
import type { ItemFormState } from './form-state'
import { bodyFromValues, formFieldOf } from './item-body'
import { applyEdit, editOf, NEW_PHOTO_SLOTS } from './item-form-edits'
import { type ItemFormValues, newItemValues, valuesFromForm, valuesFromItem } from './item-form-values'
import { supplierPaths } from './paths'
import { uploadNewPhotos } from './photo-uploads.server'
import { requestLocale, toLogin } from './supplier.server'

type Context = Readonly<RouterContextProvider>

/** A missing item (or another user's) answers the not-found page, with 404. */
export type ItemFormLoad =
  | { found: true; base: string; type: ItemType; name: string | null; state: ItemFormState }
  | { found: false; base: string }

/** The form's posted body is at most its text and three photos of 4,000,000 bytes each. */
export const MAX_FORM_BYTES = NEW_PHOTO_SLOTS * UPLOAD_MAX_BYTES + 512 * 1024

const fresh = (values: ItemFormValues, idempotencyKey: string | null): ItemFormState => ({
  values,
  errors: {},
  message: null,
  revision: 0,
  idempotencyKey,
})

/** The key a create form posted, when it looks like one the loader made (a UUID). */
function postedKey(form: FormData): string | null {
  const key = form.get('idempotency_key')
  return typeof key === 'string' && /^[0-9a-f-]{36}$/.test(key) ? key : null
}

/** A create page: logged-in users only (GET /api/v1/me), with the API's defaults. */
export async function loadNewItem(
  request: Request,
  context: Context,
  paramShop: string | undefined,
  type: ItemType,
) {
  const base = baseFor(paramShop, context)
  const viewer = await loadViewer(createApi(request, context))
  if (viewer.anonymous) throw toLogin(request, base)
  return {
    found: true,
    base,
    type,
    name: null,
    state: fresh(newItemValues(requestLocale(request)), crypto.randomUUID()),
  } satisfies ItemFormLoad
}

/** An edit page: GET /api/v1/me/items/:id; another user's item is not found (404). */
export async function loadItemForEdit(
  request: Request,
  context: Context,
  paramShop: string | undefined,
  id: string,
) {
  const base = baseFor(paramShop, context)
  const result = await createApi(request, context).get(`/api/v1/me/items/${encodeURIComponent(id)}`, ownItem)
  if (result.ok) {
    const item = result.data
    const state = fresh(valuesFromItem(item, requestLocale(request)), null)
    return data<ItemFormLoad>({ found: true, base, type: item.type, name: item.name, state })
  }
  if (result.status === 401) throw toLogin(request, base)
  if (result.status === 404) return data<ItemFormLoad>({ found: false, base }, { status: 404 })
  throw new Error(`GET /api/v1/me/items/:id answered ${result.status} ${result.error.code}`)
}

/** The action's answer: the form to show again, or (a body too large to read) a message over the stored form. */
export type ItemFormAction =
  | { notFound: true }
  | { notFound: false; state: ItemFormState }
  | { notFound: false; state: null; message: string }

/**
 * The item form's action (create when `id` is null, else update):
 * 1. new photos go to POST /api/v1/me/uploads and join the photo list;
 * 2. an `intent` other than saving (variant rows, photo order) hands the changed form back;
 * 3. the values become the API body (money as minor units, item-body.ts), then POST or PATCH
 *    /api/v1/me/items; success goes back to the list, a refusal hands back every value with the
 *    API's messages beside their fields.
 */
export async function saveItem(
  request: Request,
  context: Context,
  paramShop: string | undefined,
  target: { type: ItemType; id: null } | { id: string },
) {
  const base = baseFor(paramShop, context)
  const locale = requestLocale(request)
  const api = createApi(request, context)
  // An existing item keeps its kind: read it first (another user's item is not found).
  let type: ItemType
  if (target.id === null) type = target.type
  else {
    const stored = await api.get(`/api/v1/me/items/${encodeURIComponent(target.id)}`, ownItem)
    if (!stored.ok) {
      if (stored.status === 401) throw toLogin(request, base)
      if (stored.status === 404) return data<ItemFormAction>({ notFound: true }, { status: 404 })
      throw new Error(`GET /api/v1/me/items/:id answered ${stored.status} ${stored.error.code}`)
    }
    type = stored.data.type
  }
  // A form shown again is a new request to make: it gets a new key (the old one may hold a refusal).
  const answer = (state: Omit<ItemFormState, 'revision' | 'idempotencyKey'>, status = 400) =>
    data<ItemFormAction>(
      {
        notFound: false,
        state: {
          ...state,
          revision: Date.now(),
          idempotencyKey: target.id === null ? crypto.randomUUID() : null,
        },
      },
      { status },
    )

  const length = Number(request.headers.get('content-length'))
  if (!(length > 0 && length <= MAX_FORM_BYTES)) {
    const message = translate(locale, 'supplier.error.tooLarge')
    return data<ItemFormAction>({ notFound: false, state: null, message }, { status: 413 })
  }
  const form = await request.formData()
  let values = valuesFromForm(form)

  const uploaded = await uploadNewPhotos(api, form.getAll('new_photos'), values.photos, {
    rejected: translate(locale, 'supplier.photos.rejected'),
    limit: translate(locale, 'supplier.photos.limit', { max: ITEM_PHOTOS_MAX }),
  })
  if (!uploaded.ok) throw toLogin(request, base)
  values = { ...values, photos: uploaded.photos }
  const edit = editOf(form.get('intent'))
  if (edit) values = applyEdit(values, edit)
  if (Object.keys(uploaded.errors).length > 0) {
    return answer({ values, errors: uploaded.errors, message: null })
  }
  if (edit) return answer({ values, errors: {}, message: null }, 200)

  const body = bodyFromValues(values, type, locale, target.id === null)
  if (!body.ok) {
    const errors = Object.fromEntries(
      Object.entries(body.problems).map(([field, problem]) => [
        field,
        translate(locale, `supplier.error.${problem}`),
      ]),
    )
    return answer({ values, errors, message: null })
  }
  const result =
    target.id === null
      ? await api.send('POST', '/api/v1/me/items', body.body, ownItem, { idempotencyKey: postedKey(form) })
      : await api.send('PATCH', `/api/v1/me/items/${encodeURIComponent(target.id)}`, body.body, ownItem)
  if (result.ok) {
    return redirect(`${supplierPaths.list(base)}?hecho=${target.id === null ? 'creado' : 'guardado'}`)
  }
  if (result.status === 401) throw toLogin(request, base)
  if (result.status === 404) return data<ItemFormAction>({ notFound: true }, { status: 404 })
  const errors: Record<string, string> = {}
  for (const [field, message] of Object.entries(result.error.fields ?? {})) {
    errors[formFieldOf(field)] ??= message
  }
  return answer({ values, errors, message: result.error.message || null }, result.status)
}

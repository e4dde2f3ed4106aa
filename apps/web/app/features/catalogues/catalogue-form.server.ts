import { photoWithoutSuffix } from '@tianguis/core/catalogues'
import { catalogue } from '@tianguis/core/contracts/catalogues'
import { storedImage } from '@tianguis/core/contracts/media'
import { can } from '@tianguis/core/permissions'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { createApi } from '../../lib/api.server'
import { shopOnce } from '../sections/shop-once.server'

/** What the form shows again after a refused save: the values sent and a message per field. */
export interface CatalogueFormAnswer {
  values: { name: string; photo: string | null }
  errors: Record<string, string>
  /** The chosen photo could not be uploaded (001 §8): toast 'upload image error', photo cleared. */
  uploadFailed?: boolean
}

/** Is the viewer an admin of the shop (`shop.update`)? Only they get the form (anyone else 404). */
export async function isShopAdmin(request: Request, context: Readonly<RouterContextProvider>, slug: string) {
  const shop = await shopOnce(request, context, slug)
  return shop.ok && can(shop.data.viewer_roles, 'shop.update')
}

/**
 * Saves the catalogue form (001 §5): uploads a chosen photo first (POST /api/v1/me/uploads), then
 * creates (POST) or renames and re-photographs (PATCH) the catalogue, and goes back to the list.
 * A failed upload clears the photo and says 'upload image error' without saving; the API's
 * `invalid_name` shows its message ('Invalid name') on the name field; the slug never changes.
 */
export async function saveCatalogue(
  request: Request,
  context: Readonly<RouterContextProvider>,
  slug: string,
  base: string,
  existingId: string | null,
) {
  const form = await request.formData()
  const api = createApi(request, context)
  const name = String(form.get('name') ?? '')
  const kept = String(form.get('photo') ?? '')
  let photo: string | null = kept ? photoWithoutSuffix(kept) : null
  const file = form.get('photo_file')
  if (file instanceof File && (file.size > 0 || file.name !== '')) {
    const uploaded = await api.upload('/api/v1/me/uploads', 'image', file, storedImage)
    if (!uploaded.ok) {
      return data<CatalogueFormAnswer>(
        { values: { name, photo: null }, errors: {}, uploadFailed: true },
        { status: uploaded.status === 401 ? 401 : 400 },
      )
    }
    photo = uploaded.data.url
  }
  const path = `/api/v1/shops/${encodeURIComponent(slug)}/catalogues`
  const key = form.get('idempotency_key')
  const result = existingId
    ? await api.send('PATCH', `${path}/${encodeURIComponent(existingId)}`, { name, photo }, catalogue)
    : await api.send('POST', path, { name, photo }, catalogue, {
        idempotencyKey: typeof key === 'string' && key.length <= 100 ? key : null,
      })
  if (result.ok) return redirect(`${base}/catalogos`)
  const errors: Record<string, string> = { ...(result.error.fields ?? {}) }
  // 001 §5, §8: the server's refusal of a name shows on the name field as 'Invalid name'.
  if (result.error.code === 'invalid_name') errors.name = result.error.message
  if (Object.keys(errors).length === 0) errors._ = result.error.message
  return data<CatalogueFormAnswer>({ values: { name, photo }, errors }, { status: result.status })
}

import { ITEM_PHOTOS_MAX } from '@tianguis/core/constants'
import { storedImage } from '@tianguis/core/contracts/media'
import type { Api } from '../../lib/api.server'
import { photoProblem } from './upload-check'

export type UploadOutcome =
  | { ok: true; photos: string[]; errors: Record<string, string> }
  | { ok: false; status: 401 }

/**
 * Sends each chosen file of the form's `new_photos` inputs to POST /api/v1/me/uploads, one at a
 * time, and adds the stored image to the end of `photos` (an upload already there is not added
 * twice). A refused file gets the API's message (the spec's, in the visitor's language) under
 * `new_photos.{n}`; one the page can already tell is wrong gets `rejected` without a call.
 */
export async function uploadNewPhotos(
  api: Api,
  files: FormDataEntryValue[],
  photos: string[],
  messages: { rejected: string; limit: string },
): Promise<UploadOutcome> {
  const kept = [...photos]
  const errors: Record<string, string> = {}
  for (const [slot, file] of files.entries()) {
    if (!(file instanceof File) || (file.size === 0 && file.name === '')) continue
    const field = `new_photos.${slot}`
    if (kept.length >= ITEM_PHOTOS_MAX) {
      errors[field] = messages.limit
      continue
    }
    if (photoProblem(file) !== null) {
      errors[field] = messages.rejected
      continue
    }
    const result = await api.upload('/api/v1/me/uploads', 'image', file, storedImage)
    if (result.ok) {
      if (!kept.includes(result.data.url)) kept.push(result.data.url)
    } else if (result.status === 401) {
      return { ok: false, status: 401 }
    } else {
      errors[field] = result.error.message || messages.rejected
    }
  }
  return { ok: true, photos: kept, errors }
}

import { UPLOAD_IMAGE_EXTENSIONS, UPLOAD_MAX_BYTES } from '@tianguis/core/constants'

/**
 * The checks a photo can get before it is sent (001 §5: jpg, jpeg, png or svg, at most
 * 4,000,000 bytes, one file). The browser runs them as soon as a file is chosen; the page's
 * action runs them again; the API checks the content itself (decision 017).
 */
export const PHOTO_ACCEPT = UPLOAD_IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',')

export function photoProblem(file: { name: string; size: number }): 'type' | 'size' | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? ''
  if (!file.name.includes('.') || !(UPLOAD_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) {
    return 'type'
  }
  if (file.size === 0 || file.size > UPLOAD_MAX_BYTES) return 'size'
  return null
}

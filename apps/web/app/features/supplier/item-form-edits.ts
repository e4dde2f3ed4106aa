import { ITEM_PHOTOS_MAX, ITEM_VARIANTS_MAX } from '@tianguis/core/constants'
import type { ItemFormValues } from './item-form-values'

/**
 * Changes to the form that are not a save: adding or removing a variant row, and ordering or
 * removing photos. Without JavaScript each is a submit button (`intent`), and the action hands
 * the changed form back; with JavaScript the same edits run in the browser.
 */
export type FormEdit =
  | { kind: 'variant-add' }
  | { kind: 'variant-remove'; index: number }
  | { kind: 'photo-main' | 'photo-earlier' | 'photo-later' | 'photo-remove'; index: number }

const INDEXED = ['variant-remove', 'photo-main', 'photo-earlier', 'photo-later', 'photo-remove'] as const

/** The edit a submit button asked for ('photo-main:2', 'variant-add'), or null for a save. */
export function editOf(intent: unknown): FormEdit | null {
  if (intent === 'variant-add') return { kind: 'variant-add' }
  if (typeof intent !== 'string') return null
  const match = /^([a-z-]+):(\d{1,3})$/.exec(intent)
  const kind = INDEXED.find((k) => k === match?.[1])
  if (!match || !kind) return null
  return { kind, index: Number(match[2]) }
}

/** The intent value of a submit button for `edit`. */
export function intentOf(edit: FormEdit): string {
  return edit.kind === 'variant-add' ? edit.kind : `${edit.kind}:${edit.index}`
}

function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list]
  const next = [...list]
  const [entry] = next.splice(from, 1)
  next.splice(to, 0, entry as T)
  return next
}

/** The values after `edit`; an index out of range changes nothing. */
export function applyEdit(values: ItemFormValues, edit: FormEdit): ItemFormValues {
  const { photos, variants } = values
  switch (edit.kind) {
    case 'variant-add':
      return variants.length >= ITEM_VARIANTS_MAX
        ? values
        : { ...values, variants: [...variants, { name: '', value: '' }] }
    case 'variant-remove':
      return { ...values, variants: variants.filter((_, i) => i !== edit.index) }
    case 'photo-main':
      return { ...values, photos: move(photos, edit.index, 0) }
    case 'photo-earlier':
      return { ...values, photos: move(photos, edit.index, edit.index - 1) }
    case 'photo-later':
      return { ...values, photos: move(photos, edit.index, edit.index + 1) }
    case 'photo-remove':
      return { ...values, photos: photos.filter((_, i) => i !== edit.index) }
  }
}

/** How many new photos one submit can carry: three file inputs, fewer near the limit. */
export const NEW_PHOTO_SLOTS = 3
export function newPhotoSlots(photoCount: number): number {
  return Math.max(0, Math.min(NEW_PHOTO_SLOTS, ITEM_PHOTOS_MAX - photoCount))
}

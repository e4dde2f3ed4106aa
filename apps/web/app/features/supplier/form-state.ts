import type { ItemFormValues } from './item-form-values'

/**
 * What the item form shows: the values, the messages per field (already in the visitor's
 * language; keys are form field names, or `new_photos.{n}` for a file input) and a message for
 * the whole form. `revision` changes with every answer of the action, so the form starts again
 * from these values.
 */
export interface ItemFormState {
  values: ItemFormValues
  errors: Record<string, string>
  message: string | null
  revision: number
  /**
   * A create form's Idempotency-Key (decision 028), made when the form is rendered and posted
   * with it: sending the same form twice (a double click, a retry) creates one item. Every
   * answer of the action brings a new one; an edit form has none (its PATCH sets values).
   */
  idempotencyKey: string | null
}

/** The id of the control a field's error belongs to (the summary links to it). */
export function fieldAnchor(field: string): string {
  if (field.startsWith('new_photos.')) return `field-new_photos-${field.split('.')[1]}`
  if (field === 'variants') return 'field-variant_name-0'
  if (field === 'photos') return 'field-photos'
  return `field-${field}`
}

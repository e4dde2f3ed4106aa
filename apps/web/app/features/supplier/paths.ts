import type { ItemType } from '@tianguis/core/items'

/**
 * Where the supplier's item pages live under the shop's base ('' on the platform and on a
 * shop's own host): 001 §2 creation links, plus the list, edit and delete pages.
 */
export const supplierPaths = {
  list: (base: string) => `${base}/apps/me/products`,
  create: (base: string, type: ItemType) =>
    type === 'product'
      ? `${base}/apps/me/products/create`
      : type === 'service'
        ? `${base}/apps/me/products/services/create`
        : `${base}/apps/me/products/experiences/create`,
  edit: (base: string, id: string) => `${base}/apps/me/products/${encodeURIComponent(id)}/edit`,
  remove: (base: string, id: string) => `${base}/apps/me/products/${encodeURIComponent(id)}/delete`,
  /** The payment methods the supplier takes (decision 060). */
  paymentTypes: (base: string) => `${base}/apps/me/payment-types`,
}

/** What a redirect back to the list says was done (`?hecho=`). */
export const DONE = [
  'creado',
  'guardado',
  'eliminado',
  'oculto',
  'visible',
  'publicado',
  'despublicado',
] as const
export type Done = (typeof DONE)[number]

export function doneOf(value: string | null): Done | null {
  return DONE.find((done) => done === value) ?? null
}

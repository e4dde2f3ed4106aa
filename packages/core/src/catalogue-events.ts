/**
 * 001 §3 'Custom document events': what the catalogue's grid and dialogs announce on `document`,
 * so open lists refresh without a reload (decision 068). Kept apart from the zod contracts, so the
 * visitor's page that listens carries no schema code.
 */
export const CATALOGUE_EVENTS = { added: 'ADD_PRODUCT', deleted: 'DELETE_PRODUCT' } as const

export interface CatalogueEventDetail {
  catalogue_id: string
  product_ids: string[]
}

import { z } from 'zod'
import {
  CATALOGUE_PRODUCTS_PAGE_SIZE,
  DIALOG_PAGE_SIZE,
  LIST_MAX_LIMIT,
  LIST_MAX_OFFSET,
} from '../constants.ts'
import { publicItem, searchText } from './items.ts'

/**
 * A catalogue's contents (001 §2 "Catalogues", §4 "Catalogue product removal" and "Position
 * change", §7; decision 068): its items in the catalogue's own zero-based order, and the shop
 * admin's add, remove, move and position change.
 */

/** Most items one add or move names at once (our bound: a page of the grid is 30). */
export const CATALOGUE_BULK_MAX = 100

const offset = z.coerce.number().int().min(0).max(LIST_MAX_OFFSET).default(0)
const itemId = z.string().min(1).max(100)

/** `GET …/catalogues/:catalogue/products`: 30 a page (000 §9), an optional search text. */
export const catalogueProductsQuery = z.strictObject({
  offset,
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(CATALOGUE_PRODUCTS_PAGE_SIZE),
  text: searchText.optional(),
})
export type CatalogueProductsQuery = z.output<typeof catalogueProductsQuery>

/**
 * An item of a catalogue: the public item with `queue_position` its zero-based place in this
 * catalogue (not the supplier's own order).
 */
export const catalogueProduct = publicItem
export type CatalogueProduct = z.infer<typeof catalogueProduct>

/** The catalogue a product list is of: what its page shows of it. */
export const catalogueSummary = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
})
export type CatalogueSummary = z.infer<typeof catalogueSummary>

/** A page of a catalogue's products, with the catalogue itself (so its page costs one statement). */
export const catalogueProductPage = z.object({
  catalogue: catalogueSummary,
  results: z.array(catalogueProduct),
  matches_estimated: z.number().int().nonnegative(),
})
export type CatalogueProductPage = z.infer<typeof catalogueProductPage>

/** The add-products dialog's search (001 §9: dialogs 10 a page). */
export const catalogueCandidatesQuery = z.strictObject({
  offset,
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(DIALOG_PAGE_SIZE),
  text: searchText.optional(),
})
export type CatalogueCandidatesQuery = z.output<typeof catalogueCandidatesQuery>

/** An item the admin may put in the catalogue, and whether it is in already. */
export const catalogueCandidate = z.object({
  id: z.string(),
  name: z.string(),
  owner_id: z.string(),
  photo: z.string().nullable(),
  list_price: z.number().int().nullable(),
  currency: z.string(),
  is_dropshipping: z.boolean(),
  in_catalogue: z.boolean(),
})
export type CatalogueCandidate = z.infer<typeof catalogueCandidate>

/** 001 §7 'Add item to catalogue': `product_id`, or several at once (bulk add, `?cataloguesFilter`). */
export const catalogueAddBody = z
  .strictObject({
    product_id: itemId.optional(),
    product_ids: z.array(itemId).min(1).max(CATALOGUE_BULK_MAX).optional(),
    /**
     * The catalogue is one of the owner's that this shop does not show yet (the item page's
     * 'available' list, 000 §9; decision 078): show it here, last, in the same transaction.
     */
    show_in_store: z.literal(true).optional(),
  })
  .refine((body) => (body.product_id === undefined) !== (body.product_ids === undefined), {
    message: 'product_id or product_ids, not both',
    path: ['product_id'],
  })
export type CatalogueAdd = z.output<typeof catalogueAddBody>

/** What an add did: the ids now in the catalogue that were not before (the ADD_PRODUCT event's). */
export const catalogueAddResult = z.object({
  added: z.array(z.string()),
  /** The catalogue's item count after the add. */
  num_products: z.number().int().nonnegative(),
})
export type CatalogueAddResult = z.infer<typeof catalogueAddResult>

/** 001 §7 'Move products in catalogue': these items leave this catalogue for `catalogue_id`. */
export const catalogueMoveBody = z.strictObject({
  product_ids: z.array(itemId).min(1).max(CATALOGUE_BULK_MAX),
  catalogue_id: z.string().min(1).max(100),
})
export type CatalogueMove = z.output<typeof catalogueMoveBody>

export const catalogueMoveResult = z.object({ moved: z.array(z.string()) })

/** 001 §4 'Position change': the new zero-based place. */
export const cataloguePositionBody = z.strictObject({
  queue_position: z.number().int().min(0).max(LIST_MAX_OFFSET),
})

export const catalogueItemParams = z.strictObject({
  slug: z.string().min(1).max(100),
  id: z.string().min(1).max(100),
  itemId,
})

export const catalogueIdParams = z.strictObject({
  slug: z.string().min(1).max(100),
  id: z.string().min(1).max(100),
})

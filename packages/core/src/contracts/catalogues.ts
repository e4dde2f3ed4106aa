import { z } from 'zod'
import {
  AVAILABLE_CATALOGUES_DEFAULT_LIMIT,
  AVAILABLE_CATALOGUES_PRODUCT_PAGE_SIZE,
  CATALOGUE_DROPDOWN_PAGE_SIZE,
  CATALOGUE_NAME_MAX,
  LIST_MAX_LIMIT,
  LIST_MAX_OFFSET,
  SHOP_LIST_PAGE_SIZE,
} from '../constants.ts'
import { imageRef } from './banners.ts'

/**
 * A shop's catalogues (000 §3 Catalogue; 001 §3, §5): a named, ordered group of the shop's
 * items with an optional photo, reached at `/catalogos/{slug}`. Their contents, forking and
 * duplication come with the catalogues issue; this is the list, the page and the admin's
 * create, rename and delete.
 */
export const catalogue = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** The stored photo with its 8-character cache-busting suffix (`?v=…`, 001 §3), or null. */
  photo: z.string().nullable(),
  updated_at: z.string(),
  /** How many items it holds (000 §3: `catalogue_items`). */
  num_products: z.number().int().nonnegative(),
  /** 0–7, derived from the id (000 §3): the colour of its icon when it has no photo. */
  icon_color: z.number().int().min(0),
  /** When duplicated or forked: where it came from (001 §3). */
  origin_id: z.string().nullable(),
  origin_slug: z.string().nullable(),
})
export type Catalogue = z.infer<typeof catalogue>

/** 001 §5: a name only, required, at most 150 characters; an optional photo. */
export const catalogueCreateBody = z.strictObject({
  name: z.string().trim().min(1).max(CATALOGUE_NAME_MAX),
  photo: imageRef.nullable().default(null),
})
export type CatalogueCreate = z.output<typeof catalogueCreateBody>

export const catalogueUpdateBody = z
  .strictObject({
    name: z.string().trim().min(1).max(CATALOGUE_NAME_MAX),
    photo: imageRef.nullable(),
  })
  .partial()
export type CatalogueUpdate = z.output<typeof catalogueUpdateBody>

/**
 * The shop's catalogue list's orders: `position`, the shop's own (the strip), and `-updated_at`,
 * newest change first (001 §9: the item page's dropdown; decision 075).
 */
export const CATALOGUE_LIST_SORTS = ['position', '-updated_at'] as const
export type CatalogueListSort = (typeof CATALOGUE_LIST_SORTS)[number]

/** 001 §9: shop lists (catalogues among them) 10 at a time, in the shop's order unless `sort` says. */
export const catalogueListQuery = z.strictObject({
  offset: z.coerce.number().int().min(0).max(LIST_MAX_OFFSET).default(0),
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(SHOP_LIST_PAGE_SIZE),
  sort: z.enum(CATALOGUE_LIST_SORTS).default('position'),
})
export type CatalogueListQuery = z.output<typeof catalogueListQuery>

export const catalogueParams = z.strictObject({
  slug: z.string().min(1).max(100),
  catalogue: z.string().min(1).max(100),
})

/**
 * 000 §7, §9: the shop owner's catalogues the shop does not show, newest first; 5 by default, 30
 * a page in the store's picker, 50 on the product page (the most one page may ask for).
 */
export const availableCataloguesQuery = z.strictObject({
  offset: z.coerce.number().int().min(0).max(LIST_MAX_OFFSET).default(0),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(AVAILABLE_CATALOGUES_PRODUCT_PAGE_SIZE)
    .default(AVAILABLE_CATALOGUES_DEFAULT_LIMIT),
})

/** 001 §9: the viewer's own catalogues for the dropdown, 15 a page, newest first. */
export const ownCataloguesQuery = z.strictObject({
  offset: z.coerce.number().int().min(0).max(LIST_MAX_OFFSET).default(0),
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(CATALOGUE_DROPDOWN_PAGE_SIZE),
})

/** PUT …/catalogues/:id/shown: where the catalogue now is in the shop's order. */
export const catalogueShown = z.object({ id: z.string(), position: z.number().int().nonnegative() })

import { z } from 'zod'
import { CATALOGUE_NAME_MAX, LIST_MAX_LIMIT, LIST_MAX_OFFSET, SHOP_LIST_PAGE_SIZE } from '../constants.ts'
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
  photo: z.string().nullable(),
  updated_at: z.string(),
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

/** 001 §9: shop lists (catalogues among them) 10 at a time. */
export const catalogueListQuery = z.strictObject({
  offset: z.coerce.number().int().min(0).max(LIST_MAX_OFFSET).default(0),
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(SHOP_LIST_PAGE_SIZE),
})

export const catalogueParams = z.strictObject({
  slug: z.string().min(1).max(100),
  catalogue: z.string().min(1).max(100),
})

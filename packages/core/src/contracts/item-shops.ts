import { z } from 'zod'
import { SHOP_LIST_PAGE_SIZE } from '../constants.ts'
import { pageQuery } from './common.ts'

/**
 * The shops that sell one item (decision 052): where the platform's item page sends a buyer, since
 * a cart belongs to a shop (decisions 041, 042). Its supplier's own shops come first, then the
 * shops that resell it (`shop_items`), each by name; only shops whose section of the item's kind
 * is on, so every entry leads to a page that shows the item.
 */
export const itemShop = z.object({
  slug: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  /** The shop's own domain, when it has one (its pages live there). */
  canonical_url: z.string().nullable(),
  /** Owned by the item's supplier; otherwise the shop resells the item. */
  own: z.boolean(),
})
export type ItemShop = z.infer<typeof itemShop>

/** 10 shops a page, as the platform's other lists of shops. */
export const itemShopsQuery = pageQuery(SHOP_LIST_PAGE_SIZE)

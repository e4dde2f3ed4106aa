import { z } from 'zod'
import { LIST_MAX_OFFSET, PRODUCT_SUGGESTIONS_SIZE, RESALE_SORT } from '../constants.ts'
import { ITEM_TYPES } from '../items.ts'
import { publicItem, searchText } from './items.ts'

/** What reselling an item pays the viewer at their plan's rate, and the premium plan's offer. */
export const resaleQuote = z.object({
  item_id: z.string(),
  currency: z.string(),
  list_price: z.number().int(),
  /** 001 §6 'Buy by': list price − margin × rate. */
  buy_by: z.number().int(),
  /** margin × rate. */
  earn: z.number().int(),
  /** 001 §6 upgrade prompt: only with a professional plan; what its rate would earn. */
  upgrade: z.object({ plan_id: z.string(), plan_name: z.string(), earn: z.number().int() }).nullable(),
})
export type ResaleQuote = z.infer<typeof resaleQuote>

/** Items to resell (/apps/me/referral): the public item, its margin and the viewer's quote. */
export const resaleItem = publicItem.extend({
  contribution_margin: z.number().int(),
  quote: resaleQuote,
})
export type ResaleItem = z.infer<typeof resaleItem>

/** 001 §9: the resale lists page by 10. */
export const RESALE_ITEMS_PAGE_SIZE = 10
export const RESALE_ITEMS_MAX_LIMIT = 30

/**
 * 001 §7 products-to-resale: offset, limit 10, sort -contribution_margin (the only order), type,
 * text (over name, plain_description and tags), dssupplier (a supplier's user id).
 */
export const resaleItemsQuery = z.strictObject({
  offset: z.coerce.number().int().min(0).max(LIST_MAX_OFFSET).default(0),
  limit: z.coerce.number().int().min(1).max(RESALE_ITEMS_MAX_LIMIT).default(RESALE_ITEMS_PAGE_SIZE),
  sort: z.literal(RESALE_SORT).default(RESALE_SORT),
  type: z.enum(ITEM_TYPES).optional(),
  text: searchText.optional(),
  dssupplier: z.string().trim().min(1).max(100).optional(),
})
export type ResaleItemsQuery = z.output<typeof resaleItemsQuery>

/**
 * The reseller's search suggestions (001 §9 'product search suggestions 10'; decision 075): the
 * names of up to 10 items the list would show for the same text, type and supplier. No text: the
 * ten of largest margin.
 */
export const resaleSuggestionsQuery = z.strictObject({
  text: searchText.optional(),
  type: z.enum(ITEM_TYPES).optional(),
  dssupplier: z.string().trim().min(1).max(100).optional(),
})
export type ResaleSuggestionsQuery = z.output<typeof resaleSuggestionsQuery>
export const resaleSuggestions = z.object({
  results: z.array(z.object({ id: z.string(), name: z.string() })).max(PRODUCT_SUGGESTIONS_SIZE),
})
export type ResaleSuggestions = z.infer<typeof resaleSuggestions>

/** Quotes for up to 36 items at once (a page of cards), by id, comma separated. */
export const resaleQuotesQuery = z.strictObject({
  items: z
    .string()
    .trim()
    .min(1)
    .max(36 * 101)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(100)).min(1).max(36)),
})
export const resaleQuotes = z.object({ results: z.array(resaleQuote) })

import { z } from 'zod'
import {
  ITEM_DESCRIPTION_MAX,
  ITEM_NAME_MAX,
  ITEM_PHOTOS_MAX,
  ITEM_PRICE_MAX,
  ITEM_RETURN_LEGEND_MAX,
  ITEM_SORTS,
  ITEM_STOCK_MAX,
  ITEM_TAG_MAX,
  ITEM_TAGS_MAX,
  ITEM_VARIANT_TEXT_MAX,
  ITEM_VARIANTS_MAX,
  LIST_MAX_LIMIT,
  LIST_MAX_OFFSET,
  PRODUCT_SUGGESTIONS_SIZE,
  PRODUCTS_LIST_PAGE_SIZE,
  SEARCH_AUTOCOMPLETE_SIZE,
  SUPPLIERS_LIST_LIMIT,
} from '../constants.ts'
import {
  ITEM_MAIN_TYPES,
  ITEM_TYPES,
  LIST_STATES,
  RETURN_FEES,
  RETURN_POLICIES,
  RETURN_SHIPPING_LABELS,
  RETURN_TYPES,
  STOCK_TYPES,
} from '../items.ts'
import { safeUrl } from '../safe-url.ts'
import { SEARCH_TEXT_MAX } from '../search.ts'
import { ratingSummary } from './reviews.ts'

/**
 * Items: products, services and experiences (001 §3 Item and Return info; 002 §3 stock fields).
 * Amounts are integer minor units. The supplier manages their own items under `/me/items`;
 * shoppers read the public shape, which never carries `available` or `contribution_margin`
 * (quality.md 4).
 */

/** A photo: an absolute http(s) URL or a path under this site’s `/static/` or `/uploads/` (decision 017). The first is the main one. */
export const itemPhoto = safeUrl().regex(
  /^(?:https?:\/\/[^\s/]+(?:\/\S*)?|\/static\/(?!\S*\.\.)\S+|\/uploads\/[a-f0-9]{24}(?:-[a-z]+)?\.(?:webp|svg))$/,
)

const amount = z.number().int().min(0).max(ITEM_PRICE_MAX)
const variants = z
  .record(z.string().trim().min(1).max(ITEM_VARIANT_TEXT_MAX), z.string().trim().max(ITEM_VARIANT_TEXT_MAX))
  .refine((map) => Object.keys(map).length <= ITEM_VARIANTS_MAX, { message: 'too_many' })

const itemFields = {
  name: z.string().trim().min(1).max(ITEM_NAME_MAX),
  type: z.enum(ITEM_TYPES),
  main_type: z.enum(ITEM_MAIN_TYPES),
  slug: z
    .string()
    .max(80)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  photos: z.array(itemPhoto).max(ITEM_PHOTOS_MAX),
  list_price: amount,
  crossout_price: amount.nullable(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  hide_price: z.boolean(),
  is_free: z.boolean(),
  variants,
  plain_description: z.string().trim().max(ITEM_DESCRIPTION_MAX),
  tags: z.array(z.string().trim().min(1).max(ITEM_TAG_MAX)).max(ITEM_TAGS_MAX),
  stock_type: z.enum(STOCK_TYPES),
  available: z.number().int().min(0).max(ITEM_STOCK_MAX),
  max_purchase_amount: z.number().int().min(1).max(ITEM_STOCK_MAX).nullable(),
  disabled: z.boolean(),
  sold_out: z.boolean(),
  list_state: z.enum(LIST_STATES),
  hiden: z.boolean(),
  is_dropshipping: z.boolean(),
  contribution_margin: amount.nullable(),
  return_type: z.enum(RETURN_TYPES),
  return_policy: z.enum(RETURN_POLICIES),
  return_policy_legend: z.string().trim().max(ITEM_RETURN_LEGEND_MAX).nullable(),
  return_fees: z.enum(RETURN_FEES),
  return_shipping_label: z.enum(RETURN_SHIPPING_LABELS),
  /** Only when return_fees is `restocking_fees`, and then required (shown with 2 decimals). */
  restocking_fees: amount.nullable(),
  /** Only for experiences, and then required: ISO 8601 with an offset. */
  experience_date: z.iso.datetime({ offset: true }).nullable(),
  experience_available: z.number().int().min(0).max(ITEM_STOCK_MAX).nullable(),
  queue_position: z.number().int().min(0).max(1_000_000),
}

/**
 * A new item. Only name and type are required; slug defaults from the name, queue_position to
 * the end of the supplier's list. The dependent fields (experience_*, restocking_fees) are
 * checked with `settleDependentFields()` in `../items.ts`.
 */
export const itemCreateBody = z.strictObject({
  name: itemFields.name,
  type: itemFields.type,
  main_type: itemFields.main_type.default('business'),
  slug: itemFields.slug.optional(),
  photos: itemFields.photos.default([]),
  list_price: itemFields.list_price.default(0),
  crossout_price: itemFields.crossout_price.default(null),
  currency: itemFields.currency.default('MXN'),
  hide_price: itemFields.hide_price.default(false),
  is_free: itemFields.is_free.default(false),
  variants: itemFields.variants.default({}),
  plain_description: itemFields.plain_description.default(''),
  tags: itemFields.tags.default([]),
  stock_type: itemFields.stock_type.default('onstock'),
  available: itemFields.available.default(0),
  max_purchase_amount: itemFields.max_purchase_amount.default(null),
  disabled: itemFields.disabled.default(false),
  sold_out: itemFields.sold_out.default(false),
  list_state: itemFields.list_state.default('unpublished'),
  hiden: itemFields.hiden.default(false),
  is_dropshipping: itemFields.is_dropshipping.default(false),
  contribution_margin: itemFields.contribution_margin.default(null),
  return_type: itemFields.return_type.default('72hrs'),
  return_policy: itemFields.return_policy.default('common'),
  return_policy_legend: itemFields.return_policy_legend.default(null),
  return_fees: itemFields.return_fees.default('customer_all'),
  return_shipping_label: itemFields.return_shipping_label.default('inbox'),
  restocking_fees: itemFields.restocking_fees.optional(),
  experience_date: itemFields.experience_date.optional(),
  experience_available: itemFields.experience_available.optional(),
  queue_position: itemFields.queue_position.optional(),
})
export type ItemCreate = z.output<typeof itemCreateBody>

export const itemUpdateBody = z.strictObject(itemFields).partial()
export type ItemUpdate = z.output<typeof itemUpdateBody>

export const itemIdParams = z.strictObject({ id: z.string().min(1).max(100) })
export const shopItemParams = z.strictObject({
  slug: z.string().min(1).max(100),
  id: z.string().min(1).max(100),
})

/**
 * Search text (decision 020): trimmed, at most 100 characters; an empty text is no search.
 * Lower-casing, accent folding and stemming happen in the search itself.
 */
export const searchText = z.string().trim().max(SEARCH_TEXT_MAX)

const offset = z.coerce.number().int().min(0).max(LIST_MAX_OFFSET).default(0)
const limit = z.coerce.number().int().min(1).max(LIST_MAX_LIMIT)

/**
 * List query (001 §7 shop products): paging, the kind of item, an optional search text and
 * the order. The default page size depends on the type (36 products and experiences, 18
 * services, 001 §9), so `limit` has no default here: `defaultItemLimit()` fills it in. Without
 * `sort`, a search is ordered by relevance and a plain list by queue_position (001 §4).
 */
export const itemListQuery = z.strictObject({
  offset,
  limit: limit.optional(),
  type: z.enum(ITEM_TYPES).default('product'),
  q: searchText.optional(),
  sort: z.enum(ITEM_SORTS).optional(),
})
export type ItemListQuery = z.output<typeof itemListQuery>

/** The supplier's own list: every state, optionally one type. */
export const ownItemListQuery = itemListQuery.extend({
  type: z.enum(ITEM_TYPES).optional(),
  /** The supplier's own list also sorts by the last change, newest first (decision 021). */
  sort: z.enum([...ITEM_SORTS, '-updated_at']).optional(),
})
export type OwnItemListQuery = z.output<typeof ownItemListQuery>

/**
 * What shoppers receive, for cards and the detail page. The price is null when the supplier
 * hides it; `sold_out` folds in an on-stock item with no units left; `concluded` marks a past
 * experience (001 §4).
 */
export const publicItem = z.object({
  id: z.string(),
  owner_id: z.string(),
  name: z.string(),
  type: itemFields.type,
  main_type: itemFields.main_type,
  slug: z.string(),
  photos: z.array(z.string()),
  list_price: z.number().int().nullable(),
  crossout_price: z.number().int().nullable(),
  currency: z.string(),
  hide_price: z.boolean(),
  is_free: z.boolean(),
  variants: z.record(z.string(), z.string()),
  plain_description: z.string(),
  tags: z.array(z.string()),
  stock_type: itemFields.stock_type,
  max_purchase_amount: z.number().int().nullable(),
  sold_out: z.boolean(),
  is_dropshipping: z.boolean(),
  return_type: itemFields.return_type,
  return_policy: itemFields.return_policy,
  return_policy_legend: z.string().nullable(),
  return_fees: itemFields.return_fees,
  return_shipping_label: itemFields.return_shipping_label,
  restocking_fees: z.number().int().nullable(),
  experience_date: z.string().nullable(),
  experience_available: z.number().int().nullable(),
  queue_position: z.number().int(),
  concluded: z.boolean(),
  /**
   * Only in the shop owner's own view of their shop list (so the page can dim unpublished
   * and hidden items, 001 §2/§4); never sent to anyone else.
   */
  list_state: itemFields.list_state.optional(),
  hiden: z.boolean().optional(),
  /**
   * For a signed-in viewer with a shop to resell the item in (decisions 066, 069): whether the
   * shop they administer and are looking at resells it, else whether their own shop does. Absent
   * for visitors and for that shop's owner's own items.
   */
  in_store: z.boolean().optional(),
})
export type PublicItem = z.infer<typeof publicItem>

/** Who publishes an item, as shoppers see them (001 §3 Supplier: id, name, image). */
export const supplierSummary = z.object({ id: z.string(), name: z.string(), image: z.string().nullable() })
export type SupplierSummary = z.infer<typeof supplierSummary>

/**
 * An item's detail page: the public item, its supplier and its rating (the average of its reviews
 * and their count; decision 084). Its supplier may open it unpublished or hidden (a preview): then
 * `list_state` and `hiden` come along, as in their own shop list.
 */
export const publicItemDetail = publicItem.extend({ supplier: supplierSummary, rating: ratingSummary })
export type PublicItemDetail = z.infer<typeof publicItemDetail>

/** What the supplier receives for their own items: everything, stock and margin included. */
export const ownItem = publicItem.extend({
  list_price: z.number().int(),
  crossout_price: z.number().int().nullable(),
  available: z.number().int(),
  contribution_margin: z.number().int().nullable(),
  disabled: z.boolean(),
  list_state: itemFields.list_state,
  hiden: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type OwnItem = z.infer<typeof ownItem>

/**
 * Platform-wide search over every supplier's published items (/products, /marketplace,
 * /red-comercial): optional text, type and supplier (a user id); 36 per page by default.
 */
export const itemSearchQuery = z.strictObject({
  q: searchText.optional(),
  type: z.enum(ITEM_TYPES).optional(),
  supplier: z.string().trim().min(1).max(100).optional(),
  offset,
  limit: limit.default(PRODUCTS_LIST_PAGE_SIZE),
})
export type ItemSearchQuery = z.output<typeof itemSearchQuery>

/** Search-box suggestions as the visitor types; `shop` (a slug) keeps them to that shop's items. */
export const itemSuggestionsQuery = z.strictObject({
  q: searchText.min(1),
  type: z.enum(ITEM_TYPES).optional(),
  shop: z.string().trim().min(1).max(100).optional(),
})
export type ItemSuggestionsQuery = z.output<typeof itemSuggestionsQuery>

/** 001 §9: search autocompletion 5, product search suggestions 10. */
export const itemSuggestions = z.object({
  completions: z.array(z.string()).max(SEARCH_AUTOCOMPLETE_SIZE),
  items: z.array(publicItem).max(PRODUCT_SUGGESTIONS_SIZE),
})
export type ItemSuggestions = z.infer<typeof itemSuggestions>

/** 001 §7 `GET public/dssuppliers`: offset, limit (30, also the most), text on the name. */
export const supplierListQuery = z.strictObject({
  text: searchText.optional(),
  offset,
  limit: z.coerce.number().int().min(1).max(SUPPLIERS_LIST_LIMIT).default(SUPPLIERS_LIST_LIMIT),
})
export type SupplierListQuery = z.output<typeof supplierListQuery>

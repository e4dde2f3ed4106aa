import { z } from 'zod'
import { LIST_MAX_LIMIT } from '../constants.ts'

/**
 * A shop's resold items (001 §4, §7 "add to shop / remove from shop"; decisions 066, 069): another
 * supplier's item added to or removed from the shop by its admin, and which of a list's items the
 * shop already sells, in one call (as 001 §7's franchises `instore` check).
 */

const id = z.string().min(1).max(100)

export const resoldItemParams = z.strictObject({ slug: id, itemId: id })
export type ResoldItemParams = z.output<typeof resoldItemParams>

/** The item's state in the shop after an add. */
export const resoldItem = z.object({ item_id: z.string(), in_store: z.boolean() })
export type ResoldItem = z.infer<typeof resoldItem>

/** A list's item ids, each once at most; as many as a list page holds. */
export const inStoreBody = z.strictObject({
  item_ids: z.array(id).min(1).max(LIST_MAX_LIMIT),
})
export type InStoreBody = z.output<typeof inStoreBody>

/** Every asked id → whether the shop resells it (`shop_items`; its owner's own items are not resold). */
export const inStoreAnswer = z.object({ results: z.record(z.string(), z.boolean()) })
export type InStoreAnswer = z.infer<typeof inStoreAnswer>

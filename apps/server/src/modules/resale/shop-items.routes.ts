import {
  inStoreAnswer,
  inStoreBody,
  resoldItem,
  resoldItemParams,
} from '@tianguis/core/contracts/resale-shop'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { addToShop } from '../../flows/add-to-shop.ts'
import { route } from '../../http/route.ts'
import { removeShopItem, resoldAmong } from './shop-items.service.ts'

const manage = { kind: 'shop', action: 'shop.update' } as const
const TAGS = ['resale']
const slugParams = z.strictObject({ slug: z.string().min(1).max(100) })

/**
 * A shop's resold items (001 §4, §7; decision 069): its admin adds another supplier's item or
 * removes it, and asks which of a list's items the shop resells. Another shop's admin, a customer
 * or a guest gets 404 (conventions 11), staff without `shop.update` 403.
 */
export function shopItemsRoutes(app: FastifyInstance) {
  route(app, {
    method: 'PUT',
    url: '/api/v1/shops/:slug/resold-items/:itemId',
    summary:
      'Add another supplier’s item to the shop (shop admin): published, visible, for dropshipping (a franchise shop: a franchise product), of the one supplier a restricted shop takes',
    tags: TAGS,
    access: manage,
    params: resoldItemParams,
    responses: { 200: resoldItem },
    handler: ({ ctx, params }) => addToShop(ctx, params.itemId),
  })

  route(app, {
    method: 'DELETE',
    url: '/api/v1/shops/:slug/resold-items/:itemId',
    summary: 'Remove a resold item from the shop (shop admin); an item the shop does not resell is 404',
    tags: TAGS,
    access: manage,
    params: resoldItemParams,
    responses: { 204: null },
    handler: ({ ctx, params }) => removeShopItem(ctx, params.itemId),
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/resold-items/in-store',
    summary: 'Which of up to 100 item ids the shop resells (shop admin), each id answered once',
    tags: TAGS,
    access: manage,
    params: slugParams,
    body: inStoreBody,
    responses: { 200: inStoreAnswer },
    handler: async ({ ctx, body }) => {
      const resold = await resoldAmong(ctx, body.item_ids)
      return { results: Object.fromEntries(body.item_ids.map((id) => [id, resold.has(id)])) }
    },
  })
}

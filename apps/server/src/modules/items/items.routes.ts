import { listOf } from '@tianguis/core/contracts/common'
import { itemShop, itemShopsQuery } from '@tianguis/core/contracts/item-shops'
import {
  itemCreateBody,
  itemIdParams,
  itemListQuery,
  itemSearchQuery,
  itemSuggestions,
  itemSuggestionsQuery,
  itemUpdateBody,
  ownItem,
  ownItemListQuery,
  publicItem,
  publicItemDetail,
  shopItemParams,
  supplierListQuery,
  supplierSummary,
} from '@tianguis/core/contracts/items'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { QUOTAS, quota } from '../../http/rate-limits.ts'
import { route } from '../../http/route.ts'
import { scopeOf, shopFor } from '../../http/shop-scope.ts'
import { getItemDetail, getShopItemDetail } from './item-detail.service.ts'
import { searchItems, suggestItems } from './item-search.service.ts'
import { listItemShops } from './item-shops.service.ts'
import {
  createItem,
  deleteItem,
  getOwnItem,
  listOwnItems,
  listShopItems,
  updateItem,
} from './items.service.ts'
import { listDropshippingSuppliers } from './suppliers.service.ts'

const slugParams = z.strictObject({ slug: z.string().min(1).max(100) })
/**
 * How long a visitor's shop list is reused as it is (decision 023); for as long again it is served
 * while a fresh copy is read. Writes through this process drop it at once; another process's
 * write shows within twice this time. Stock and prices are checked again when the cart takes an
 * item.
 */
const VISITOR_LIST_TTL_MS = 3_000

const user = { kind: 'user' } as const
const open = { kind: 'public' } as const

/** Items (001 §3, §7): the supplier's own management under /me, and a shop's public lists and detail. */
export function itemsRoutes(app: FastifyInstance) {
  // Per-account quota on new items (decision 031): counted before anything is saved.
  const createQuota = quota(app, 'item-create', QUOTAS.itemCreates)

  route(app, {
    method: 'GET',
    url: '/api/v1/me/items',
    summary: 'The viewer’s own items in every state (supplier)',
    tags: ['items'],
    access: user,
    query: ownItemListQuery,
    responses: { 200: listOf(ownItem) },
    handler: ({ ctx, query }) => listOwnItems(ctx, query),
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/me/items',
    summary: 'Publish a product, service or experience (supplier)',
    tags: ['items'],
    access: user,
    body: itemCreateBody,
    responses: { 201: ownItem },
    // A retried create with the same Idempotency-Key answers the first result (decision 028).
    idempotent: true,
    handler: async ({ ctx, body, request }) => {
      await createQuota.hit(request)
      return createItem(ctx, body)
    },
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/me/items/:id',
    summary: 'One of the viewer’s items; another user’s item answers 404',
    tags: ['items'],
    access: user,
    params: itemIdParams,
    responses: { 200: ownItem },
    handler: ({ ctx, params }) => getOwnItem(ctx, params.id),
  })

  route(app, {
    method: 'PATCH',
    url: '/api/v1/me/items/:id',
    summary: 'Change one of the viewer’s items; another user’s item answers 404',
    tags: ['items'],
    access: user,
    params: itemIdParams,
    body: itemUpdateBody,
    responses: { 200: ownItem },
    handler: ({ ctx, params, body }) => updateItem(ctx, params.id, body),
  })

  route(app, {
    method: 'DELETE',
    url: '/api/v1/me/items/:id',
    summary: 'Delete one of the viewer’s items; another user’s item answers 404',
    tags: ['items'],
    access: user,
    params: itemIdParams,
    responses: { 204: null },
    handler: ({ ctx, params }) => deleteItem(ctx, params.id),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/items',
    summary:
      'The shop owner’s published items of one type, optionally matching `q` (by relevance unless `sort` is given); the owner also sees their unpublished and hidden items (36 products, 18 services per page)',
    tags: ['items'],
    access: open,
    params: slugParams,
    query: itemListQuery,
    responses: { 200: listOf(publicItem) },
    cache: { ttlMs: VISITOR_LIST_TTL_MS },
    handler: ({ ctx, query }) => listShopItems(ctx, query),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/items/:id',
    summary:
      'One published item of the shop owner with its supplier (detail page); its supplier also sees it unpublished',
    tags: ['items'],
    access: open,
    params: shopItemParams,
    responses: { 200: publicItemDetail },
    handler: ({ ctx, params }) => getShopItemDetail(ctx, params.id),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/items/:id',
    summary:
      'One published item of any supplier with its supplier (platform detail pages); its supplier also sees it unpublished',
    tags: ['items'],
    access: open,
    params: itemIdParams,
    responses: { 200: publicItemDetail },
    handler: ({ ctx, params }) => getItemDetail(ctx, params.id),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/items/:id/shops',
    summary:
      'The shops that sell one item (decision 052): its supplier’s own shops first, then those reselling it; 10 per page',
    tags: ['items'],
    access: open,
    params: itemIdParams,
    query: itemShopsQuery,
    responses: { 200: listOf(itemShop) },
    handler: ({ ctx, params, query }) => listItemShops(ctx, params.id, query),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/items/search',
    summary:
      'Search every supplier’s published items by text, type and supplier (by relevance; newest first without `q`; 36 per page)',
    tags: ['items'],
    access: open,
    query: itemSearchQuery,
    responses: { 200: listOf(publicItem) },
    handler: ({ ctx, query }) => searchItems(ctx, query),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/items/suggestions',
    summary: 'Search-box suggestions: up to 5 completions and 10 items; `shop` keeps them to one shop',
    tags: ['items'],
    access: open,
    query: itemSuggestionsQuery,
    responses: { 200: itemSuggestions },
    handler: async ({ ctx, query, request }) => {
      // `shop` is a slug in the query rather than the path: resolved here, the same way and once.
      const shop = query.shop ? await shopFor(request, ctx, query.shop) : null
      return suggestItems({ ...ctx, shop: shop && scopeOf(shop) }, query)
    },
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/public/dssuppliers',
    summary:
      'Dropshipping suppliers (with at least one published dropshipping item), `text` on the name; 30 per page',
    tags: ['items'],
    access: open,
    query: supplierListQuery,
    responses: { 200: listOf(supplierSummary) },
    handler: ({ ctx, query }) => listDropshippingSuppliers(ctx, query),
  })
}

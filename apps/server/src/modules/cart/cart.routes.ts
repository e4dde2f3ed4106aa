import {
  cartBulkBody,
  cartCount,
  cartLineInput,
  cartQuantityBody,
  cartShare,
  cartView,
} from '@tianguis/core/contracts/cart'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { route } from '../../http/route.ts'
import {
  addCartLine,
  copySharedCart,
  getCart,
  getCartCount,
  mergeCartLines,
  previewCart,
  removeCartLine,
  setCartLineQuantity,
  shareCart,
} from './cart.service.ts'

const slug = z.string().min(1).max(100)
const slugParams = z.strictObject({ slug })
const lineParams = z.strictObject({ slug, line: z.string().min(1).max(100) })
const tokenParams = z.strictObject({ slug, token: z.string().min(1).max(100) })

const user = { kind: 'user' } as const
const open = { kind: 'public' } as const
const tags = ['cart']

/**
 * The cart (002 §2–§5; decisions 041, 042): the signed-in customer's cart in the shop `:slug`
 * (guests signed in by a code count as customers), and the public preview that prices an
 * anonymous drawer's local lines. Every answer that changes the cart is the whole priced cart.
 */
export function cartRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/cart',
    summary: 'The viewer’s cart in the shop, priced and grouped per supplier (empty when there is none)',
    tags,
    access: user,
    params: slugParams,
    responses: { 200: cartView },
    handler: ({ ctx }) => getCart(ctx),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/cart/count',
    summary: 'Units in the viewer’s cart lines that can be bought (the cart button)',
    tags,
    access: user,
    params: slugParams,
    responses: { 200: cartCount },
    handler: ({ ctx }) => getCartCount(ctx),
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/cart/lines',
    summary:
      'Add units of an item the shop sells (the same item and variants add to their line); over stock 409 quantity_exceeded, over the maximum 409 purchase_amount_exceeded',
    tags,
    access: user,
    params: slugParams,
    body: cartLineInput,
    responses: { 201: cartView },
    handler: ({ ctx, body }) => addCartLine(ctx, body),
  })

  route(app, {
    method: 'PATCH',
    url: '/api/v1/shops/:slug/cart/lines/:line',
    summary: 'Set a line’s quantity; another customer’s line answers 404',
    tags,
    access: user,
    params: lineParams,
    body: cartQuantityBody,
    responses: { 200: cartView },
    handler: ({ ctx, params, body }) => setCartLineQuantity(ctx, params.line, body.quantity),
  })

  route(app, {
    method: 'DELETE',
    url: '/api/v1/shops/:slug/cart/lines/:line',
    summary: 'Remove a line; another customer’s line answers 404',
    tags,
    access: user,
    params: lineParams,
    responses: { 200: cartView },
    handler: ({ ctx, params }) => removeCartLine(ctx, params.line),
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/cart/bulk',
    summary:
      'Merge a local (anonymous) cart into the saved one: quantities add up, capped at what may be bought with a warning',
    tags,
    access: user,
    params: slugParams,
    body: cartBulkBody,
    responses: { 200: cartView },
    handler: ({ ctx, body }) => mergeCartLines(ctx, body.lines),
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/cart/preview',
    summary: 'Price a local (anonymous) cart; nothing is stored',
    tags,
    access: open,
    params: slugParams,
    body: cartBulkBody,
    responses: { 200: cartView },
    handler: ({ ctx, body }) => previewCart(ctx, body.lines),
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/cart/share',
    summary: 'The cart’s share link (customers with an account; guests answer 403 account_required)',
    tags,
    access: user,
    params: slugParams,
    responses: { 200: cartShare },
    handler: ({ ctx }) => shareCart(ctx),
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/cart/copy/:token',
    summary: 'Add a shared cart’s lines to the viewer’s cart',
    tags,
    access: user,
    params: tokenParams,
    responses: { 200: cartView },
    handler: ({ ctx, params }) => copySharedCart(ctx, params.token),
  })
}

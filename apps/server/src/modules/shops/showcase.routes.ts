import { HEADER_LIST_PAGE_SIZE } from '@tianguis/core/constants'
import { listOf, pageQuery } from '@tianguis/core/contracts/common'
import {
  headerCreateBody,
  headerParams,
  headerUpdateBody,
  shopHeader,
} from '@tianguis/core/contracts/shop-headers'
import {
  carouselColumnsBody,
  shopSlide,
  slideCreateBody,
  slideParams,
  slideUpdateBody,
} from '@tianguis/core/contracts/shop-slides'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { saveShopHeader } from '../../flows/save-shop-header.ts'
import { saveShopSlide } from '../../flows/save-shop-slide.ts'
import { route } from '../../http/route.ts'
import { requireShop } from '../../kernel/context.ts'
import { deleteHeader, getHeader, listHeaders } from './headers.service.ts'
import { deleteSlide, getSlide, listSlides, setCarouselColumns } from './slides.service.ts'

const slugParams = z.strictObject({ slug: z.string().min(1).max(100) })
const manage = { kind: 'shop', action: 'shop.update' } as const

/**
 * The header editor's and the carousel editor's calls (001 §7 Header create/update/delete/list,
 * Carousel slide; decision 096), for the shop's owner and admins.
 */
export function showcaseRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/headers',
    summary: 'The shop’s header records, in order (owner and admins; 10 per page)',
    tags: ['headers'],
    access: manage,
    params: slugParams,
    query: pageQuery(HEADER_LIST_PAGE_SIZE),
    responses: { 200: listOf(shopHeader) },
    handler: ({ ctx, query }) => listHeaders(ctx, requireShop(ctx).id, query),
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/headers',
    summary: 'Add a header record; the shop shows it (owner and admins)',
    tags: ['headers'],
    access: manage,
    params: slugParams,
    body: headerCreateBody,
    responses: { 201: shopHeader },
    idempotent: true,
    handler: ({ ctx, body }) => saveShopHeader(ctx, null, body),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/headers/:id',
    summary: 'One header record, for its form (owner and admins)',
    tags: ['headers'],
    access: manage,
    params: headerParams,
    responses: { 200: shopHeader },
    handler: ({ ctx, params }) => getHeader(ctx, requireShop(ctx).id, params.id),
  })

  route(app, {
    method: 'PATCH',
    url: '/api/v1/shops/:slug/headers/:id',
    summary: 'Change a header record; the shop shows it (owner and admins)',
    tags: ['headers'],
    access: manage,
    params: headerParams,
    body: headerUpdateBody,
    responses: { 200: shopHeader },
    handler: ({ ctx, body, params }) => saveShopHeader(ctx, params.id, body),
  })

  route(app, {
    method: 'DELETE',
    url: '/api/v1/shops/:slug/headers/:id',
    summary: 'Delete a header record (owner and admins)',
    tags: ['headers'],
    access: manage,
    params: headerParams,
    responses: { 204: null },
    handler: ({ ctx, params }) => deleteHeader(ctx, requireShop(ctx).id, params.id),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/slides',
    summary: 'The shop’s carousel slides, in order (owner and admins)',
    tags: ['carousel'],
    access: manage,
    params: slugParams,
    query: pageQuery(HEADER_LIST_PAGE_SIZE),
    responses: { 200: listOf(shopSlide) },
    handler: ({ ctx, query }) => listSlides(ctx, requireShop(ctx).id, query),
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/slides',
    summary: 'Add a carousel slide (owner and admins)',
    tags: ['carousel'],
    access: manage,
    params: slugParams,
    body: slideCreateBody,
    responses: { 201: shopSlide },
    idempotent: true,
    handler: ({ ctx, body, shop }) =>
      saveShopSlide(ctx, shop!.storefront.store_theme_info.columns, null, body),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/slides/:id',
    summary: 'One carousel slide, for its form (owner and admins)',
    tags: ['carousel'],
    access: manage,
    params: slideParams,
    responses: { 200: shopSlide },
    handler: ({ ctx, params }) => getSlide(ctx, requireShop(ctx).id, params.id),
  })

  route(app, {
    method: 'PATCH',
    url: '/api/v1/shops/:slug/slides/:id',
    summary: 'Change a carousel slide (owner and admins)',
    tags: ['carousel'],
    access: manage,
    params: slideParams,
    body: slideUpdateBody,
    responses: { 200: shopSlide },
    handler: ({ ctx, body, params, shop }) =>
      saveShopSlide(ctx, shop!.storefront.store_theme_info.columns, params.id, body),
  })

  route(app, {
    method: 'DELETE',
    url: '/api/v1/shops/:slug/slides/:id',
    summary: 'Delete a carousel slide (owner and admins)',
    tags: ['carousel'],
    access: manage,
    params: slideParams,
    responses: { 204: null },
    handler: ({ ctx, params }) => deleteSlide(ctx, requireShop(ctx).id, params.id),
  })

  route(app, {
    method: 'PUT',
    url: '/api/v1/shops/:slug/slides/columns',
    summary: 'The carousel’s 1- or 2-column toggle: store_theme_info.columns (owner and admins)',
    tags: ['carousel'],
    access: manage,
    params: slugParams,
    body: carouselColumnsBody,
    responses: { 200: carouselColumnsBody },
    handler: ({ ctx, body }) => setCarouselColumns(ctx, requireShop(ctx).id, body.columns),
  })
}

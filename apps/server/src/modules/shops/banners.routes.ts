import { HEADER_LIST_PAGE_SIZE } from '@tianguis/core/constants'
import {
  banner,
  bannerCreateBody,
  bannerParams,
  bannerUpdateBody,
  publicBanner,
} from '@tianguis/core/contracts/banners'
import { listOf, pageQuery } from '@tianguis/core/contracts/common'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { deleteBannerOfShop } from '../../flows/delete-banner.ts'
import { route } from '../../http/route.ts'
import { requireShop } from '../../kernel/context.ts'
import { createBanner, listBanners, updateBanner, visibleBanners } from './banners.service.ts'

const slugParams = z.strictObject({ slug: z.string().min(1).max(100) })
const manage = { kind: 'shop', action: 'shop.update' } as const

/** Shop banners (000 §3, §6, §7): admin CRUD and the public list filtered by audience. */
export function bannersRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/banners/visible',
    summary: 'The shop’s banners whose audience includes the viewer (visitor, or user level)',
    tags: ['banners'],
    access: { kind: 'public' },
    params: slugParams,
    responses: { 200: listOf(publicBanner) },
    handler: ({ ctx }) => visibleBanners(ctx),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/banners',
    summary: 'Every banner of the shop, in order (owner and admins)',
    tags: ['banners'],
    access: manage,
    params: slugParams,
    query: pageQuery(HEADER_LIST_PAGE_SIZE),
    responses: { 200: listOf(banner) },
    handler: ({ ctx, query }) => listBanners(ctx, requireShop(ctx).id, query),
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/banners',
    summary: 'Add a banner (owner and admins)',
    tags: ['banners'],
    access: manage,
    params: slugParams,
    body: bannerCreateBody,
    responses: { 201: banner },
    // A retried create with the same Idempotency-Key answers the first result (decision 028).
    idempotent: true,
    handler: ({ ctx, body }) => createBanner(ctx, requireShop(ctx).id, body),
  })

  route(app, {
    method: 'PATCH',
    url: '/api/v1/shops/:slug/banners/:id',
    summary: 'Change a banner (owner and admins)',
    tags: ['banners'],
    access: manage,
    params: bannerParams,
    body: bannerUpdateBody,
    responses: { 200: banner },
    handler: ({ ctx, body, params }) => updateBanner(ctx, requireShop(ctx).id, params.id, body),
  })

  route(app, {
    method: 'DELETE',
    url: '/api/v1/shops/:slug/banners/:id',
    summary: 'Delete a banner (owner and admins); its images’ files stay, as other uploads may share them',
    tags: ['banners'],
    access: manage,
    params: bannerParams,
    responses: { 204: null },
    handler: ({ ctx, params }) => deleteBannerOfShop(ctx, requireShop(ctx).id, params.id),
  })
}

import {
  catalogue,
  catalogueCreateBody,
  catalogueListQuery,
  catalogueParams,
  catalogueUpdateBody,
} from '@tianguis/core/contracts/catalogues'
import { listOf } from '@tianguis/core/contracts/common'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { route } from '../../http/route.ts'
import { requireShop } from '../../kernel/context.ts'
import {
  createCatalogue,
  deleteCatalogue,
  getCatalogue,
  listCatalogues,
  updateCatalogue,
} from './catalogues.service.ts'

const slugParams = z.strictObject({ slug: z.string().min(1).max(100) })
const idParams = z.strictObject({ slug: z.string().min(1).max(100), id: z.string().min(1).max(100) })
const manage = { kind: 'shop', action: 'shop.update' } as const
const open = { kind: 'public' } as const

/** A shop's catalogues (000 §2–§3, 001 §7): the public list and page, and the admin's create, change, delete. */
export function cataloguesRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/catalogues',
    summary: 'The shop’s catalogues in its order, or newest change first with sort=-updated_at (10 per page)',
    tags: ['catalogues'],
    access: open,
    params: slugParams,
    query: catalogueListQuery,
    responses: { 200: listOf(catalogue) },
    handler: ({ ctx, query }) => listCatalogues(ctx, query),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/catalogues/:catalogue',
    summary: 'One catalogue of the shop, by its slug',
    tags: ['catalogues'],
    access: open,
    params: catalogueParams,
    responses: { 200: catalogue },
    handler: ({ ctx, params }) => getCatalogue(ctx, params.catalogue),
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/catalogues',
    summary: 'Add a catalogue at the end of the list (owner and admins)',
    tags: ['catalogues'],
    access: manage,
    params: slugParams,
    body: catalogueCreateBody,
    responses: { 201: catalogue },
    // A retried create with the same Idempotency-Key answers the first result (decision 028).
    idempotent: true,
    handler: ({ ctx, body }) => createCatalogue(ctx, requireShop(ctx).id, body),
  })

  route(app, {
    method: 'PATCH',
    url: '/api/v1/shops/:slug/catalogues/:id',
    summary: 'Rename a catalogue or change its photo (owner and admins)',
    tags: ['catalogues'],
    access: manage,
    params: idParams,
    body: catalogueUpdateBody,
    responses: { 200: catalogue },
    handler: ({ ctx, body, params }) => updateCatalogue(ctx, requireShop(ctx).id, params.id, body),
  })

  route(app, {
    method: 'DELETE',
    url: '/api/v1/shops/:slug/catalogues/:id',
    summary: 'Delete a catalogue (owner and admins)',
    tags: ['catalogues'],
    access: manage,
    params: idParams,
    responses: { 204: null },
    handler: ({ ctx, params }) => deleteCatalogue(ctx, requireShop(ctx).id, params.id),
  })
}

import {
  availableCataloguesQuery,
  catalogue,
  catalogueShown,
  ownCataloguesQuery,
} from '@tianguis/core/contracts/catalogues'
import { listOf } from '@tianguis/core/contracts/common'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { route } from '../../http/route.ts'
import {
  listAvailableCatalogues,
  listOwnCatalogues,
  removeFromStore,
  showInStore,
} from './catalogue-shelf.service.ts'

const slugParams = z.strictObject({ slug: z.string().min(1).max(100) })
const idParams = z.strictObject({ slug: z.string().min(1).max(100), id: z.string().min(1).max(100) })
const manage = { kind: 'shop', action: 'shop.update' } as const

/** Which catalogues a shop shows (decision 066, 067): the picker, show in store, remove from store, the dropdown. */
export function catalogueShelfRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/catalogues/available',
    summary: 'The shop owner’s catalogues the shop does not show, newest first (admins; 5 by default, ≤ 50)',
    tags: ['catalogues'],
    access: manage,
    params: slugParams,
    query: availableCataloguesQuery,
    responses: { 200: listOf(catalogue) },
    handler: ({ ctx, query }) => listAvailableCatalogues(ctx, query),
  })

  route(app, {
    method: 'PUT',
    url: '/api/v1/shops/:slug/catalogues/:id/shown',
    summary: 'Show one of the owner’s catalogues in the shop, last (admins)',
    tags: ['catalogues'],
    access: manage,
    params: idParams,
    // Nothing to send: a body (a `position`, an `owner`) is refused, not ignored (quality.md 5).
    body: z.strictObject({}).optional(),
    responses: { 200: catalogueShown },
    handler: ({ ctx, params }) => showInStore(ctx, params.id),
  })

  route(app, {
    method: 'DELETE',
    url: '/api/v1/shops/:slug/catalogues/:id/shown',
    summary: 'Remove a catalogue from the shop without deleting it (admins)',
    tags: ['catalogues'],
    access: manage,
    params: idParams,
    responses: { 204: null },
    handler: ({ ctx, params }) => removeFromStore(ctx, params.id),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/me/catalogues',
    summary: 'The viewer’s own catalogues, newest first (15 a page)',
    tags: ['catalogues'],
    access: { kind: 'user' },
    query: ownCataloguesQuery,
    responses: { 200: listOf(catalogue) },
    handler: ({ ctx, query }) => listOwnCatalogues(ctx, query),
  })
}

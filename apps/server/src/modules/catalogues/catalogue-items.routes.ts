import {
  catalogueAddBody,
  catalogueAddResult,
  catalogueCandidate,
  catalogueCandidatesQuery,
  catalogueIdParams,
  catalogueItemParams,
  catalogueMoveBody,
  catalogueMoveResult,
  cataloguePositionBody,
  catalogueProductPage,
  catalogueProductsQuery,
} from '@tianguis/core/contracts/catalogue-items'
import { catalogueParams } from '@tianguis/core/contracts/catalogues'
import { listOf } from '@tianguis/core/contracts/common'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { addToCatalogue, moveBetweenCatalogues } from '../../flows/add-to-catalogue.ts'
import { route } from '../../http/route.ts'
import { listCatalogueCandidates, listCatalogueItems } from '../items/catalogue-items.service.ts'
import { moveCatalogueItem, removeCatalogueItem, shownCatalogueId } from './catalogue-items.service.ts'

const manage = { kind: 'shop', action: 'shop.update' } as const
const TAGS = ['catalogues']

/** A catalogue's contents (001 §2, §4, §7; decision 068): the public grid and the admin's changes. */
export function catalogueItemsRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/catalogues/:catalogue/products',
    summary:
      'The items of a catalogue (by its slug) that the shop sells, in the catalogue’s order (30 per page)',
    tags: TAGS,
    access: { kind: 'public' },
    params: catalogueParams,
    query: catalogueProductsQuery,
    responses: { 200: catalogueProductPage },
    handler: ({ ctx, params, query }) => listCatalogueItems(ctx, params.catalogue, query),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/catalogues/:id/candidates',
    summary: 'The add-products dialog: the shop’s own items and others’ dropshipping items (10 per page)',
    tags: TAGS,
    access: manage,
    params: catalogueIdParams,
    query: catalogueCandidatesQuery,
    responses: { 200: listOf(catalogueCandidate) },
    handler: async ({ ctx, params, query }) =>
      listCatalogueCandidates(ctx, await shownCatalogueId(ctx, params.id), query),
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/catalogues/:id/products',
    summary: 'Add one item (product_id) or several (product_ids) at the end of a catalogue',
    tags: TAGS,
    access: manage,
    params: catalogueIdParams,
    body: catalogueAddBody,
    responses: { 200: catalogueAddResult },
    handler: ({ ctx, params, body }) =>
      addToCatalogue(ctx, params.id, body.product_ids ?? [body.product_id!], {
        showInStore: body.show_in_store === true,
      }),
  })

  route(app, {
    method: 'DELETE',
    url: '/api/v1/shops/:slug/catalogues/:id/products/:itemId',
    summary: 'Take an item out of a catalogue',
    tags: TAGS,
    access: manage,
    params: catalogueItemParams,
    responses: { 204: null },
    handler: ({ ctx, params }) => removeCatalogueItem(ctx, params.id, params.itemId),
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/catalogues/:id/products/move',
    summary: 'Move items from this catalogue to the end of another of the shop’s catalogues',
    tags: TAGS,
    access: manage,
    params: catalogueIdParams,
    body: catalogueMoveBody,
    responses: { 200: catalogueMoveResult },
    handler: ({ ctx, params, body }) =>
      moveBetweenCatalogues(ctx, params.id, body.catalogue_id, body.product_ids),
  })

  route(app, {
    method: 'PUT',
    url: '/api/v1/shops/:slug/catalogues/:id/products/:itemId/position',
    summary: 'Move an item to a zero-based place in the catalogue (queue_position)',
    tags: TAGS,
    access: manage,
    params: catalogueItemParams,
    body: cataloguePositionBody,
    responses: { 200: z.object({ queue_position: z.number().int() }) },
    handler: ({ ctx, params, body }) => moveCatalogueItem(ctx, params.id, params.itemId, body.queue_position),
  })
}

import {
  catalogueDuplicateBody,
  catalogueForkBody,
  catalogueForkResult,
  catalogueIdParams,
  referralCatalogueParams,
  referralCatalogueQuery,
} from '@tianguis/core/contracts/catalogue-forks'
import { catalogue } from '@tianguis/core/contracts/catalogues'
import { listOf } from '@tianguis/core/contracts/common'
import { publicItem } from '@tianguis/core/contracts/items'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { forkCatalogue } from '../../flows/fork-catalogue.ts'
import { route } from '../../http/route.ts'
import { requireShop } from '../../kernel/context.ts'
import { duplicateCatalogue } from './catalogue-forks.service.ts'
import { listReferralProducts } from './referral-catalogues.service.ts'

const manage = { kind: 'shop', action: 'shop.update' } as const
const TAGS = ['catalogues']

/** Forks, duplicates and public referral catalogues (001 §3–§7; decision 070). */
export function catalogueForksRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/catalogue-forks',
    summary:
      'Fork a public catalogue into the shop, adding its items (by filter) and the resold items they need (owner and admins)',
    tags: TAGS,
    access: manage,
    params: z.strictObject({ slug: z.string().min(1).max(100) }),
    body: catalogueForkBody,
    responses: { 200: catalogueForkResult },
    handler: ({ ctx, body }) =>
      forkCatalogue(
        ctx,
        requireShop(ctx),
        body.origin_id !== undefined
          ? { id: body.origin_id }
          : { shop: body.origin_shop!, slug: body.origin_slug! },
        body.text || undefined,
      ),
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/catalogues/:id/duplicate',
    summary: 'Duplicate one’s own catalogue under a new name, with its items (owner and admins, not ul2)',
    tags: TAGS,
    access: manage,
    params: catalogueIdParams,
    body: catalogueDuplicateBody,
    responses: { 201: catalogue },
    idempotent: true,
    handler: ({ ctx, params, body }) => duplicateCatalogue(ctx, requireShop(ctx), params.id, body.name),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/public/referral/:ref/catalogues/:catalogue/products',
    summary: 'The visible products of a referring user’s public catalogue, in its order (10 per page)',
    tags: TAGS,
    access: { kind: 'public' },
    params: referralCatalogueParams,
    query: referralCatalogueQuery,
    responses: { 200: listOf(publicItem) },
    handler: ({ ctx, params, query }) => listReferralProducts(ctx, params.ref, params.catalogue, query),
  })
}

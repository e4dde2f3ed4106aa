import { campaignLink, catalogueIdParams } from '@tianguis/core/contracts/catalogue-forks'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { catalogueCampaignLink } from '../../flows/catalogue-campaign-link.ts'
import { route } from '../../http/route.ts'
import { requireShop } from '../../kernel/context.ts'

/** Marketing links (decision 070); campaigns and channels come with their own issue. */
export function marketingRoutes(app: FastifyInstance, options: { publicUrl: string }) {
  const origin = new URL(options.publicUrl).origin

  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/catalogues/:id/campaign-link',
    summary: 'The viewer’s shareable campaign link to a catalogue the shop shows (owner and admins)',
    tags: ['marketing'],
    access: { kind: 'shop', action: 'shop.update' },
    params: catalogueIdParams,
    // Everything the link says comes from the catalogue and the viewer: nothing to send.
    body: z.strictObject({}),
    responses: { 200: campaignLink },
    handler: ({ ctx, params }) => catalogueCampaignLink(ctx, requireShop(ctx), params.id, origin),
  })
}

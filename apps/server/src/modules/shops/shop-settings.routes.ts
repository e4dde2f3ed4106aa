import {
  FOOTER_PAGES,
  setupApps,
  setupAppsUpdateBody,
  shopSettings,
  shopSettingsUpdateBody,
} from '@tianguis/core/contracts/shop-settings'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { route } from '../../http/route.ts'
import {
  setupAppsOf,
  shopPageText,
  shopSettingsOf,
  updateSetupApps,
  updateShopSettings,
} from './shop-settings.service.ts'

const slugParams = z.strictObject({ slug: z.string().min(1).max(100) })
const manage = { kind: 'shop', action: 'shop.update' } as const

/** The shop's settings page, its footer pages' own texts and the admin's guided tour (decision 097). */
export function shopSettingsRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/settings',
    summary:
      'The shop’s settings: contact, chat, sections, flags, SEO, footer and its pages (owner and admins)',
    tags: ['shops'],
    access: manage,
    params: slugParams,
    responses: { 200: shopSettings },
    handler: ({ ctx }) => shopSettingsOf(ctx),
  })

  route(app, {
    method: 'PATCH',
    url: '/api/v1/shops/:slug/settings',
    summary: 'Change some of the shop’s settings (owner and admins); null clears a field',
    tags: ['shops'],
    access: manage,
    params: slugParams,
    body: shopSettingsUpdateBody,
    responses: { 200: shopSettings },
    handler: ({ ctx, body }) => updateShopSettings(ctx, body),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/pages/:page',
    summary: 'The shop’s own text for a footer page (about, terms, privacy); null: the platform’s',
    tags: ['shops'],
    access: { kind: 'public' },
    params: z.strictObject({ slug: z.string().min(1).max(100), page: z.enum(FOOTER_PAGES) }),
    responses: { 200: z.object({ text: z.string().nullable() }) },
    handler: ({ ctx, params }) => shopPageText(ctx, params.page),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/setup-apps',
    summary: 'Whether the shop admin’s guided setup tour still shows (002 §7)',
    tags: ['shops'],
    access: manage,
    params: slugParams,
    responses: { 200: setupApps },
    handler: ({ ctx }) => setupAppsOf(ctx),
  })

  route(app, {
    method: 'PATCH',
    url: '/api/v1/shops/:slug/setup-apps',
    summary: 'Turn the shop admin’s guided setup tour off (dismissed, finished) or on again',
    tags: ['shops'],
    access: manage,
    params: slugParams,
    body: setupAppsUpdateBody,
    responses: { 200: setupApps },
    handler: ({ ctx, body }) => updateSetupApps(ctx, body),
  })
}

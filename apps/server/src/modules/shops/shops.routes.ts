import { SHOP_LIST_PAGE_SIZE } from '@tianguis/core/constants'
import { listOf, pageQuery } from '@tianguis/core/contracts/common'
import { shop, shopSummary, shopUpdateBody, staffMember } from '@tianguis/core/contracts/shops'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { route } from '../../http/route.ts'
import { listShops, listStaff, updateShop } from './shops.service.ts'

const slugParams = z.strictObject({ slug: z.string().min(1).max(100) })

export function shopsRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/api/v1/shops',
    summary: 'List public shops',
    tags: ['shops'],
    access: { kind: 'public' },
    query: pageQuery(SHOP_LIST_PAGE_SIZE),
    responses: { 200: listOf(shopSummary) },
    handler: ({ ctx, query }) => listShops(ctx, query),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug',
    summary: 'A shop as its storefront shows it, with the viewer’s roles there',
    tags: ['shops'],
    access: { kind: 'public' },
    params: slugParams,
    responses: { 200: shop },
    // The shop was read once for this request (route.ts → http/shop-scope.ts): nothing more to read.
    handler: async ({ shop }) => shop!.storefront,
  })

  route(app, {
    method: 'PATCH',
    url: '/api/v1/shops/:slug',
    summary:
      'Change the shop’s name, photo, look (colours, columns, theme, dark mode, adornment), contact and social fields (owner and admins)',
    tags: ['shops'],
    access: { kind: 'shop', action: 'shop.update' },
    params: slugParams,
    body: shopUpdateBody,
    responses: { 200: shop },
    handler: ({ ctx, body }) =>
      updateShop(ctx, {
        name: body.name,
        photo: body.photo,
        photoDisplay: body.photo_display,
        hiddenStoreName: body.hidden_store_name,
        hiddenSearchBar: body.hidden_search_bar,
        seoDescription: body.seo_description,
        contactEmail: body.contact_email,
        contactPhone: body.contact_phone,
        contactCountryCode: body.contact_country_code,
        whatsappPhone: body.whatsapp_phone,
        whatsappCountryCode: body.whatsapp_country_code,
        facebook: body.facebook,
        instagram: body.instagram,
        twitter: body.twitter,
        youtube: body.youtube,
        twitch: body.twitch,
        kick: body.kick,
        discord: body.discord,
        theme: body.theme,
        darkmode: body.darkmode,
        hiddenDarkmode: body.hidden_darkmode,
        adornmentType: body.adornment_type,
        themeInfo: { color1: body.color1, color2: body.color2, columns: body.columns },
      }),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/staff',
    summary: 'The shop’s owner and staff with their roles',
    tags: ['shops'],
    access: { kind: 'shop', action: 'shop.staff.read' },
    params: slugParams,
    query: pageQuery(SHOP_LIST_PAGE_SIZE),
    responses: { 200: listOf(staffMember) },
    handler: ({ ctx, query }) => listStaff(ctx, query),
  })
}

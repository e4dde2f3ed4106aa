import {
  notPackedLineParams,
  notPackedList,
  orderPackage,
  packageLineBody,
  packageLineParams,
  packageList,
  packageParams,
  packingAnswer,
  packingListQuery,
  packingOrderParams,
  packUnitsBody,
} from '@tianguis/core/contracts/packing'
import type { FastifyInstance } from 'fastify'
import { route } from '../../http/route.ts'
import { AppError } from '../../kernel/app-error.ts'
import { requireShop, type ServiceContext } from '../../kernel/context.ts'
import { notPackedOf, packageOf, packagesOf, packUnits, setPackageLine } from './packing.service.ts'
import type { OrderScope } from './seller-orders.service.ts'

const dispatch = { kind: 'shop', action: 'shop.orders.dispatch' } as const
const tags = ['orders']

/**
 * A franchise shop's sales, for packing (decision 087): the orders whose supplier is the shop's
 * owner (decision 081), asked through a franchise shop. Through any other shop the packing views do
 * not exist (`order_not_found`), as another shop's order does not.
 */
function packingScope(ctx: ServiceContext): OrderScope {
  const shop = requireShop(ctx)
  if (shop.storeType !== 'franchise') throw new AppError('order_not_found')
  return { supplierId: shop.ownerId }
}

/**
 * 002 §7 "Franchise orders": `notpacked` (the units not in a package yet; put some into one) and
 * `binpacked` (the packages and what they hold; change a line in one), for the staff who dispatch
 * the shop's orders (owner, admin, dispatcher). Changes only while the order is in process.
 */
export function packingRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/orders/:id/notpacked',
    summary: 'A franchise shop’s order: its lines with units not packed yet (paged), and all units left',
    tags,
    access: dispatch,
    params: packingOrderParams,
    query: packingListQuery,
    responses: { 200: notPackedList },
    handler: ({ ctx, params, query }) => notPackedOf(ctx, packingScope(ctx), params.id, query),
  })

  route(app, {
    method: 'PATCH',
    url: '/api/v1/shops/:slug/orders/:id/notpacked/:line',
    summary: 'Put units of a line not packed yet into a package of the order, or a new one (in process only)',
    tags,
    access: dispatch,
    params: notPackedLineParams,
    body: packUnitsBody,
    responses: { 200: packingAnswer },
    handler: ({ ctx, params, body }) =>
      packUnits(ctx, packingScope(ctx), params.id, params.line, ctx.viewer.userId!, body),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/orders/:id/binpacked',
    summary: 'A franchise shop’s order: its packages with their contents, units and weight (paged)',
    tags,
    access: dispatch,
    params: packingOrderParams,
    query: packingListQuery,
    responses: { 200: packageList },
    handler: ({ ctx, params, query }) => packagesOf(ctx, packingScope(ctx), params.id, query),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/shops/:slug/orders/:id/binpacked/:package',
    summary: 'One package of a franchise shop’s order: its contents, units and weight',
    tags,
    access: dispatch,
    params: packageParams,
    responses: { 200: orderPackage },
    handler: ({ ctx, params }) => packageOf(ctx, packingScope(ctx), params.id, params.package),
  })

  route(app, {
    method: 'PATCH',
    url: '/api/v1/shops/:slug/orders/:id/binpacked/:package/:line',
    summary: 'How many of a line a package holds (0 takes it out, back to not packed; in process only)',
    tags,
    access: dispatch,
    params: packageLineParams,
    body: packageLineBody,
    responses: { 200: packingAnswer },
    handler: ({ ctx, params, body }) =>
      setPackageLine(ctx, packingScope(ctx), params.id, params.package, params.line, body.quantity),
  })
}

import type { Locale } from '@tianguis/core/locales'
import type { ShipmentState, TrackingEvent } from '@tianguis/core/orders/back-office'
import { TRACKING_EVENTS } from '@tianguis/core/orders/back-office'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { route } from '../../http/route.ts'
import { AppError } from '../../kernel/app-error.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { escapeHtml } from '../payments/sandbox/sandbox-page.ts'

const TEXTS = {
  'es-MX': {
    title: 'Rastreo de envío',
    shipment: 'Guía',
    label_created: 'Guía generada: el paquete espera su recolección. Esto es una simulación.',
    on_the_way: 'En camino: la paquetería recogió el paquete. Esto es una simulación.',
    delivered: 'Entregado. Esto es una simulación.',
    picked_up: 'Simular la recolección',
    deliver: 'Simular la entrega',
    notFound: 'No encontramos este envío.',
  },
  'es-AR': {
    title: 'Seguimiento del envío',
    shipment: 'Guía',
    label_created: 'Guía generada: el paquete espera su retiro. Esto es una simulación.',
    on_the_way: 'En camino: el correo retiró el paquete. Esto es una simulación.',
    delivered: 'Entregado. Esto es una simulación.',
    picked_up: 'Simular el retiro',
    deliver: 'Simular la entrega',
    notFound: 'No encontramos este envío.',
  },
  en: {
    title: 'Shipment tracking',
    shipment: 'Shipment',
    label_created: 'Label created: the parcel is waiting to be picked up. This is a simulation.',
    on_the_way: 'On the way: the carrier picked the parcel up. This is a simulation.',
    delivered: 'Delivered. This is a simulation.',
    picked_up: 'Simulate the pick-up',
    deliver: 'Simulate the delivery',
    notFound: 'We could not find this shipment.',
  },
} as const satisfies Record<Locale, Record<string, string>>

const params = z.strictObject({ shipment: z.string().min(1).max(100) })
const eventBody = z.strictObject({ event: z.enum(TRACKING_EVENTS) })

/**
 * What the sandbox carrier's page asks of the orders, given by the app (flows/apply-tracking-event.ts)
 * so this adapter knows no module: the state of the order a shipment belongs to (null when none
 * has it), and a tracking event applied to it (decision 081).
 */
export interface SandboxTracking {
  stateOf(ctx: ServiceContext, carrier: string, shipment: string): Promise<ShipmentState | null>
  apply(ctx: ServiceContext, carrier: string, shipment: string, event: TrackingEvent): Promise<ShipmentState>
}

/** The sandbox carrier a shipment id is of: the post's (`sbx_shp_…`) or the broker's (`brk_shp_…`). */
function carrierOf(shipment: string): 'sandbox' | 'sandbox-broker' | null {
  if (/^sbx_shp_[0-9a-f]{20}$/.test(shipment)) return 'sandbox'
  if (/^brk_shp_[0-9a-f]{20}$/.test(shipment)) return 'sandbox-broker'
  return null
}

function page(locale: Locale, shipment: string, state: ShipmentState | null, booked: boolean): string {
  const t = TEXTS[locale]
  const action = `/api/v1/sandbox/shipping/shipments/${encodeURIComponent(shipment)}/events`
  const button = (event: TrackingEvent, label: string) =>
    `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="event" value="${event}"><button type="submit">${label}</button></form>`
  const forms =
    booked && state === 'label_created'
      ? button('picked_up', t.picked_up) + button('delivered', t.deliver)
      : booked && state === 'on_the_way'
        ? button('delivered', t.deliver)
        : ''
  const body =
    state === null
      ? `<p>${t.notFound}</p>`
      : `<p>${t.shipment}: <strong>${escapeHtml(shipment)}</strong></p><p>${t[state]}</p>${forms}`
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${t.title}</title></head><body><main><h1>${t.title}</h1>${body}</main></body></html>`
}

/**
 * The sandbox carrier's tracking page (decisions 046, 081): where a booked shipment's tracking link
 * leads. It says where the parcel is (its order's state) and, being a simulation, offers the
 * carrier's next events — picked up, delivered — which move the order as a real carrier's
 * tracking would. A shipment id of the sandbox's form that no order booked (a quotation) shows as
 * a label waiting, with nothing to press.
 */
export function sandboxShippingRoutes(app: FastifyInstance, tracking: SandboxTracking) {
  // The page's plain HTML forms; only in this plugin's scope, the API stays JSON.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )

  route(app, {
    method: 'GET',
    url: '/api/v1/sandbox/shipping/shipments/:shipment',
    summary: 'The sandbox carrier’s tracking page of a shipment (HTML)',
    tags: ['sandbox'],
    access: { kind: 'public' },
    params,
    responses: { 200: null },
    handler: async ({ ctx, params, reply }) => {
      const carrier = carrierOf(params.shipment)
      const state = carrier ? await tracking.stateOf(ctx, carrier, params.shipment) : null
      const shown = state ?? (carrier ? 'label_created' : null)
      return reply
        .status(shown ? 200 : 404)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page(ctx.locale, params.shipment, shown, state !== null))
    },
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/sandbox/shipping/shipments/:shipment/events',
    summary:
      'A sandbox carrier’s tracking event (picked up, delivered): moves the shipment’s order, back to its page (303)',
    tags: ['sandbox'],
    access: { kind: 'public' },
    params,
    body: eventBody,
    responses: { 303: null },
    handler: async ({ ctx, params, body, reply }) => {
      const carrier = carrierOf(params.shipment)
      if (!carrier) throw new AppError('shipment_not_found')
      await tracking.apply(ctx, carrier, params.shipment, body.event)
      return reply.redirect(`/api/v1/sandbox/shipping/shipments/${encodeURIComponent(params.shipment)}`, 303)
    },
  })
}

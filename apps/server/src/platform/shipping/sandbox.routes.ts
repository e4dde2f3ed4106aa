import type { Locale } from '@tianguis/core/locales'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { route } from '../../http/route.ts'
import { escapeHtml } from '../payments/sandbox/sandbox-page.ts'

const TEXTS = {
  'es-MX': {
    title: 'Rastreo de envío',
    shipment: 'Guía',
    state: 'Guía generada: el paquete espera su recolección. Esto es una simulación.',
    notFound: 'No encontramos este envío.',
  },
  'es-AR': {
    title: 'Seguimiento del envío',
    shipment: 'Guía',
    state: 'Guía generada: el paquete espera su retiro. Esto es una simulación.',
    notFound: 'No encontramos este envío.',
  },
  en: {
    title: 'Shipment tracking',
    shipment: 'Shipment',
    state: 'Label created: the parcel is waiting to be picked up. This is a simulation.',
    notFound: 'We could not find this shipment.',
  },
} as const satisfies Record<Locale, Record<string, string>>

const params = z.strictObject({ shipment: z.string().min(1).max(100) })

/** The sandbox carrier's tracking page (decision 046): where a booked shipment's tracking link leads. */
export function sandboxShippingRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/api/v1/sandbox/shipping/shipments/:shipment',
    summary: 'The sandbox carrier’s tracking page of a shipment (HTML)',
    tags: ['sandbox'],
    access: { kind: 'public' },
    params,
    responses: { 200: null },
    handler: async ({ ctx, params, reply }) => {
      const t = TEXTS[ctx.locale]
      // The post's shipments and the broker's (decision 055).
      const known = /^(sbx|brk)_shp_[0-9a-f]{20}$/.test(params.shipment)
      const body = known
        ? `<p>${t.shipment}: <strong>${escapeHtml(params.shipment)}</strong></p><p>${t.state}</p>`
        : `<p>${t.notFound}</p>`
      return reply
        .status(known ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="${ctx.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${t.title}</title></head><body><main><h1>${t.title}</h1>${body}</main></body></html>`,
        )
    },
  })
}

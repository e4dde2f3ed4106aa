import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import { AppError } from './errors.ts'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Security headers with a nonce-based content security policy, and refusal of
 * state-changing requests sent by another site (quality.md 18, 19).
 */
export async function registerSecurity(app: FastifyInstance, options: { production: boolean }) {
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // helmet adds a nonce to style-src, which makes browsers ignore 'unsafe-inline' there;
        // the shop theme sets colours in style attributes, so elements and attributes get their own rules.
        styleSrcElem: ["'self'", "'unsafe-inline'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: options.production ? ["'self'"] : ["'self'", 'ws:'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // `no-referrer` (helmet's default) makes Chromium send `Origin: null` on plain form posts,
    // which the origin check below would refuse; same-origin keeps the Origin and leaks nothing.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: options.production,
  })

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return
    const origin = request.headers.origin
    if (origin !== undefined) {
      const own = `${request.protocol}://${request.host}`
      if (origin !== own) throw new AppError('cross_origin_refused')
      return
    }
    // Browsers that send no Origin still say where a request comes from.
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new AppError('cross_origin_refused')
  })
}

import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import { AppError } from '../kernel/app-error.ts'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Header a page sets to ask for one of the named policy extensions below; never sent to the browser. */
export const CSP_EXTRA_HEADER = 'x-csp-extra'
const CSP_EXTRAS: Record<string, Record<string, string[]>> = {
  'fb-pixel': {
    'script-src': ['https://connect.facebook.net'],
    'connect-src': ['https://www.facebook.com'],
    'img-src': ['https://www.facebook.com'],
  },
  'live-chat': {
    'script-src': ['https://cdn.livechatinc.com', 'https://*.livechatinc.com'],
    'connect-src': ['https://*.livechatinc.com', 'wss://*.livechatinc.com'],
    'frame-src': ['https://*.livechatinc.com'],
    'font-src': ['https://cdn.livechatinc.com'],
  },
}

/** Adds sources to directives of a serialised policy. */
export function widen(policy: string, additions: Record<string, string[]>): string {
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0] ?? ''
      const extra = additions[name]
      return extra ? `${directive} ${extra.join(' ')}` : directive
    })
    .concat(
      Object.entries(additions)
        .filter(([name]) => !policy.split(';').some((d) => d.trim().startsWith(`${name} `)))
        .map(([name, sources]) => `${name} 'self' ${sources.join(' ')}`),
    )
    .join(';')
}

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

  // A page can ask for a named, fixed widening of the policy (never free text from the page):
  // a shop with a Facebook pixel needs Facebook's script and event hosts on that page only.
  app.addHook('onSend', async (_request, reply) => {
    const extra = reply.getHeader(CSP_EXTRA_HEADER)
    if (extra === undefined) return
    reply.removeHeader(CSP_EXTRA_HEADER)
    let policy = reply.getHeader('content-security-policy')
    if (typeof policy !== 'string') return
    for (const name of String(extra).split(',')) {
      const additions = CSP_EXTRAS[name.trim()]
      if (additions) policy = widen(policy, additions)
    }
    reply.header('content-security-policy', policy)
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

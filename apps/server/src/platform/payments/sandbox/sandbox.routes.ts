import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { route } from '../../../http/route.ts'
import { widen } from '../../../http/security.ts'
import { AppError } from '../../../kernel/app-error.ts'
import type { PaymentType } from '../provider.ts'
import { redirectNotFoundPage, redirectPage } from './redirect-page.ts'
import { isLapsed } from './sandbox-charges.ts'
import type { SandboxPaymentProvider } from './sandbox-provider.ts'
import { instalmentPlan, isRedirectType, type RedirectType } from './sandbox-redirects.ts'
import { threeDsNotFoundPage, threeDsPage } from './three-d-secure-page.ts'

const tokenBody = z.strictObject({
  // Loose here on purpose: core's card rules name the problem (invalid_card_number, …).
  card_number: z.string().max(64),
  exp_month: z.union([z.int(), z.string().max(4)]),
  exp_year: z.union([z.int(), z.string().max(4)]),
  cvc: z.string().max(8),
  holder: z.string().trim().min(1).max(100),
})
const tokenAnswer = z.object({
  token: z.string(),
  brand: z.string(),
  last4: z.string(),
  type: z.enum(['credit', 'debit']),
  instalments: z.array(z.int()),
  expires_at: z.string(),
})
const chargeParams = z.strictObject({ charge: z.string().min(1).max(100) })
const decisionBody = z.strictObject({ decision: z.enum(['approve', 'reject']) })
const redirectBody = z.strictObject({ decision: z.enum(['approve', 'cancel']) })
const storeReferenceParams = z.strictObject({ reference: z.string().regex(/^\d{14}$/) })
/** A transfer's 7-digit SPEI reference, or a voucher's, store's or crypto payment's 14 digits. */
const referenceParams = z.strictObject({ reference: z.string().regex(/^(\d{7}|\d{14})$/) })
const paidAnswer = z.object({ reference: z.string(), charge_id: z.string(), status: z.literal('paid') })

const sandboxTags = ['sandbox']
const open = { kind: 'public' } as const

/** Where the 3-D Secure or a hosted page sends the browser: the charge's return (or cancel) address with `?charge=<id>`. */
export function returnAddress(returnUrl: string, chargeId: string): string {
  const absolute = /^https?:\/\//i.test(returnUrl)
  const url = new URL(returnUrl, 'http://relative.invalid')
  url.searchParams.set('charge', chargeId)
  return absolute ? url.toString() : `${url.pathname}${url.search}${url.hash}`
}

/**
 * The page posts its answer to itself and is then redirected to the shop; browsers apply the
 * page's `form-action` to that redirect too, so a return address on another origin (a shop's own
 * domain) is added to this page's policy only.
 */
function allowReturnOrigin(request: FastifyRequest, reply: FastifyReply, ...addresses: (string | null)[]) {
  const origins = new Set<string>()
  for (const address of addresses) {
    if (!address || !/^https?:\/\//i.test(address)) continue
    const origin = new URL(address).origin
    if (origin !== `${request.protocol}://${request.host}`) origins.add(origin)
  }
  const policy = reply.getHeader('content-security-policy')
  if (origins.size > 0 && typeof policy === 'string')
    reply.header('content-security-policy', widen(policy, { 'form-action': [...origins] }))
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html)
}

/**
 * The sandbox gateway's own endpoints (decisions 045, 058): the browser's card form tokenises here
 * (card data never reaches the checkout API), the 3-D Secure page, the hosted page of the redirect
 * methods, and marking a reference paid. Registered only when the sandbox runs (never in
 * production without SANDBOX_PAYMENTS=1).
 */
export function sandboxPaymentRoutes(app: FastifyInstance, sandbox: SandboxPaymentProvider) {
  // The 3-D Secure page's plain HTML form; only in this plugin's scope, the API stays JSON.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )

  route(app, {
    method: 'POST',
    url: '/api/v1/sandbox/payments/tokens',
    summary: 'Tokenise a card (sandbox gateway): a single-use token valid 15 minutes',
    tags: sandboxTags,
    access: open,
    body: tokenBody,
    responses: { 201: tokenAnswer },
    handler: ({ body }) => sandbox.tokenise(body),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/sandbox/payments/3ds/:charge',
    summary: 'The sandbox 3-D Secure page of a charge (HTML)',
    tags: sandboxTags,
    access: open,
    params: chargeParams,
    responses: { 200: null },
    handler: async ({ ctx, params, request, reply }) => {
      const nonce = reply.cspNonce?.style
      const charge = await sandbox.chargeRow(params.charge)
      if (!charge) return sendPage(reply, 404, threeDsNotFoundPage(ctx.locale, nonce))
      allowReturnOrigin(request, reply, charge.returnUrl)
      return sendPage(
        reply,
        200,
        threeDsPage(ctx.locale, nonce, {
          id: charge.id,
          amount: charge.amount,
          currency: charge.currency,
          description: charge.description,
          card: charge.card,
          open: charge.status === 'requires_action',
          returnUrl: charge.returnUrl,
        }),
      )
    },
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/sandbox/payments/3ds/:charge',
    summary: 'The 3-D Secure page’s answer: settles the charge and returns to the shop (303)',
    tags: sandboxTags,
    access: open,
    params: chargeParams,
    body: decisionBody,
    responses: { 303: null },
    handler: async ({ ctx, params, body, reply }) => {
      const charge = await sandbox.settle3ds(params.charge, body.decision === 'approve')
      if (!charge) return sendPage(reply, 404, threeDsNotFoundPage(ctx.locale, reply.cspNonce?.style))
      return reply.redirect(returnAddress(charge.returnUrl, charge.id), 303)
    },
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/sandbox/payments/redirect/:charge',
    summary: 'The hosted page of a redirect, pay-later or wallet charge (sandbox, HTML)',
    tags: sandboxTags,
    access: open,
    params: chargeParams,
    responses: { 200: null },
    handler: async ({ ctx, params, request, reply }) => {
      const nonce = reply.cspNonce?.style
      const charge = await sandbox.chargeRow(params.charge)
      if (!charge || !isRedirectType(charge.method as PaymentType))
        return sendPage(reply, 404, redirectNotFoundPage(ctx.locale, nonce))
      allowReturnOrigin(request, reply, charge.returnUrl, charge.cancelUrl)
      const type = charge.method as RedirectType
      const state = isLapsed(charge, new Date())
        ? 'expired'
        : charge.status === 'redirect'
          ? 'open'
          : 'settled'
      return sendPage(
        reply,
        200,
        redirectPage(ctx.locale, nonce, {
          id: charge.id,
          type,
          amount: charge.amount,
          currency: charge.currency,
          description: charge.description,
          state,
          plan: type === 'deferred' ? instalmentPlan(charge.amount, charge.createdAt) : null,
        }),
      )
    },
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/sandbox/payments/redirect/:charge',
    summary:
      'The hosted page’s answer: approve (303 to the return address) or cancel (303 to the cancel address)',
    tags: sandboxTags,
    access: open,
    params: chargeParams,
    body: redirectBody,
    responses: { 303: null },
    handler: async ({ ctx, params, body, reply }) => {
      const charge = await sandbox.settleRedirect(params.charge, body.decision === 'approve')
      if (!charge) return sendPage(reply, 404, redirectNotFoundPage(ctx.locale, reply.cspNonce?.style))
      // Back to the shop: its return route for a payment approved, its cancel route for anything else.
      const back = charge.status === 'approved' ? charge.returnUrl : (charge.cancelUrl ?? charge.returnUrl)
      return reply.redirect(returnAddress(back, charge.id), 303)
    },
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/sandbox/payments/references/:reference/pay',
    summary:
      'Pay a reference of any method by reference: transfer, cash voucher, store, crypto (sandbox: demos and tests)',
    tags: sandboxTags,
    access: open,
    params: referenceParams,
    responses: { 200: paidAnswer },
    handler: async ({ params }) => {
      const charge = await sandbox.payReference(params.reference)
      if (!charge) throw new AppError('not_found')
      return { reference: params.reference, charge_id: charge.id, status: 'paid' }
    },
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/sandbox/payments/store/:reference/pay',
    summary:
      'Pay a store payment reference (sandbox: demos and tests; every method: …/references/:reference/pay)',
    tags: sandboxTags,
    access: open,
    params: storeReferenceParams,
    responses: { 200: paidAnswer },
    handler: async ({ params }) => {
      const charge = await sandbox.payStoreReference(params.reference)
      if (!charge) throw new AppError('not_found')
      return { reference: params.reference, charge_id: charge.id, status: 'paid' }
    },
  })
}

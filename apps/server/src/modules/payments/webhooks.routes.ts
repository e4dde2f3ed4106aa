import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { applyPaymentEvent } from '../../flows/apply-payment-event.ts'
import { route } from '../../http/route.ts'
import { AppError } from '../../kernel/app-error.ts'
import { WebhookRefused } from '../../platform/payments/provider.ts'
import { paymentEvents } from './payments.tables.ts'

/** A provider's event is a few kilobytes; anything far larger is not one. */
export const WEBHOOK_BODY_LIMIT = 64 * 1024

/**
 * Deliveries per minute from one address. Providers send from a handful of addresses and retry
 * with backoff; a burst past this is someone guessing, and gets 429 before any signature work.
 */
export const WEBHOOK_RATE_LIMIT = { max: 600, timeWindow: '1 minute' }

const webhookParams = z.strictObject({ provider: z.string().min(1).max(40) })
const webhookAnswer = z.object({
  received: z.literal(true),
  outcome: z.enum(paymentEvents.outcome.enumValues),
})

/**
 * `POST /api/v1/webhooks/:provider` (decision 059): one route for every provider that reads
 * webhooks (`readWebhook`). Registered in a scope of its own whose JSON parser keeps the body as
 * the raw string the provider signed — a re-serialised object would not match the signature.
 *
 * No session and no CSRF concern: the signature is the authentication. The origin guard of
 * http/security.ts stays as it is for every route: a provider's server sends neither `Origin` nor
 * `Sec-Fetch-Site`, so its posts pass, and a browser posting here from another site is refused as
 * anywhere else.
 *
 * Answers: 404 for a provider that is not configured or reads no webhooks; 400
 * `webhook_signature_invalid` for a missing, wrong or malformed signature or one older than five
 * minutes (nothing stored, a log line with the reason); otherwise 200 `{ received, outcome }`
 * for every event stored, whatever it did — a provider retries anything but a 2xx.
 */
export async function webhookRoutes(app: FastifyInstance) {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  )

  route(app, {
    method: 'POST',
    url: '/api/v1/webhooks/:provider',
    summary:
      'A payment provider’s signed event (raw JSON body, signature header); applied once, only forward',
    tags: ['payments'],
    access: { kind: 'public' },
    params: webhookParams,
    responses: { 200: webhookAnswer },
    rateLimit: WEBHOOK_RATE_LIMIT,
    handler: async ({ ctx, params, request }) => {
      const provider = app.payments.byName(params.provider)
      if (!provider?.readWebhook) throw new AppError('route_not_found')
      const rawBody = typeof request.body === 'string' ? request.body : ''
      let event: Awaited<ReturnType<NonNullable<typeof provider.readWebhook>>>
      try {
        event = await provider.readWebhook({ rawBody, headers: request.headers, now: new Date() })
      } catch (error) {
        if (!(error instanceof WebhookRefused)) throw error
        request.log.warn({ provider: provider.name, reason: error.reason }, 'payment webhook refused')
        throw new AppError('webhook_signature_invalid')
      }
      // Signed, but of a type that settles nothing (a customer updated, a payout): acknowledged only.
      if (!event) return { received: true, outcome: 'ignored_type' }
      const outcome = await applyPaymentEvent(ctx, provider, event, rawBody)
      request.log.info(
        { provider: provider.name, eventId: event.eventId, chargeId: event.chargeId, outcome },
        'payment webhook received',
      )
      return { received: true, outcome }
    },
  })
}

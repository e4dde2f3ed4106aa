import type { FastifyInstance } from 'fastify'
import { type DeliverWebhook, SANDBOX_WEBHOOK_PATH } from './sandbox-webhook-events.ts'

/**
 * How the sandbox's webhooks reach the app (decision 058): a request to its own webhook route
 * through `inject()`, so an event goes through the same HTTP handling (raw body, signature,
 * timestamp, the events table) as a real gateway's. An answer other than 2xx, or a failure, is
 * logged and dropped: the reconciliation job asks the sandbox about the charge later (decision 057).
 */
export function deliverByInject(app: FastifyInstance): DeliverWebhook {
  return async (body, headers) => {
    try {
      const answer = await app.inject({ method: 'POST', url: SANDBOX_WEBHOOK_PATH, payload: body, headers })
      if (answer.statusCode >= 200 && answer.statusCode < 300) return
      app.log.warn(
        { status: answer.statusCode, answer: answer.body.slice(0, 300) },
        'the sandbox webhook was not accepted; reconciliation will settle the charge',
      )
    } catch (error) {
      app.log.warn(
        { err: error },
        'the sandbox webhook could not be delivered; reconciliation will settle the charge',
      )
    }
  }
}

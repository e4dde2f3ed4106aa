import { z } from 'zod'
import { newId } from '../../ids.ts'
import { type PaymentEvent, WebhookRefused, type WebhookRequest } from '../provider.ts'
import type { ChargeRow } from './sandbox-charges.ts'
import {
  chargeEventBody,
  type SandboxEventType,
  SIGNATURE_HEADER,
  signWebhook,
  verifyWebhook,
} from './webhooks.ts'

/**
 * The sandbox's webhooks both ways (decision 058). It sends one, signed as Stripe signs, when a
 * charge settles outside the checkout's own calls — a reference paid, a hosted page or 3-D Secure
 * answered, a charge given up — so the order moves even if the browser never comes back; and it
 * reads one for the webhook route (`readWebhook`). Delivery is a function the app gives it: in the
 * app, a request to its own `POST /api/v1/webhooks/sandbox`, through the real HTTP handling.
 */

/** Sends a signed webhook's raw body and headers to the receiving route; logs its own failures. */
export type DeliverWebhook = (body: string, headers: Record<string, string>) => Promise<void>

/** Where the app receives the sandbox's webhooks. */
export const SANDBOX_WEBHOOK_PATH = '/api/v1/webhooks/sandbox'

/** The signing secret outside production when `SANDBOX_WEBHOOK_SECRET` is not set (config.ts). */
export const SANDBOX_DEVELOPMENT_WEBHOOK_SECRET = 'whsec_tianguis_sandbox_development'

export interface SandboxWebhookOptions {
  secret: string
  /** Absent (scripts, the seed): nothing is sent. */
  deliver?: DeliverWebhook
}

const REPORTED: Record<SandboxEventType, PaymentEvent['status']> = {
  'charge.succeeded': 'approved',
  'charge.failed': 'declined',
  'charge.expired': 'expired',
  // Nothing to apply from the event itself: the receiver asks `retrieve()`.
  'charge.pending': 'retrieve',
}

const eventBody = z.object({
  id: z.string().min(1).max(200),
  type: z.string().max(100),
  data: z.object({
    charge: z.string().min(1).max(200),
    amount: z.number().int().nullable().optional(),
    currency: z.string().max(10).nullable().optional(),
    decline_code: z.string().max(100).nullable().optional(),
  }),
})

/**
 * Sends the event about a charge that just settled. Never throws: the sandbox's own answer (the
 * reference paid, the page answered) stands whatever happens to the webhook, and the
 * reconciliation job settles a charge whose event was lost (decision 057).
 */
export function webhookSender(options: SandboxWebhookOptions | undefined, now: () => Date) {
  return async (type: SandboxEventType, row: ChargeRow): Promise<void> => {
    if (!options?.deliver) return
    const at = now()
    const body = chargeEventBody(type, row, at, newId('evt', at.getTime()))
    try {
      await options.deliver(body, {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signWebhook(body, options.secret, at),
      })
    } catch {
      // The delivery logs its failures; nothing here may undo the charge's answer.
    }
  }
}

/**
 * A webhook the sandbox sent, checked and read: the signature over the raw body and its timestamp
 * (five minutes), else `WebhookRefused`; null for an event type that settles nothing or a body
 * that is not the sandbox's shape.
 */
export function readSandboxWebhook(request: WebhookRequest, secret: string): PaymentEvent | null {
  const given = request.headers[SIGNATURE_HEADER]
  const header = Array.isArray(given) ? given[0] : given
  const checked = verifyWebhook(header, request.rawBody, secret, request.now)
  if (!checked.ok) throw new WebhookRefused(checked.reason)
  let parsed: unknown
  try {
    parsed = JSON.parse(request.rawBody)
  } catch {
    return null
  }
  const event = eventBody.safeParse(parsed)
  if (!event.success) return null
  const status = (REPORTED as Record<string, PaymentEvent['status'] | undefined>)[event.data.type]
  if (!status) return null
  const { data } = event.data
  return {
    eventId: event.data.id,
    type: event.data.type,
    chargeId: data.charge,
    status,
    amount: data.amount ?? null,
    currency: data.currency ?? null,
    code: data.decline_code ?? null,
  }
}

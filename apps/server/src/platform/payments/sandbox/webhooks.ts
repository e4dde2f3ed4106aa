import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Signed webhooks as Stripe signs them (decision 045): the header `t=<unix seconds>,v1=<hex>`,
 * where v1 is HMAC-SHA256 of `<t>.<raw body>` with the endpoint's secret. The receiver checks the
 * signature over the raw bytes it received (never a re-serialised object) and refuses a timestamp
 * more than five minutes away from its clock, so a captured event cannot be replayed later.
 */
export const SIGNATURE_HEADER = 'tianguis-signature'
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60

export function signature(body: string, secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
}

/** The signature header for a body sent at `now`. */
export function signWebhook(body: string, secret: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000)
  return `t=${timestamp},v1=${signature(body, secret, timestamp)}`
}

export type WebhookCheck =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'missing_signature' | 'malformed_signature' | 'wrong_signature' | 'stale_timestamp' }

/**
 * Checks a webhook's signature header against its raw body. Several `v1` entries may be present
 * (a secret being rolled over): one matching is enough. The comparison takes constant time.
 */
export function verifyWebhook(
  header: string | undefined | null,
  body: string,
  secret: string,
  now: Date,
): WebhookCheck {
  if (!header?.trim()) return { ok: false, reason: 'missing_signature' }
  let timestamp: number | null = null
  const signatures: string[] = []
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2) as [string, string | undefined]
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value)
    else if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value)
  }
  if (timestamp === null || signatures.length === 0) return { ok: false, reason: 'malformed_signature' }
  const expected = Buffer.from(signature(body, secret, timestamp), 'hex')
  const matches = signatures.some((given) => timingSafeEqual(Buffer.from(given, 'hex'), expected))
  if (!matches) return { ok: false, reason: 'wrong_signature' }
  if (Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > WEBHOOK_TOLERANCE_SECONDS)
    return { ok: false, reason: 'stale_timestamp' }
  return { ok: true, timestamp }
}

/**
 * What the sandbox says about a charge (decision 058): paid (a reference paid, a hosted page or
 * 3-D Secure approved), failed (cancelled at its page, 3-D Secure rejected), expired (given up
 * past its deadline); `charge.pending` means "ask me" (never sent today).
 */
export type SandboxEventType = 'charge.succeeded' | 'charge.failed' | 'charge.expired' | 'charge.pending'

/** An event the sandbox sends about a charge, as the body it signs. */
export function chargeEventBody(
  type: SandboxEventType,
  charge: { id: string; attemptId: string; amount: number; currency: string; declineCode?: string | null },
  now: Date,
  eventId: string,
): string {
  return JSON.stringify({
    id: eventId,
    type,
    created: Math.floor(now.getTime() / 1000),
    data: {
      charge: charge.id,
      attempt: charge.attemptId,
      amount: charge.amount,
      currency: charge.currency,
      decline_code: charge.declineCode ?? null,
    },
  })
}

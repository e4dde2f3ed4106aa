import { createPublicKey, type KeyObject, verify } from 'node:crypto'
import { type PaymentEvent, WebhookRefused, type WebhookRequest } from '../provider.ts'
import type { ConektaCharge, ConektaOrder } from './conekta-orders.ts'

/**
 * Conekta's signed webhooks (decision 063). Conekta keeps the private half of an RSA key pair made
 * for the account (`POST /webhook_keys` answers the public half as PEM) and sends, with each event,
 * a `digest` header: the SHA-256 of the raw body signed with that private key (RSA PKCS #1 v1.5),
 * in base64. The receiver verifies it over the exact bytes it received, UTF-8.
 *
 * The header carries no time, so the event's own `created_at` is the clock: an event created more
 * than five minutes away from ours is refused as stale, so a captured delivery cannot be replayed
 * later. Conekta's own retries of an event arrive with the same `created_at` and are refused after
 * five minutes too; the reconciliation job asks the order itself instead (`retrieve`).
 */
export const DIGEST_HEADER = 'digest'
export const CONEKTA_WEBHOOK_TOLERANCE_SECONDS = 5 * 60

/** Reads a PEM public key as given in the environment (real newlines or `\n` escapes). */
export function webhookPublicKey(pem: string): KeyObject {
  return createPublicKey(pem.includes('\\n') ? pem.replaceAll('\\n', '\n') : pem)
}

function headerOf(headers: WebhookRequest['headers'], name: string): string | null {
  const value = headers[name] ?? headers[name.toLowerCase()]
  const first = Array.isArray(value) ? value[0] : value
  return first?.trim() ? first.trim() : null
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/** The signature over the raw body; throws `WebhookRefused` when it is missing, unreadable or wrong. */
export function verifyDigest(request: WebhookRequest, publicKey: KeyObject): void {
  const digest = headerOf(request.headers, DIGEST_HEADER)
  if (!digest) throw new WebhookRefused('missing_signature')
  if (!BASE64.test(digest) || digest.length % 4 !== 0) throw new WebhookRefused('malformed_signature')
  const signature = Buffer.from(digest, 'base64')
  const bits = (publicKey.asymmetricKeyDetails?.modulusLength ?? 0) / 8
  if (bits > 0 && signature.length !== bits) throw new WebhookRefused('malformed_signature')
  const valid = verify('sha256', Buffer.from(request.rawBody, 'utf8'), publicKey, signature)
  if (!valid) throw new WebhookRefused('wrong_signature')
}

/** An event's `data.object`: an order (`order.*` events) or a charge (`charge.*`). */
type EventObject =
  | (Partial<Omit<ConektaOrder, 'object'>> & { object: 'order' })
  | (Partial<Omit<ConektaCharge, 'object'>> & { object: 'charge' })

interface ConektaEvent {
  id: string
  type: string
  created_at: number
  data?: { object?: EventObject | null } | null
}

/** What each event type says about the order (`null`: nothing to settle). */
const STATUS_OF_TYPE: Record<string, PaymentEvent['status']> = {
  'order.paid': 'approved',
  'charge.paid': 'approved',
  'order.expired': 'expired',
  'charge.expired': 'expired',
  // Canceled (by us, at its deadline) or by the merchant: the reference can no longer be paid.
  'order.canceled': 'expired',
  'charge.canceled': 'expired',
  'order.declined': 'declined',
  'charge.declined': 'declined',
  'order.refunded': 'refunded',
  'charge.refunded': 'refunded',
}

/**
 * A verified body as our event: the order's id is the charge id (`data.object.id` of an order,
 * `order_id` of a charge), its amount and currency are compared with the attempt's by the caller.
 * `order.pending_payment`, `charge.created`, `webhook_ping` and the others settle nothing: null.
 */
export function readConektaEvent(request: WebhookRequest, publicKey: KeyObject): PaymentEvent | null {
  verifyDigest(request, publicKey)
  let event: ConektaEvent
  try {
    event = JSON.parse(request.rawBody) as ConektaEvent
  } catch {
    // Signed by Conekta's key yet not JSON: not an event we can read or trust to be one.
    throw new WebhookRefused('malformed_signature')
  }
  if (
    typeof event?.id !== 'string' ||
    typeof event.type !== 'string' ||
    !Number.isInteger(event.created_at)
  ) {
    throw new WebhookRefused('malformed_signature')
  }
  const age = Math.floor(request.now.getTime() / 1000) - event.created_at
  if (Math.abs(age) > CONEKTA_WEBHOOK_TOLERANCE_SECONDS) throw new WebhookRefused('stale_timestamp')
  const status = STATUS_OF_TYPE[event.type]
  const object = event.data?.object
  if (!status || !object) return null
  const chargeId = object.object === 'charge' ? object.order_id : object.id
  if (typeof chargeId !== 'string') return null
  const failureCode =
    object.object === 'charge' ? object.failure_code : object.charges?.data?.[0]?.failure_code
  return {
    eventId: event.id,
    type: event.type,
    chargeId,
    status,
    amount: typeof object.amount === 'number' ? object.amount : null,
    currency: typeof object.currency === 'string' ? object.currency : null,
    ...(status === 'declined' ? { code: failureCode ?? 'processing_error' } : {}),
  }
}

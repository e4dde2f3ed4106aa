import { type PaymentEvent, WebhookRefused, type WebhookRequest } from '../provider.ts'
import { PayPalApiError, type PayPalHttp } from './paypal-http.ts'
import { minorUnits } from './paypal-money.ts'
import { declineCodeOf, type PayPalCapture, type PayPalMoney } from './paypal-orders.ts'

/**
 * PayPal's webhooks (decision 062). PayPal signs with its certificate; rather than fetch and check
 * certificates here, the adapter asks PayPal (`POST /v1/notifications/verify-webhook-signature`)
 * with the five transmission headers, our webhook's id and the event exactly as it came — spliced
 * in as raw text, since PayPal checks the bytes it sent. A transmission time more than five minutes
 * from our clock is refused before asking, so a captured delivery cannot be replayed later.
 *
 * What the events say (what settles nothing is null):
 * - `CHECKOUT.ORDER.APPROVED` → `retrieve`: the buyer approved; `retrieve` captures;
 * - `PAYMENT.CAPTURE.COMPLETED` → approved; `PAYMENT.CAPTURE.DENIED` → declined;
 * - `PAYMENT.CAPTURE.REFUNDED` → refunded once the whole capture is (a part is recorded by our refunds).
 */
export const TOLERANCE_MS = 5 * 60_000

const HEADERS = {
  transmissionId: 'paypal-transmission-id',
  transmissionTime: 'paypal-transmission-time',
  transmissionSig: 'paypal-transmission-sig',
  certUrl: 'paypal-cert-url',
  authAlgo: 'paypal-auth-algo',
} as const

interface PayPalEvent {
  id?: unknown
  event_type?: unknown
  resource?: Record<string, unknown>
}

function header(request: WebhookRequest, name: string): string | null {
  const value = request.headers[name]
  const text = Array.isArray(value) ? value[0] : value
  return text?.trim() ? text.trim() : null
}

/** The capture id a refund belongs to: its `up` link (`…/v2/payments/captures/{id}`). */
function captureIdOfRefund(resource: Record<string, unknown>): string | null {
  const links = Array.isArray(resource.links) ? (resource.links as { rel?: unknown; href?: unknown }[]) : []
  const up = links.find((link) => link.rel === 'up' && typeof link.href === 'string')
  const match = typeof up?.href === 'string' ? /\/captures\/([A-Z0-9]+)$/.exec(up.href) : null
  return match?.[1] ?? null
}

const orderIdOf = (capture: { supplementary_data?: { related_ids?: { order_id?: string } } }) =>
  capture.supplementary_data?.related_ids?.order_id ?? null

export function paypalWebhookReader(webhookId: string, http: PayPalHttp) {
  /** Asks PayPal whether the delivery is its own; the raw event goes in as it came. */
  async function verified(request: WebhookRequest, values: Record<keyof typeof HEADERS, string>) {
    const fields = JSON.stringify({
      auth_algo: values.authAlgo,
      cert_url: values.certUrl,
      transmission_id: values.transmissionId,
      transmission_sig: values.transmissionSig,
      transmission_time: values.transmissionTime,
      webhook_id: webhookId,
    })
    const body = `${fields.slice(0, -1)},"webhook_event":${request.rawBody}}`
    try {
      const answer = await http.call<{ verification_status?: unknown }>({
        method: 'POST',
        path: '/v1/notifications/verify-webhook-signature',
        body,
      })
      return answer.body?.verification_status === 'SUCCESS'
    } catch (error) {
      // PayPal refusing the question itself (a header it cannot read) is a refusal of the webhook.
      if (error instanceof PayPalApiError && error.status === 400) return false
      throw error
    }
  }

  /** A capture by id, for a refund event (which names only its capture). */
  async function captureById(captureId: string): Promise<PayPalCapture | null> {
    try {
      return (await http.call<PayPalCapture>({ method: 'GET', path: `/v2/payments/captures/${captureId}` }))
        .body
    } catch (error) {
      if (error instanceof PayPalApiError && error.status === 404) return null
      throw error
    }
  }

  function eventOf(
    event: PayPalEvent,
    chargeId: string | null,
    status: PaymentEvent['status'],
    money: PayPalMoney | undefined,
    code?: string,
  ): PaymentEvent | null {
    if (!chargeId || typeof event.id !== 'string' || typeof event.event_type !== 'string') return null
    const amount = minorUnits(money)
    return {
      eventId: event.id,
      type: event.event_type,
      chargeId,
      status,
      amount: amount?.amount ?? null,
      currency: amount?.currency ?? null,
      ...(code ? { code } : {}),
    }
  }

  return async function readWebhook(request: WebhookRequest): Promise<PaymentEvent | null> {
    const values = {} as Record<keyof typeof HEADERS, string>
    for (const [key, name] of Object.entries(HEADERS) as [keyof typeof HEADERS, string][]) {
      const value = header(request, name)
      if (!value) throw new WebhookRefused('missing_signature')
      values[key] = value
    }
    const sentAt = Date.parse(values.transmissionTime)
    if (Number.isNaN(sentAt)) throw new WebhookRefused('malformed_signature')
    let event: PayPalEvent
    try {
      event = JSON.parse(request.rawBody) as PayPalEvent
    } catch {
      throw new WebhookRefused('malformed_signature')
    }
    if (!event || typeof event !== 'object' || Array.isArray(event))
      throw new WebhookRefused('malformed_signature')
    if (Math.abs(request.now.getTime() - sentAt) > TOLERANCE_MS) throw new WebhookRefused('stale_timestamp')
    if (!(await verified(request, values))) throw new WebhookRefused('wrong_signature')

    const resource = (event.resource ?? {}) as Record<string, unknown>
    switch (event.event_type) {
      case 'CHECKOUT.ORDER.APPROVED': {
        const unit = (resource.purchase_units as { amount?: PayPalMoney }[] | undefined)?.[0]
        return eventOf(event, typeof resource.id === 'string' ? resource.id : null, 'retrieve', unit?.amount)
      }
      case 'PAYMENT.CAPTURE.COMPLETED': {
        const capture = resource as unknown as PayPalCapture
        return eventOf(event, orderIdOf(capture), 'approved', capture.amount)
      }
      case 'PAYMENT.CAPTURE.DENIED': {
        const capture = resource as unknown as PayPalCapture
        return eventOf(event, orderIdOf(capture), 'declined', capture.amount, declineCodeOf(capture))
      }
      case 'PAYMENT.CAPTURE.REFUNDED': {
        const captureId = captureIdOfRefund(resource)
        const capture = captureId ? await captureById(captureId) : null
        // Only a capture given back whole moves the attempt; its amount is then the attempt's.
        if (capture?.status !== 'REFUNDED') return null
        return eventOf(event, orderIdOf(capture), 'refunded', capture.amount)
      }
      default:
        return null
    }
  }
}

import type { FastifyInstance } from 'fastify'
import {
  type ChargeResult,
  type PaymentEvent,
  type PaymentProvider,
  PaymentProviderError,
  WebhookRefused,
} from '../../src/platform/payments/provider.ts'
import { SIGNATURE_HEADER, signWebhook, verifyWebhook } from '../../src/platform/payments/sandbox/webhooks.ts'
import { fakePayments } from './checkout-fakes.ts'

export const WEBHOOK_SECRET = 'whsec_fake_for_tests'

/** The event types the fake sends, as a Stripe-like provider names them, and what each says. */
const STATUS_OF_TYPE: Record<string, PaymentEvent['status']> = {
  'charge.succeeded': 'approved',
  'charge.failed': 'declined',
  'charge.expired': 'expired',
  'charge.pending': 'pending',
  'charge.updated': 'retrieve',
  'charge.refunded': 'refunded',
}

/**
 * The checkout's fake gateway (checkout-fakes.ts) with what a real one adds for webhooks and
 * refunds (decision 059): it signs its events as the sandbox does (`t=…,v1=…` over the raw body,
 * five minutes' tolerance) and reads them back in `readWebhook`; `retrieve` answers what a test
 * settled a charge to (`settle`); `refund` keeps each refund key's first answer (a retried refund
 * gives back once), refuses more than the charge and can be told to refuse everything.
 */
export function webhookPayments() {
  const base = fakePayments()
  const settled = new Map<string, ChargeResult>()
  /** The money really given back, one entry per refund the provider made. */
  const givenBack: { chargeId: string; amount: number; refundKey: string | undefined }[] = []
  const byKey = new Map<string, { refundId: string }>()
  const state: { refuseRefunds: boolean; refundTimeouts: number } = {
    refuseRefunds: false,
    refundTimeouts: 0,
  }

  const chargedAmount = (chargeId: string) =>
    base.charges.find((charge) => `ch_${charge.attemptId}` === chargeId)?.amount ?? null

  const provider: PaymentProvider = {
    ...base.provider,
    async retrieve(chargeId) {
      return settled.get(chargeId) ?? base.provider.retrieve(chargeId)
    },
    async refund(chargeId, amount, refundKey) {
      const first = refundKey ? byKey.get(refundKey) : undefined
      if (first) return first
      if (state.refuseRefunds) throw new PaymentProviderError('refund_refused')
      const charged = chargedAmount(chargeId)
      if (charged === null) throw new PaymentProviderError('unknown_charge')
      const given = givenBack.filter((r) => r.chargeId === chargeId).reduce((sum, r) => sum + r.amount, 0)
      if (given + amount > charged) throw new PaymentProviderError('refund_refused')
      givenBack.push({ chargeId, amount, refundKey })
      const answer = { refundId: `re_${givenBack.length}` }
      if (refundKey) byKey.set(refundKey, answer)
      // The refund is made, then its answer is lost on the way back.
      if (state.refundTimeouts > 0) {
        state.refundTimeouts -= 1
        throw new PaymentProviderError('timeout')
      }
      return answer
    },
    async readWebhook({ rawBody, headers, now }) {
      const header = headers[SIGNATURE_HEADER]
      const checked = verifyWebhook(typeof header === 'string' ? header : null, rawBody, WEBHOOK_SECRET, now)
      if (!checked.ok) throw new WebhookRefused(checked.reason)
      const body = JSON.parse(rawBody) as {
        id: string
        type: string
        data: { charge: string; amount?: number; currency?: string; decline_code?: string | null }
      }
      const status = STATUS_OF_TYPE[body.type]
      if (!status) return null
      return {
        eventId: body.id,
        type: body.type,
        chargeId: body.data.charge,
        status,
        amount: body.data.amount ?? null,
        currency: body.data.currency ?? null,
        code: body.data.decline_code ?? null,
      }
    },
  }

  /** What a test says the provider now has for a charge (retrieve answers it). */
  function settle(chargeId: string, result: ChargeResult) {
    settled.set(chargeId, result)
  }

  return { ...base, provider, settle, givenBack, state }
}

let events = 0

/** An event's raw body, as the fake provider sends it. */
export function eventBody(
  type: string,
  data: { charge: string; amount?: number; currency?: string; decline_code?: string },
  id = `evt_${++events}_${Date.now()}`,
): string {
  return JSON.stringify({ id, type, created: Math.floor(Date.now() / 1000), data })
}

/**
 * Posts a webhook to `/api/v1/webhooks/fake`, signed now with the fake's secret unless `signature`
 * says otherwise (`null` sends none).
 */
export function postWebhook(
  app: FastifyInstance,
  body: string,
  options: { signature?: string | null; at?: Date; headers?: Record<string, string> } = {},
) {
  const signature =
    options.signature === undefined
      ? signWebhook(body, WEBHOOK_SECRET, options.at ?? new Date())
      : options.signature
  return app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/fake',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { [SIGNATURE_HEADER]: signature }),
      ...options.headers,
    },
    payload: body,
  })
}

import { randomUUID } from 'node:crypto'
import {
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  PaymentProviderError,
} from '../provider.ts'
import { type Fetch, PayPalApiError, PayPalAuthFailed, PayPalUnreachable, paypalHttp } from './paypal-http.ts'
import { minorUnits, paypalValue } from './paypal-money.ts'
import { orderRequests } from './paypal-order-requests.ts'
import {
  captureOf,
  orderDeadline,
  orderRequestBody,
  type PayPalOrder,
  resultOfOrder,
} from './paypal-orders.ts'
import type { PayPalConfig } from './paypal-settings.ts'
import { paypalTokens } from './paypal-token.ts'
import { paypalWebhookReader } from './paypal-webhooks.ts'

export interface PayPalDeps {
  /** Milliseconds a PayPal call may take (`PAYMENTS_TIMEOUT_MS`, default 10 s). */
  timeoutMs?: number
  fetch?: Fetch
  now?: () => Date
}

/**
 * PayPal through its Orders API v2 (decision 062), no SDK. A charge creates an order for the
 * server's total and answers `redirect` to PayPal's approval page; the browser comes back to the
 * checkout's return route, whose `retrieve` captures the approved order once (the capture's own
 * `PayPal-Request-Id`); refunds go against that capture. Our attempt id is the order's `custom_id`
 * and its create's `PayPal-Request-Id`, so a retried charge never makes a second order.
 */
export function paypalProvider(config: PayPalConfig, deps: PayPalDeps = {}): PaymentProvider {
  const now = deps.now ?? (() => new Date())
  const options = { timeoutMs: deps.timeoutMs ?? 10_000, fetch: deps.fetch ?? fetch, now }
  const tokens = paypalTokens(config, options)
  const http = paypalHttp(config, tokens, options)
  const requests = orderRequests(now)

  /** Sends the create (again): PayPal answers the order this request id made, or makes it. */
  async function createOrder(attemptId: string, body: object): Promise<PayPalOrder> {
    try {
      const answer = await http.call<PayPalOrder>({
        method: 'POST',
        path: '/v2/checkout/orders',
        body,
        requestId: attemptId,
        full: true,
      })
      return answer.body
    } catch (error) {
      // PayPal refused the order itself (an amount or currency it does not take).
      if (error instanceof PayPalApiError && error.status < 500)
        throw new PaymentProviderError('invalid_request')
      throw error
    }
  }

  async function getOrder(orderId: string): Promise<PayPalOrder> {
    if (!/^[A-Z0-9-]{1,36}$/.test(orderId)) throw new PaymentProviderError('unknown_charge')
    try {
      return (await http.call<PayPalOrder>({ method: 'GET', path: `/v2/checkout/orders/${orderId}` })).body
    } catch (error) {
      if (error instanceof PayPalApiError && error.status === 404)
        throw new PaymentProviderError('unknown_charge')
      throw error
    }
  }

  /**
   * Captures an approved order, once: the capture's request id is derived from the order, so a
   * retry (a return and a webhook at once, a timeout asked again) answers the first capture.
   */
  async function capture(order: PayPalOrder): Promise<ChargeResult> {
    try {
      const answer = await http.call<PayPalOrder>({
        method: 'POST',
        path: `/v2/checkout/orders/${order.id}/capture`,
        body: {},
        requestId: `${order.id}:capture`,
        full: true,
      })
      return resultOfOrder(answer.body, now())
    } catch (error) {
      if (!(error instanceof PayPalApiError)) throw error
      if (error.status === 404) throw new PaymentProviderError('unknown_charge')
      // Captured meanwhile by another path, or not approved after all: the order says what it is.
      if (error.issue === 'ORDER_ALREADY_CAPTURED' || error.issue === 'ORDER_NOT_APPROVED') {
        return resultOfOrder(await getOrder(order.id), now())
      }
      // The buyer's funding was refused (INSTRUMENT_DECLINED, PAYER_CANNOT_PAY…): a new attempt may pay.
      if (error.status === 422)
        return { status: 'declined', code: (error.issue ?? 'card_declined').toLowerCase(), message: null }
      throw error
    }
  }

  /**
   * PayPal out of reach, or refusing our keys, while asking about a charge already made: nothing
   * was done there, and the caller should ask again later — what `timeout` tells it (the return
   * route keeps the attempt open, the job retries). A charge keeps the plain error: it is declined
   * at once rather than left waiting.
   */
  async function askAgainLater<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (error) {
      if (!(error instanceof PayPalUnreachable || error instanceof PayPalAuthFailed)) throw error
      throw Object.assign(new PaymentProviderError('timeout'), { cause: error })
    }
  }

  /** A refund against the order's capture (the attempt keeps only the order's id). */
  async function refundCapture(orderId: string, amount: number, refundKey?: string) {
    const order = await getOrder(orderId)
    const captured = captureOf(order)
    if (!captured || !['COMPLETED', 'PARTIALLY_REFUNDED'].includes(captured.status) || !captured.amount) {
      throw new PaymentProviderError('refund_refused')
    }
    const currency = captured.amount.currency_code
    try {
      const answer = await http.call<{ id: string }>({
        method: 'POST',
        path: `/v2/payments/captures/${captured.id}/refund`,
        body: { amount: { currency_code: currency, value: paypalValue(amount, currency) } },
        // Ours: the same refund asked again gives back once (a random one when none is given).
        requestId: refundKey ?? randomUUID(),
      })
      return { refundId: answer.body.id }
    } catch (error) {
      if (error instanceof PayPalApiError && error.status === 404)
        throw new PaymentProviderError('unknown_charge')
      // Above what is left, fully refunded, too late…: PayPal's 422s.
      if (error instanceof PayPalApiError) throw new PaymentProviderError('refund_refused')
      throw error
    }
  }

  const provider: PaymentProvider = {
    name: 'paypal',
    types: config.types,

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      if (!config.types.includes(request.paymentType)) throw new PaymentProviderError('invalid_request')
      const body = orderRequestBody(request)
      requests.remember(request.attemptId, body)
      const order = await createOrder(request.attemptId, body)
      // The same request id with another total answers the first order: never charge that one.
      const unit = order.purchase_units?.[0]
      const total = minorUnits(unit?.amount)
      if (
        (unit?.custom_id && unit.custom_id !== request.attemptId) ||
        (total && (total.amount !== request.amount || total.currency !== request.currency))
      ) {
        throw new PaymentProviderError('attempt_mismatch')
      }
      return resultOfOrder(order, now())
    },

    retrieve: (orderId) =>
      askAgainLater(async () => {
        const order = await getOrder(orderId)
        // Approved by the buyer and still in time: captured now (PayPal's capture on return).
        if (order.status === 'APPROVED' && orderDeadline(order, now()) > now()) return capture(order)
        return resultOfOrder(order, now())
      }),

    findByAttempt: (attemptId) =>
      askAgainLater(async () => {
        const body = requests.recall(attemptId)
        if (!body) return null
        // Never captures: an approved order found this way reads as waiting, `retrieve` captures it.
        return resultOfOrder(await createOrder(attemptId, body), now())
      }),

    refund: (orderId, amount, refundKey) => askAgainLater(() => refundCapture(orderId, amount, refundKey)),
  }

  // Without the webhook's id PayPal cannot be asked whether a webhook is its own: none are taken.
  if (config.webhookId) provider.readWebhook = paypalWebhookReader(config.webhookId, http)
  return provider
}

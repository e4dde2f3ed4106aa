import { PAYMENT_WINDOW_MINUTES } from '@tianguis/core/payments/methods'
import type { ConektaConfig } from '../configured.ts'
import {
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentType,
} from '../provider.ts'
import { type ConektaApi, ConektaApiError, conektaApi } from './conekta-api.ts'
import {
  CONEKTA_METHOD,
  type ConektaOrder,
  type ConektaOrderList,
  type ConektaTakenType,
  chargeOf,
  resultOfOrder,
  UnreadableOrder,
} from './conekta-orders.ts'
import { readConektaEvent, webhookPublicKey } from './conekta-webhooks.ts'

/**
 * The Mexican cash and transfer network (decision 063): Conekta's orders API, for cash at a
 * convenience store or pharmacy (`cash`, an OXXO-style voucher) and bank transfers (`deposit`, a
 * SPEI CLABE made for the order). The order is our charge: its id is the charge id, `retrieve`
 * reads it, `cancel` cancels it. Paying happens later, outside the checkout; Conekta says so with
 * a signed `order.paid` webhook, and the reconciliation job asks the order at its deadline.
 */
export const CONEKTA_TYPES = ['deposit', 'cash'] as const satisfies readonly PaymentType[]

/** How far back `findByAttempt` looks (a timed-out charge is looked up within minutes). */
export const FIND_WINDOW_HOURS = 24
/** At most this many pages of 250 orders are read looking for an attempt's order. */
const FIND_MAX_PAGES = 4
const PAGE_SIZE = 250
/** How many unanswered attempts are remembered for their retry. */
const UNANSWERED_KEPT = 1000

/** Conekta's `metadata` key naming our attempt on its order. */
export const ATTEMPT_METADATA = 'attempt_id'

export interface ConektaDeps {
  config: ConektaConfig
  timeoutMs: number
  now?: () => Date
}

const isTaken = (type: PaymentType): type is ConektaTakenType => type in CONEKTA_METHOD

/** A definite "no" of Conekta about an order's id. */
const notFound = (error: unknown) => error instanceof ConektaApiError && error.status === 404

export function conektaProvider(deps: ConektaDeps): PaymentProvider {
  const { config } = deps
  const now = deps.now ?? (() => new Date())
  const api: ConektaApi = conektaApi({
    apiKey: config.apiKey,
    apiUrl: config.apiUrl,
    timeoutMs: deps.timeoutMs,
  })
  const publicKey = config.webhookPublicKey ? webhookPublicKey(config.webhookPublicKey) : null
  /**
   * Attempts whose order creation got no answer here: before sending it again, the order made
   * with the attempt is looked for, so a retry never makes a second reference even if Conekta
   * did not honour the `Idempotency-Key` (decision 063).
   */
  const unanswered = new Set<string>()
  const remember = (attemptId: string) => {
    // Bounded: the oldest is forgotten first (the reconciliation job finds it by its metadata anyway).
    if (unanswered.size >= UNANSWERED_KEPT) unanswered.delete(unanswered.values().next().value!)
    unanswered.add(attemptId)
  }

  const read = (order: ConektaOrder): ChargeResult => {
    try {
      return resultOfOrder(order, config.beneficiary)
    } catch (error) {
      if (error instanceof UnreadableOrder) throw new PaymentProviderError('timeout')
      throw error
    }
  }

  /** The order made with this attempt's id in its metadata, newest first, or null. */
  async function orderOfAttempt(attemptId: string): Promise<ConektaOrder | null> {
    const since = Math.floor(now().getTime() / 1000) - FIND_WINDOW_HOURS * 3600
    let next: string | null = null
    for (let page = 0; page < FIND_MAX_PAGES; page += 1) {
      const list: ConektaOrderList = await api<ConektaOrderList>({
        method: 'GET',
        path: '/orders',
        query: { limit: PAGE_SIZE, 'created_at.gte': since, ...(next ? { next } : {}) },
      })
      const found = list.data.find((order) => order.metadata?.[ATTEMPT_METADATA] === attemptId)
      if (found) return found
      if (!list.has_more || list.data.length === 0) return null
      next = list.data.at(-1)!.id
    }
    return null
  }

  /** The order Conekta answered for this attempt, checked against what was asked (quality case 7). */
  function checkedOrder(order: ConektaOrder, request: ChargeRequest): ChargeResult {
    const method = chargeOf(order)?.payment_method
    const type = isTaken(request.paymentType) ? CONEKTA_METHOD[request.paymentType] : null
    if (
      order.amount !== request.amount ||
      order.currency !== request.currency.toUpperCase() ||
      (method?.type && method.type !== type)
    ) {
      throw new PaymentProviderError('attempt_mismatch')
    }
    return read(order)
  }

  async function createOrder(request: ChargeRequest, type: ConektaTakenType): Promise<ConektaOrder> {
    const phone = request.customerPhone?.trim()
    const email = request.customerEmail?.trim()
    // Conekta's `customer_info` needs a name, an email and a phone: without a way to reach the
    // payer the order is refused there, so it is refused here before anything is sent.
    if (!phone || !email) throw new PaymentProviderError('invalid_request')
    const expiresAt = Math.floor(now().getTime() / 1000) + PAYMENT_WINDOW_MINUTES[type] * 60
    try {
      return await api<ConektaOrder>({
        method: 'POST',
        path: '/orders',
        idempotencyKey: request.attemptId,
        body: {
          currency: request.currency.toUpperCase(),
          customer_info: { name: request.customerName?.trim() || email, email, phone },
          line_items: [{ name: request.description.slice(0, 249), unit_price: request.amount, quantity: 1 }],
          metadata: { [ATTEMPT_METADATA]: request.attemptId },
          charges: [
            {
              amount: request.amount,
              payment_method: { type: CONEKTA_METHOD[type], expires_at: expiresAt },
            },
          ],
        },
      })
    } catch (error) {
      if (error instanceof PaymentProviderError && error.code === 'timeout') remember(request.attemptId)
      // Conekta refused the order's data (422) or could not process it (402): nothing was made.
      if (error instanceof ConektaApiError && (error.status === 422 || error.status === 400)) {
        throw new PaymentProviderError('invalid_request')
      }
      throw error
    }
  }

  const provider: PaymentProvider = {
    name: 'conekta',
    types: config.types,

    async charge(request) {
      if (!isTaken(request.paymentType) || !config.types.includes(request.paymentType)) {
        throw new PaymentProviderError('invalid_request')
      }
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
        throw new PaymentProviderError('invalid_request')
      }
      if (unanswered.has(request.attemptId)) {
        const made = await orderOfAttempt(request.attemptId)
        if (made) {
          unanswered.delete(request.attemptId)
          return checkedOrder(made, request)
        }
      }
      const order = await createOrder(request, request.paymentType)
      unanswered.delete(request.attemptId)
      return checkedOrder(order, request)
    },

    async retrieve(chargeId) {
      try {
        return read(
          await api<ConektaOrder>({ method: 'GET', path: `/orders/${encodeURIComponent(chargeId)}` }),
        )
      } catch (error) {
        if (notFound(error)) throw new PaymentProviderError('unknown_charge')
        throw error
      }
    },

    async findByAttempt(attemptId) {
      const order = await orderOfAttempt(attemptId)
      return order ? read(order) : null
    },

    async refund(chargeId, amount, refundKey) {
      if (!Number.isSafeInteger(amount) || amount <= 0) throw new PaymentProviderError('invalid_request')
      try {
        const order = await api<ConektaOrder>({
          method: 'POST',
          path: `/orders/${encodeURIComponent(chargeId)}/refunds`,
          ...(refundKey ? { idempotencyKey: refundKey } : {}),
          body: { amount, reason: 'requested_by_client' },
        })
        const refunds = chargeOf(order)?.refunds?.data ?? []
        const refund = refunds.at(-1)
        if (!refund) throw new PaymentProviderError('timeout')
        return { refundId: refund.id }
      } catch (error) {
        if (notFound(error)) throw new PaymentProviderError('unknown_charge')
        // Conekta refuses a refund it cannot make: a cash or transfer order is not refundable
        // through the API (`is_refundable: false`), or the amount is above what is left.
        if (error instanceof ConektaApiError) throw new PaymentProviderError('refund_refused')
        throw error
      }
    },

    async cancel(chargeId) {
      try {
        await api<ConektaOrder>({ method: 'POST', path: `/orders/${encodeURIComponent(chargeId)}/cancel` })
      } catch (error) {
        if (notFound(error)) throw new PaymentProviderError('unknown_charge')
        // Already paid (or otherwise settled): left as it is; `retrieve` tells what it became.
        if (error instanceof ConektaApiError) return
        throw error
      }
    },
  }
  if (publicKey) {
    provider.readWebhook = async (request) => readConektaEvent(request, publicKey)
  }
  return provider
}

import { generateKeyPairSync, type KeyObject, randomBytes, randomInt, sign } from 'node:crypto'
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify'
import { afterAll } from 'vitest'

/**
 * A local stand-in for Conekta's orders API (decision 063), answering the shapes of Conekta's
 * OpenAPI description (github.com/conekta/openapi: `order_response`, `charge_order_response`,
 * `payment_method_cash`, `payment_method_bank_transfer`, `error`) on a free loopback port:
 *
 * - `POST /orders` with one `cash` or `spei` charge → a `pending_payment` order with an OXXO-style
 *   reference and barcode, or a CLABE at STP; `Idempotency-Key` replays the first answer;
 * - `GET /orders/:id`, `GET /orders` (newest first, `limit`, `next`, `created_at.gte`);
 * - `POST /orders/:id/cancel` (only a waiting order), `POST /orders/:id/refunds` (refused: a cash
 *   or transfer order is not refundable, `is_refundable: false`, as Conekta's examples show);
 * - a bearer key checked on every call, 401/404/422/428 with Conekta's error body.
 *
 * The test drives the outside world: `pay()` and `expire()` what a customer or the deadline does,
 * `event()` a webhook body signed with the account's webhook key (RSA-SHA256, base64 in the
 * `digest` header), `hangAfterCreate` an order made whose answer never comes, `ignoreIdempotency`
 * a network that does not honour the header, `keyRevoked` a key that no longer opens the account.
 */

type Json = Record<string, unknown>

export interface ConektaFakeOrder {
  id: string
  object: 'order'
  livemode: false
  amount: number
  amount_refunded: number
  currency: string
  payment_status: string
  is_refundable: boolean
  customer_info: Json
  metadata: Record<string, unknown>
  created_at: number
  updated_at: number
  line_items: { object: 'list'; has_more: false; total: number; data: Json[] }
  charges: { object: 'list'; has_more: false; total: number; data: Json[] }
}

export interface FakeRequest {
  method: string
  path: string
  headers: Record<string, string | string[] | undefined>
  body: unknown
}

/** Conekta's store list for a cash voucher (the chains that take it). */
export const FAKE_STORES = ['OXXO', '7 Eleven', 'Farmacias del Ahorro', 'Circle K', 'Soriana']
export const FAKE_BANK = 'STP'

/** An 18-digit CLABE at STP (646, Mexico City 180) with its check digit (weights 3, 7, 1). */
export function clabeFor(account: string): string {
  const body = `646180${account.padStart(11, '0').slice(-11)}`
  const weights = [3, 7, 1]
  const sum = [...body].reduce(
    (total, digit, index) => total + ((Number(digit) * weights[index % 3]!) % 10),
    0,
  )
  return `${body}${(10 - (sum % 10)) % 10}`
}

const ALPHANUMERIC = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const conektaId = (prefix: string) =>
  `${prefix}_${Array.from({ length: 17 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('')}`
const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

function error(status: number, type: string, code: string, message: string, param: string | null = null) {
  return {
    status,
    body: {
      object: 'error',
      type,
      log_id: randomBytes(12).toString('hex'),
      details: [{ code, param, message, debug_message: message }],
    },
  }
}

export async function conektaFake(options: { apiKey?: string } = {}) {
  const apiKey = options.apiKey ?? 'key_fake_conekta_private'
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString()
  const orders = new Map<string, ConektaFakeOrder>()
  const replies = new Map<string, { status: number; body: unknown }>()
  const requests: FakeRequest[] = []
  const state = {
    /** The next order creations make the order, then hold the answer and cut the connection. */
    hangAfterCreate: 0,
    hangMs: 1_500,
    /** A network that ignores `Idempotency-Key` (each POST makes a new order). */
    ignoreIdempotency: false,
    /** The account's key was revoked (rolled in the dashboard): every call is 401. */
    keyRevoked: false,
    now: () => new Date(),
  }
  let sequence = 0

  const app = Fastify({ logger: false, forceCloseConnections: true })
  let url = ''

  function authorised(request: FastifyRequest): boolean {
    if (state.keyRevoked) return false
    const header = request.headers.authorization ?? ''
    if (header === `Bearer ${apiKey}`) return true
    // Conekta also takes the key as HTTP Basic's user name.
    return header === `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`
  }

  app.addHook('onRequest', async (request, reply) => {
    requests.push({
      method: request.method,
      path: request.url,
      headers: { ...request.headers },
      body: undefined,
    })
    if (!authorised(request)) {
      const answer = error(
        401,
        'authentication_error',
        'conekta.errors.authentication.missing_key',
        'Acceso no autorizado.',
      )
      return reply.code(answer.status).send(answer.body)
    }
  })
  app.addHook('preHandler', async (request) => {
    requests.at(-1)!.body = request.body
  })

  function validOrder(body: Json): ReturnType<typeof error> | null {
    const info = body.customer_info as Json | undefined
    for (const field of ['name', 'email', 'phone'] as const) {
      if (typeof info?.[field] !== 'string' || !(info[field] as string).trim()) {
        return error(
          422,
          'parameter_validation_error',
          `conekta.errors.parameter_validation.customer_info.${field}.missing`,
          `El parámetro customer_info.${field} es requerido.`,
          `customer_info.${field}`,
        )
      }
    }
    if (typeof body.currency !== 'string' || body.currency.length !== 3) {
      return error(
        422,
        'parameter_validation_error',
        'conekta.errors.parameter_validation.currency.invalid',
        'La moneda no es válida.',
        'currency',
      )
    }
    const lines = body.line_items as Json[] | undefined
    const lineOk = (line: Json) =>
      typeof line.name === 'string' &&
      line.name.length >= 3 &&
      Number.isInteger(line.unit_price) &&
      Number.isInteger(line.quantity) &&
      (line.quantity as number) >= 1
    if (!Array.isArray(lines) || lines.length === 0 || !lines.every(lineOk)) {
      return error(
        422,
        'parameter_validation_error',
        'conekta.errors.parameter_validation.line_items.invalid',
        'Los productos de la orden no son válidos.',
        'line_items',
      )
    }
    const charges = body.charges as Json[] | undefined
    const method = charges?.[0]?.payment_method as Json | undefined
    if (!method || !['cash', 'spei'].includes(method.type as string)) {
      return error(
        422,
        'parameter_validation_error',
        'conekta.errors.parameter_validation.payment_method.type.invalid',
        'El método de pago no es válido.',
        'charges.payment_method.type',
      )
    }
    return null
  }

  function createOrder(body: Json): ConektaFakeOrder {
    const now = seconds(state.now())
    const lines = body.line_items as { name: string; unit_price: number; quantity: number }[]
    const amount = lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0)
    const charge = (body.charges as Json[])[0]!
    const method = charge.payment_method as { type: 'cash' | 'spei'; expires_at?: number }
    const id = conektaId('ord')
    sequence += 1
    const paymentMethod =
      method.type === 'cash'
        ? {
            object: 'cash_payment',
            type: 'cash',
            service_name: 'Cash',
            product_type: 'cash_in',
            reference: `9300${String(sequence).padStart(4, '0')}${randomInt(100_000, 999_999)}`,
            barcode_url: '',
            store: null,
            store_names: FAKE_STORES,
            auth_code: null,
            cashier_id: null,
            agreement: null,
            expires_at: method.expires_at ?? now + 30 * 86_400,
          }
        : {
            object: 'bank_transfer_payment',
            type: 'spei',
            clabe: clabeFor(`${sequence}${randomInt(100_000, 999_999)}`),
            bank: FAKE_BANK,
            receiving_account_holder_name: null,
            receiving_account_number: '',
            receiving_account_bank: FAKE_BANK,
            issuing_account_holder_name: null,
            issuing_account_bank: null,
            issuing_account_number: null,
            reference_number: null,
            tracking_code: null,
            executed_at: null,
            payment_attempts: [],
            expires_at: method.expires_at ?? now + 3 * 86_400,
          }
    if (paymentMethod.object === 'cash_payment') {
      paymentMethod.barcode_url = `${url}/barcodes/cash/${paymentMethod.reference}.png`
    } else {
      paymentMethod.receiving_account_number = paymentMethod.clabe as string
    }
    const order: ConektaFakeOrder = {
      id,
      object: 'order',
      livemode: false,
      amount,
      amount_refunded: 0,
      currency: (body.currency as string).toUpperCase(),
      payment_status: 'pending_payment',
      is_refundable: false,
      customer_info: { ...(body.customer_info as Json), object: 'customer_info' },
      metadata: (body.metadata as Record<string, unknown>) ?? {},
      created_at: now,
      updated_at: now,
      line_items: {
        object: 'list',
        has_more: false,
        total: lines.length,
        data: lines.map((line) => ({
          ...line,
          object: 'line_item',
          id: conektaId('line_item'),
          parent_id: id,
        })),
      },
      charges: {
        object: 'list',
        has_more: false,
        total: 1,
        data: [
          {
            id: randomBytes(12).toString('hex'),
            object: 'charge',
            livemode: false,
            created_at: now,
            currency: (body.currency as string).toUpperCase(),
            amount: (charge.amount as number | undefined) ?? amount,
            description: 'Payment from order',
            status: 'pending_payment',
            failure_code: null,
            failure_message: null,
            paid_at: null,
            order_id: id,
            payment_method: paymentMethod,
            refunds: null,
          },
        ],
      },
    }
    orders.set(id, order)
    return order
  }

  function hang(reply: FastifyReply) {
    reply.hijack()
    setTimeout(() => reply.raw.destroy(), state.hangMs)
  }

  app.post('/orders', async (request, reply) => {
    const key = request.headers['idempotency-key']
    const idempotencyKey = typeof key === 'string' && !state.ignoreIdempotency ? key : null
    const replay = idempotencyKey ? replies.get(idempotencyKey) : undefined
    if (replay) return reply.code(replay.status).send(replay.body)
    const body = (request.body ?? {}) as Json
    const invalid = validOrder(body)
    if (invalid) return reply.code(invalid.status).send(invalid.body)
    const order = createOrder(body)
    if (idempotencyKey) replies.set(idempotencyKey, { status: 200, body: order })
    if (state.hangAfterCreate > 0) {
      state.hangAfterCreate -= 1
      return hang(reply)
    }
    return order
  })

  const unknown = (id: string) =>
    error(
      404,
      'resource_not_found_error',
      'conekta.errors.resource_not_found.entity',
      `The object Order "${id}" could not be found.`,
    )

  app.get<{ Params: { id: string } }>('/orders/:id', async (request, reply) => {
    const order = orders.get(request.params.id)
    if (!order) {
      const answer = unknown(request.params.id)
      return reply.code(answer.status).send(answer.body)
    }
    return order
  })

  app.get<{ Querystring: Record<string, string> }>('/orders', async (request) => {
    const limit = Math.min(Math.max(Number(request.query.limit ?? 20) || 20, 1), 250)
    const since = request.query['created_at.gte'] ? Number(request.query['created_at.gte']) : null
    let listed = [...orders.values()].reverse().filter((order) => since === null || order.created_at >= since)
    const after = request.query.next
    if (after) listed = listed.slice(listed.findIndex((order) => order.id === after) + 1)
    const data = listed.slice(0, limit)
    const more = listed.length > limit
    return {
      object: 'list',
      has_more: more,
      next_page_url: more ? `${url}/orders?limit=${limit}&next=${data.at(-1)!.id}` : null,
      previous_page_url: null,
      data,
    }
  })

  app.post<{ Params: { id: string } }>('/orders/:id/cancel', async (request, reply) => {
    const order = orders.get(request.params.id)
    if (!order) {
      const answer = unknown(request.params.id)
      return reply.code(answer.status).send(answer.body)
    }
    if (order.payment_status !== 'pending_payment' && order.payment_status !== 'canceled') {
      const answer = error(
        428,
        'precondition_required_error',
        'conekta.errors.precondition_required.order.cannot_be_canceled',
        `The order cannot be canceled because it is ${order.payment_status}.`,
      )
      return reply.code(answer.status).send(answer.body)
    }
    settle(order, 'canceled')
    return order
  })

  app.post<{ Params: { id: string } }>('/orders/:id/refunds', async (request, reply) => {
    const order = orders.get(request.params.id)
    const answer = order
      ? error(
          422,
          'processing_error',
          'conekta.errors.processing.refund.not_refundable',
          'La orden no puede ser reembolsada.',
        )
      : unknown(request.params.id)
    return reply.code(answer.status).send(answer.body)
  })

  function settle(order: ConektaFakeOrder, status: 'paid' | 'expired' | 'canceled') {
    const now = seconds(state.now())
    order.payment_status = status
    order.updated_at = now
    const charge = order.charges.data[0]!
    charge.status = status
    if (status === 'paid') charge.paid_at = now
  }

  function orderFor(idOrReference: string): ConektaFakeOrder {
    const order =
      orders.get(idOrReference) ??
      [...orders.values()].find((candidate) => {
        const method = candidate.charges.data[0]!.payment_method as Json
        return method.reference === idOrReference || method.clabe === idOrReference
      })
    if (!order) throw new Error(`conekta fake: no order ${idOrReference}`)
    return order
  }

  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('conekta fake: no port')
  url = `http://127.0.0.1:${address.port}`
  afterAll(() => app.close())

  return {
    url,
    apiKey,
    publicKeyPem,
    state,
    requests,
    orders,
    /** The order made for one of our attempts (its `metadata.attempt_id`), if any. */
    ordersOfAttempt: (attemptId: string) =>
      [...orders.values()].filter((order) => order.metadata.attempt_id === attemptId),
    /** The customer paid at the store or sent the transfer. */
    pay(idOrReference: string): ConektaFakeOrder {
      const order = orderFor(idOrReference)
      if (order.payment_status !== 'pending_payment')
        throw new Error(`conekta fake: ${order.id} is not payable`)
      settle(order, 'paid')
      return order
    },
    /** The reference's deadline passed unpaid. */
    expire(idOrReference: string): ConektaFakeOrder {
      const order = orderFor(idOrReference)
      settle(order, 'expired')
      return order
    },
    /** A webhook as Conekta sends it: the event's raw body and its `digest` header. */
    event(
      type: string,
      orderId: string,
      options: { createdAt?: Date; id?: string; key?: KeyObject; object?: 'order' | 'charge' } = {},
    ) {
      const order = orderFor(orderId)
      const body = JSON.stringify({
        data: {
          object: options.object === 'charge' ? order.charges.data[0] : order,
          previous_attributes: {},
        },
        livemode: false,
        webhook_status: 'pending',
        webhook_logs: [],
        id: options.id ?? randomBytes(12).toString('hex'),
        object: 'event',
        type,
        created_at: seconds(options.createdAt ?? state.now()),
      })
      const digest = sign('sha256', Buffer.from(body, 'utf8'), options.key ?? privateKey).toString('base64')
      return { rawBody: body, headers: { 'content-type': 'application/json', digest } }
    },
  }
}

export type ConektaFake = Awaited<ReturnType<typeof conektaFake>>

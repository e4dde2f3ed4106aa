import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify'

/**
 * A local stand-in for PayPal's REST API (decision 062), answering the documented shapes of Orders
 * v2, Payments v2 and the webhook verification, on a free loopback port. Tests aim the adapter at
 * it with `PAYPAL_API_BASE`; it never reaches the internet.
 *
 * - `POST /v1/oauth2/token` (Basic client id:secret, client credentials) → a bearer token;
 * - `POST /v2/checkout/orders` (a `PayPal-Request-Id` seen before answers that order again, 200);
 * - `GET /v2/checkout/orders/:id`; `POST /v2/checkout/orders/:id/capture` (request id replay too);
 * - the buyer's page `GET /checkoutnow?token=ID`: `&approve=1` approves and 302s to the return URL
 *   with `token` and `PayerID`, `&cancel=1` 302s to the cancel URL with `token`; `&buyer=` marks how
 *   the capture will go (`decline`, `insufficient`, `instrument_declined`, `pending`);
 * - `GET /v2/payments/captures/:id`, `POST /v2/payments/captures/:id/refund`;
 * - `POST /v1/notifications/verify-webhook-signature`: SUCCESS only for headers this fake made
 *   (`webhook()`), with an HMAC of its own — the fake's secret, not PayPal's certificate scheme.
 *
 * Switches: `hold('capture' | 'create', ms, times)` answers the next captures or creates only after
 * that long (having done them), `revokeTokens()` makes PayPal refuse the tokens it gave.
 */

type Buyer = 'ok' | 'decline' | 'insufficient' | 'instrument_declined' | 'pending'

interface Money {
  currency_code: string
  value: string
}

interface Capture {
  id: string
  status: 'COMPLETED' | 'DECLINED' | 'PENDING' | 'PARTIALLY_REFUNDED' | 'REFUNDED'
  amount: Money
  final_capture: boolean
  custom_id: string | null
  invoice_id: string | null
  status_details?: { reason: string }
  processor_response?: { response_code: string }
  create_time: string
  update_time: string
  orderId: string
  refunded: number
}

interface Refund {
  id: string
  status: 'COMPLETED'
  amount: Money
  captureId: string
  create_time: string
}

export interface FakeOrder {
  id: string
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'VOIDED' | 'COMPLETED'
  intent: string
  amount: Money
  customId: string | null
  invoiceId: string | null
  description: string | null
  returnUrl: string | null
  cancelUrl: string | null
  /** `payment_source.paypal` (a payer-action link) or the older `application_context` (approve). */
  modern: boolean
  buyer: Buyer
  payerId: string | null
  createTime: string
  captures: Capture[]
  refunds: Refund[]
}

const ZERO_DECIMALS = new Set(['HUF', 'JPY', 'TWD'])
const FAKE_SIGNING_SECRET = 'paypal-fake-webhook-secret'

const paypalId = (length = 17) => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'
  const bytes = randomBytes(length)
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')
}

const cents = (money: Money) =>
  Math.round(Number(money.value) * (ZERO_DECIMALS.has(money.currency_code) ? 1 : 100))
const asValue = (amount: number, currency: string) =>
  ZERO_DECIMALS.has(currency) ? String(amount) : (amount / 100).toFixed(2)

function error(reply: FastifyReply, status: number, name: string, issue?: string, description?: string) {
  return reply.code(status).send({
    name,
    message: name === 'UNPROCESSABLE_ENTITY' ? 'The requested action could not be performed.' : name,
    debug_id: paypalId(13).toLowerCase(),
    ...(issue ? { details: [{ issue, description: description ?? issue }] } : {}),
  })
}

export async function startPayPalFake(
  options: { clientId?: string; clientSecret?: string; webhookId?: string; tokenLifeSeconds?: number } = {},
) {
  const clientId = options.clientId ?? 'fake-client-id'
  const clientSecret = options.clientSecret ?? 'fake-client-secret'
  const webhookId = options.webhookId ?? 'WH8FAKE0000001'
  const orders = new Map<string, FakeOrder>()
  const captures = new Map<string, Capture>()
  const tokens = new Map<string, number>()
  /** Answers already given, by request id: the same id answers them again (PayPal's idempotency). */
  const replies = new Map<string, Promise<{ status: number; body: unknown }>>()
  const state = {
    tokensIssued: 0,
    tokenLifeSeconds: options.tokenLifeSeconds ?? 32_400,
    /**
     * Answers held past the adapter's timeout, having done the work (an answer lost on the way):
     * the next `times` creates or captures, replays of the same request id included.
     */
    holds: {
      create: { ms: 0, times: 0 },
      capture: { ms: 0, times: 0 },
    },
    /** Every call as method and path, for tests that count them. */
    calls: [] as string[],
    verifications: 0,
  }

  // Closing ends every connection, kept-alive ones of the adapter's fetch too: a test file's end never waits.
  const app = Fastify({ logger: false, forceCloseConnections: true })
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, new URLSearchParams(body as string)),
  )
  let base = ''
  const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  app.addHook('onRequest', async (request) => {
    state.calls.push(`${request.method} ${request.url.split('?')[0]}`)
  })

  /** The bearer token a call must carry (any page but the token endpoint and the buyer's page). */
  async function authorised(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    const expiresAt = token ? tokens.get(token) : undefined
    if (!expiresAt || expiresAt <= Date.now()) {
      await reply
        .code(401)
        .send({ error: 'invalid_token', error_description: 'Token signature verification failed' })
      return false
    }
    return true
  }

  /** How long this answer of `kind` is held, counting it off the switch. */
  function heldFor(kind: keyof typeof state.holds): number {
    const hold = state.holds[kind]
    if (hold.times <= 0) return 0
    hold.times -= 1
    return hold.ms
  }

  /**
   * Runs `work` once per request id; the same id again (even while the first runs) answers what it
   * did, as PayPal does. A held answer is delayed after the work is done and kept.
   */
  type Answer = { status: number; body: unknown }
  async function once(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: string,
    hold: keyof typeof state.holds | null,
    work: () => Promise<Answer>,
  ) {
    const requestId = request.headers['paypal-request-id']
    const key = typeof requestId === 'string' && requestId ? `${scope}:${requestId}` : null
    const earlier = key ? replies.get(key) : undefined
    let answer: Answer
    if (earlier) {
      const first = await earlier
      // A replay of a success is PayPal's 200 with the resource as it was made.
      answer = { status: first.status >= 400 ? first.status : 200, body: first.body }
    } else {
      const running = work()
      if (key) replies.set(key, running)
      answer = await running
      // Failures are not kept: the same request id may be tried again.
      if (key && answer.status >= 400) replies.delete(key)
    }
    const ms = hold && answer.status < 400 ? heldFor(hold) : 0
    if (ms) await delay(ms)
    return reply.code(answer.status).send(answer.body)
  }

  const captureView = (capture: Capture) => ({
    id: capture.id,
    status: capture.status,
    amount: capture.amount,
    final_capture: capture.final_capture,
    ...(capture.custom_id ? { custom_id: capture.custom_id } : {}),
    ...(capture.invoice_id ? { invoice_id: capture.invoice_id } : {}),
    ...(capture.status_details ? { status_details: capture.status_details } : {}),
    ...(capture.processor_response ? { processor_response: capture.processor_response } : {}),
    seller_protection: { status: 'ELIGIBLE' },
    supplementary_data: { related_ids: { order_id: capture.orderId } },
    create_time: capture.create_time,
    update_time: capture.update_time,
    links: [
      { href: `${base}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' },
      { href: `${base}/v2/payments/captures/${capture.id}/refund`, rel: 'refund', method: 'POST' },
      { href: `${base}/v2/checkout/orders/${capture.orderId}`, rel: 'up', method: 'GET' },
    ],
  })

  const refundView = (refund: Refund) => ({
    id: refund.id,
    status: refund.status,
    amount: refund.amount,
    create_time: refund.create_time,
    links: [
      { href: `${base}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
      { href: `${base}/v2/payments/captures/${refund.captureId}`, rel: 'up', method: 'GET' },
    ],
  })

  function orderLinks(order: FakeOrder) {
    const links = [{ href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }]
    if (order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED') {
      links.push({
        href: `${base}/checkoutnow?token=${order.id}`,
        rel: order.modern ? 'payer-action' : 'approve',
        method: 'GET',
      })
    }
    if (order.status === 'APPROVED') {
      links.push({ href: `${base}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' })
    }
    return links
  }

  function orderView(order: FakeOrder, full: boolean) {
    if (!full) return { id: order.id, status: order.status, links: orderLinks(order) }
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      create_time: order.createTime,
      ...(order.payerId
        ? {
            payment_source: {
              paypal: { email_address: 'comprador@example.test', account_id: order.payerId },
            },
            payer: { payer_id: order.payerId, email_address: 'comprador@example.test' },
          }
        : {}),
      purchase_units: [
        {
          reference_id: 'default',
          amount: order.amount,
          ...(order.customId ? { custom_id: order.customId } : {}),
          ...(order.invoiceId ? { invoice_id: order.invoiceId } : {}),
          ...(order.description ? { description: order.description } : {}),
          ...(order.captures.length || order.refunds.length
            ? {
                payments: {
                  captures: order.captures.map(captureView),
                  ...(order.refunds.length ? { refunds: order.refunds.map(refundView) } : {}),
                },
              }
            : {}),
        },
      ],
      links: orderLinks(order),
    }
  }

  const wantsFull = (request: FastifyRequest) =>
    /return=representation/.test(String(request.headers.prefer ?? ''))

  app.post('/v1/oauth2/token', async (request, reply) => {
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    const [id, secret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : []
    if (id !== clientId || secret !== clientSecret) {
      return reply
        .code(401)
        .send({ error: 'invalid_client', error_description: 'Client Authentication failed' })
    }
    const form = request.body as URLSearchParams | undefined
    if (form?.get?.('grant_type') !== 'client_credentials') {
      return reply
        .code(400)
        .send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' })
    }
    const token = `A21AA${randomBytes(24).toString('base64url')}`
    tokens.set(token, Date.now() + state.tokenLifeSeconds * 1000)
    state.tokensIssued += 1
    return {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: state.tokenLifeSeconds,
      nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
    }
  })

  app.post('/v2/checkout/orders', async (request, reply) => {
    if (!(await authorised(request, reply))) return reply
    const body = request.body as {
      intent?: string
      purchase_units?: {
        amount?: Money
        custom_id?: string
        invoice_id?: string
        description?: string
      }[]
      payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } }
      application_context?: { return_url?: string; cancel_url?: string }
    }
    return once(request, reply, 'create', 'create', async () => {
      const unit = body?.purchase_units?.[0]
      if (body?.intent !== 'CAPTURE' && body?.intent !== 'AUTHORIZE')
        return {
          status: 400,
          body: { name: 'INVALID_REQUEST', details: [{ issue: 'MISSING_REQUIRED_PARAMETER' }] },
        }
      if (!unit?.amount || !/^[A-Z]{3}$/.test(unit.amount.currency_code ?? ''))
        return {
          status: 400,
          body: { name: 'INVALID_REQUEST', details: [{ issue: 'INVALID_PARAMETER_VALUE' }] },
        }
      const decimals = ZERO_DECIMALS.has(unit.amount.currency_code) ? '' : '(\\.\\d{2})?'
      if (!new RegExp(`^\\d{1,15}${decimals}$`).test(unit.amount.value ?? ''))
        return {
          status: 422,
          body: {
            name: 'UNPROCESSABLE_ENTITY',
            details: [{ issue: decimals ? 'DECIMAL_PRECISION' : 'DECIMALS_NOT_SUPPORTED' }],
          },
        }
      const context = body.payment_source?.paypal?.experience_context ?? body.application_context
      const order: FakeOrder = {
        id: paypalId(),
        status: body.payment_source?.paypal ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
        intent: body.intent,
        amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
        customId: unit.custom_id ?? null,
        invoiceId: unit.invoice_id ?? null,
        description: unit.description ?? null,
        returnUrl: context?.return_url ?? null,
        cancelUrl: context?.cancel_url ?? null,
        modern: Boolean(body.payment_source?.paypal),
        buyer: 'ok',
        payerId: null,
        createTime: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        captures: [],
        refunds: [],
      }
      orders.set(order.id, order)
      return { status: 201, body: orderView(order, wantsFull(request)) }
    })
  })

  app.get('/v2/checkout/orders/:id', async (request, reply) => {
    if (!(await authorised(request, reply))) return reply
    const order = orders.get((request.params as { id: string }).id)
    if (!order) return error(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')
    return orderView(order, true)
  })

  app.get('/checkoutnow', async (request, reply) => {
    const query = request.query as { token?: string; approve?: string; cancel?: string; buyer?: Buyer }
    const order = query.token ? orders.get(query.token) : undefined
    if (!order) return reply.code(404).type('text/html').send('<h1>Esta orden no existe</h1>')
    if (query.cancel === '1') {
      const to = new URL(order.cancelUrl ?? `${base}/cancelled`)
      to.searchParams.set('token', order.id)
      return reply.redirect(to.toString(), 302)
    }
    if (query.approve === '1') {
      if (
        order.status !== 'CREATED' &&
        order.status !== 'PAYER_ACTION_REQUIRED' &&
        order.status !== 'APPROVED'
      ) {
        return reply.code(409).type('text/html').send('<h1>Esta orden ya no puede aprobarse</h1>')
      }
      order.status = 'APPROVED'
      order.buyer = query.buyer ?? 'ok'
      order.payerId = paypalId(13)
      const to = new URL(order.returnUrl ?? `${base}/approved`)
      to.searchParams.set('token', order.id)
      to.searchParams.set('PayerID', order.payerId)
      return reply.redirect(to.toString(), 302)
    }
    return reply
      .type('text/html')
      .send(
        `<h1>PayPal (fake)</h1><p>${order.amount.value} ${order.amount.currency_code}</p>` +
          `<a href="?token=${order.id}&approve=1">Pagar ahora</a> <a href="?token=${order.id}&cancel=1">Cancelar</a>`,
      )
  })

  app.post('/v2/checkout/orders/:id/capture', async (request, reply) => {
    if (!(await authorised(request, reply))) return reply
    const order = orders.get((request.params as { id: string }).id)
    if (!order) return error(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')
    return once(request, reply, `capture:${order.id}`, 'capture', async () => {
      const unprocessable = (issue: string) => ({
        status: 422,
        body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue }], debug_id: paypalId(13).toLowerCase() },
      })
      if (order.status === 'COMPLETED') return unprocessable('ORDER_ALREADY_CAPTURED')
      if (order.status !== 'APPROVED') return unprocessable('ORDER_NOT_APPROVED')
      if (order.buyer === 'instrument_declined') return unprocessable('INSTRUMENT_DECLINED')
      const now = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')
      const capture: Capture = {
        id: paypalId(),
        status: order.buyer === 'ok' ? 'COMPLETED' : order.buyer === 'pending' ? 'PENDING' : 'DECLINED',
        amount: order.amount,
        final_capture: true,
        custom_id: order.customId,
        invoice_id: order.invoiceId,
        ...(order.buyer === 'pending' ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
        ...(order.buyer === 'decline' ? { processor_response: { response_code: '0500' } } : {}),
        ...(order.buyer === 'insufficient' ? { processor_response: { response_code: '5120' } } : {}),
        create_time: now,
        update_time: now,
        orderId: order.id,
        refunded: 0,
      }
      // PayPal completes the order even when its capture is declined: the capture says how it went.
      order.status = 'COMPLETED'
      order.captures.push(capture)
      captures.set(capture.id, capture)
      return { status: 201, body: orderView(order, wantsFull(request)) }
    })
  })

  app.get('/v2/payments/captures/:id', async (request, reply) => {
    if (!(await authorised(request, reply))) return reply
    const capture = captures.get((request.params as { id: string }).id)
    if (!capture) return error(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')
    return captureView(capture)
  })

  app.post('/v2/payments/captures/:id/refund', async (request, reply) => {
    if (!(await authorised(request, reply))) return reply
    const capture = captures.get((request.params as { id: string }).id)
    if (!capture) return error(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')
    const body = (request.body ?? {}) as { amount?: Money }
    return once(request, reply, 'refund', null, async () => {
      const unprocessable = (issue: string) => ({
        status: 422,
        body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] },
      })
      if (capture.status === 'REFUNDED') return unprocessable('CAPTURE_FULLY_REFUNDED')
      if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED')
        return unprocessable('REFUND_NOT_ALLOWED')
      const whole = cents(capture.amount)
      const left = whole - capture.refunded
      if (body.amount && body.amount.currency_code !== capture.amount.currency_code)
        return unprocessable('REFUND_CAPTURE_CURRENCY_MISMATCH')
      const amount = body.amount ? cents(body.amount) : left
      if (amount <= 0) return unprocessable('CANNOT_BE_ZERO_OR_NEGATIVE')
      if (amount > left) return unprocessable('REFUND_AMOUNT_EXCEEDED')
      capture.refunded += amount
      capture.status = capture.refunded === whole ? 'REFUNDED' : 'PARTIALLY_REFUNDED'
      const refund: Refund = {
        id: paypalId(),
        status: 'COMPLETED',
        amount: {
          currency_code: capture.amount.currency_code,
          value: asValue(amount, capture.amount.currency_code),
        },
        captureId: capture.id,
        create_time: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      }
      orders.get(capture.orderId)!.refunds.push(refund)
      return { status: 201, body: refundView(refund) }
    })
  })

  const digest = (event: unknown) => createHash('sha256').update(JSON.stringify(event)).digest('hex')
  const sign = (transmissionId: string, time: string, event: unknown) =>
    createHmac('sha256', FAKE_SIGNING_SECRET)
      .update(`${transmissionId}|${time}|${webhookId}|${digest(event)}`)
      .digest('base64')

  app.post('/v1/notifications/verify-webhook-signature', async (request, reply) => {
    if (!(await authorised(request, reply))) return reply
    state.verifications += 1
    const body = (request.body ?? {}) as Record<string, unknown>
    const required = [
      'auth_algo',
      'cert_url',
      'transmission_id',
      'transmission_sig',
      'transmission_time',
      'webhook_id',
    ]
    if (required.some((field) => typeof body[field] !== 'string') || typeof body.webhook_event !== 'object') {
      return error(reply, 400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER')
    }
    const given = Buffer.from(body.transmission_sig as string)
    const expected = Buffer.from(
      sign(body.transmission_id as string, body.transmission_time as string, body.webhook_event),
    )
    const ok =
      body.webhook_id === webhookId &&
      body.auth_algo === 'SHA256withRSA' &&
      (body.cert_url as string).startsWith(`${base}/v1/notifications/certs/`) &&
      given.length === expected.length &&
      timingSafeEqual(given, expected)
    return { verification_status: ok ? 'SUCCESS' : 'FAILURE' }
  })

  await app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`

  /** The order's newest capture (what a capture event is about). */
  function captureOfOrder(orderId: string): Capture {
    const capture = orders.get(orderId)?.captures.at(-1)
    if (!capture) throw new Error(`paypal fake: order ${orderId} has no capture`)
    return capture
  }

  const fake = {
    url: base,
    clientId,
    clientSecret,
    webhookId,
    orders,
    state,
    /** The variables that aim the app's PayPal adapter here. */
    env(extra: Record<string, string> = {}): Record<string, string> {
      return {
        PAYPAL_CLIENT_ID: clientId,
        PAYPAL_CLIENT_SECRET: clientSecret,
        PAYPAL_WEBHOOK_ID: webhookId,
        PAYPAL_API_BASE: base,
        ...extra,
      }
    },
    /** The order made for one of our attempts (its `custom_id`). */
    orderOfAttempt(attemptId: string): FakeOrder | undefined {
      return [...orders.values()].find((order) => order.customId === attemptId)
    },
    /** The buyer's press on PayPal's page, as the browser makes it: where PayPal sends them back. */
    async buyerPresses(approvalUrl: string, press: 'approve' | 'cancel', buyer: Buyer = 'ok'): Promise<URL> {
      const url = new URL(approvalUrl)
      url.searchParams.set(press, '1')
      if (press === 'approve') url.searchParams.set('buyer', buyer)
      const response = await fetch(url, { redirect: 'manual' })
      await response.arrayBuffer()
      const location = response.headers.get('location')
      if (response.status !== 302 || !location)
        throw new Error(`paypal fake page answered ${response.status}`)
      return new URL(location)
    },
    /** How many captures PayPal made of an order (a capture made once, whatever was retried). */
    capturesOf(orderId: string): number {
      return orders.get(orderId)?.captures.length ?? 0
    },
    /** Holds the next `times` answers of creates or captures `ms` after doing the work. */
    hold(kind: keyof typeof state.holds, ms: number, times = 1): void {
      state.holds[kind] = { ms, times }
    },
    /** Ends every hold (between tests). */
    release(): void {
      state.holds.create = { ms: 0, times: 0 }
      state.holds.capture = { ms: 0, times: 0 }
    },
    /** PayPal stops taking the tokens it gave (each call then answers 401). */
    revokeTokens(): void {
      tokens.clear()
    },
    /**
     * A webhook delivery as PayPal would send it about an order: the raw body and the transmission
     * headers, signed for this fake's verification. Sent as it is, again and again, it is the same
     * delivery (a replay); `time` dates it, `edit` changes what PayPal says, `tamper` changes the
     * body after it was signed.
     */
    webhook(
      eventType:
        | 'CHECKOUT.ORDER.APPROVED'
        | 'PAYMENT.CAPTURE.COMPLETED'
        | 'PAYMENT.CAPTURE.DENIED'
        | 'PAYMENT.CAPTURE.REFUNDED',
      orderId: string,
      options: {
        time?: Date
        eventId?: string
        /** What PayPal itself says differently (signed as sent): an older state, another amount. */
        edit?: (resource: Record<string, unknown>) => void
        /** A change on the way, after signing: the signature no longer matches. */
        tamper?: (resource: Record<string, unknown>) => void
      } = {},
    ): { body: string; headers: Record<string, string> } {
      const order = orders.get(orderId)
      if (!order) throw new Error(`paypal fake: no order ${orderId}`)
      let resource: Record<string, unknown>
      let resourceType: string
      if (eventType === 'CHECKOUT.ORDER.APPROVED') {
        resource = orderView(order, true) as Record<string, unknown>
        resourceType = 'checkout-order'
      } else if (eventType === 'PAYMENT.CAPTURE.REFUNDED') {
        const refund = order.refunds.at(-1)
        if (!refund) throw new Error(`paypal fake: order ${orderId} has no refund`)
        resource = refundView(refund) as Record<string, unknown>
        resourceType = 'refund'
      } else {
        resource = captureView(captureOfOrder(orderId)) as Record<string, unknown>
        resourceType = 'capture'
      }
      options.edit?.(resource)
      const time = (options.time ?? new Date()).toISOString()
      const event = {
        id: options.eventId ?? `WH-${paypalId(17)}`,
        event_version: '1.0',
        create_time: time,
        resource_type: resourceType,
        resource_version: '2.0',
        event_type: eventType,
        summary: `${eventType} (fake)`,
        resource,
        links: [{ href: `${base}/v1/notifications/webhooks-events/x`, rel: 'self', method: 'GET' }],
      }
      const transmissionId = crypto.randomUUID()
      const signature = sign(transmissionId, time, event)
      options.tamper?.(resource)
      return {
        body: JSON.stringify(event),
        headers: {
          'content-type': 'application/json',
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-time': time,
          'paypal-transmission-sig': signature,
          'paypal-cert-url': `${base}/v1/notifications/certs/CERT-360caa42-fca2a594-fake`,
          'paypal-auth-algo': 'SHA256withRSA',
        },
      }
    },
    close: () => app.close(),
  }
  return fake
}

export type PayPalFake = Awaited<ReturnType<typeof startPayPalFake>>

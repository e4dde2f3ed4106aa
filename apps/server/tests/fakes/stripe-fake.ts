import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify'
import Stripe from 'stripe'
import {
  chargeJson,
  errorJson,
  type FakeCharge,
  type FakeIntent,
  intentJson,
  listOf,
  parseForm,
  stripeId,
  TEST_PAYMENT_METHODS,
} from './stripe-fake-objects.ts'

type Json = Record<string, unknown>

/** A request the fake received, as the tests look at it (never the key). */
export interface FakeRequest {
  method: string
  path: string
  idempotencyKey: string | null
  stripeVersion: string | null
  body: Json
}

/** A webhook event the fake made, with the exact bytes it signs and sends. */
export interface FakeEvent {
  id: string
  type: string
  body: string
}

export interface StripeFake {
  /** `http://127.0.0.1:<port>`: what `STRIPE_API_BASE` names in tests. */
  url: string
  secretKey: string
  webhookSecret: string
  intents: Map<string, FakeIntent>
  charges: Map<string, FakeCharge>
  requests: FakeRequest[]
  events: FakeEvent[]
  state: {
    /** How many PaymentIntent creations (first calls or replays) answer only after `slowMs`. */
    slowCreates: number
    /** Longer than the adapter's timeout: the charge is made, its answer comes too late. */
    slowMs: number
    /** How long a new intent stays out of the search's results (Stripe's search lags its writes). */
    searchLagMs: number
  }
  /** Where events are POSTed as they happen (signed), or null to only record them. */
  sendWebhooksTo(url: string | null): void
  /** An event of any type about an object (a PaymentIntent's JSON), made but neither kept nor sent. */
  event(type: string, object: Json): FakeEvent
  /** A PaymentIntent as the API answers it (its charge not expanded), to build events from. */
  intentJson(id: string): Json
  /** The `Stripe-Signature` header for a body, as Stripe signs it (the SDK's test helper). */
  signature(body: string, options?: { timestamp?: number; secret?: string }): string
  /** Waits for the webhooks being sent. */
  flushWebhooks(): Promise<void>
  close(): Promise<void>
}

/** Stripe refuses anything else on a PaymentIntent's creation ("Received unknown parameter"). */
const CREATE_PARAMS = new Set([
  'amount',
  'currency',
  'payment_method',
  'allowed_payment_method_types',
  'confirm',
  'return_url',
  'description',
  'metadata',
  'payment_method_options',
  'expand',
  'customer',
  'setup_future_usage',
  'receipt_email',
])

/** The plans Stripe Mexico offers for meses sin intereses. */
const INSTALMENT_COUNTS = new Set([3, 6, 9, 12, 18, 24])
const CANCELABLE = new Set([
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
])

class Refusal extends Error {
  readonly status: number
  readonly body: Json
  constructor(status: number, body: Json) {
    super(String((body.error as Json | undefined)?.message ?? 'refused'))
    this.status = status
    this.body = body
  }
}

const invalid = (message: string, extra: { code?: string; param?: string; status?: number } = {}) =>
  new Refusal(extra.status ?? 400, errorJson({ type: 'invalid_request_error', message, ...extra }))

/**
 * A local fake of Stripe's API (decision 061), for the adapter's tests: a Fastify server on a free
 * loopback port answering the endpoints the adapter calls with the documented shapes — form-encoded
 * requests as the SDK sends them, `Idempotency-Key` replays (the first answer again, even an error;
 * other parameters with the same key refused), card errors with 402, `resource_missing` 404s — and
 * Stripe's test PaymentMethods (`pm_card_visa`, `pm_card_chargeDeclined…`,
 * `pm_card_threeDSecure2Required`, whose `next_action` page here succeeds or fails the intent).
 * It can answer a creation too late after making it, keep new intents out of the search for a
 * while, and send signed webhooks for what happens.
 */
export async function startStripeFake(
  options: { secretKey?: string; webhookSecret?: string } = {},
): Promise<StripeFake> {
  const secretKey = options.secretKey ?? 'sk_test_fake_tianguis_0123456789'
  const webhookSecret = options.webhookSecret ?? 'whsec_fake_tianguis_0123456789'
  const intents = new Map<string, FakeIntent>()
  const charges = new Map<string, FakeCharge>()
  const requests: FakeRequest[] = []
  const events: FakeEvent[] = []
  const idempotent = new Map<string, { route: string; params: string; status: number; body: Json }>()
  const state = { slowCreates: 0, slowMs: 1_500, searchLagMs: 0 }
  const sleeping = new Set<() => void>()
  const sending = new Set<Promise<unknown>>()
  let webhookTarget: string | null = null
  let base = ''

  const now = () => Math.floor(Date.now() / 1000)

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer)
        sleeping.delete(wake)
        resolve()
      }
      const timer = setTimeout(wake, ms)
      sleeping.add(wake)
    })
  }

  function signature(body: string, sign: { timestamp?: number; secret?: string } = {}): string {
    return Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: sign.secret ?? webhookSecret,
      ...(sign.timestamp !== undefined ? { timestamp: sign.timestamp } : {}),
    })
  }

  /** An event about an object, in Stripe's shape: the bytes that are signed and sent. */
  function eventOf(type: string, object: Json): FakeEvent {
    const event = {
      id: stripeId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    }
    // Stripe's bodies are pretty-printed: the signature covers these bytes, not a re-serialised object.
    return { id: event.id, type, body: JSON.stringify(event, null, 2) }
  }

  /** An event recorded and (when a target is set) sent signed, as Stripe does. */
  function emit(type: string, object: Json) {
    const made = eventOf(type, object)
    events.push(made)
    if (!webhookTarget) return
    const sent = fetch(webhookTarget, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signature(made.body),
      },
      body: made.body,
    }).catch(() => undefined)
    sending.add(sent)
    void sent.finally(() => sending.delete(sent))
  }

  const intentOf = (id: string) => {
    const intent = intents.get(id)
    if (!intent)
      throw invalid(`No such payment_intent: '${id}'`, {
        code: 'resource_missing',
        param: 'intent',
        status: 404,
      })
    return intent
  }

  /** A charge of the intent's card (the intent's `latest_charge`). */
  function makeCharge(intent: FakeIntent, status: FakeCharge['status'], failure: FakeCharge['failure']) {
    const made: FakeCharge = {
      id: stripeId('ch'),
      amount: intent.amount,
      amountRefunded: 0,
      currency: intent.currency,
      paymentIntent: intent.id,
      paymentMethod: intent.paymentMethod!,
      card: TEST_PAYMENT_METHODS[intent.paymentMethod!]!,
      status,
      failure,
      installments: intent.installmentsPlan,
      created: now(),
    }
    charges.set(made.id, made)
    intent.latestCharge = made.id
  }

  function succeed(intent: FakeIntent) {
    makeCharge(intent, 'succeeded', null)
    intent.status = 'succeeded'
    emit('payment_intent.succeeded', intentJson(intent, charges, false))
  }

  /** What confirming with the intent's card does. */
  function confirm(intent: FakeIntent) {
    const card = TEST_PAYMENT_METHODS[intent.paymentMethod ?? '']!
    switch (card.outcome.kind) {
      case 'succeed':
        succeed(intent)
        return
      case 'decline': {
        const { code, declineCode, message } = card.outcome
        makeCharge(intent, 'failed', { code, declineCode, message })
        intent.status = 'requires_payment_method'
        intent.lastPaymentError = {
          type: 'card_error',
          code,
          ...(declineCode ? { decline_code: declineCode } : {}),
          message,
          payment_method: { id: intent.paymentMethod, object: 'payment_method', type: 'card' },
        }
        emit('payment_intent.payment_failed', intentJson(intent, charges, false))
        return
      }
      case '3ds':
        intent.status = 'requires_action'
        intent.nextActionUrl = `${base}/3ds/${intent.id}`
        emit('payment_intent.requires_action', intentJson(intent, charges, false))
        return
    }
  }

  function createIntent(body: Json): { status: number; body: Json } {
    for (const key of Object.keys(body)) {
      if (!CREATE_PARAMS.has(key)) throw invalid(`Received unknown parameter: ${key}`, { param: key })
    }
    const amount = Number(body.amount)
    if (!/^\d+$/.test(String(body.amount ?? '')) || amount < 1)
      throw invalid('This value must be greater than or equal to 1.', {
        code: 'parameter_invalid_integer',
        param: 'amount',
      })
    const currency = String(body.currency ?? '')
    if (!/^[a-z]{3}$/.test(currency)) throw invalid(`Invalid currency: ${currency}.`, { param: 'currency' })
    const paymentMethod = body.payment_method === undefined ? null : String(body.payment_method)
    if (paymentMethod && !TEST_PAYMENT_METHODS[paymentMethod])
      throw invalid(`No such PaymentMethod: '${paymentMethod}'`, {
        code: 'resource_missing',
        param: 'payment_method',
      })
    const returnUrl = body.return_url === undefined ? null : String(body.return_url)
    if (returnUrl && !/^https?:\/\//.test(returnUrl))
      throw invalid('Invalid URL: An explicit scheme (such as https) must be provided.', {
        param: 'return_url',
        code: 'url_invalid',
      })
    const plan = ((body.payment_method_options as Json | undefined)?.card as Json | undefined)
      ?.installments as Json | undefined
    const chosen = plan?.plan as Json | undefined
    let installmentsPlan: Json | null = null
    if (chosen) {
      const count = Number(chosen.count)
      if (!INSTALMENT_COUNTS.has(count) || chosen.interval !== 'month' || chosen.type !== 'fixed_count')
        throw invalid('Invalid installment plan.', {
          param: 'payment_method_options[card][installments][plan]',
        })
      installmentsPlan = { count, interval: 'month', type: 'fixed_count' }
    }
    const intent: FakeIntent = {
      id: stripeId('pi'),
      clientSecret: '',
      amount,
      currency,
      status: paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
      description: body.description === undefined ? null : String(body.description),
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      paymentMethod,
      returnUrl,
      installmentsPlan,
      nextActionUrl: null,
      lastPaymentError: null,
      latestCharge: null,
      canceledAt: null,
      cancellationReason: null,
      created: now(),
      searchableAt: Date.now() + state.searchLagMs,
    }
    intent.clientSecret = `${intent.id}_secret_${stripeId('x').slice(2)}`
    intents.set(intent.id, intent)
    emit('payment_intent.created', intentJson(intent, charges, false))
    const expand = listOf(body.expand).includes('latest_charge')
    if (body.confirm === 'true' && paymentMethod) {
      confirm(intent)
      if (intent.status === 'requires_payment_method') {
        const error = intent.lastPaymentError!
        return {
          status: 402,
          body: errorJson({
            type: 'card_error',
            message: String(error.message),
            code: String(error.code),
            declineCode: (error.decline_code as string | undefined) ?? null,
            param: '',
            paymentIntent: intentJson(intent, charges, false),
          }),
        }
      }
    }
    return { status: 200, body: intentJson(intent, charges, expand) }
  }

  function refund(body: Json): Json {
    const intent = intentOf(String(body.payment_intent ?? ''))
    const charge = intent.latestCharge ? charges.get(intent.latestCharge) : undefined
    if (intent.status !== 'succeeded' || !charge || charge.status !== 'succeeded')
      throw invalid(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, {
        code: 'payment_intent_unexpected_state',
      })
    const left = charge.amount - charge.amountRefunded
    if (left === 0)
      throw invalid(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' })
    const amount = body.amount === undefined ? left : Number(body.amount)
    if (!Number.isSafeInteger(amount) || amount < 1)
      throw invalid('Invalid positive integer', { param: 'amount' })
    if (amount > left)
      throw invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, {
        code: 'amount_too_large',
        param: 'amount',
      })
    charge.amountRefunded += amount
    const made = {
      id: stripeId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      metadata: {},
      payment_intent: intent.id,
      reason: null,
      status: 'succeeded',
    }
    emit('charge.refunded', chargeJson(charge))
    return made
  }

  /** Stripe's search language, the one clause the adapter asks: `metadata['key']:'value'`. */
  function search(query: string): FakeIntent[] {
    const match = /^metadata\[['"](\w+)['"]\]:['"]([^'"]*)['"]$/.exec(query.trim())
    if (!match) throw invalid(`Invalid search query: ${query}`, { param: 'query' })
    const [, key, value] = match
    return [...intents.values()]
      .filter((intent) => intent.searchableAt <= Date.now() && intent.metadata[key!] === value)
      .sort((a, b) => b.created - a.created)
  }

  const app = Fastify({
    logger: false,
    forceCloseConnections: true,
    routerOptions: { querystringParser: parseForm },
  })
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, parseForm(String(body))),
  )

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/3ds/')) return
    if (request.headers.authorization !== `Bearer ${secretKey}`)
      return reply
        .status(401)
        .send(errorJson({ type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' }))
  })

  app.addHook('preHandler', async (request) => {
    if (request.url.startsWith('/3ds/')) return
    const header = (name: string) => {
      const value = request.headers[name]
      return typeof value === 'string' ? value : null
    }
    requests.push({
      method: request.method,
      path: request.url.split('?')[0]!,
      idempotencyKey: header('idempotency-key'),
      stripeVersion: header('stripe-version'),
      body: (request.method === 'GET' ? request.query : request.body) as Json,
    })
  })

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof Refusal) return reply.status(error.status).send(error.body)
    return reply.status(500).send(errorJson({ type: 'api_error', message: String(error) }))
  })

  /**
   * A POST under an idempotency key: the first answer (error or not) kept and given again with
   * `Idempotent-Replayed: true`; the same key with other parameters or on another endpoint refused.
   */
  async function idempotently(
    request: FastifyRequest,
    reply: FastifyReply,
    run: () => { status: number; body: Json },
  ) {
    const key =
      typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : null
    const route = `${request.method} ${request.url.split('?')[0]}`
    const params = JSON.stringify(request.body ?? {})
    let answer: { status: number; body: Json }
    let replayed = false
    const kept = key ? idempotent.get(key) : undefined
    if (kept) {
      if (kept.route !== route || kept.params !== params) {
        return reply.status(400).send(
          errorJson({
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          }),
        )
      }
      answer = { status: kept.status, body: kept.body }
      replayed = true
    } else {
      try {
        answer = run()
      } catch (error) {
        if (!(error instanceof Refusal)) throw error
        answer = { status: error.status, body: error.body }
      }
      if (key) idempotent.set(key, { route, params, ...answer })
    }
    if (route === 'POST /v1/payment_intents' && state.slowCreates > 0) {
      // Made (and kept for a replay) already: only the answer is late.
      state.slowCreates -= 1
      await sleep(state.slowMs)
    }
    if (replayed) reply.header('idempotent-replayed', 'true')
    return reply.status(answer.status).send(answer.body)
  }

  app.post('/v1/payment_intents', (request, reply) =>
    idempotently(request, reply, () => createIntent(request.body as Json)),
  )

  app.get('/v1/payment_intents/search', async (request) => {
    const query = request.query as Json
    const found = search(String(query.query ?? ''))
    const limit = Math.min(100, Number(query.limit ?? 10))
    const expand = listOf(query.expand).includes('data.latest_charge')
    return {
      object: 'search_result',
      data: found.slice(0, limit).map((intent) => intentJson(intent, charges, expand)),
      has_more: found.length > limit,
      next_page: null,
      url: '/v1/payment_intents/search',
    }
  })

  app.get('/v1/payment_intents', async (request) => {
    const query = request.query as Json
    const created = (query.created as Json | undefined) ?? {}
    const gte = created.gte === undefined ? -Infinity : Number(created.gte)
    const lte = created.lte === undefined ? Infinity : Number(created.lte)
    const limit = Math.min(100, Number(query.limit ?? 10))
    // Newest first; `starting_after` pages on from an id of the previous page.
    let listed = [...intents.values()]
      .filter((intent) => intent.created >= gte && intent.created <= lte)
      .sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1))
    if (query.starting_after) {
      const at = listed.findIndex((intent) => intent.id === query.starting_after)
      listed = at < 0 ? [] : listed.slice(at + 1)
    }
    const expand = listOf(query.expand).includes('data.latest_charge')
    return {
      object: 'list',
      data: listed.slice(0, limit).map((intent) => intentJson(intent, charges, expand)),
      has_more: listed.length > limit,
      url: '/v1/payment_intents',
    }
  })

  app.get<{ Params: { id: string } }>('/v1/payment_intents/:id', async (request) => {
    const expand = listOf((request.query as Json).expand).includes('latest_charge')
    return intentJson(intentOf(request.params.id), charges, expand)
  })

  app.post<{ Params: { id: string } }>('/v1/payment_intents/:id/cancel', (request, reply) =>
    idempotently(request, reply, () => {
      const intent = intentOf(request.params.id)
      if (!CANCELABLE.has(intent.status))
        throw invalid(
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${[...CANCELABLE].join(', ')}.`,
          { code: 'payment_intent_unexpected_state' },
        )
      const reason = (request.body as Json | undefined)?.cancellation_reason
      intent.status = 'canceled'
      intent.nextActionUrl = null
      intent.canceledAt = now()
      intent.cancellationReason = reason ? String(reason) : null
      emit('payment_intent.canceled', intentJson(intent, charges, false))
      return { status: 200, body: intentJson(intent, charges, false) }
    }),
  )

  app.post('/v1/refunds', (request, reply) =>
    idempotently(request, reply, () => ({ status: 200, body: refund(request.body as Json) })),
  )

  /**
   * The bank's 3-D Secure page (`next_action.redirect_to_url.url`): `?approve=1` authenticates and
   * succeeds the intent, `?approve=0` fails it back to `requires_payment_method`; either way the
   * browser goes to the `return_url` with Stripe's parameters. Without `approve`, the page itself.
   */
  app.get<{ Params: { id: string }; Querystring: { approve?: string } }>(
    '/3ds/:id',
    async (request, reply) => {
      const intent = intents.get(request.params.id)
      if (!intent) return reply.status(404).type('text/html').send('<p>Unknown payment</p>')
      const approve = request.query.approve
      if (approve === undefined) {
        return reply
          .type('text/html')
          .send(
            `<h1>3D Secure 2 Test Page</h1><a href="?approve=1">Complete</a> <a href="?approve=0">Fail</a>`,
          )
      }
      if (intent.status === 'requires_action') {
        intent.nextActionUrl = null
        if (approve === '1') {
          succeed(intent)
        } else {
          intent.status = 'requires_payment_method'
          intent.lastPaymentError = {
            type: 'invalid_request_error',
            code: 'payment_intent_authentication_failure',
            message:
              'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
          }
          emit('payment_intent.payment_failed', intentJson(intent, charges, false))
        }
      }
      const back = new URL(intent.returnUrl ?? base)
      back.searchParams.set('payment_intent', intent.id)
      back.searchParams.set('payment_intent_client_secret', intent.clientSecret)
      back.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed')
      return reply.redirect(back.toString(), 302)
    },
  )

  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('the Stripe fake has no port')
  base = `http://127.0.0.1:${address.port}`

  return {
    url: base,
    secretKey,
    webhookSecret,
    intents,
    charges,
    requests,
    events,
    state,
    sendWebhooksTo(url) {
      webhookTarget = url
    },
    event: eventOf,
    intentJson: (id) => intentJson(intentOf(id), charges, false),
    signature,
    async flushWebhooks() {
      await Promise.all([...sending])
    },
    async close() {
      for (const wake of [...sleeping]) wake()
      await app.close()
    },
  }
}

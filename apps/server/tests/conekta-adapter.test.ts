import { generateKeyPairSync } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { CONEKTA_ACCEPT } from '../src/platform/payments/conekta/conekta-api.ts'
import { conektaProvider } from '../src/platform/payments/conekta/conekta-provider.ts'
import {
  type ConektaConfig,
  configuredProviders,
  paymentsConfigFrom,
} from '../src/platform/payments/configured.ts'
import {
  type ChargeRequest,
  PaymentProviderError,
  WebhookRefused,
} from '../src/platform/payments/provider.ts'
import { clabeFor, conektaFake, FAKE_STORES } from './fakes/conekta-fake.ts'

/** The Conekta adapter (decision 063): OXXO-style cash vouchers and SPEI transfers against a local fake. */
const fake = await conektaFake()
const beneficiary = 'Tianguis Pagos SA de CV'
const config: ConektaConfig = {
  apiKey: fake.apiKey,
  webhookPublicKey: fake.publicKeyPem,
  apiUrl: fake.url,
  types: ['deposit', 'cash'],
  beneficiary,
}
const provider = conektaProvider({ config, timeoutMs: 500 })

afterEach(() => {
  fake.state.hangAfterCreate = 0
  fake.state.ignoreIdempotency = false
})

let attempts = 0
const request = (overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  attemptId: `pat_conekta_${++attempts}`,
  paymentType: 'deposit',
  amount: 25_000,
  currency: 'MXN',
  source: 'deposit',
  instalments: 1,
  description: 'Tianguis chk_1',
  returnUrl: 'http://localhost:3000/tienda/comprar',
  customerEmail: 'ana@example.test',
  customerName: 'Ana López',
  customerPhone: '5512345678',
  ...overrides,
})

const secondsFromNow = (date: Date) => (date.getTime() - Date.now()) / 1000

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a failure')
}

const providerCode = async (promise: Promise<unknown>) => {
  const error = await failure(promise)
  expect(error).toBeInstanceOf(PaymentProviderError)
  return (error as PaymentProviderError).code
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await failure(promise)
  expect(error).toBeInstanceOf(WebhookRefused)
  return (error as WebhookRefused).reason
}

describe('charging at Conekta', () => {
  it('a SPEI transfer: a CLABE at STP made for the order, payable for one hour, with the beneficiary', async () => {
    const asked = request()
    const result = await provider.charge(asked)
    expect(result.status).toBe('pending')
    if (result.status !== 'pending') return
    expect(result.chargeId).toMatch(/^ord_/)
    expect(result.reference).toMatch(/^646180\d{12}$/)
    // A valid CLABE: its 18th digit is the check digit of the first 17.
    expect(clabeFor(result.reference.slice(6, 17))).toBe(result.reference)
    expect(result.details).toEqual({ clabe: result.reference, bank: 'STP', beneficiary })
    expect(secondsFromNow(result.expiresAt)).toBeGreaterThan(3590)
    expect(secondsFromNow(result.expiresAt)).toBeLessThanOrEqual(3600)

    const [order] = fake.ordersOfAttempt(asked.attemptId)
    expect(order).toMatchObject({
      id: result.chargeId,
      amount: 25_000,
      currency: 'MXN',
      customer_info: { name: 'Ana López', email: 'ana@example.test', phone: '5512345678' },
      metadata: { attempt_id: asked.attemptId },
    })
    const sent = fake.requests.filter((call) => call.method === 'POST' && call.path === '/orders').at(-1)!
    expect(sent.headers).toMatchObject({
      authorization: `Bearer ${fake.apiKey}`,
      accept: CONEKTA_ACCEPT,
      'idempotency-key': asked.attemptId,
    })
    expect(sent.body).toMatchObject({
      charges: [{ amount: 25_000, payment_method: { type: 'spei' } }],
      line_items: [{ name: 'Tianguis chk_1', unit_price: 25_000, quantity: 1 }],
    })
  })

  it('a cash voucher: its reference, the same digits as barcode, the stores and the barcode to print, for 48 hours', async () => {
    const result = await provider.charge(request({ paymentType: 'cash', source: 'cash' }))
    expect(result.status).toBe('pending')
    if (result.status !== 'pending') return
    expect(result.reference).toMatch(/^9300\d{10}$/)
    expect(result.details).toEqual({
      stores: FAKE_STORES,
      barcode: result.reference,
      voucherUrl: `${fake.url}/barcodes/cash/${result.reference}.png`,
    })
    expect(secondsFromNow(result.expiresAt)).toBeGreaterThan(48 * 3600 - 10)
    expect(secondsFromNow(result.expiresAt)).toBeLessThanOrEqual(48 * 3600)
    expect(fake.orders.get(result.chargeId)!.charges.data[0]!.payment_method).toMatchObject({ type: 'cash' })
  })

  it('reads the order back: waiting → the same reference, paid → approved, expired → reference_expired, unknown → unknown_charge', async () => {
    const made = await provider.charge(request())
    if (made.status !== 'pending') throw new Error(made.status)
    expect(await provider.retrieve(made.chargeId)).toEqual(made)
    fake.pay(made.reference)
    expect(await provider.retrieve(made.chargeId)).toEqual({
      status: 'approved',
      chargeId: made.chargeId,
      card: null,
    })

    const other = await provider.charge(request({ paymentType: 'cash', source: 'cash' }))
    if (other.status !== 'pending') throw new Error(other.status)
    fake.expire(other.chargeId)
    expect(await provider.retrieve(other.chargeId)).toMatchObject({
      status: 'declined',
      code: 'reference_expired',
    })
    expect(await providerCode(provider.retrieve('ord_2tNoSuchOrder000'))).toBe('unknown_charge')
  })

  it('the same attempt charged again answers the same reference (Idempotency-Key); other terms are attempt_mismatch', async () => {
    const asked = request()
    const first = await provider.charge(asked)
    const again = await provider.charge(asked)
    expect(again).toEqual(first)
    expect(fake.ordersOfAttempt(asked.attemptId)).toHaveLength(1)
    // The key's first answer is an order for 250.00: another amount with it is refused.
    expect(await providerCode(provider.charge({ ...asked, amount: 30_000 }))).toBe('attempt_mismatch')
    expect(await providerCode(provider.charge({ ...asked, paymentType: 'cash' }))).toBe('attempt_mismatch')
    expect(fake.ordersOfAttempt(asked.attemptId)).toHaveLength(1)
  })

  it('an order made whose answer never came: the retry finds it by its attempt, never a second reference, even where the header is ignored', async () => {
    fake.state.ignoreIdempotency = true
    fake.state.hangAfterCreate = 1
    const asked = request()
    expect(await providerCode(provider.charge(asked))).toBe('timeout')
    expect(fake.ordersOfAttempt(asked.attemptId)).toHaveLength(1)
    const retried = await provider.charge(asked)
    expect(retried).toMatchObject({
      status: 'pending',
      chargeId: fake.ordersOfAttempt(asked.attemptId)[0]!.id,
    })
    expect(fake.ordersOfAttempt(asked.attemptId)).toHaveLength(1)
    // The reconciliation job's lookup finds it too; an attempt never charged has nothing.
    expect(await provider.findByAttempt(asked.attemptId)).toEqual(retried)
    expect(await provider.findByAttempt('pat_never_charged')).toBeNull()
  })

  it("finds an attempt's order past the first page of the list", async () => {
    const asked = request()
    const made = await provider.charge(asked)
    // 260 newer orders push it onto the second page of 250.
    for (let n = 0; n < 260; n += 1) await provider.charge(request({ amount: 1_000 + n }))
    expect(await provider.findByAttempt(asked.attemptId)).toEqual(made)
    const listed = fake.requests.filter((call) => call.path.startsWith('/orders?')).slice(-2)
    expect(listed[0]!.path).toContain('limit=250')
    expect(listed[1]!.path).toMatch(/next=ord_/)
  })

  it('cancels a waiting order so it cannot be paid; a paid one is left as it is', async () => {
    const waiting = await provider.charge(request())
    if (waiting.status !== 'pending') throw new Error(waiting.status)
    await provider.cancel!(waiting.chargeId)
    expect(fake.orders.get(waiting.chargeId)!.payment_status).toBe('canceled')
    expect(() => fake.pay(waiting.reference)).toThrow(/not payable/)
    expect(await provider.retrieve(waiting.chargeId)).toMatchObject({ code: 'reference_expired' })

    const paid = await provider.charge(request({ paymentType: 'cash', source: 'cash' }))
    if (paid.status !== 'pending') throw new Error(paid.status)
    fake.pay(paid.chargeId)
    await provider.cancel!(paid.chargeId)
    expect(await provider.retrieve(paid.chargeId)).toMatchObject({ status: 'approved' })
    expect(await providerCode(provider.cancel!('ord_2tNoSuchOrder000'))).toBe('unknown_charge')
  })

  it('refunds of a paid cash or transfer order are refused by the network: refund_refused', async () => {
    const paid = await provider.charge(request())
    if (paid.status !== 'pending') throw new Error(paid.status)
    fake.pay(paid.chargeId)
    expect(await providerCode(provider.refund(paid.chargeId, 10_000, 'rfd_1'))).toBe('refund_refused')
    const sent = fake.requests.filter((call) => call.path.endsWith('/refunds')).at(-1)!
    expect(sent.headers['idempotency-key']).toBe('rfd_1')
    expect(sent.body).toEqual({ amount: 10_000, reason: 'requested_by_client' })
    expect(await providerCode(provider.refund('ord_2tNoSuchOrder000', 100))).toBe('unknown_charge')
  })

  it('refuses before sending what Conekta would refuse: no phone, a type it does not take, an amount not in cents', async () => {
    const before = fake.requests.length
    expect(await providerCode(provider.charge(request({ customerPhone: null })))).toBe('invalid_request')
    expect(await providerCode(provider.charge(request({ paymentType: 'card', source: 'tok_x' })))).toBe(
      'invalid_request',
    )
    expect(await providerCode(provider.charge(request({ amount: 10.5 })))).toBe('invalid_request')
    expect(await providerCode(provider.charge(request({ amount: 0 })))).toBe('invalid_request')
    expect(fake.requests.length).toBe(before)
    // Without a name the email names the payer (Conekta needs one).
    const asked = request({ customerName: null })
    await provider.charge(asked)
    expect(fake.ordersOfAttempt(asked.attemptId)[0]!.customer_info).toMatchObject({
      name: 'ana@example.test',
    })
  })

  it('a wrong key is a definite refusal whose error never carries the key', async () => {
    const wrong = conektaProvider({ config: { ...config, apiKey: 'key_wrong_secret_123' }, timeoutMs: 500 })
    const error = await failure(wrong.charge(request()))
    expect(error).not.toBeInstanceOf(PaymentProviderError)
    expect(String((error as Error).message)).toMatch(/401 authentication_error/)
    expect(JSON.stringify(error) + String(error) + (error as Error).stack).not.toContain(
      'key_wrong_secret_123',
    )
  })
})

describe('Conekta webhooks', () => {
  const now = () => new Date()
  async function pendingOrder() {
    const made = await provider.charge(request())
    if (made.status !== 'pending') throw new Error(made.status)
    return made
  }

  it('reads a signed order.paid or charge.paid as approved, with the order id as charge and its amount', async () => {
    const made = await pendingOrder()
    fake.pay(made.chargeId)
    const event = fake.event('order.paid', made.chargeId, { id: 'evt_paid_1' })
    expect(await provider.readWebhook!({ ...event, now: now() })).toEqual({
      eventId: 'evt_paid_1',
      type: 'order.paid',
      chargeId: made.chargeId,
      status: 'approved',
      amount: 25_000,
      currency: 'MXN',
    })
    const byCharge = fake.event('charge.paid', made.chargeId, { object: 'charge' })
    expect(await provider.readWebhook!({ ...byCharge, now: now() })).toMatchObject({
      chargeId: made.chargeId,
      status: 'approved',
      amount: 25_000,
    })
  })

  it('reads expired and canceled orders as expired; a waiting order and a ping settle nothing', async () => {
    const made = await pendingOrder()
    expect(
      await provider.readWebhook!({ ...fake.event('order.pending_payment', made.chargeId), now: now() }),
    ).toBe(null)
    expect(await provider.readWebhook!({ ...fake.event('webhook_ping', made.chargeId), now: now() })).toBe(
      null,
    )
    fake.expire(made.chargeId)
    expect(
      await provider.readWebhook!({ ...fake.event('order.expired', made.chargeId), now: now() }),
    ).toMatchObject({
      status: 'expired',
    })
    expect(
      await provider.readWebhook!({ ...fake.event('order.canceled', made.chargeId), now: now() }),
    ).toMatchObject({ status: 'expired' })
  })

  it('refuses a missing, malformed or wrong digest, another key, a changed body and an event over five minutes old', async () => {
    const made = await pendingOrder()
    const event = fake.event('order.paid', made.chargeId)
    const read = (over: { rawBody?: string; headers?: Record<string, string>; now?: Date }) =>
      provider.readWebhook!({ ...event, now: now(), ...over })
    expect(await refusal(read({ headers: {} }))).toBe('missing_signature')
    expect(await refusal(read({ headers: { digest: '  ' } }))).toBe('missing_signature')
    expect(await refusal(read({ headers: { digest: 'not base64!' } }))).toBe('malformed_signature')
    expect(await refusal(read({ headers: { digest: 'c2hvcnQ=' } }))).toBe('malformed_signature')
    const { privateKey: stranger } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const forged = fake.event('order.paid', made.chargeId, { key: stranger })
    expect(await refusal(read({ rawBody: forged.rawBody, headers: forged.headers }))).toBe('wrong_signature')
    expect(await refusal(read({ rawBody: event.rawBody.replace('"order.paid"', '"order.paod"') }))).toBe(
      'wrong_signature',
    )
    const old = fake.event('order.paid', made.chargeId, { createdAt: new Date(Date.now() - 301_000) })
    expect(await refusal(read({ rawBody: old.rawBody, headers: old.headers }))).toBe('stale_timestamp')
    const recent = fake.event('order.paid', made.chargeId, { createdAt: new Date(Date.now() - 290_000) })
    expect(await read({ rawBody: recent.rawBody, headers: recent.headers })).toMatchObject({
      status: 'approved',
    })
  })

  it('has no webhook reader without the webhook key', () => {
    const { webhookPublicKey: _, ...rest } = config
    expect(conektaProvider({ config: { ...rest, webhookPublicKey: null }, timeoutMs: 500 }).readWebhook).toBe(
      undefined,
    )
  })
})

describe('configuring Conekta', () => {
  it('is configured only when its key is set: both methods by default, or the ones listed', () => {
    expect(paymentsConfigFrom({}).conekta).toBeUndefined()
    expect(configuredProviders(paymentsConfigFrom({}))).toEqual([])
    expect(paymentsConfigFrom({ CONEKTA_API_KEY: '  ' }).conekta).toBeUndefined()

    const configured = paymentsConfigFrom({ CONEKTA_API_KEY: 'key_live_1' })
    expect(configured.conekta).toEqual({
      apiKey: 'key_live_1',
      webhookPublicKey: null,
      apiUrl: 'https://api.conekta.io',
      types: ['deposit', 'cash'],
      beneficiary: null,
    })
    const [only] = configuredProviders(configured)
    expect(only).toMatchObject({ name: 'conekta', types: ['deposit', 'cash'] })
    // Without the webhook key no webhook can be checked, so none is read.
    expect(only!.readWebhook).toBeUndefined()

    const cashOnly = paymentsConfigFrom({
      CONEKTA_API_KEY: 'key_live_1',
      PAYMENTS_CONEKTA_TYPES: 'cash, card',
    })
    expect(cashOnly.conekta!.types).toEqual(['cash'])
    expect(
      configuredProviders(paymentsConfigFrom({ CONEKTA_API_KEY: 'k', PAYMENTS_CONEKTA_TYPES: 'card' })),
    ).toEqual([])
  })

  it('takes the webhook key with its line breaks escaped, as an environment holds it', async () => {
    const env = {
      CONEKTA_API_KEY: fake.apiKey,
      CONEKTA_API_URL: fake.url,
      CONEKTA_WEBHOOK_PUBLIC_KEY: fake.publicKeyPem.replaceAll('\n', '\\n'),
    }
    const [escaped] = configuredProviders(paymentsConfigFrom(env))
    const made = await escaped!.charge(request({ paymentType: 'cash', source: 'cash' }))
    if (made.status !== 'pending') throw new Error(made.status)
    const event = fake.event('order.expired', made.chargeId)
    expect(await escaped!.readWebhook!({ ...event, now: new Date() })).toMatchObject({ status: 'expired' })
  })
})

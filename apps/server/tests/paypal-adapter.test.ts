import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { paymentsConfigFrom } from '../src/platform/payments/configured.ts'
import { paypalProvider } from '../src/platform/payments/paypal/paypal-provider.ts'
import type { PayPalConfig } from '../src/platform/payments/paypal/paypal-settings.ts'
import {
  type ChargeRequest,
  type PaymentProvider,
  PaymentProviderError,
  type WebhookRefused,
} from '../src/platform/payments/provider.ts'
import { startPayPalFake } from './fakes/paypal-fake.ts'

/** The PayPal adapter (decision 062) against the local fake of PayPal's API: orders, capture, refunds, webhooks. */
const fake = await startPayPalFake()
afterAll(() => fake.close())
// A held answer a failing test never reached must not hold the next test's call.
afterEach(() => fake.release())

const config: PayPalConfig = {
  clientId: fake.clientId,
  clientSecret: fake.clientSecret,
  webhookId: fake.webhookId,
  apiBase: fake.url,
  types: ['redirect', 'wallet'],
}
/** Long enough for a loaded machine, short enough for the fake's held answers to outlast it. */
const TIMEOUT_MS = 1_000
const paypal = (overrides: { now?: () => Date; config?: Partial<PayPalConfig> } = {}): PaymentProvider =>
  paypalProvider(
    { ...config, ...overrides.config },
    { timeoutMs: TIMEOUT_MS, ...(overrides.now ? { now: overrides.now } : {}) },
  )
const provider = paypal()

let attempts = 0
const request = (overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  attemptId: `att_pp_${Date.now()}_${++attempts}`,
  paymentType: 'wallet',
  amount: 25_000,
  currency: 'MXN',
  source: 'wallet',
  instalments: 1,
  description: 'Tianguis chk_1',
  returnUrl: 'http://tienda.test/api/v1/shops/demo/checkouts/chk_1/return',
  cancelUrl: 'http://tienda.test/api/v1/shops/demo/checkouts/chk_1/cancel',
  customerEmail: 'ana@example.test',
  ...overrides,
})

/** A charge and its order at the fake, its approval URL, and the buyer's press there. */
async function chargedOrder(overrides: Partial<ChargeRequest> = {}, on: PaymentProvider = provider) {
  const charge = request(overrides)
  const result = await on.charge(charge)
  if (result.status !== 'redirect') throw new Error(`expected a redirect, got ${result.status}`)
  return { charge, result, orderId: result.chargeId }
}

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a refusal')
}

describe('PayPal orders', () => {
  it('creates an order for the server’s total and answers a redirect to its approval link', async () => {
    const before = Date.now()
    const { charge, result, orderId } = await chargedOrder()
    expect(result).toMatchObject({
      status: 'redirect',
      chargeId: orderId,
      approvalUrl: `${fake.url}/checkoutnow?token=${orderId}`,
    })
    // The redirect methods' window: an hour from the order's creation.
    const expiresAt = (result as { expiresAt: Date }).expiresAt.getTime()
    expect(expiresAt).toBeGreaterThanOrEqual(before - 1_000 + 60 * 60_000)
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 60 * 60_000)
    expect(fake.orders.get(orderId)).toMatchObject({
      status: 'PAYER_ACTION_REQUIRED',
      intent: 'CAPTURE',
      amount: { currency_code: 'MXN', value: '250.00' },
      customId: charge.attemptId,
      invoiceId: charge.attemptId,
      returnUrl: charge.returnUrl,
      cancelUrl: charge.cancelUrl,
    })
  })

  it('creates one order per attempt: the same attempt again answers that order, another amount is refused', async () => {
    const charge = request()
    const first = await provider.charge(charge)
    const again = await provider.charge(charge)
    expect(again).toEqual(first)
    expect([...fake.orders.values()].filter((order) => order.customId === charge.attemptId)).toHaveLength(1)
    const mismatch = await refusal(provider.charge({ ...charge, amount: 30_000 }))
    expect(mismatch).toBeInstanceOf(PaymentProviderError)
    expect((mismatch as PaymentProviderError).code).toBe('attempt_mismatch')
  })

  it('sends an amount in a currency without decimals whole, and refuses what PayPal cannot take before asking', async () => {
    const { orderId } = await chargedOrder({ amount: 500, currency: 'JPY' })
    expect(fake.orders.get(orderId)!.amount).toEqual({ currency_code: 'JPY', value: '500' })
    const orders = fake.orders.size
    for (const [amount, currency] of [
      [25_050, 'HUF'],
      [25_000, 'ARS'],
    ] as const) {
      const refused = await refusal(provider.charge(request({ amount, currency })))
      expect((refused as PaymentProviderError).code, currency).toBe('invalid_request')
    }
    expect(fake.orders.size).toBe(orders)
  })

  it('captures an approved order once, on retrieve, however often it is asked', async () => {
    const { result, orderId } = await chargedOrder()
    expect(await provider.retrieve(orderId)).toMatchObject({ status: 'redirect', chargeId: orderId })
    const back = await fake.buyerPresses((result as { approvalUrl: string }).approvalUrl, 'approve')
    // PayPal sends the buyer back to our return URL with its order id as `token`.
    expect(back.origin + back.pathname).toBe('http://tienda.test/api/v1/shops/demo/checkouts/chk_1/return')
    expect(back.searchParams.get('token')).toBe(orderId)
    expect(back.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]{13}$/)

    const [one, two] = await Promise.all([provider.retrieve(orderId), provider.retrieve(orderId)])
    expect(one).toEqual({ status: 'approved', chargeId: orderId, card: null })
    expect(two).toEqual(one)
    expect(await provider.retrieve(orderId)).toEqual(one)
    expect(fake.capturesOf(orderId)).toBe(1)
  })

  it('reads a declined capture as declined with the processor’s reason', async () => {
    const cases = [
      ['insufficient', 'insufficient_funds'],
      ['decline', 'card_declined'],
      ['instrument_declined', 'instrument_declined'],
    ] as const
    for (const [buyer, code] of cases) {
      const { result, orderId } = await chargedOrder()
      await fake.buyerPresses((result as { approvalUrl: string }).approvalUrl, 'approve', buyer)
      expect(await provider.retrieve(orderId), buyer).toEqual({ status: 'declined', code, message: null })
    }
  })

  it('reads a capture PayPal holds for review as pending, with the capture as its reference', async () => {
    const { result, orderId } = await chargedOrder()
    await fake.buyerPresses((result as { approvalUrl: string }).approvalUrl, 'approve', 'pending')
    const pending = await provider.retrieve(orderId)
    expect(pending).toMatchObject({ status: 'pending', chargeId: orderId })
    expect((pending as { reference: string }).reference).toBe(fake.orders.get(orderId)!.captures[0]!.id)
  })

  it('never captures a cancelled order: it waits until its window ends, then reads as expired; voided is payment_canceled', async () => {
    const { result, orderId } = await chargedOrder()
    const back = await fake.buyerPresses((result as { approvalUrl: string }).approvalUrl, 'cancel')
    expect(back.pathname).toBe('/api/v1/shops/demo/checkouts/chk_1/cancel')
    expect(back.searchParams.get('token')).toBe(orderId)
    expect(await provider.retrieve(orderId)).toMatchObject({ status: 'redirect' })
    const later = paypal({ now: () => new Date(Date.now() + 61 * 60_000) })
    expect(await later.retrieve(orderId)).toEqual({
      status: 'declined',
      code: 'reference_expired',
      message: null,
    })

    fake.orders.get(orderId)!.status = 'VOIDED'
    expect(await provider.retrieve(orderId)).toEqual({
      status: 'declined',
      code: 'payment_canceled',
      message: null,
    })
    expect(fake.capturesOf(orderId)).toBe(0)
  })

  it('does not capture an order approved after its window (the job has given it up)', async () => {
    const { result, orderId } = await chargedOrder()
    await fake.buyerPresses((result as { approvalUrl: string }).approvalUrl, 'approve')
    const later = paypal({ now: () => new Date(Date.now() + 61 * 60_000) })
    expect(await later.retrieve(orderId)).toEqual({
      status: 'declined',
      code: 'reference_expired',
      message: null,
    })
    expect(fake.capturesOf(orderId)).toBe(0)
  })

  it('answers a capture that timed out with its one capture when asked again', async () => {
    const { result, orderId } = await chargedOrder()
    await fake.buyerPresses((result as { approvalUrl: string }).approvalUrl, 'approve')
    fake.hold('capture', TIMEOUT_MS * 2.5)
    const timedOut = await refusal(provider.retrieve(orderId))
    expect((timedOut as PaymentProviderError).code).toBe('timeout')
    expect(fake.capturesOf(orderId)).toBe(1)
    expect(await provider.retrieve(orderId)).toEqual({ status: 'approved', chargeId: orderId, card: null })
    expect(fake.capturesOf(orderId)).toBe(1)
  })

  it('finds the order an attempt made by sending its create again, and never captures it', async () => {
    const charge = request()
    fake.hold('create', TIMEOUT_MS * 2.5)
    const timedOut = await refusal(provider.charge(charge))
    expect((timedOut as PaymentProviderError).code).toBe('timeout')
    const made = fake.orderOfAttempt(charge.attemptId)!
    const found = await provider.findByAttempt(charge.attemptId)
    expect(found).toMatchObject({ status: 'redirect', chargeId: made.id })
    expect([...fake.orders.values()].filter((order) => order.customId === charge.attemptId)).toHaveLength(1)

    await fake.buyerPresses(`${fake.url}/checkoutnow?token=${made.id}`, 'approve')
    expect(await provider.findByAttempt(charge.attemptId)).toMatchObject({
      status: 'redirect',
      chargeId: made.id,
    })
    expect(fake.capturesOf(made.id)).toBe(0)
    // An attempt this process never sent (another process, a restart): not found, nothing created.
    const orders = fake.orders.size
    expect(await provider.findByAttempt('att_never_sent')).toBeNull()
    expect(fake.orders.size).toBe(orders)
  })

  it('refunds part of the capture, once per refund key, and refuses more than is left', async () => {
    const { result, orderId } = await chargedOrder()
    await fake.buyerPresses((result as { approvalUrl: string }).approvalUrl, 'approve')
    await provider.retrieve(orderId)
    const capture = fake.orders.get(orderId)!.captures[0]!
    const first = await provider.refund(orderId, 10_000, 'rfd_1')
    expect(await provider.refund(orderId, 10_000, 'rfd_1')).toEqual(first)
    expect(capture).toMatchObject({ status: 'PARTIALLY_REFUNDED', refunded: 10_000 })
    expect(fake.orders.get(orderId)!.refunds.map((refund) => refund.amount)).toEqual([
      { currency_code: 'MXN', value: '100.00' },
    ])
    const above = await refusal(provider.refund(orderId, 15_001, 'rfd_2'))
    expect((above as PaymentProviderError).code).toBe('refund_refused')
    await provider.refund(orderId, 15_000, 'rfd_3')
    expect(capture).toMatchObject({ status: 'REFUNDED', refunded: 25_000 })
    const uncaptured = await chargedOrder()
    expect(((await refusal(provider.refund(uncaptured.orderId, 100))) as PaymentProviderError).code).toBe(
      'refund_refused',
    )
    expect(((await refusal(provider.refund('NOSUCHORDER0000', 100))) as PaymentProviderError).code).toBe(
      'unknown_charge',
    )
  })
})

describe('PayPal’s token', () => {
  it('is asked for once and kept for the calls after, however many start together', async () => {
    const fresh = paypal()
    const before = fake.state.tokensIssued
    await Promise.all([fresh.charge(request()), fresh.charge(request()), fresh.charge(request())])
    await fresh.charge(request())
    expect(fake.state.tokensIssued - before).toBe(1)
  })

  it('is asked for again, once, when PayPal no longer takes it', async () => {
    const fresh = paypal()
    await fresh.charge(request())
    const before = fake.state.tokensIssued
    fake.revokeTokens()
    expect(await fresh.charge(request())).toMatchObject({ status: 'redirect' })
    await fresh.charge(request())
    expect(fake.state.tokensIssued - before).toBe(1)
  })

  it('is refused for wrong credentials, and the secret is in no error', async () => {
    const wrong = paypal({ config: { clientSecret: 'not-the-secret-42' } })
    const error = (await refusal(wrong.charge(request()))) as Error
    expect(error).not.toBeInstanceOf(PaymentProviderError)
    expect(`${error.message} ${JSON.stringify(error)}`).not.toContain('not-the-secret-42')
    expect(`${error.message} ${JSON.stringify(error)}`).not.toContain(
      Buffer.from(`${fake.clientId}:not-the-secret-42`).toString('base64'),
    )
  })
})

describe('PayPal’s webhooks', () => {
  const read = (delivery: { body: string; headers: Record<string, string> }, now = new Date()) =>
    provider.readWebhook!({ rawBody: delivery.body, headers: delivery.headers, now })

  async function capturedOrder() {
    const { result, orderId } = await chargedOrder()
    await fake.buyerPresses((result as { approvalUrl: string }).approvalUrl, 'approve')
    return { orderId, approvalUrl: (result as { approvalUrl: string }).approvalUrl }
  }

  it('reads an approved order as "retrieve", a completed capture as approved, a denied one as declined', async () => {
    const { orderId } = await capturedOrder()
    const approved = fake.webhook('CHECKOUT.ORDER.APPROVED', orderId)
    expect(await read(approved)).toEqual({
      eventId: JSON.parse(approved.body).id,
      type: 'CHECKOUT.ORDER.APPROVED',
      chargeId: orderId,
      status: 'retrieve',
      amount: 25_000,
      currency: 'MXN',
    })
    await provider.retrieve(orderId)
    expect(await read(fake.webhook('PAYMENT.CAPTURE.COMPLETED', orderId))).toMatchObject({
      type: 'PAYMENT.CAPTURE.COMPLETED',
      chargeId: orderId,
      status: 'approved',
      amount: 25_000,
      currency: 'MXN',
    })

    const declined = await chargedOrder()
    await fake.buyerPresses(
      (declined.result as { approvalUrl: string }).approvalUrl,
      'approve',
      'insufficient',
    )
    await provider.retrieve(declined.orderId)
    expect(await read(fake.webhook('PAYMENT.CAPTURE.DENIED', declined.orderId))).toMatchObject({
      chargeId: declined.orderId,
      status: 'declined',
      code: 'insufficient_funds',
    })
  })

  it('reads a refund as refunded only once the whole capture is given back', async () => {
    const { orderId } = await capturedOrder()
    await provider.retrieve(orderId)
    await provider.refund(orderId, 5_000, 'part')
    expect(await read(fake.webhook('PAYMENT.CAPTURE.REFUNDED', orderId))).toBeNull()
    await provider.refund(orderId, 20_000, 'rest')
    expect(await read(fake.webhook('PAYMENT.CAPTURE.REFUNDED', orderId))).toMatchObject({
      chargeId: orderId,
      status: 'refunded',
      amount: 25_000,
      currency: 'MXN',
    })
  })

  it('refuses a delivery PayPal did not send: missing headers, another body, an old or unreadable time', async () => {
    const { orderId } = await capturedOrder()
    const good = fake.webhook('CHECKOUT.ORDER.APPROVED', orderId)
    const reason = async (delivery: { body: string; headers: Record<string, string> }, now?: Date) =>
      ((await refusal(read(delivery, now))) as WebhookRefused).reason

    const { 'paypal-transmission-sig': _sig, ...unsigned } = good.headers
    expect(await reason({ body: good.body, headers: unsigned })).toBe('missing_signature')
    const tampered = fake.webhook('CHECKOUT.ORDER.APPROVED', orderId, {
      tamper: (resource) => {
        ;(resource.purchase_units as { amount: { value: string } }[])[0]!.amount.value = '1.00'
      },
    })
    expect(await reason(tampered)).toBe('wrong_signature')
    expect(
      await reason({ body: good.body, headers: { ...good.headers, 'paypal-transmission-sig': 'Zm9v' } }),
    ).toBe('wrong_signature')
    expect(
      await reason({
        body: good.body,
        headers: { ...good.headers, 'paypal-transmission-time': 'yesterday' },
      }),
    ).toBe('malformed_signature')
    expect(await reason({ body: 'not json', headers: good.headers })).toBe('malformed_signature')

    // Older than five minutes: refused here, before PayPal is even asked.
    const verifications = fake.state.verifications
    const old = fake.webhook('CHECKOUT.ORDER.APPROVED', orderId, { time: new Date(Date.now() - 6 * 60_000) })
    expect(await reason(old)).toBe('stale_timestamp')
    expect(await reason(good, new Date(Date.now() + 6 * 60_000))).toBe('stale_timestamp')
    expect(fake.state.verifications).toBe(verifications)
    // Signed for another webhook endpoint: PayPal does not vouch for it here.
    const other = paypal({ config: { webhookId: 'WH0THERENDPOINT' } })
    const refused = await refusal(
      other.readWebhook!({ rawBody: good.body, headers: good.headers, now: new Date() }),
    )
    expect((refused as WebhookRefused).reason).toBe('wrong_signature')
    // And the untouched delivery still reads.
    expect(await read(good)).toMatchObject({ status: 'retrieve', chargeId: orderId })
  })

  it('takes no webhooks without the webhook’s id', () => {
    expect(paypal({ config: { webhookId: null } }).readWebhook).toBeUndefined()
  })
})

describe('PayPal’s configuration', () => {
  it('is configured only with a client id and secret, taking the redirect page and the wallet unless told', () => {
    expect(paymentsConfigFrom({ PAYPAL_CLIENT_ID: 'id' }).paypal).toBeUndefined()
    expect(paymentsConfigFrom({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' }).paypal).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      webhookId: null,
      apiBase: 'https://api-m.sandbox.paypal.com',
      types: ['redirect', 'wallet'],
    })
    expect(
      paymentsConfigFrom({
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 'secret',
        PAYPAL_WEBHOOK_ID: 'WH1',
        PAYPAL_API_BASE: 'http://127.0.0.1:9/',
        PAYMENTS_PAYPAL_TYPES: 'wallet, card,deferred',
      }).paypal,
    ).toMatchObject({ webhookId: 'WH1', apiBase: 'http://127.0.0.1:9', types: ['wallet', 'deferred'] })
  })
})

import { ERROR_MESSAGES } from '@tianguis/core/messages'
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, describe, expect, it } from 'vitest'
import { reconcilePaymentJob } from '../src/flows/reconcile-payments.ts'
import { systemContext } from '../src/kernel/context.ts'
import { paymentCalls } from '../src/modules/payments/payments.tables.ts'
import { newId } from '../src/platform/ids.ts'
import {
  type ChargeRequest,
  PaymentProviderError,
  WebhookRefused,
} from '../src/platform/payments/provider.ts'
import { stripeConfigFrom } from '../src/platform/payments/stripe/stripe-config.ts'
import { stripePaymentProvider } from '../src/platform/payments/stripe/stripe-provider.ts'
import { startStripeFake } from './fakes/stripe-fake.ts'
import { finish3ds, stripeCheckout, stripeEnv } from './helpers/stripe-checkout.ts'

/**
 * The Stripe adapter (decision 061) against the local fake of Stripe's API: charges, declines,
 * 3-D Secure, idempotent replays, refunds, cancels and webhooks at the adapter, then a checkout
 * paid through the app with Stripe configured from the environment.
 */
const fake = await startStripeFake()
afterAll(() => fake.close())

const TIMEOUT_MS = 400
const env = stripeEnv(fake, TIMEOUT_MS)
const provider = stripePaymentProvider(stripeConfigFrom(env)!, { timeoutMs: TIMEOUT_MS })
const RETURN_URL = 'https://tienda.example/api/v1/shops/tienda/checkouts/chk_1/3ds-return'

/** A charge request with a fresh attempt id, made as the checkout makes them (its time comes first). */
const request = (source: string, overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  attemptId: newId('att'),
  paymentType: 'card',
  amount: 25_000,
  currency: 'MXN',
  source,
  instalments: 1,
  description: 'Tianguis chk_1',
  returnUrl: RETURN_URL,
  customerEmail: 'ana@example.test',
  ...overrides,
})

const intentsOf = (attemptId: string) =>
  [...fake.intents.values()].filter((intent) => intent.metadata.attempt_id === attemptId)

async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run()
  } catch (error) {
    if (error instanceof PaymentProviderError) return error.code
    if (error instanceof WebhookRefused) return error.reason
    throw error
  }
  throw new Error('expected a refusal')
}

describe('charges at the adapter', () => {
  it('creates and confirms one PaymentIntent: approved with the card from its charge, the attempt as key and metadata', async () => {
    const charge = request('pm_card_visa')
    const result = await provider.charge(charge)
    expect(result).toEqual({
      status: 'approved',
      chargeId: expect.stringMatching(/^pi_/),
      card: { brand: 'Visa', last4: '4242', type: 'credit', bank: 'Stripe Test Bank', holder: 'Ana López' },
    })
    const sent = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').at(-1)!
    expect(sent.idempotencyKey).toBe(charge.attemptId)
    expect(sent.stripeVersion).toBe(Stripe.API_VERSION)
    expect(sent.body).toMatchObject({
      amount: '25000',
      currency: 'mxn',
      payment_method: 'pm_card_visa',
      allowed_payment_method_types: { 0: 'card' },
      confirm: 'true',
      return_url: RETURN_URL,
      metadata: { attempt_id: charge.attemptId },
      expand: { 0: 'latest_charge' },
    })
    // No instalment plan for a single payment.
    expect(sent.body.payment_method_options).toBeUndefined()
    expect(intentsOf(charge.attemptId)).toHaveLength(1)
  })

  it('asks for meses sin intereses with a fixed monthly plan', async () => {
    const charge = request('pm_card_mastercard', { instalments: 6 })
    expect(await provider.charge(charge)).toMatchObject({ status: 'approved', card: { brand: 'Mastercard' } })
    const [intent] = intentsOf(charge.attemptId)
    expect(intent!.installmentsPlan).toEqual({ count: 6, interval: 'month', type: 'fixed_count' })
    expect(fake.charges.get(intent!.latestCharge!)!.installments).toEqual(intent!.installmentsPlan)
  })

  it('declines with the bank’s code when it is one we name, else Stripe’s code; an unknown token is token_invalid', async () => {
    expect(await provider.charge(request('pm_card_chargeDeclined'))).toEqual({
      status: 'declined',
      code: 'card_declined',
      message: null,
    })
    expect(await provider.charge(request('pm_card_chargeDeclinedInsufficientFunds'))).toMatchObject({
      status: 'declined',
      code: 'insufficient_funds',
    })
    expect(await provider.charge(request('pm_card_chargeDeclinedExpiredCard'))).toMatchObject({
      status: 'declined',
      code: 'expired_card',
    })
    expect(await provider.charge(request('pm_unknown123'))).toMatchObject({
      status: 'declined',
      code: 'token_invalid',
    })
    // A debit card pays, and says it is debit (no instalments for it at checkout).
    expect(await provider.charge(request('pm_card_visa_debit'))).toMatchObject({
      status: 'approved',
      card: { type: 'debit', last4: '5556' },
    })
  })

  it('asks for 3-D Secure with Stripe’s page, which returns with ?payment_intent=; retrieve then answers approved', async () => {
    const started = await provider.charge(request('pm_card_threeDSecure2Required'))
    if (started.status !== 'requires_action') throw new Error(`expected 3-D Secure, got ${started.status}`)
    expect(started.url3ds).toBe(`${fake.url}/3ds/${started.chargeId}`)
    expect(await provider.retrieve(started.chargeId)).toEqual(started)
    const back = await finish3ds(started.url3ds, true)
    expect(`${back.origin}${back.pathname}`).toBe(RETURN_URL)
    expect(back.searchParams.get('payment_intent')).toBe(started.chargeId)
    expect(back.searchParams.get('redirect_status')).toBe('succeeded')
    expect(await provider.retrieve(started.chargeId)).toMatchObject({
      status: 'approved',
      chargeId: started.chargeId,
      card: { last4: '3155' },
    })

    const failed = await provider.charge(request('pm_card_threeDSecure2Required'))
    if (failed.status !== 'requires_action') throw new Error('expected 3-D Secure')
    expect((await finish3ds(failed.url3ds, false)).searchParams.get('redirect_status')).toBe('failed')
    expect(await provider.retrieve(failed.chargeId)).toEqual({
      status: 'declined',
      code: 'authentication_failed',
      message: null,
    })
  })

  it('answers a repeated charge with the first answer and one PaymentIntent; other parameters under the same attempt are refused', async () => {
    const charge = request('pm_card_visa')
    const first = await provider.charge(charge)
    const again = await provider.charge(charge)
    expect(again).toEqual(first)
    expect(intentsOf(charge.attemptId)).toHaveLength(1)
    // A decline is replayed too: the same attempt never reaches the bank twice.
    const declined = request('pm_card_chargeDeclined')
    await provider.charge(declined)
    expect(await provider.charge(declined)).toMatchObject({ status: 'declined', code: 'card_declined' })
    expect(intentsOf(declined.attemptId)).toHaveLength(1)
    expect(await refusal(() => provider.charge({ ...charge, amount: 30_000 }))).toBe('attempt_mismatch')
    expect(intentsOf(charge.attemptId)).toHaveLength(1)
  })

  it('times out when the answer comes late, though the charge was made; the same attempt again answers it without a second charge', async () => {
    const charge = request('pm_card_visa')
    fake.state.slowCreates = 1
    const started = Date.now()
    expect(await refusal(() => provider.charge(charge))).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(fake.state.slowMs)
    const [made] = intentsOf(charge.attemptId)
    expect(made!.status).toBe('succeeded')
    expect(await provider.charge(charge)).toMatchObject({ status: 'approved', chargeId: made!.id })
    expect(intentsOf(charge.attemptId)).toHaveLength(1)
  })

  it('finds the charge of an attempt by its metadata, through the list while the search has not caught up; none is null', async () => {
    const charge = request('pm_card_visa')
    fake.state.searchLagMs = 60_000
    try {
      const made = await provider.charge(charge)
      const before = fake.requests.length
      expect(await provider.findByAttempt(charge.attemptId)).toEqual(made)
      const asked = fake.requests.slice(before).map((r) => `${r.method} ${r.path}`)
      expect(asked).toEqual(['GET /v1/payment_intents/search', 'GET /v1/payment_intents'])
      // Finding never charges.
      expect(asked.some((line) => line.startsWith('POST'))).toBe(false)
    } finally {
      fake.state.searchLagMs = 0
    }
    const searched = await provider.findByAttempt(charge.attemptId)
    expect(searched).toMatchObject({ status: 'approved' })
    expect(await provider.findByAttempt(request('pm_card_visa').attemptId)).toBeNull()
    const declined = request('pm_card_chargeDeclined')
    await provider.charge(declined)
    expect(await provider.findByAttempt(declined.attemptId)).toMatchObject({
      status: 'declined',
      code: 'card_declined',
    })
  })

  it('refunds part of a payment once per refund key, and refuses above what is left or on a charge that was not paid', async () => {
    const paid = await provider.charge(request('pm_card_visa'))
    if (paid.status !== 'approved') throw new Error('expected approved')
    const { refundId } = await provider.refund(paid.chargeId, 10_000, 'ret_1:refund')
    expect(refundId).toMatch(/^re_/)
    expect(await provider.refund(paid.chargeId, 10_000, 'ret_1:refund')).toEqual({ refundId })
    const charge = fake.charges.get(fake.intents.get(paid.chargeId)!.latestCharge!)!
    expect(charge.amountRefunded).toBe(10_000)
    expect(await refusal(() => provider.refund(paid.chargeId, 20_000, 'ret_2:refund'))).toBe('refund_refused')
    await provider.refund(paid.chargeId, 15_000, 'ret_3:refund')
    expect(charge.amountRefunded).toBe(25_000)
    expect(await refusal(() => provider.refund(paid.chargeId, 1, 'ret_4:refund'))).toBe('refund_refused')
    expect(await refusal(() => provider.refund('pi_missing', 100))).toBe('unknown_charge')
    const pending = await provider.charge(request('pm_card_threeDSecure2Required'))
    if (pending.status !== 'requires_action') throw new Error('expected 3-D Secure')
    expect(await refusal(() => provider.refund(pending.chargeId, 100))).toBe('refund_refused')
    expect(await refusal(() => provider.refund(paid.chargeId, 0))).toBe('invalid_request')
  })

  it('cancels a payment left at 3-D Secure so it cannot be paid; a paid one is left as it is', async () => {
    const left = await provider.charge(request('pm_card_threeDSecure2Required'))
    if (left.status !== 'requires_action') throw new Error('expected 3-D Secure')
    await provider.cancel!(left.chargeId)
    expect(await provider.retrieve(left.chargeId)).toEqual({
      status: 'declined',
      code: 'canceled',
      message: null,
    })
    // Its page can no longer pay it.
    await finish3ds(left.url3ds, true)
    expect(fake.intents.get(left.chargeId)!.status).toBe('canceled')
    const paid = await provider.charge(request('pm_card_visa'))
    if (paid.status !== 'approved') throw new Error('expected approved')
    await provider.cancel!(paid.chargeId)
    expect(await provider.retrieve(paid.chargeId)).toMatchObject({ status: 'approved' })
    expect(await refusal(() => provider.cancel!('pi_missing'))).toBe('unknown_charge')
    expect(await refusal(() => provider.retrieve('pi_missing'))).toBe('unknown_charge')
  })

  it('refuses a wrong key as a failure, not as a charge that may stand', async () => {
    const wrong = stripePaymentProvider(stripeConfigFrom({ ...env, STRIPE_SECRET_KEY: 'sk_test_wrong' })!, {
      timeoutMs: TIMEOUT_MS,
    })
    expect(await refusal(() => wrong.charge(request('pm_card_visa')))).toBe('invalid_request')
    expect(await refusal(() => provider.charge(request('pm_card_visa', { amount: 0 })))).toBe(
      'invalid_request',
    )
    expect(await refusal(() => provider.charge(request('pm_card_visa', { returnUrl: '/comprar' })))).toBe(
      'invalid_request',
    )
  })
})

describe('webhooks at the adapter', () => {
  const read = (body: string, headers: Record<string, string | string[] | undefined>, now = new Date()) =>
    provider.readWebhook!({ rawBody: body, headers, now })
  const lastEvent = (type: string, chargeId: string) =>
    fake.events.findLast(
      (event) => event.type === type && JSON.parse(event.body).data.object.id === chargeId,
    )!

  it('reads a signed payment_intent.succeeded as the charge approved, with the amount taken and the currency', async () => {
    const paid = await provider.charge(request('pm_card_visa', { amount: 31_500 }))
    if (paid.status !== 'approved') throw new Error('expected approved')
    const event = lastEvent('payment_intent.succeeded', paid.chargeId)
    expect(await read(event.body, { 'stripe-signature': fake.signature(event.body) })).toEqual({
      eventId: event.id,
      type: 'payment_intent.succeeded',
      chargeId: paid.chargeId,
      status: 'approved',
      amount: 31_500,
      currency: 'MXN',
    })
  })

  it('reads failures, cancels and whole refunds; a partial refund or another event settles nothing', async () => {
    const declined = await provider.charge(request('pm_card_chargeDeclinedInsufficientFunds'))
    expect(declined.status).toBe('declined')
    const failedEvent = fake.events.findLast((event) => event.type === 'payment_intent.payment_failed')!
    expect(
      await read(failedEvent.body, { 'stripe-signature': fake.signature(failedEvent.body) }),
    ).toMatchObject({
      status: 'declined',
      code: 'insufficient_funds',
      amount: 25_000,
    })

    const left = await provider.charge(request('pm_card_threeDSecure2Required'))
    if (left.status !== 'requires_action') throw new Error('expected 3-D Secure')
    await provider.cancel!(left.chargeId)
    const canceled = lastEvent('payment_intent.canceled', left.chargeId)
    expect(await read(canceled.body, { 'stripe-signature': fake.signature(canceled.body) })).toMatchObject({
      status: 'expired',
      chargeId: left.chargeId,
    })
    const created = lastEvent('payment_intent.created', left.chargeId)
    expect(await read(created.body, { 'stripe-signature': fake.signature(created.body) })).toBeNull()

    const paid = await provider.charge(request('pm_card_visa'))
    if (paid.status !== 'approved') throw new Error('expected approved')
    await provider.refund(paid.chargeId, 5_000, `${paid.chargeId}:1`)
    const partial = fake.events.at(-1)!
    expect(partial.type).toBe('charge.refunded')
    expect(await read(partial.body, { 'stripe-signature': fake.signature(partial.body) })).toBeNull()
    await provider.refund(paid.chargeId, 20_000, `${paid.chargeId}:2`)
    const whole = fake.events.at(-1)!
    expect(await read(whole.body, { 'stripe-signature': fake.signature(whole.body) })).toEqual({
      eventId: whole.id,
      type: 'charge.refunded',
      chargeId: paid.chargeId,
      status: 'refunded',
      amount: 25_000,
      currency: 'MXN',
    })
  })

  it('refuses a wrong signature, a changed body, an old timestamp, a missing or malformed header', async () => {
    const paid = await provider.charge(request('pm_card_visa'))
    if (paid.status !== 'approved') throw new Error('expected approved')
    const event = lastEvent('payment_intent.succeeded', paid.chargeId)
    const wrong = fake.signature(event.body, { secret: 'whsec_someone_else' })
    expect(await refusal(() => read(event.body, { 'stripe-signature': wrong }))).toBe('wrong_signature')
    // The same event re-serialised is not the bytes Stripe signed.
    const reserialised = JSON.stringify(JSON.parse(event.body))
    expect(await refusal(() => read(reserialised, { 'stripe-signature': fake.signature(event.body) }))).toBe(
      'wrong_signature',
    )
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 301
    const old = fake.signature(event.body, { timestamp: sixMinutesAgo })
    expect(await refusal(() => read(event.body, { 'stripe-signature': old }))).toBe('stale_timestamp')
    // Within the five minutes by our clock it is read.
    const recent = fake.signature(event.body, { timestamp: sixMinutesAgo + 10 })
    expect(await read(event.body, { 'stripe-signature': recent })).toMatchObject({ status: 'approved' })
    expect(await refusal(() => read(event.body, {}))).toBe('missing_signature')
    expect(await refusal(() => read(event.body, { 'stripe-signature': '' }))).toBe('missing_signature')
    expect(await refusal(() => read(event.body, { 'stripe-signature': 'v1=abc' }))).toBe(
      'malformed_signature',
    )
    expect(await refusal(() => read(event.body, { 'stripe-signature': `t=${sixMinutesAgo}` }))).toBe(
      'malformed_signature',
    )
    const header = fake.signature(event.body)
    expect(await refusal(() => read(event.body, { 'stripe-signature': [header, header] }))).toBe(
      'malformed_signature',
    )
  })
})

describe('a checkout paid with Stripe', async () => {
  const { app, db, scene, pay, attemptOf, availableOf, ordersOf } = await stripeCheckout(fake, TIMEOUT_MS)

  it('takes cards through Stripe (the sandbox keeps the store payments) and pays with pm_card_visa', async () => {
    expect(app.payments.paymentProviderFor('card')!.name).toBe('stripe')
    expect(app.payments.paymentProviderFor('store')!.name).toBe('sandbox')
    const s = await scene()
    // Before paying, the checkout gives the browser Stripe.js's publishable key (002 §3), never the secret one.
    const opened = await app.inject({ url: s.base, headers: { cookie: s.cookie } })
    expect(opened.json().payment_metadata).toEqual({ str_public_key: 'pk_test_fake_tianguis' })
    expect(opened.body).not.toContain(fake.secretKey)
    const paid = await pay(s, { card_token: 'pm_card_visa' })
    expect(paid.statusCode, paid.body).toBe(200)
    expect(paid.json()).toMatchObject({ status: 'paid', charge_id: expect.stringMatching(/^pi_/) })
    const attempt = await attemptOf(s.checkout.id)
    expect(attempt).toMatchObject({
      provider: 'stripe',
      status: 'approved',
      chargeId: paid.json().charge_id,
      cardBrand: 'Visa',
      cardLast4: '4242',
    })
    expect(fake.intents.get(attempt.chargeId!)).toMatchObject({
      amount: s.checkout.grand_total.amount,
      currency: 'mxn',
      metadata: { attempt_id: attempt.id },
    })
    expect(await ordersOf(s.checkout.id)).toHaveLength(1)
    // Every call is recorded on the attempt, and no key is among what is kept.
    const calls = await db.select().from(paymentCalls).where(eq(paymentCalls.attemptId, attempt.id))
    expect(calls.map((call) => [call.provider, call.operation, call.outcome])).toEqual([
      ['stripe', 'charge', 'approved'],
    ])
    expect(JSON.stringify(calls)).not.toContain(fake.secretKey)
  })

  it('answers a decline with the 002 §8 message and the provider’s code, and gives the stock back', async () => {
    const s = await scene()
    const declined = await pay(s, { card_token: 'pm_card_chargeDeclinedInsufficientFunds' })
    expect(declined.statusCode).toBe(422)
    expect(declined.json().error).toMatchObject({
      code: 'payment_failed_contact_bank',
      message: ERROR_MESSAGES['es-MX'].payment_failed_contact_bank,
      details: { provider_code: 'insufficient_funds' },
    })
    expect(await attemptOf(s.checkout.id)).toMatchObject({
      status: 'declined',
      failureCode: 'insufficient_funds',
    })
    expect(await ordersOf(s.checkout.id)).toHaveLength(0)
    expect(await availableOf(s.item.id)).toBe(5)
  })

  it('refuses to save a card with Stripe (not built) before anything is charged', async () => {
    const s = await scene()
    const before = fake.intents.size
    const answer = await pay(s, { card_token: 'pm_card_visa', save_card: true })
    expect(answer.statusCode).toBe(503)
    expect(answer.json().error).toMatchObject({
      code: 'payment_setup_failed',
      message: ERROR_MESSAGES['es-MX'].payment_setup_failed,
    })
    expect(fake.intents.size).toBe(before)
  })

  it('pays after 3-D Secure: requires_action with Stripe’s page, its return to our route with ?payment_intent=, the order placed', async () => {
    const s = await scene()
    const asked = await pay(s, { card_token: 'pm_card_threeDSecure2Required' })
    expect(asked.json()).toMatchObject({
      status: 'requires_action',
      url_3ds: expect.stringContaining(`${fake.url}/3ds/pi_`),
    })
    expect(await ordersOf(s.checkout.id)).toHaveLength(0)
    const back = await finish3ds(asked.json().url_3ds, true)
    expect(back.pathname).toBe(`${s.base}/return`)
    const returned = await app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: s.cookie },
    })
    expect(returned.statusCode).toBe(302)
    expect(returned.headers.location).toBe(`/${s.shop.slug}/pagado/${s.checkout.id}`)
    expect(await ordersOf(s.checkout.id)).toHaveLength(1)
    expect(await attemptOf(s.checkout.id)).toMatchObject({ status: 'approved', cardLast4: '3155' })
  })

  it('a failed 3-D Secure returns to the checkout with the failure and no order', async () => {
    const s = await scene()
    const asked = await pay(s, { card_token: 'pm_card_threeDSecure2Required' })
    const back = await finish3ds(asked.json().url_3ds, false)
    const returned = await app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: s.cookie },
    })
    expect(returned.statusCode).toBe(302)
    expect(returned.headers.location).toBe(
      `/${s.shop.slug}/comprar?compra=${s.checkout.id}&fallo=payment_attempt_failed`,
    )
    expect(await attemptOf(s.checkout.id)).toMatchObject({
      status: 'declined',
      failureCode: 'authentication_failed',
    })
    expect(await ordersOf(s.checkout.id)).toHaveLength(0)
  })

  it('a charge that timed out twice answers processing; the reconciliation job finds it and pays the order once, with one PaymentIntent', async () => {
    const s = await scene()
    fake.state.slowCreates = 2
    const answer = await pay(s, { card_token: 'pm_card_visa' })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toMatchObject({ status: 'processing', paid_path: `/pagado/${s.checkout.id}` })
    const attempt = await attemptOf(s.checkout.id)
    expect(attempt.status).toBe('started')
    // Both tries went to Stripe under the attempt's key: one intent was made.
    expect(intentsOf(attempt.id)).toHaveLength(1)
    expect(await ordersOf(s.checkout.id)).toHaveLength(0)
    // The unit stays held while nobody knows whether it was paid.
    expect(await availableOf(s.item.id)).toBe(4)

    const job = reconcilePaymentJob(app.payments)
    const ctx = systemContext(db, { jobs: app.jobs, log: app.log })
    const run = { id: 'job_1', attempt: 1, lastAttempt: false }
    await job(ctx, { attemptId: attempt.id }, run)
    expect(await attemptOf(s.checkout.id)).toMatchObject({
      status: 'approved',
      chargeId: intentsOf(attempt.id)[0]!.id,
      cardLast4: '4242',
    })
    expect(await ordersOf(s.checkout.id)).toHaveLength(1)
    expect(await availableOf(s.item.id)).toBe(4)
    // Again: nothing more happens, nothing is charged.
    await job(ctx, { attemptId: attempt.id }, { ...run, attempt: 2 })
    expect(await ordersOf(s.checkout.id)).toHaveLength(1)
    expect(intentsOf(attempt.id)).toHaveLength(1)
    const calls = await db.select().from(paymentCalls).where(eq(paymentCalls.attemptId, attempt.id))
    expect(calls.map((call) => [call.operation, call.outcome])).toEqual([
      ['charge', 'error:timeout'],
      ['charge', 'error:timeout'],
      ['find', 'approved'],
    ])
  })
})

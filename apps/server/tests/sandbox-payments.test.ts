import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { type ChargeRequest, PaymentProviderError } from '../src/platform/payments/provider.ts'
import { paymentProviderFor } from '../src/platform/payments/registry.ts'
import { sandboxCharges, sandboxPaymentTokens } from '../src/platform/payments/sandbox/sandbox.tables.ts'
import { sandboxPaymentProvider } from '../src/platform/payments/sandbox/sandbox-provider.ts'
import { signWebhook, verifyWebhook } from '../src/platform/payments/sandbox/webhooks.ts'
import { createTestApp } from './helpers/test-app.ts'

/** The sandbox payment gateway (decision 045; 002 §5, §8): tokens, test cards, 3-D Secure, store payments, webhooks. */
const { app, database } = await createTestApp()
const db = database.db
const provider = app.payments.paymentProviderFor('card')!
const FUTURE = { exp_month: '12', exp_year: String((new Date().getUTCFullYear() + 3) % 100) }

const tokenise = (card: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/sandbox/payments/tokens',
    payload: { ...FUTURE, cvc: '123', holder: 'Ana López', ...card },
  })

async function tokenFor(number: string): Promise<string> {
  const response = await tokenise({ card_number: number })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().token
}

let attempts = 0
const request = (source: string, overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  attemptId: `att_test_${++attempts}`,
  amount: 25_000,
  currency: 'MXN',
  source,
  instalments: 1,
  description: 'Tienda de prueba',
  returnUrl: 'http://localhost:3000/tienda/comprar?checkout=chk_1',
  customerEmail: 'ana@example.test',
  ...overrides,
})

const chargeCard = async (number: string, overrides: Partial<ChargeRequest> = {}) =>
  provider.charge(request(await tokenFor(number), overrides))

describe('tokenising a card', () => {
  it('strips spaces, answers brand, last four, type and the credit instalments', async () => {
    const response = await tokenise({ card_number: ' 4242 4242 4242 4242 ' })
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body).toMatchObject({ brand: 'Visa', last4: '4242', type: 'credit', instalments: [3, 6, 9, 12] })
    expect(body.token).toMatch(/^tok_/)
    const minutes = (Date.parse(body.expires_at) - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(14)
    expect(minutes).toBeLessThanOrEqual(15)
    const [row] = await db.select().from(sandboxPaymentTokens).where(eq(sandboxPaymentTokens.id, body.token))
    // No card number is kept, only what a receipt shows.
    expect(JSON.stringify(row)).not.toContain('4242424242424242')
    expect(row!.card).toMatchObject({ holder: 'Ana López', bank: 'Banco Sandbox' })
  })

  it('answers debit cards without instalments', async () => {
    const response = await tokenise({ card_number: '4000 0566 5566 5556' })
    expect(response.json()).toMatchObject({ type: 'debit', instalments: [], last4: '5556' })
  })

  it('cuts a long number to 19 characters and reads numeric or four-digit expiry parts', async () => {
    // 4242…4242 followed by junk beyond 19 characters: "4242424242424242" + "999" is cut, still not Luhn-valid.
    const junk = await tokenise({ card_number: '4242 4242 4242 4242 9999 9999' })
    expect(junk.statusCode).toBe(400)
    expect(junk.json().error.code).toBe('invalid_card_number')
    const numeric = await tokenise({ card_number: '5555555555554444', exp_month: 8, exp_year: 2099 })
    expect(numeric.statusCode).toBe(201)
    expect(numeric.json()).toMatchObject({ brand: 'Mastercard', last4: '4444' })
  })

  it('names what is wrong: number, expiry, CVC, in the shopper language', async () => {
    const luhn = await tokenise({ card_number: '4242424242424241' })
    expect(luhn.statusCode).toBe(400)
    expect(luhn.json().error).toEqual({
      code: 'invalid_card_number',
      message: 'El número de tarjeta no es válido.',
    })
    const past = await tokenise({ card_number: '4242424242424242', exp_month: '01', exp_year: '20' })
    expect(past.json().error.code).toBe('invalid_card_expiry')
    const month = await tokenise({ card_number: '4242424242424242', exp_month: '13' })
    expect(month.json().error.code).toBe('invalid_card_expiry')
    const cvc = await app.inject({
      method: 'POST',
      url: '/api/v1/sandbox/payments/tokens',
      headers: { 'accept-language': 'en' },
      payload: { card_number: '4242424242424242', ...FUTURE, cvc: '12', holder: 'Ana' },
    })
    expect(cvc.json().error).toEqual({
      code: 'invalid_card_cvc',
      message: 'The security code (CVC) must have 3 or 4 digits.',
    })
    const unknown = await tokenise({ card_number: '4242424242424242', amount: 5 })
    expect(unknown.json().error.code).toBe('unknown_fields')
  })
})

describe('test cards', () => {
  it('approves the credit and debit test cards with the card summary', async () => {
    const credit = await chargeCard('4242424242424242')
    expect(credit).toMatchObject({
      status: 'approved',
      card: { brand: 'Visa', last4: '4242', type: 'credit', bank: 'Banco Sandbox', holder: 'Ana López' },
    })
    expect(await chargeCard('5200828282828210')).toMatchObject({
      status: 'approved',
      card: { brand: 'Mastercard', type: 'debit' },
    })
    expect(await chargeCard('378282246310005', { instalments: 12 })).toMatchObject({ status: 'approved' })
  })

  it.each([
    ['4000000000000002', 'card_declined'],
    ['4000000000009995', 'insufficient_funds'],
    ['4000000000000069', 'expired_card'],
    ['4000000000009979', 'stolen_card'],
    ['4000000000000119', 'processing_error'],
    ['6011111111111117', 'card_declined'],
  ])('declines %s with %s', async (number, code) => {
    expect(await chargeCard(number)).toEqual({ status: 'declined', code, message: null })
  })

  it('declines instalments on a debit card with the code for use a credit card', async () => {
    expect(await chargeCard('4000056655665556', { instalments: 3 })).toMatchObject({
      status: 'declined',
      code: 'instalments_not_supported',
    })
    expect(await chargeCard('4242424242424242', { instalments: 5 })).toMatchObject({
      code: 'instalments_not_supported',
    })
  })

  it('uses a token once and refuses an expired one', async () => {
    const token = await tokenFor('4242424242424242')
    expect(await provider.charge(request(token))).toMatchObject({ status: 'approved' })
    expect(await provider.charge(request(token))).toMatchObject({ status: 'declined', code: 'token_invalid' })
    const old = await tokenFor('4242424242424242')
    await db
      .update(sandboxPaymentTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxPaymentTokens.id, old))
    expect(await provider.charge(request(old))).toMatchObject({ status: 'declined', code: 'token_invalid' })
    expect(await provider.charge(request('tok_made_up'))).toMatchObject({ code: 'token_invalid' })
  })

  it('refuses amounts that are not positive whole numbers', async () => {
    const token = await tokenFor('4242424242424242')
    for (const amount of [0, -100, 10.5, Number.NaN]) {
      await expect(provider.charge(request(token, { amount }))).rejects.toMatchObject({
        code: 'invalid_request',
      })
    }
    // Nothing was charged, the token is still good.
    expect(await provider.charge(request(token))).toMatchObject({ status: 'approved' })
  })
})

describe('idempotent charges', () => {
  it('answers a second charge with the same attempt with the first result, charging once', async () => {
    const first = request(await tokenFor('4242424242424242'))
    const [a, b] = await Promise.all([provider.charge(first), provider.charge(first)])
    expect(a).toMatchObject({ status: 'approved' })
    expect(b).toEqual(a)
    expect(await provider.charge(first)).toEqual(a)
    const rows = await db.select().from(sandboxCharges).where(eq(sandboxCharges.attemptId, first.attemptId))
    expect(rows).toHaveLength(1)
    await expect(provider.charge({ ...first, amount: first.amount + 1 })).rejects.toMatchObject({
      code: 'attempt_mismatch',
    })
  })

  it('times out after charging, and the retry with the same attempt answers the charge', async () => {
    const timing = request(await tokenFor('4000000000007775'))
    const error = await provider.charge(timing).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PaymentProviderError)
    expect((error as PaymentProviderError).code).toBe('timeout')
    const retry = await provider.charge(timing)
    expect(retry).toMatchObject({ status: 'approved', card: { last4: '7775' } })
    if (retry.status === 'approved') expect(await provider.retrieve(retry.chargeId)).toEqual(retry)
  })

  it('refunds at most what was charged', async () => {
    const charged = await chargeCard('4242424242424242', { amount: 10_000 })
    if (charged.status !== 'approved') throw new Error('expected an approved charge')
    expect((await provider.refund(charged.chargeId, 4_000)).refundId).toMatch(/^re_/)
    await expect(provider.refund(charged.chargeId, 6_001)).rejects.toMatchObject({ code: 'refund_refused' })
    await expect(provider.refund(charged.chargeId, 6_000)).resolves.toBeTruthy()
    await expect(provider.refund('ch_nope', 1)).rejects.toMatchObject({ code: 'unknown_charge' })
  })
})

describe('3-D Secure', () => {
  it('shows the page in the shopper language with both buttons, under the app CSP', async () => {
    const started = await chargeCard('4000002760003184')
    expect(started).toMatchObject({ status: 'requires_action' })
    if (started.status !== 'requires_action') return
    expect(started.url3ds).toBe(`/api/v1/sandbox/payments/3ds/${started.chargeId}`)
    const page = await app.inject({ url: started.url3ds, headers: { 'accept-language': 'es-AR' } })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('lang="es-AR"')
    expect(page.body).toContain('>Aprobar</button>')
    expect(page.body).toContain('>Rechazar</button>')
    expect(page.body).toContain('$250,00 MXN')
    expect(page.body).toContain('•••• 3184')
    expect(page.body).not.toContain('<script')
    const csp = String(page.headers['content-security-policy'])
    const nonce = /style-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(page.body).toContain(`<style nonce="${nonce}">`)
    expect(csp).toMatch(/form-action 'self'/)
    const english = await app.inject({ url: started.url3ds, headers: { cookie: 'locale=en' } })
    expect(english.body).toContain('>Approve</button>')
  })

  it('approves after the page and sends the browser back to the order with the charge', async () => {
    const started = await chargeCard('4000002760003184')
    if (started.status !== 'requires_action') throw new Error('expected 3-D Secure')
    const answer = await app.inject({
      method: 'POST',
      url: started.url3ds,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    })
    expect(answer.statusCode).toBe(303)
    expect(answer.headers.location).toBe(
      `http://localhost:3000/tienda/comprar?checkout=chk_1&charge=${started.chargeId}`,
    )
    expect(await provider.retrieve(started.chargeId)).toMatchObject({
      status: 'approved',
      card: { last4: '3184' },
    })
    // A second answer changes nothing.
    await app.inject({
      method: 'POST',
      url: started.url3ds,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=reject',
    })
    expect(await provider.retrieve(started.chargeId)).toMatchObject({ status: 'approved' })
    const settled = await app.inject({ url: started.url3ds })
    expect(settled.body).toContain('Este pago ya fue verificado.')
  })

  it('declines when the shopper rejects, and always for the card that fails 3-D Secure', async () => {
    const rejected = await chargeCard('4000002760003184', { returnUrl: '/t/tienda/comprar' })
    if (rejected.status !== 'requires_action') throw new Error('expected 3-D Secure')
    const answer = await app.inject({
      method: 'POST',
      url: rejected.url3ds,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=reject',
    })
    expect(answer.statusCode).toBe(303)
    expect(answer.headers.location).toBe(`/t/tienda/comprar?charge=${rejected.chargeId}`)
    expect(await provider.retrieve(rejected.chargeId)).toEqual({
      status: 'declined',
      code: 'authentication_failed',
      message: null,
    })

    const failing = await chargeCard('4000008400001629', { returnUrl: 'https://mi-tienda.example/comprar' })
    if (failing.status !== 'requires_action') throw new Error('expected 3-D Secure')
    const page = await app.inject({ url: failing.url3ds })
    // The return address on another origin is allowed as this page's form target only.
    expect(page.headers['content-security-policy']).toMatch(/form-action 'self' https:\/\/mi-tienda\.example/)
    const approve = await app.inject({
      method: 'POST',
      url: failing.url3ds,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    })
    expect(approve.headers.location).toBe(`https://mi-tienda.example/comprar?charge=${failing.chargeId}`)
    expect(await provider.retrieve(failing.chargeId)).toMatchObject({
      status: 'declined',
      code: 'authentication_failed',
    })
  })

  it('answers an unknown charge with a not-found page and a bad decision with 400', async () => {
    const missing = await app.inject({ url: '/api/v1/sandbox/payments/3ds/ch_nope' })
    expect(missing.statusCode).toBe(404)
    expect(missing.body).toContain('No encontramos este pago.')
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/sandbox/payments/3ds/ch_nope',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=maybe',
    })
    expect(bad.statusCode).toBe(400)
  })
})

describe('store payments', () => {
  it('gives a pending reference for 48 hours, paid through the sandbox endpoint', async () => {
    const pending = await provider.charge(request('store', { amount: 59_900 }))
    expect(pending).toMatchObject({ status: 'pending', reference: expect.stringMatching(/^\d{14}$/) })
    if (pending.status !== 'pending') return
    const hours = (pending.expiresAt.getTime() - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(47.9)
    expect(hours).toBeLessThanOrEqual(48)
    expect(await provider.retrieve(pending.chargeId)).toMatchObject({ status: 'pending' })
    const paid = await app.inject({
      method: 'POST',
      url: `/api/v1/sandbox/payments/store/${pending.reference}/pay`,
    })
    expect(paid.statusCode).toBe(200)
    expect(paid.json()).toEqual({ reference: pending.reference, charge_id: pending.chargeId, status: 'paid' })
    expect(await provider.retrieve(pending.chargeId)).toEqual({
      status: 'approved',
      chargeId: pending.chargeId,
      card: null,
    })
  })

  it('refuses to pay an expired reference and reports it expired', async () => {
    const pending = await provider.charge(request('store'))
    if (pending.status !== 'pending') throw new Error('expected a pending reference')
    await db
      .update(sandboxCharges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxCharges.id, pending.chargeId))
    const late = await app.inject({
      method: 'POST',
      url: `/api/v1/sandbox/payments/store/${pending.reference}/pay`,
    })
    expect(late.statusCode).toBe(409)
    expect(late.json().error).toEqual({
      code: 'payment_reference_expired',
      message: 'La referencia de pago ya venció.',
    })
    expect(await provider.retrieve(pending.chargeId)).toMatchObject({
      status: 'declined',
      code: 'reference_expired',
    })
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v1/sandbox/payments/store/93000000000000/pay',
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('expires by the provider clock too', async () => {
    let clock = new Date('2026-03-01T10:00:00Z')
    const timed = sandboxPaymentProvider({ db, now: () => clock })
    const pending = await timed.charge(request('store'))
    if (pending.status !== 'pending') throw new Error('expected a pending reference')
    clock = new Date('2026-03-03T09:59:59Z')
    expect(await timed.retrieve(pending.chargeId)).toMatchObject({ status: 'pending' })
    clock = new Date('2026-03-03T10:00:00Z')
    expect(await timed.retrieve(pending.chargeId)).toMatchObject({
      status: 'declined',
      code: 'reference_expired',
    })
    await expect(timed.payStoreReference(pending.reference)).rejects.toMatchObject({
      code: 'payment_reference_expired',
    })
  })
})

describe('signed webhooks', () => {
  const secret = 'whsec_sandbox_test'
  const body = JSON.stringify({ id: 'evt_1', type: 'charge.succeeded', data: { charge: 'ch_1' } })
  const now = new Date('2026-05-20T12:00:00Z')

  it('accepts the right signature within five minutes', () => {
    const header = signWebhook(body, secret, now)
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
    expect(verifyWebhook(header, body, secret, new Date(now.getTime() + 299_000))).toEqual({
      ok: true,
      timestamp: Math.floor(now.getTime() / 1000),
    })
    // A rolled secret: one matching v1 among several is enough.
    const other = signWebhook(body, 'whsec_old', now).split(',')[1]
    expect(verifyWebhook(`${header},${other}`, body, secret, now).ok).toBe(true)
  })

  it('refuses no signature, a wrong one, a changed body and an old timestamp', () => {
    const header = signWebhook(body, secret, now)
    expect(verifyWebhook(undefined, body, secret, now)).toEqual({ ok: false, reason: 'missing_signature' })
    expect(verifyWebhook('', body, secret, now)).toEqual({ ok: false, reason: 'missing_signature' })
    expect(verifyWebhook('v1=abc', body, secret, now)).toEqual({ ok: false, reason: 'malformed_signature' })
    expect(verifyWebhook(signWebhook(body, 'whsec_wrong', now), body, secret, now)).toEqual({
      ok: false,
      reason: 'wrong_signature',
    })
    expect(verifyWebhook(header, body.replace('ch_1', 'ch_2'), secret, now)).toMatchObject({
      reason: 'wrong_signature',
    })
    expect(verifyWebhook(header, body, secret, new Date(now.getTime() + 301_000))).toEqual({
      ok: false,
      reason: 'stale_timestamp',
    })
  })
})

describe('the sandbox in production', () => {
  it('does not run in production unless SANDBOX_PAYMENTS=1', async () => {
    const secret = 'a-production-secret-for-tests-0123456789abcdef'
    const { app: live } = await createTestApp({ env: { NODE_ENV: 'production', AUTH_SECRET: secret } })
    expect(live.payments.paymentProviderFor('card')).toBeNull()
    const refused = await live.inject({
      method: 'POST',
      url: '/api/v1/sandbox/payments/tokens',
      payload: { card_number: '4242424242424242', ...FUTURE, cvc: '123', holder: 'Ana' },
    })
    expect(refused.statusCode).toBe(404)
    expect(refused.json().error.code).toBe('route_not_found')

    const { app: demo } = await createTestApp({
      env: { NODE_ENV: 'production', AUTH_SECRET: secret, SANDBOX_PAYMENTS: '1' },
    })
    expect(demo.payments.paymentProviderFor('store')?.name).toBe('sandbox')
    const allowed = await demo.inject({
      method: 'POST',
      url: '/api/v1/sandbox/payments/tokens',
      payload: { card_number: '4242424242424242', ...FUTURE, cvc: '123', holder: 'Ana' },
    })
    expect(allowed.statusCode).toBe(201)
  })

  it('has no provider for payment types the sandbox does not take', () => {
    expect(paymentProviderFor('deposit', { db, sandbox: true })).toBeNull()
    expect(paymentProviderFor('card', { db, sandbox: false })).toBeNull()
  })
})

import { PAYMENT_TYPES } from '@tianguis/core/payments/methods'
import { describe, expect, it } from 'vitest'
import { paymentProviderFor } from '../src/platform/payments/registry.ts'
import { signWebhook, verifyWebhook } from '../src/platform/payments/sandbox/webhooks.ts'
import { sandboxGateway } from './helpers/sandbox-gateway.ts'
import { createTestApp } from './helpers/test-app.ts'

/** The sandbox gateway's signed webhooks, and the sandbox in production (decision 045). */
const { db, FUTURE } = await sandboxGateway()

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
  it('runs in production too, unless SANDBOX_PAYMENTS=0 turns it off', async () => {
    const secret = 'a-production-secret-for-tests-0123456789abcdef'
    const { app: live } = await createTestApp({
      env: { NODE_ENV: 'production', AUTH_SECRET: secret, SANDBOX_PAYMENTS: '0' },
    })
    expect(live.payments.paymentProviderFor('card')).toBeNull()
    const refused = await live.inject({
      method: 'POST',
      url: '/api/v1/sandbox/payments/tokens',
      payload: { card_number: '4242424242424242', ...FUTURE, cvc: '123', holder: 'Ana' },
    })
    expect(refused.statusCode).toBe(404)
    expect(refused.json().error.code).toBe('route_not_found')

    const { app: demo } = await createTestApp({
      env: { NODE_ENV: 'production', AUTH_SECRET: secret },
    })
    expect(demo.payments.paymentProviderFor('store')?.name).toBe('sandbox')
    const allowed = await demo.inject({
      method: 'POST',
      url: '/api/v1/sandbox/payments/tokens',
      payload: { card_number: '4242424242424242', ...FUTURE, cvc: '123', holder: 'Ana' },
    })
    expect(allowed.statusCode).toBe(201)
  })

  it('takes every payment type when it runs, and none when it is off (decision 058)', () => {
    for (const type of PAYMENT_TYPES)
      expect(paymentProviderFor(type, { db, sandbox: true })?.name).toBe('sandbox')
    expect(paymentProviderFor('deposit', { db, sandbox: false })).toBeNull()
    expect(paymentProviderFor('card', { db, sandbox: false })).toBeNull()
  })
})

import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sandboxCharges } from '../src/platform/payments/sandbox/sandbox.tables.ts'
import { sandboxPaymentProvider } from '../src/platform/payments/sandbox/sandbox-provider.ts'
import { sandboxGateway } from './helpers/sandbox-gateway.ts'

/** The sandbox gateway's 3-D Secure page and store payments (decision 045; 002 §4, §8). */
const { app, db, provider, request, chargeCard } = await sandboxGateway()

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
    const pending = await provider.charge(request('store', { paymentType: 'store', amount: 59_900 }))
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
    const pending = await provider.charge(request('store', { paymentType: 'store' }))
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
    const pending = await timed.charge(request('store', { paymentType: 'store' }))
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
